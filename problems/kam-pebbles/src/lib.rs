//! # KAM-Pebbles — Luogu P3480 (POI 2009)
//!
//! **Game.** `n` piles of pebbles in a row with `a_1 ≤ a_2 ≤ … ≤ a_n`. A move removes one or
//! more pebbles from one pile, provided the row stays non-decreasing. The player who cannot
//! move loses. Does the first player win?
//!
//! **Insight.** Let `d_i = a_i − a_{i−1}` (with `a_0 = 0`). Taking `c` pebbles from pile `i`
//! is allowed exactly when `c ≤ d_i`, and it moves `c` units from `d_i` to `d_{i+1}` (from the
//! last pile they leave the game). So units only travel rightwards, one difference at a time:
//! Staircase Nim ([`sg_core::staircase`]) with step `k` holding `d_{n+1−k}` and the floor past
//! the last pile. The first player wins iff the odd steps `d_n ^ d_{n−2} ^ d_{n−4} ^ …` XOR to
//! non-zero. [`first_player_wins`] says exactly this with
//! [`sg_core::staircase::steps_of_nondecreasing`]; the tests hold it to [`model`] (the rules of
//! the piles searched) on every non-decreasing row of up to 5 piles below 8.
//!
//! **Algorithm.** [`first_player_wins`] reads the steps off the row from the right: O(n) time.
//! The judge path [`solve`] cannot wait for the right end without storing the row, so it
//! streams the same sum: the odd steps `d_n, d_{n−2}, …` are the differences `d_i` with `n − i`
//! even, `n` is read before the row, and XOR does not care about order, so each `d_i` of an odd
//! step is XORed in as pile `i` arrives, keeping only the pile before and the running nim-sum:
//! O(n) time, O(1) memory per test; piles are any `u64`. It prints what [`answer`] (row by row,
//! [`first_player_wins`]) does: the shared tests check both against the model on small inputs,
//! and this crate's tests check the two against each other on long rows of piles up to 2^62.
//!
//! **Format.** `u`, then per test `n` and `a_1..a_n`; per test one line, `TAK` (yes) if the
//! first player wins, else `NIE` (no). A decreasing row is rejected at the offending pile.

use judge::Scanner;

mod explain;
pub mod model;
#[cfg(feature = "workbench")]
mod play;
#[cfg(feature = "workbench")]
mod problem;
pub use explain::{Explanation, explain};
#[cfg(feature = "workbench")]
pub use problem::KamPebbles;

/// A judge input: the row of piles of each test.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Input {
    /// `tests[t]` holds the pile sizes of test `t`, left to right, non-decreasing.
    pub tests: Vec<Vec<u64>>,
}

impl Input {
    /// Reads the judge format: `u`, then per test `n` and `n` pile sizes, none smaller than the
    /// one before.
    ///
    /// # Errors
    /// Truncated or non-numeric input, a negative count or pile, a pile smaller than the one
    /// before it, or trailing tokens.
    ///
    /// # Complexity
    /// O(input); memory grows with the piles read, never with a declared count.
    pub fn read(sc: &mut Scanner<'_>) -> judge::Result<Self> {
        let count = sc.count("the number of tests u", ..)?;
        let mut tests = Vec::with_capacity(judge::capacity_for(count));
        for _ in 0..count {
            let n = sc.count("the number of piles n", ..)?;
            let mut row: Vec<u64> = Vec::with_capacity(judge::capacity_for(n));
            sc.read_fold(n, "a pile size a_i", .., (), |(), pile| {
                if let Some(&before) = row.last().filter(|&&before| pile < before) {
                    return Err(decreasing(row.len() + 1, pile, before));
                }
                row.push(pile);
                Ok(())
            })?;
            tests.push(row);
        }
        sc.finish()?;
        Ok(Self { tests })
    }

    /// The one writer: judge text that [`Input::read`] reads back as `self`.
    ///
    /// # Complexity
    /// O(input).
    pub fn write(&self, out: &mut Vec<u8>) {
        judge::write_counted_lists(out, &self.tests);
    }
}

/// Whether the first player wins with this non-decreasing row of piles: the staircase of its
/// differences is won.
///
/// # Panics
/// If the row decreases ([`Input::read`] refuses such rows).
///
/// # Complexity
/// O(n).
///
/// # Examples
/// ```
/// assert!(!kam_pebbles::first_player_wins(&[2, 2]));
/// assert!(kam_pebbles::first_player_wins(&[1, 2, 4]));
/// ```
pub fn first_player_wins(row: &[u64]) -> bool {
    sg_core::staircase::first_player_wins(sg_core::staircase::steps_of_nondecreasing(row))
}

/// The verdict of every test.
///
/// # Complexity
/// O(total piles).
pub fn answer(input: &Input) -> Vec<bool> {
    input.tests.iter().map(|row| first_player_wins(row)).collect()
}

/// The judge's line for each verdict.
const VERDICTS: judge::Verdicts = judge::Verdicts { yes: b"TAK\n", no: b"NIE\n" };

/// The verdicts as judge output: `TAK` or `NIE`, one line each.
///
/// # Complexity
/// O(tests).
pub fn write_answer(verdicts: &[bool], out: &mut Vec<u8>) {
    VERDICTS.write_all(verdicts, out);
}

/// The message for pile `i` (from 1) holding `pile` pebbles after a pile of `before`.
#[cold]
fn decreasing(i: usize, pile: u64, before: u64) -> String {
    format!(
        "pile {i} has {pile} pebbles, fewer than the {before} of pile {}: the piles must be \
         non-decreasing",
        i - 1
    )
}

/// The judge path: the output of [`Input::read`] then [`answer`], with each row streamed
/// (crate doc: the odd steps' nim-sum taken in input order) instead of stored.
///
/// # Errors
/// As [`Input::read`].
///
/// # Complexity
/// O(total piles) time, O(1) memory.
pub fn solve(sc: &mut Scanner<'_>, out: &mut Vec<u8>) -> judge::Result<()> {
    let tests = sc.count("the number of tests u", ..)?;
    for _ in 0..tests {
        let wins = stream_row(sc)?;
        VERDICTS.write(wins, out);
    }
    sc.finish()
}

/// Read one test's row as [`Input::read`] does, but keep only the pile before and a running
/// nim-sum: whether the first player wins, as [`first_player_wins`] would say for the whole row.
///
/// Step `k` of the staircase holds `d_{n+1−k}`, so its odd steps `d_n, d_{n−2}, …` are the
/// differences `d_i` with `n − i` even: [`sg_core::staircase::odd_step_nim_sum`] of the steps,
/// taken in input order.
fn stream_row(sc: &mut Scanner<'_>) -> judge::Result<bool> {
    let n = sc.count("the number of piles n", ..)?;
    let (_, _, sum) =
        sc.read_fold(n, "a pile size a_i", .., (1, 0, 0), |(i, before, sum), pile: u64| {
            if pile < before {
                return Err(decreasing(i, pile, before));
            }
            let odd_step = (n - i) % 2 == 0;
            Ok((i + 1, pile, if odd_step { sum ^ (pile - before) } else { sum }))
        })?;
    Ok(sum != 0)
}
