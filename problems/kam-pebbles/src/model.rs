//! KAM-Pebbles by its rules, for sg-core's engine: a position is the row of pile sizes, and a
//! move lowers one pile to any size from its left neighbour's (or 0) up to one below its own.
//!
//! This is the brute force: the differential test (`tests/problem.rs`) holds the fast
//! solution and the judge path to it on thousands of generated inputs.

use sg_core::game::{Take, after_take};
use sg_core::{Moves, Outcome, Solver};

use crate::Input;

/// The row of piles; the position lists the pile sizes left to right (non-decreasing), and a
/// move is a [`Take`] from one pile.
#[derive(Debug, Clone, Copy, Default)]
pub struct Rules;

/// Pile by pile, one pebble first; the row is searched whole, as it lies.
impl Moves for Rules {
    type Position = Vec<u64>;
    type Move = Take;

    fn legal_moves<'a>(&'a self, piles: &'a Vec<u64>) -> impl Iterator<Item = Take> + 'a {
        (0..piles.len()).flat_map(move |heap| {
            // The row must stay non-decreasing: the pile keeps at least its left neighbour's size.
            let least = if heap == 0 { 0 } else { piles[heap - 1] };
            (least..piles[heap]).rev().map(move |to| Take { heap, to })
        })
    }
    fn play(&self, piles: &Vec<u64>, &take: &Take) -> Vec<u64> {
        after_take(piles, take)
    }
}

/// Whether the first player wins with this non-decreasing row, by searching the game tree
/// (exponential: small piles only).
///
/// # Complexity
/// O(non-decreasing rows below it · moves per position) with memoisation.
pub fn first_player_wins(solver: &mut Solver<Rules>, piles: &[u64]) -> bool {
    solver.outcome(&piles.to_vec()) == Outcome::Win
}

/// The verdict of every test by search.
///
/// # Complexity
/// Exponential in the piles: small inputs only.
pub fn answer(input: &Input) -> Vec<bool> {
    let mut solver = Solver::new(Rules);
    input.tests.iter().map(|row| first_player_wins(&mut solver, row)).collect()
}
