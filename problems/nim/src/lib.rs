//! # Nim — Luogu P2197
//!
//! **Game.** `n` heaps of stones; a move takes one or more stones from one heap; the player
//! who cannot move loses. Does the first player win?
//!
//! **Insight.** A heap of `h` stones has Grundy value `h` (its options are exactly the heaps
//! `0..h`), so by the Sprague–Grundy theorem the whole position has value
//! `a_1 ^ a_2 ^ … ^ a_n` and the first player wins iff that nim-sum is non-zero (Bouton).
//! A winning move brings the nim-sum back to 0. [`model`] plays the rules by search, and the
//! crate's tests hold [`answer`], [`solve`] and [`explain`] to it.
//!
//! **Algorithm.** XOR the heaps: O(n) time. The judge path [`solve`] XORs while it reads, so
//! its memory is O(1) whatever the input size (typed, an input of 10^7 heaps would be 80 MB);
//! heaps are any `u64`.
//!
//! **Format.** `T`, then per test `n` and `n` heap sizes; per test one line, `Yes` if the first
//! player wins, else `No`.

use judge::Scanner;

mod explain;
pub mod model;
#[cfg(feature = "workbench")]
pub mod play;
#[cfg(feature = "workbench")]
mod problem;
pub use explain::{Explanation, explain};
#[cfg(feature = "workbench")]
pub use problem::Nim;

/// A judge input: the heap sizes of each test. The counted-lists format, read and written by `judge`.
pub type Input = judge::CountedLists<Heaps>;

/// How the reader names this problem's tokens.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Heaps;

impl judge::ListNaming for Heaps {
    const NAMES: judge::ListNames<'static> = judge::ListNames {
        tests: "the number of tests T",
        count: "the number of heaps n",
        value: "a heap size",
    };
}

/// Whether the first player wins Nim with these heaps: the nim-sum is non-zero.
///
/// # Complexity
/// O(n).
pub fn first_player_wins(heaps: &[u64]) -> bool {
    sg_core::nim_sum(heaps) != 0
}

/// The verdict of every test.
///
/// # Complexity
/// O(total heaps).
pub fn answer(input: &Input) -> Vec<bool> {
    input.tests.iter().map(|heaps| first_player_wins(heaps)).collect()
}

/// The judge's line for each verdict.
const VERDICTS: judge::Verdicts = judge::Verdicts { yes: b"Yes\n", no: b"No\n" };

/// The verdicts as judge output: `Yes` or `No`, one line each.
///
/// # Complexity
/// O(tests).
pub fn write_answer(verdicts: &[bool], out: &mut Vec<u8>) {
    VERDICTS.write_all(verdicts, out);
}

/// The judge path: like [`Input::read`] then [`answer`], but each test's heaps are XORed as they
/// are read instead of stored.
///
/// # Errors
/// As [`Input::read`].
///
/// # Complexity
/// O(input) time, O(1) memory.
pub fn solve(sc: &mut Scanner<'_>, out: &mut Vec<u8>) -> judge::Result<()> {
    let tests = sc.count("the number of tests T", ..)?;
    for _ in 0..tests {
        let n = sc.count("the number of heaps n", ..)?;
        let sum = sc.read_fold(n, "a heap size", .., 0, |sum, heap: u64| Ok(sum ^ heap))?;
        VERDICTS.write(sum != 0, out);
    }
    sc.finish()
}
