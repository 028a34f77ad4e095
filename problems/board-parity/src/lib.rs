//! # 谁能赢呢？ — Luogu P4136
//!
//! **Game.** A stone stands in the top-left cell of an n×n board. A move takes it one cell up,
//! down, left or right to a cell it has never visited; the player who cannot move loses.
//! 小明 (Alice) moves first. Who wins, for each `n`?
//!
//! **Insight.** This is the walk of `sg_core::geography` on the grid graph: the player to move
//! from a cell wins iff the cell is in every maximum matching (proven there). For even `n` the
//! board tiles by dominoes, a perfect matching, so every cell is in every maximum matching and
//! Alice wins (she moves along the domino of the stone's cell, every time). For odd `n` the
//! board less the corner tiles by dominoes (the rest of the first row in pairs, then the `n − 1`
//! remaining rows in vertical pairs), a maximum matching that misses the corner, so Bob wins
//! (he answers along the domino of the cell Alice moved to). So Alice wins iff `n` is even. The
//! crate's tests hold this to the walk searched by its definition ([`model`], boards up to
//! 5×5) and to `sg_core::matching::Bipartite::always_matched` on every board up to 40×40.
//!
//! **Algorithm.** The parity of `n`: O(1) per line, O(1) memory streaming ([`solve`]); any
//! `n ≥ 1` that fits a u64 is accepted.
//!
//! **Format.** Lines of `n`, ended by a line `0`; per `n` one line, `Alice` if the first player
//! wins, else `Bob`.

use judge::Scanner;

mod explain;
pub mod model;
#[cfg(feature = "workbench")]
mod problem;
pub use explain::{Explanation, explain};
#[cfg(feature = "workbench")]
pub use problem::BoardParity;

/// What the reader calls a board size.
const SIZE: &str = "the board size n (0 ends the input)";

/// A judge input: the board sizes before the closing `0`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Input {
    /// Each board's side `n ≥ 1`.
    pub sizes: Vec<u64>,
}

impl Input {
    /// Reads the judge format: sizes until a `0`, then nothing more.
    ///
    /// # Errors
    /// Truncated (no closing `0`) or non-numeric input, or tokens after the `0`.
    ///
    /// # Complexity
    /// O(input); memory grows with the sizes read.
    pub fn read(sc: &mut Scanner<'_>) -> judge::Result<Self> {
        let mut sizes = Vec::new();
        loop {
            match sc.read::<u64>(SIZE)? {
                0 => break,
                n => sizes.push(n),
            }
        }
        sc.finish()?;
        Ok(Self { sizes })
    }

    /// The one writer: judge text that [`Input::read`] reads back as `self`.
    ///
    /// # Complexity
    /// O(input).
    pub fn write(&self, out: &mut Vec<u8>) {
        for &n in &self.sizes {
            judge::write_u64(out, n, b'\n');
        }
        out.extend_from_slice(b"0\n");
    }
}

/// Whether the first player wins on an n×n board: iff `n` is even (a domino tiling).
///
/// # Complexity
/// O(1).
pub fn first_player_wins(n: u64) -> bool {
    n % 2 == 0
}

/// The verdict of every board.
///
/// # Complexity
/// O(boards).
pub fn answer(input: &Input) -> Vec<bool> {
    input.sizes.iter().map(|&n| first_player_wins(n)).collect()
}

/// The judge's line for each verdict.
const VERDICTS: judge::Verdicts = judge::Verdicts { yes: b"Alice\n", no: b"Bob\n" };

/// The verdicts as judge output: `Alice` or `Bob`, one line each.
///
/// # Complexity
/// O(boards).
pub fn write_answer(verdicts: &[bool], out: &mut Vec<u8>) {
    VERDICTS.write_all(verdicts, out);
}

/// The judge path: like [`Input::read`] then [`answer`], each verdict written as its size is
/// read.
///
/// # Errors
/// As [`Input::read`].
///
/// # Complexity
/// O(input) time, O(1) memory.
pub fn solve(sc: &mut Scanner<'_>, out: &mut Vec<u8>) -> judge::Result<()> {
    loop {
        match sc.read::<u64>(SIZE)? {
            0 => return sc.finish(),
            n => VERDICTS.write(first_player_wins(n), out),
        }
    }
}
