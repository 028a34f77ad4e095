//! # 小约翰的游戏 (John's game) — Luogu P4279 \[SHOI2008\] (= BZOJ 1022)
//!
//! **Game.** Nim with the last-move rule reversed: piles of stones, a move takes one or more
//! stones from one pile, and whoever takes the **last** stone loses. John moves first. Does he
//! win?
//!
//! **Insight.** Misère Nim. Nim meets both conditions of the anti-SG rule (the
//! Sprague–Grundy–Jia theorem, proven in `sg_core::misere`): a pile's only value-0 position,
//! the empty pile, has no move, and no move splits a pile. With pile values equal to their
//! sizes the rule reads: John wins iff "the nim-sum is non-zero" and "some pile exceeds 1" are
//! both true or both false — with only piles of 0 and 1 he wins iff their number of 1s is even,
//! otherwise iff the nim-sum is non-zero. [`model`] plays misère Nim by its definition (no
//! XOR); the crate's tests hold [`answer`], [`solve`] and every [`explain`]ed move to it on
//! thousands of generated inputs.
//!
//! **Algorithm.** One pass over each test's piles keeping the nim-sum and the OR of `p >> 1`:
//! O(N) per test, O(1) memory on the judge path (it folds while it reads). Piles are any `u64`;
//! a pile of 0 and a test with `N = 0` are accepted (no stone: John cannot move, so he never
//! takes the last stone and wins).
//!
//! **Format.** `T`, then per test `N` and `N` pile sizes (line breaks free); per test one line,
//! `John` if John wins, else `Brother` (limits T ≤ 500, N ≤ 50, piles ≤ 5000). The sample is
//! BZOJ 1022's, from copies of the statement.

use judge::Scanner;

mod explain;
pub mod model;
#[cfg(feature = "workbench")]
mod problem;
pub use explain::{Explanation, explain, explain_piles};
#[cfg(feature = "workbench")]
pub use problem::AntiNimP4279;

/// A judge input: the pile sizes of each test, in the counted-lists format `judge` reads and
/// writes.
pub type Input = judge::CountedLists<Piles>;

/// How the reader names this problem's tokens.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Piles;

impl judge::ListNaming for Piles {
    const NAMES: judge::ListNames<'static> = judge::ListNames {
        tests: "the number of tests T",
        count: "the number of piles N",
        value: "a pile size",
    };
}

/// Whether John (to move) wins misère Nim with these piles, by the anti-SG rule.
///
/// # Complexity
/// O(n).
pub fn john_wins(piles: &[u64]) -> bool {
    sg_core::misere::first_player_wins(piles.iter().copied())
}

/// The verdict of every test: `true` when John wins.
///
/// # Complexity
/// O(total piles).
pub fn answer(input: &Input) -> Vec<bool> {
    input.tests.iter().map(|piles| john_wins(piles)).collect()
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

/// The judge path: like [`Input::read`] then [`answer`], each test's piles folded into
/// (nim-sum, OR of `p >> 1`) as they are read instead of stored.
///
/// # Errors
/// As [`Input::read`].
///
/// # Complexity
/// O(input) time, O(1) memory.
pub fn solve(sc: &mut Scanner<'_>, out: &mut Vec<u8>) -> judge::Result<()> {
    let tests = sc.count("the number of tests T", ..)?;
    for _ in 0..tests {
        let n = sc.count("the number of piles N", ..)?;
        let (sum, above_one) =
            sc.read_fold(n, "a pile size", .., (0u64, 0u64), |(s, big), p: u64| {
                Ok((s ^ p, big | (p >> 1)))
            })?;
        VERDICTS.write((sum != 0) == (above_one != 0), out);
    }
    sc.finish()
}
