//! # John — HDU 1907 / POJ 3480 (misère Nim)
//!
//! **Game.** A box of M&Ms, a heap per colour; a move eats one or more M&Ms of one colour; the
//! player who eats the **last** M&M loses. John moves first. Does he win?
//!
//! **Insight.** This is misère Nim: the player who cannot move (the box is empty) wins. Misère
//! outcomes do not add up by nim-sum, but Nim meets the conditions of the anti-SG rule (the
//! Sprague–Grundy–Jia theorem, proven in `sg_core::misere`: a heap's only value-0 position, the
//! empty heap, has no move, and no move splits a heap). With heap values equal to their sizes
//! the rule reads: the first player wins iff (the nim-sum is non-zero and some heap exceeds 1)
//! or (the nim-sum is 0 and no heap exceeds 1) — that is, iff "nim-sum ≠ 0" and "some heap
//! exceeds 1" are both true or both false. The winning move (misère Bouton): with every heap
//! at most 1, eat a single M&M so an odd number of them remains; with exactly one heap above
//! 1, cut it to 0 or 1 so an odd number of single M&Ms remains; with more, make the nim-sum 0
//! as in Nim (a heap above 1 survives). [`model`] plays misère Nim by its definition (no XOR),
//! and the crate's tests hold [`answer`], [`solve`] and every [`explain`]ed move to it.
//!
//! **Algorithm.** One pass over the heaps keeping the nim-sum and the OR of `h >> 1`: O(N) per
//! test. The judge path [`solve`] folds while it reads, so its memory is O(1) whatever the
//! input size; heaps are any `u64`, and a heap of 0, or a test with no heap, is accepted (an
//! empty box: John cannot move, so he wins).
//!
//! **Format.** `T`, then per test `N` and `N` heap sizes; per test one line, `John` if John
//! wins, else `Brother`.

use judge::Scanner;

mod explain;
pub mod model;
#[cfg(feature = "workbench")]
mod play;
#[cfg(feature = "workbench")]
mod problem;
pub use explain::{Explanation, Leaves, Lost, explain, explain_heaps};
#[cfg(feature = "workbench")]
pub use problem::AntiNim;

/// A judge input: the heap sizes of each test. The counted-lists format, read and written by `judge`.
pub type Input = judge::CountedLists<Heaps>;

/// How the reader names this problem's tokens.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Heaps;

impl judge::ListNaming for Heaps {
    const NAMES: judge::ListNames<'static> = judge::ListNames {
        tests: "the number of tests T",
        count: "the number of colours N",
        value: "a heap size",
    };
}

/// Whether the first player wins misère Nim with these heaps, by the anti-SG rule.
///
/// # Complexity
/// O(n).
pub fn first_player_wins(heaps: &[u64]) -> bool {
    sg_core::misere::first_player_wins(heaps.iter().copied())
}

/// The verdict of every test.
///
/// # Complexity
/// O(total heaps).
pub fn answer(input: &Input) -> Vec<bool> {
    input.tests.iter().map(|heaps| first_player_wins(heaps)).collect()
}

/// The judge's line for each verdict.
const VERDICTS: judge::Verdicts = judge::Verdicts { yes: b"John\n", no: b"Brother\n" };

/// The verdicts as judge output: `John` or `Brother`, one line each.
///
/// # Complexity
/// O(tests).
pub fn write_answer(verdicts: &[bool], out: &mut Vec<u8>) {
    VERDICTS.write_all(verdicts, out);
}

/// The judge path: like [`Input::read`] then [`answer`], but each test's heaps are folded into
/// (nim-sum, OR of `h >> 1`) as they are read instead of stored.
///
/// # Errors
/// As [`Input::read`].
///
/// # Complexity
/// O(input) time, O(1) memory.
pub fn solve(sc: &mut Scanner<'_>, out: &mut Vec<u8>) -> judge::Result<()> {
    let tests = sc.count("the number of tests T", ..)?;
    for _ in 0..tests {
        let n = sc.count("the number of colours N", ..)?;
        let (sum, above_one) =
            sc.read_fold(n, "a heap size", .., (0u64, 0u64), |(s, big), h: u64| {
                Ok((s ^ h, big | (h >> 1)))
            })?;
        VERDICTS.write((sum != 0) == (above_one != 0), out);
    }
    sc.finish()
}
