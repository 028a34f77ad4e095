//! # Nim or not Nim? (Lasker's Nim) — HDU 3032
//!
//! **Game.** Heaps of objects. A move either removes any positive number of objects from one
//! heap, or splits one heap into two smaller non-empty heaps (removing nothing). The player who
//! cannot move loses; Alice moves first. Who wins?
//!
//! **Insight.** Multi-SG: a split turns one heap into a *sum* of two, so that option is worth
//! `g(a) ^ g(x − a)`, and the heap's value is the mex over takes and splits. The values are
//! `g(0) = 0` and, for `x ≥ 1`,
//! `g(x) = x − 1` if `x ≡ 0`, `x + 1` if `x ≡ 3`, else `x` (mod 4).
//! Proof by induction on `x`, with `x = 4m + r`:
//! - `g` maps every block `{4m+1, …, 4m+4}` onto itself, so it is injective and
//!   `{g(k) : k < x}` is `[0, 4m]` plus the values of the block's earlier members: the takes
//!   reach every value below `g(x)` except, when `r = 3`, the value `x` itself, which the split
//!   `(1, x − 1)` reaches (`1 ^ (x − 1) = x`, as `x − 1 ≡ 2`).
//! - `g(y) mod 4` depends only on `y mod 4` (1→1, 2→2, 3→0, 0→3), so a split `(a, x − a)`
//!   has `g(a) ^ g(x − a) mod 4` fixed by the residues: for `r = 1` it is always 2, for `r = 2`
//!   0 or 1, for `r = 3` always 3, for `r = 0` 0 or 1 — never `g(x) mod 4`, and no take reaches
//!   `g(x)` (injectivity). So `g(x)` is the mex.
//!
//! The whole position is worth the XOR of its heaps' values; Alice wins iff it is non-zero.
//! [`model`] searches the rules with sg-core's engine, and the crate's tests hold [`grundy`],
//! [`answer`], [`solve`] and [`explain`] to it (the induction step itself is checked at
//! `u64::MAX` in the tests).
//!
//! **Values.** `g(2^31 − 1) = 2^31` overflows a signed 32-bit integer, and `g(u64::MAX) = 2^64`
//! overflows `u64`, so values are `u128` (exact; XOR cannot overflow). Heaps are any `u64`.
//!
//! **Algorithm.** O(N) per test: the judge path [`solve`] XORs values as it reads, O(1) memory.
//!
//! **Format.** `T`, then per test `N` and `N` heap sizes; per test `Alice` if the first player
//! wins, else `Bob`.

use judge::Scanner;

mod explain;
pub mod model;
#[cfg(feature = "workbench")]
mod play;
#[cfg(feature = "workbench")]
mod problem;
pub use explain::{Explanation, explain, explain_one};
#[cfg(feature = "workbench")]
pub use problem::LaskerNim;

/// A judge input: the heap sizes of each test. The counted-lists format, read and written by `judge`.
pub type Input = judge::CountedLists<Heaps>;

/// How the reader names this problem's tokens.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Heaps;

impl judge::ListNaming for Heaps {
    const NAMES: judge::ListNames<'static> = judge::ListNames {
        tests: "the number of tests T",
        count: "the number of heaps N",
        value: "a heap size",
    };
}

/// The Grundy value of one heap of `x` objects in Lasker's Nim (proof in the crate docs).
///
/// `u128` because `g(u64::MAX) = 2^64`.
///
/// ```
/// assert_eq!(lasker_nim::grundy(3), 4);
/// assert_eq!(lasker_nim::grundy(4), 3);
/// assert_eq!(lasker_nim::grundy((1 << 31) - 1), 1 << 31);
/// assert_eq!(lasker_nim::grundy(u64::MAX), 1 << 64);
/// ```
///
/// # Complexity
/// O(1).
#[inline]
pub fn grundy(x: u64) -> u128 {
    // Branch-free: on random heaps a `match` on the residue mispredicts often, and this runs
    // once per heap on the judge path.
    let r = x & 3;
    u128::from(x) + u128::from(r == 3) - u128::from((r == 0) & (x != 0))
}

/// The XOR of the heaps' values: the position's Grundy value.
///
/// # Complexity
/// O(n).
pub fn value(heaps: &[u64]) -> u128 {
    heaps.iter().fold(0, |acc, &h| acc ^ grundy(h))
}

/// Whether the first player (Alice) wins with these heaps.
///
/// # Complexity
/// O(n).
pub fn first_player_wins(heaps: &[u64]) -> bool {
    value(heaps) != 0
}

/// The verdict of every test.
///
/// # Complexity
/// O(total heaps).
pub fn answer(input: &Input) -> Vec<bool> {
    input.tests.iter().map(|heaps| first_player_wins(heaps)).collect()
}

/// The judge's line for each verdict.
const VERDICTS: judge::Verdicts = judge::Verdicts { yes: b"Alice\n", no: b"Bob\n" };

/// The verdicts as judge output: `Alice` or `Bob`, one line each.
///
/// # Complexity
/// O(tests).
pub fn write_answer(verdicts: &[bool], out: &mut Vec<u8>) {
    VERDICTS.write_all(verdicts, out);
}

/// The judge path: like [`Input::read`] then [`answer`], but each test's values are XORed as
/// the heaps are read instead of stored.
///
/// # Errors
/// As [`Input::read`].
///
/// # Complexity
/// O(input) time, O(1) memory.
pub fn solve(sc: &mut Scanner<'_>, out: &mut Vec<u8>) -> judge::Result<()> {
    let tests = sc.count("the number of tests T", ..)?;
    for _ in 0..tests {
        let n = sc.count("the number of heaps N", ..)?;
        let sum = sc.read_fold(n, "a heap size", .., 0u128, |sum, h: u64| Ok(sum ^ grundy(h)))?;
        VERDICTS.write(sum != 0, out);
    }
    sc.finish()
}
