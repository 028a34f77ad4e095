//! KAM-Pebbles by its rules, for sg-core's engine: a position is the row of pile sizes, and a
//! move lowers one pile to any size from its left neighbour's (or 0) up to one below its own.
//!
//! This is the brute force: the differential test (`tests/problem.rs`) holds the fast
//! solution and the judge path to it on thousands of generated inputs.

use sg_core::{Game, Outcome, Solver};

use crate::Input;

/// The row of piles; the position lists the pile sizes left to right (non-decreasing).
#[derive(Debug, Clone, Copy, Default)]
pub struct PebbleRules;

impl Game for PebbleRules {
    type Position = Vec<u64>;

    fn moves(&self, piles: &Vec<u64>) -> Vec<Vec<Vec<u64>>> {
        let mut moves = Vec::new();
        for i in 0..piles.len() {
            // The row must stay non-decreasing: pile i keeps at least its left neighbour's size.
            let least = if i == 0 { 0 } else { piles[i - 1] };
            for left in least..piles[i] {
                let mut next = piles.clone();
                next[i] = left;
                moves.push(vec![next]);
            }
        }
        moves
    }
}

/// Whether the first player wins with this non-decreasing row, by searching the game tree
/// (exponential: small piles only).
///
/// # Complexity
/// O(non-decreasing rows below it · moves per position) with memoisation.
pub fn first_player_wins(solver: &mut Solver<PebbleRules>, piles: &[u64]) -> bool {
    solver.outcome(&piles.to_vec()) == Outcome::Win
}

/// The verdict of every test by search.
///
/// # Complexity
/// Exponential in the piles: small inputs only.
pub fn answer(input: &Input) -> Vec<bool> {
    let mut solver = Solver::new(PebbleRules);
    input.tests.iter().map(|row| first_player_wins(&mut solver, row)).collect()
}
