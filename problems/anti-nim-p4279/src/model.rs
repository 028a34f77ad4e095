//! Misère Nim by its rules: a position is the row of piles, a move takes one or more stones
//! from one pile, and `sg_core::misere::MisereSolver` searches the whole row with the player
//! who cannot move winning (whoever took the last stone lost). No XOR, no Grundy value.

use sg_core::misere::MisereSolver;

use crate::Input;

/// The moves are Nim's: sg-core's `NimRules` lowers one pile to any smaller size and keys a row
/// by its sorted non-empty piles, as one part (a misère game must not split). Who wins at the
/// end is the search's convention, not the moves'.
pub use sg_core::game::NimRules as Rules;

/// Whether John, to move, wins with these piles, by searching the whole row (small piles
/// only).
///
/// # Complexity
/// O(number of sorted rows below the piles · Σ p_i · n log n) with memoisation.
pub fn john_wins(solver: &mut MisereSolver<Rules>, piles: &[u64]) -> bool {
    solver.first_player_wins(&[piles.to_vec()])
}

/// The verdict of every test by search.
///
/// # Complexity
/// Exponential in the number of piles: small inputs only.
pub fn answer(input: &Input) -> Vec<bool> {
    let mut solver = MisereSolver::new(Rules);
    input.tests.iter().map(|piles| john_wins(&mut solver, piles)).collect()
}
