//! # Stair Game — CSES 1099
//!
//! **Game.** Stairs `1..n`; stair `i` holds `p_i` balls. A move picks a stair `k ≥ 2` with a
//! ball and moves one or more of its balls down to stair `k − 1`. Stair 1 is the floor: balls
//! there never move again. The player who cannot move loses. Does the first player win?
//!
//! **Insight.** This is Staircase Nim ([`sg_core::staircase`]) with the floor at stair 1:
//! stair `k` is step `k − 1` of sg-core's staircase, whose floor is step 0. The balls on the
//! floor take no part, and the odd steps `1, 3, 5, …` are the even stairs `2, 4, 6, …`. So the
//! first player wins iff `p_2 ^ p_4 ^ p_6 ^ …` is non-zero: a move from an even stair is a Nim
//! move there, and a move from an odd stair `k ≥ 3` is undone by passing the same balls on from
//! `k − 1` (even) to `k − 2`. The tests hold [`first_player_wins`] to [`model`] (the rules
//! searched) on every staircase of up to 5 stairs of up to 3 balls, and to sg-core's staircase
//! with the floor dropped on large ones.
//!
//! **Algorithm.** [`first_player_wins`] is one fold over the stairs, keeping the nim-sum of the
//! even ones: O(n) time, O(1) memory; counts are any `u64`. The judge path [`solve`] runs that
//! same fold as the stairs are read, so it never stores a test (typed, the 5·10^6 stairs of the
//! benchmark would be 40 MB).
//!
//! **Format.** `t`, then per test `n` and `p_1..p_n`; per test one line, `first` if the first
//! player wins, else `second`.

use judge::Scanner;

mod explain;
pub mod model;
#[cfg(feature = "workbench")]
pub mod play;
#[cfg(feature = "workbench")]
mod problem;
pub use explain::{Explanation, explain};
#[cfg(feature = "workbench")]
pub use problem::StaircaseNim;

/// A judge input: the staircase of each test: `tests[t][i]` is the number of balls on stair `i + 1` of test `t` (stair 1 the floor). The counted-lists format, read and written by `judge`.
pub type Input = judge::CountedLists<Stairs>;

/// How the reader names this problem's tokens.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Stairs;

impl judge::ListNaming for Stairs {
    const NAMES: judge::ListNames<'static> = judge::ListNames {
        tests: "the number of tests t",
        count: "the number of stairs n",
        value: "a number of balls p_i",
    };
}

/// The fold's state before stair 1: `(even, sum)`, where `even` is all ones exactly when the
/// next stair is even, and `sum` is the nim-sum of the even stairs so far.
const START: (u64, u64) = (0, 0);

/// One stair more in the fold of [`first_player_wins`]: its balls join the nim-sum when the
/// stair is even (masked, without a branch), and the parity flips.
#[inline(always)]
fn step((even, sum): (u64, u64), balls: u64) -> (u64, u64) {
    (!even, sum ^ (balls & even))
}

/// Whether the first player wins with `balls[i]` balls on stair `i + 1` (stair 1 the floor):
/// the balls on the even stairs have a non-zero nim-sum.
///
/// # Complexity
/// O(n) time, O(1) memory.
///
/// # Examples
/// ```
/// assert!(staircase_nim::first_player_wins(&[5, 3]));
/// assert!(!staircase_nim::first_player_wins(&[1, 1, 1, 1]));
/// ```
pub fn first_player_wins(balls: &[u64]) -> bool {
    balls.iter().fold(START, |state, &p| step(state, p)).1 != 0
}

/// The verdict of every test.
///
/// # Complexity
/// O(total stairs).
pub fn answer(input: &Input) -> Vec<bool> {
    input.tests.iter().map(|balls| first_player_wins(balls)).collect()
}

/// The judge's line for each verdict.
const VERDICTS: judge::Verdicts = judge::Verdicts { yes: b"first\n", no: b"second\n" };

/// The verdicts as judge output: `first` or `second`, one line each.
///
/// # Complexity
/// O(tests).
pub fn write_answer(verdicts: &[bool], out: &mut Vec<u8>) {
    VERDICTS.write_all(verdicts, out);
}

/// The judge path: [`Input::read`] then [`answer`], except that each test's stairs go through
/// the fold of [`first_player_wins`] as they are read instead of being stored.
///
/// # Errors
/// As [`Input::read`].
///
/// # Complexity
/// O(input) time, O(1) memory.
pub fn solve(sc: &mut Scanner<'_>, out: &mut Vec<u8>) -> judge::Result<()> {
    let tests = sc.count("the number of tests t", ..)?;
    for _ in 0..tests {
        let n = sc.count("the number of stairs n", ..)?;
        let state = sc.read_fold(n, "a number of balls p_i", .., START, |s, p| Ok(step(s, p)))?;
        VERDICTS.write(state.1 != 0, out);
    }
    sc.finish()
}
