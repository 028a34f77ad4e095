//! Misère Nim by its rules: a position is the row of heaps (one per colour), a move eats one or
//! more M&Ms of one colour, and `sg_core::misere::MisereSolver` searches the whole row, where
//! the player who cannot move wins. No XOR, no Grundy value.

use sg_core::misere::MisereSolver;

use crate::Input;

/// Misère Nim's moves are Nim's: sg-core's `NimRules` lowers one heap to any smaller size and
/// keys a row by its sorted non-empty heaps, as one part (a misère game must not split). Who
/// wins at the end is the search's convention, not the moves'.
pub use sg_core::game::NimRules as Rules;

/// Whether the first player wins misère Nim with these heaps, by searching the whole row
/// (small heaps only).
///
/// # Complexity
/// O(number of sorted rows below the heaps · Σ h_i · n log n) with memoisation.
pub fn first_player_wins(solver: &mut MisereSolver<Rules>, heaps: &[u64]) -> bool {
    solver.first_player_wins(&[heaps.to_vec()])
}

/// The verdict of every test by search.
///
/// # Complexity
/// Exponential in the number of heaps: small inputs only.
pub fn answer(input: &Input) -> Vec<bool> {
    let mut solver = MisereSolver::new(Rules);
    input.tests.iter().map(|heaps| first_player_wins(&mut solver, heaps)).collect()
}
