//! The game by its rules, for sg-core's engine (the brute force the fast solution is tested
//! against). Describe positions and moves only: no insight belongs here.

use sg_core::{Game, Outcome, Solver};

use crate::Input;

/// The example game: one heap, take 1 or 2 stones.
#[derive(Debug, Clone, Copy, Default)]
pub struct Rules;

impl Game for Rules {
    type Position = u64;

    fn moves(&self, &h: &u64) -> Vec<Vec<u64>> {
        (1..=2.min(h)).map(|take| vec![h - take]).collect()
    }
}

/// The verdict of every test by searching the game tree.
///
/// # Complexity
/// Proportional to the positions searched: small inputs only.
pub fn answer(input: &Input) -> Vec<bool> {
    let mut solver = Solver::new(Rules);
    input.heaps.iter().map(|h| solver.outcome(h) == Outcome::FirstPlayerWins).collect()
}
