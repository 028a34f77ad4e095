//! The game by its rules, for sg-core's engine: a position is the set of white cells (bit
//! `c − 1` for cell `c`), and a move picks a white cell `x` and a `k` with `kx ≤ n` and flips
//! cells `x, 2x, …, kx`. Searched over whole colourings, with no coin-turning theorem: the
//! position is one game, never split into its cells.

use sg_core::{Moves, Outcome, Solver};

use crate::Input;

/// The most cells the search handles (a colouring is a `u32` bit set).
pub const MAX_SEARCHED: u64 = 20;

/// The game on cells `1..=n`.
#[derive(Debug, Clone, Copy)]
pub struct Rules {
    /// The number of cells, at most [`MAX_SEARCHED`].
    pub n: u32,
}

/// A move: the white cell `x` and how many multiples `k` are flipped.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Flip {
    /// The white cell, 1-based.
    pub x: u32,
    /// Cells `x, 2x, …, kx` are flipped.
    pub k: u32,
}

impl Moves for Rules {
    type Position = u32;
    type Move = Flip;

    /// Each white `x`, then each `k` from 1 to `n/x`.
    fn legal_moves<'a>(&'a self, &white: &'a u32) -> impl Iterator<Item = Flip> + 'a {
        (1..=self.n)
            .filter(move |&x| white >> (x - 1) & 1 == 1)
            .flat_map(move |x| (1..=self.n / x).map(move |k| Flip { x, k }))
    }

    fn play(&self, &white: &u32, flip: &Flip) -> u32 {
        (1..=flip.k).fold(white, |w, j| w ^ 1 << (j * flip.x - 1))
    }
}

/// The colouring with white cells `cells` as a bit set.
pub fn bits(cells: &[u64]) -> u32 {
    cells.iter().fold(0, |w, &c| w | 1 << (c - 1))
}

/// Every colouring's verdict, by searching its whole game.
///
/// # Panics
/// If `n` is above [`MAX_SEARCHED`].
///
/// # Complexity
/// O(2^n · n log n) positions and moves: small `n` only.
pub fn answer(input: &Input) -> Vec<bool> {
    assert!(input.n <= MAX_SEARCHED, "the search handles up to {MAX_SEARCHED} cells");
    let mut solver = Solver::new(Rules { n: input.n as u32 });
    input.colourings.iter().map(|cells| solver.outcome(&bits(cells)) == Outcome::Win).collect()
}
