//! # Brave Game — HDU 1846 (the Bash game)
//!
//! **Game.** One pile of `n` stones; a move takes between 1 and `m` stones (never more than
//! are left); whoever takes the last stone wins, so a player facing an empty pile has lost.
//! Does the first player win?
//!
//! **Insight.** This is the subtraction game `S = {1, …, m}`, and `g(n) = n mod (m + 1)`. By
//! induction on `n`: the options are `n − k` for `1 ≤ k ≤ min(m, n)`, of values
//! `(n − k) mod (m + 1)`. With `r = n mod (m + 1)`, the takes `k = 1, …, r` (legal: `r ≤ m`
//! and `r ≤ n`) give the values `r − 1, …, 0`, and no take gives `r`, which would need
//! `k ≡ 0 (mod m + 1)` with `1 ≤ k ≤ m`. So the mex is `r`.
//! The first player wins iff `n` is not a multiple of `m + 1`: taking `n mod (m + 1)` leaves
//! a multiple, and from a multiple every take `k` is answered by `m + 1 − k`. [`model`]
//! searches the rules, and the tests hold [`answer`], [`solve`] and [`explain`] to it; the
//! closed form is also proven for every `n` up to `u64::MAX` for each `m ≤ 150` by the
//! sequence's exact period (`sg_core::SubtractionGame::period`), and the overflow case by
//! 128-bit arithmetic.
//!
//! **Algorithm.** One remainder per test, O(1). `m + 1` overflows for `m = 2^64 − 1`; then
//! `n < m + 1` for every `u64` `n`, so `n mod (m + 1) = n`.
//!
//! **Format.** `C`, then `C` lines `n m`; per test `first` if the first player wins, else
//! `second`. Any `u64` `n` is accepted (0 is the empty pile); `m` must be at least 1, since
//! with `m = 0` the rules allow no move at all.

use judge::Scanner;

mod explain;
pub mod model;
#[cfg(feature = "workbench")]
mod play;
#[cfg(feature = "workbench")]
mod problem;
pub use explain::{Explanation, explain};
#[cfg(feature = "workbench")]
pub use problem::BashGame;

/// One test: a pile of `n` stones, and a move takes 1 to `m` of them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Case {
    /// The pile size.
    pub n: u64,
    /// The most stones one move takes (at least 1).
    pub m: u64,
}

/// A judge input: the tests in order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Input {
    /// The tests.
    pub cases: Vec<Case>,
}

/// What the pile size is called in messages.
const N: &str = "the pile size n";
/// What `m` is called in messages.
const M: &str = "the most stones a move takes m";

/// Read one test; `m = 0` is refused by name.
#[inline]
fn read_case(sc: &mut Scanner<'_>) -> judge::Result<Case> {
    let n = sc.read(N)?;
    let m = sc.read_in(M, 1..)?;
    Ok(Case { n, m })
}

impl Input {
    /// Reads the judge format: `C`, then `C` lines `n m` with `m` at least 1.
    ///
    /// # Errors
    /// Truncated or non-numeric input, a negative or too large number, `m = 0`, or trailing
    /// tokens.
    ///
    /// # Complexity
    /// O(input); memory grows with the tests read, never with a declared count.
    pub fn read(sc: &mut Scanner<'_>) -> judge::Result<Self> {
        let count = sc.count("the number of tests C", ..)?;
        let mut cases = Vec::with_capacity(judge::capacity_for(count));
        for _ in 0..count {
            cases.push(read_case(sc)?);
        }
        sc.finish()?;
        Ok(Self { cases })
    }

    /// The one writer: judge text that [`Input::read`] reads back as `self`.
    ///
    /// # Complexity
    /// O(input).
    pub fn write(&self, out: &mut Vec<u8>) {
        use std::io::Write as _;
        let _ = writeln!(out, "{}", self.cases.len());
        for Case { n, m } in &self.cases {
            let _ = writeln!(out, "{n} {m}");
        }
    }
}

/// `n mod (m + 1)`, the Grundy value of the pile, exact for every `u64` `m` (for
/// `m = 2^64 − 1`, `m + 1` overflows but exceeds every `n`).
///
/// # Complexity
/// O(1).
#[inline]
pub fn grundy(n: u64, m: u64) -> u64 {
    match m.checked_add(1) {
        Some(period) => n % period,
        None => n,
    }
}

/// Whether the first player wins: `n` is not a multiple of `m + 1`.
///
/// # Complexity
/// O(1).
#[inline]
pub fn first_player_wins(case: Case) -> bool {
    grundy(case.n, case.m) != 0
}

/// The verdict of every test.
///
/// # Complexity
/// O(C).
pub fn answer(input: &Input) -> Vec<bool> {
    input.cases.iter().map(|&c| first_player_wins(c)).collect()
}

/// The judge's line for each verdict.
const VERDICTS: judge::Verdicts = judge::Verdicts { yes: b"first\n", no: b"second\n" };

/// The verdicts as judge output: `first` or `second`, one line each.
///
/// # Complexity
/// O(C).
pub fn write_answer(verdicts: &[bool], out: &mut Vec<u8>) {
    VERDICTS.write_all(verdicts, out);
}

/// The judge path: like [`Input::read`] then [`answer`], but each verdict is written as its
/// test is read.
///
/// # Errors
/// As [`Input::read`].
///
/// # Complexity
/// O(input) time, O(1) memory besides the output.
pub fn solve(sc: &mut Scanner<'_>, out: &mut Vec<u8>) -> judge::Result<()> {
    let count = sc.count("the number of tests C", ..)?;
    for _ in 0..count {
        VERDICTS.write(first_player_wins(read_case(sc)?), out);
    }
    sc.finish()
}
