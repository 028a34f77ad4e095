//! # 分裂游戏 (Split Game) — Luogu P3185
//!
//! **Game.** (The rules, in a few sentences. This scaffold starts from an example game to
//! replace: one heap per test, a move takes 1 or 2 stones, the player who cannot move loses.)
//!
//! **Insight.** (Why the fast solution is right. Example: the Grundy value of a heap of `h` is
//! `h mod 3`, so the first player wins iff `h` is not a multiple of 3; the crate's tests check
//! this against [`model`].)
//!
//! **Algorithm.** (And its complexity. Example: O(1) per test.)
//!
//! **Format.** (Input and output. Example: `T`, then `T` heap sizes; per test `first` or
//! `second`.)

use judge::Scanner;

pub mod model;
#[cfg(feature = "workbench")]
mod problem;
#[cfg(feature = "workbench")]
pub use problem::SplitGame;

/// A judge input: one heap size per test.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Input {
    /// The heap of each test.
    pub heaps: Vec<u64>,
}

impl Input {
    /// The one reader.
    ///
    /// # Errors
    /// Truncated or non-numeric input, or trailing tokens.
    ///
    /// # Complexity
    /// O(input); memory grows with what is read, never with a declared count.
    pub fn read(sc: &mut Scanner<'_>) -> judge::Result<Self> {
        let tests = sc.count("the number of tests T", ..)?;
        let heaps = sc.read_vec(tests, "a heap size", ..)?;
        sc.finish()?;
        Ok(Self { heaps })
    }

    /// The one writer: judge text that [`Input::read`] reads back as `self`.
    ///
    /// # Complexity
    /// O(input).
    pub fn write(&self, out: &mut Vec<u8>) {
        out.extend_from_slice(format!("{}\n", self.heaps.len()).as_bytes());
        for h in &self.heaps {
            out.extend_from_slice(format!("{h}\n").as_bytes());
        }
    }
}

/// Whether the first player wins a heap of `h` stones.
///
/// # Complexity
/// O(1).
pub fn first_player_wins(h: u64) -> bool {
    h % 3 != 0
}

/// The verdict of every test.
///
/// # Complexity
/// O(T).
pub fn answer(input: &Input) -> Vec<bool> {
    input.heaps.iter().map(|&h| first_player_wins(h)).collect()
}

/// The verdicts as judge output.
///
/// # Complexity
/// O(T).
pub fn write_answer(verdicts: &[bool], out: &mut Vec<u8>) {
    for &wins in verdicts {
        out.extend_from_slice(if wins { b"first\n" } else { b"second\n" });
    }
}

/// The judge path: read, answer, write.
///
/// # Errors
/// As [`Input::read`].
///
/// # Complexity
/// O(input).
pub fn solve(sc: &mut Scanner<'_>, out: &mut Vec<u8>) -> judge::Result<()> {
    write_answer(&answer(&Input::read(sc)?), out);
    Ok(())
}
