//! The game by its rules, for sg-core's engine (the brute force the fast solution is tested
//! against): a position is one heap; a move splits it into two unequal non-empty heaps, whose
//! sum it leaves. No insight belongs here.

use sg_core::{Game, Outcome, Solver};

use crate::Input;

/// Grundy's game on one heap.
#[derive(Debug, Clone, Copy, Default)]
pub struct Rules;

impl Game for Rules {
    type Position = u64;

    fn moves(&self, &n: &u64) -> Vec<Vec<u64>> {
        (1..n).filter(|&a| a < n - a).map(|a| vec![a, n - a]).collect()
    }
}

/// The verdict of every test by searching the game tree.
///
/// # Complexity
/// Proportional to the positions searched: small heaps only.
pub fn answer(input: &Input) -> Vec<bool> {
    let mut solver = Solver::new(Rules);
    input.heaps.iter().map(|h| solver.outcome(h) == Outcome::Win).collect()
}
