//! The game by its rules, for sg-core's engine: a position is the set of numbers the player to
//! move may break (the one number in play, or the two the opponent just made), and a move
//! breaks one of them into `p₁ ⊕ p₂ = p` with `0 < p₁, p₂ < p`, handing both over. Searched
//! with no popcount.
//!
//! This is the brute force: the differential test (`tests/problem.rs`) holds the fast
//! solution and the judge path to it on thousands of generated inputs.

use sg_core::{Game, Outcome, Solver};

use crate::Input;

/// XOR Break by its rules.
#[derive(Debug, Clone, Copy, Default)]
pub struct Rules;

impl Game for Rules {
    type Position = Vec<u64>;

    fn moves(&self, held: &Vec<u64>) -> Vec<Vec<Vec<u64>>> {
        let mut moves = Vec::new();
        for &p in held {
            for p1 in 1..p {
                let p2 = p1 ^ p;
                if p1 <= p2 && p2 < p {
                    moves.push(vec![vec![p1, p2]]);
                }
            }
        }
        moves
    }
}

/// Whether the first player wins from `n`, by search.
///
/// # Complexity
/// Exponential in the bits of `n` (memoised): small numbers only.
pub fn first_wins(solver: &mut Solver<Rules>, n: u64) -> bool {
    solver.outcome(&vec![n]) == Outcome::Win
}

/// The side Alice takes in each game, by search.
///
/// # Complexity
/// Exponential: small inputs only.
pub fn answer(input: &Input) -> Vec<bool> {
    let mut solver = Solver::new(Rules);
    input.games.iter().map(|&n| first_wins(&mut solver, n)).collect()
}
