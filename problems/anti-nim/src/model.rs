//! Misère Nim by its rules: each heap is a component whose move lowers it to any smaller size,
//! and `sg_core::misere::MisereSolver` searches the whole sum, where the player who cannot move
//! wins. No XOR, no Grundy value.

use sg_core::Game;
use sg_core::misere::MisereSolver;

use crate::Input;

/// One heap of M&Ms of a colour: a move eats one or more of them.
#[derive(Debug, Clone, Copy, Default)]
pub struct Heap;

impl Game for Heap {
    type Position = u64;

    fn moves(&self, &h: &u64) -> Vec<Vec<u64>> {
        (0..h).map(|smaller| vec![smaller]).collect()
    }
}

/// Whether the first player wins misère Nim with these heaps, by search (small heaps only).
///
/// # Complexity
/// O(number of sorted sums below the heaps · Σ h_i · n log n) with memoisation.
pub fn first_player_wins(solver: &mut MisereSolver<Heap>, heaps: &[u64]) -> bool {
    solver.first_player_wins(heaps)
}

/// The verdict of every test by search.
///
/// # Complexity
/// Exponential in the number of heaps: small inputs only.
pub fn answer(input: &Input) -> Vec<bool> {
    let mut solver = MisereSolver::new(Heap);
    input.tests.iter().map(|heaps| first_player_wins(&mut solver, heaps)).collect()
}
