//! Nim by its rules, for sg-core's engine: a position is the row of heap sizes, and a move
//! lowers one heap to any smaller size (sg-core's `NimRules`, searched with no XOR).

pub use sg_core::game::NimRules;
use sg_core::{Outcome, Solver};

use crate::Input;

/// Whether the first player wins, by searching the game tree (exponential: small heaps only).
///
/// # Complexity
/// O(product of (h_i + 1) · Σ h_i) with memoisation.
pub fn first_player_wins(solver: &mut Solver<NimRules>, heaps: &[u64]) -> bool {
    solver.outcome(&heaps.to_vec()) == Outcome::Win
}

/// The verdict of every test by search.
///
/// # Complexity
/// Exponential in the heap sizes: small inputs only.
pub fn answer(input: &Input) -> Vec<bool> {
    let mut solver = Solver::new(NimRules);
    input.tests.iter().map(|heaps| first_player_wins(&mut solver, heaps)).collect()
}
