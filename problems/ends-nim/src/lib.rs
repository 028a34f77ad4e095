//! # Taking Stones from the Ends — Luogu P2599 \[ZJOI2009\] 取石子游戏
//!
//! **Game.** Piles of stones in a row. A move takes one or more stones from the leftmost pile
//! or from the rightmost pile; a pile emptied leaves the row. The player who cannot move (the
//! row is empty) loses. Does the first player win?
//!
//! **Insight.** For a row `S` of piles and `x ≥ 0`, write `(x, S)` for the row with a pile of
//! `x` put on its left (nothing when `x = 0`). *Exactly one* `x` makes `(x, S)` lost; call it
//! `left(S)`, and `right(S)` the same on the right. *Unique:* from `(x', S)` with `x' > x` the
//! mover could take the left pile down to `x`, so two lost values cannot coexist. *Exists:*
//! the interval recurrence below names it, and the tests hold every value it gives to the
//! search. Then the first player loses `a_1 … a_n` iff `a_1 = left(a_2 … a_n)`, and a winning
//! move lowers `a_1` to `left(a_2 … a_n)` if that is smaller, or `a_n` to `right(a_1 …
//! a_{n−1})` (a P-position reached in one move is one of these two).
//!
//! **Recurrence.** For the empty row both values are 0; for one pile `a`, both are `a`. For a
//! longer interval `S = T y` (last pile `y`), with `L = left(T)` and `R = right(T)`:
//! `left(S) = 0` if `y = R` (then `S` itself is lost); `y` if `y < min(L, R)` or
//! `y > max(L, R)`; `y + 1` if `L ≤ y < R`; `y − 1` if `R < y ≤ L`. `right` is the mirror
//! image (`S = y T`, `L` and `R` swap roles). These are the classical case analysis of the
//! ZJOI 2009 problem (OI-wiki's worked example); the crate does not re-derive them by hand but
//! proves them: [`model`] searches the rows by the rules alone, and the tests check `left` and
//! `right` of every row of up to 4 piles below 7 against the unique lost value found by the
//! search, and [`answer`] against the search on thousands of generated inputs. Every value is
//! at most the largest pile of its interval (`y + 1` only when `y < R`), so any `u64` piles are
//! handled without overflow.
//!
//! **Algorithm.** The values of all intervals by increasing length, keeping only the current
//! length's (`left` of an interval needs its prefix's two values, `right` its suffix's): O(n²)
//! time and O(n) memory per test, 10^7 steps at the judge's limits (T = 10, n = 1000).
//!
//! `play` (with the `workbench` feature) is the game at the table, `grundy play ends-nim 3 1
//! 4`: the model's moves, this insight for the perfect player, proven against the model by
//! the crate's tests.
//!
//! **Format.** `T`, then per test `n` and `n` piles `a_i ≥ 1`; per test one line, `1` if the
//! first player wins, else `0`. A pile of 0 (not a pile) is rejected.

use judge::Scanner;

mod explain;
pub mod model;
#[cfg(feature = "workbench")]
pub mod play;
#[cfg(feature = "workbench")]
mod problem;
pub use explain::{Explanation, explain, explain_row};
#[cfg(feature = "workbench")]
pub use problem::EndsNim;

/// A judge input: the piles of each test, left to right.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Input {
    /// `tests[t]`: the piles of test `t`, each at least 1.
    pub tests: Vec<Vec<u64>>,
}

impl Input {
    /// Reads the judge format: `T`, then per test `n` and `n` piles of at least 1.
    ///
    /// # Errors
    /// Truncated or non-numeric input, a negative count, a pile below 1, or trailing tokens.
    ///
    /// # Complexity
    /// O(input); memory grows with the piles read, never with a declared count.
    pub fn read(sc: &mut Scanner<'_>) -> judge::Result<Self> {
        let count = sc.count("the number of tests T", ..)?;
        let mut tests = Vec::with_capacity(judge::capacity_for(count));
        for _ in 0..count {
            tests.push(read_row(sc)?);
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

/// Read one test: `n` and `n` piles of at least 1.
fn read_row(sc: &mut Scanner<'_>) -> judge::Result<Vec<u64>> {
    let n = sc.count("the number of piles n", ..)?;
    sc.read_vec(n, "a pile a_i", 1..)
}

/// The lost left value of a row `S T` whose last pile is `y`, from `L = left(T)` and
/// `R = right(T)` (see the crate doc); with `L` and `R` swapped, the lost right value of
/// `y T`.
///
/// # Complexity
/// O(1).
pub fn extend(y: u64, left: u64, right: u64) -> u64 {
    if y == right {
        0
    } else if (y < left && y < right) || (y > left && y > right) {
        y
    } else if left <= y && y < right {
        y + 1
    } else {
        y - 1
    }
}

/// `(left(row), right(row))`: the one pile that, put on the row's left (or right), makes it
/// lost; 0 when the row itself is lost (the empty row included).
///
/// # Complexity
/// O(n²) time, O(n) memory.
pub fn lost_values(row: &[u64]) -> (u64, u64) {
    let n = row.len();
    if n == 0 {
        return (0, 0);
    }
    // `left[i]`, `right[i]`: the values of the interval of the current length starting at i.
    let mut left = row.to_vec();
    let mut right = row.to_vec();
    for len in 2..=n {
        for i in 0..=n - len {
            // The prefix starts at i, the suffix at i + 1, both of length len − 1 and both
            // still of that length here (i + 1 is updated after i).
            let new_left = extend(row[i + len - 1], left[i], right[i]);
            let new_right = extend(row[i], right[i + 1], left[i + 1]);
            (left[i], right[i]) = (new_left, new_right);
        }
    }
    (left[0], right[0])
}

/// Whether the first player wins with these piles: `a_1 ≠ left(a_2 … a_n)` (an empty row
/// loses).
///
/// # Complexity
/// O(n²) time, O(n) memory.
pub fn first_player_wins(piles: &[u64]) -> bool {
    match piles.first() {
        None => false,
        Some(&first) => first != lost_values(&piles[1..]).0,
    }
}

/// The verdict of every test.
///
/// # Complexity
/// O(n²) per test.
pub fn answer(input: &Input) -> Vec<bool> {
    input.tests.iter().map(|piles| first_player_wins(piles)).collect()
}

/// The judge's line for each verdict.
const VERDICTS: judge::Verdicts = judge::Verdicts { yes: b"1\n", no: b"0\n" };

/// The verdicts as judge output: `1` or `0`, one line each.
///
/// # Complexity
/// O(tests).
pub fn write_answer(verdicts: &[bool], out: &mut Vec<u8>) {
    VERDICTS.write_all(verdicts, out);
}

/// The judge path: [`Input::read`]'s row reader and [`first_player_wins`], one test at a time.
///
/// # Errors
/// As [`Input::read`].
///
/// # Complexity
/// O(n²) per test; memory O(n) for the largest test.
pub fn solve(sc: &mut Scanner<'_>, out: &mut Vec<u8>) -> judge::Result<()> {
    let tests = sc.count("the number of tests T", ..)?;
    for _ in 0..tests {
        VERDICTS.write(first_player_wins(&read_row(sc)?), out);
    }
    sc.finish()
}
