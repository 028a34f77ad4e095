//! # Daizhenyang's Coin (Mock Turtles) — HDU 3537
//!
//! **Game.** Coins in a row, numbered from 0; some show heads. A move turns over one, two or
//! three distinct coins, the rightmost of which must go from heads to tails (the others may
//! show either side). The player who cannot move loses. Daizhenyang moves first: does he lose?
//!
//! **Insight.** Mock Turtles is a coin-turning game, so a position's Grundy value is the
//! nim-sum of the values of its single heads (`sg_core::coin_turning`, proven there by search
//! over every configuration of up to 12 coins), and a single head at coin `x` is worth the
//! `x`-th odious number `g(x) = 2x + [popcount(x) even]` (proven there against the mex
//! recursion for 300 coins). Why odious: XOR of two odious numbers is evil, so `g(x)` is not
//! reached by turning one or two companions with smaller odious values, while every smaller
//! value is ([`companions_worth`], checked at scale in the tests). Daizhenyang loses iff the
//! nim-sum is 0.
//!
//! A coin listed twice is still one head (the statement says so): the positions are
//! deduplicated before the XOR, which would otherwise cancel them.
//!
//! **Algorithm.** Per test: sort and deduplicate the listed positions, XOR their `g` in a
//! `u128` (positions may be any `u64`, so `g` may exceed `u64`). O(n log n) per test; the
//! judge path reuses one buffer, so its memory is O(largest test).
//!
//! **Format.** Tests until the end of input: `n`, then `n` head positions. Per test `Yes` if
//! Daizhenyang loses, else `No`.

use judge::Scanner;
use sg_core::coin_turning::mock_turtles;

mod explain;
pub mod model;
#[cfg(feature = "workbench")]
pub mod play;
#[cfg(feature = "workbench")]
mod problem;
pub use explain::{Explanation, explain, explain_one};
#[cfg(feature = "workbench")]
pub use problem::MockTurtles;

/// A judge input: the listed head positions of each test, as listed (repeats kept).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Input {
    /// `tests[t]` lists the heads of test `t`.
    pub tests: Vec<Vec<u64>>,
}

impl Input {
    /// Reads the judge format: tests until the end of input, each `n` and `n` head positions.
    ///
    /// # Errors
    /// Truncated or non-numeric input, a negative count or position, a value beyond `u64`.
    ///
    /// # Complexity
    /// O(input); memory grows with the positions read, never with a declared count.
    pub fn read(sc: &mut Scanner<'_>) -> judge::Result<Self> {
        let mut tests = Vec::new();
        while !sc.at_end()? {
            let n = sc.count("the number of heads n", ..)?;
            tests.push(sc.read_vec(n, "a head position", ..)?);
        }
        Ok(Self { tests })
    }

    /// The one writer: judge text that [`Input::read`] reads back as `self`.
    ///
    /// # Complexity
    /// O(input).
    pub fn write(&self, out: &mut Vec<u8>) {
        use std::io::Write as _;
        for heads in &self.tests {
            let _ = writeln!(out, "{}", heads.len());
            for (i, x) in heads.iter().enumerate() {
                let _ = write!(out, "{}{x}", if i == 0 { "" } else { " " });
            }
            out.push(b'\n');
        }
    }
}

/// The distinct heads of a listing, in increasing order.
///
/// # Complexity
/// O(n log n).
pub fn distinct(listed: &[u64]) -> Vec<u64> {
    let mut heads = listed.to_vec();
    heads.sort_unstable();
    heads.dedup();
    heads
}

/// The Grundy value of distinct heads: the XOR of their odious values.
///
/// # Complexity
/// O(n).
pub fn value(distinct_heads: &[u64]) -> u128 {
    distinct_heads.iter().fold(0, |acc, &x| acc ^ mock_turtles(x))
}

/// Whether the first player (Daizhenyang) wins with these listed heads.
///
/// # Complexity
/// O(n log n).
pub fn first_player_wins(listed: &[u64]) -> bool {
    value(&distinct(listed)) != 0
}

/// The verdict of every test: whether Daizhenyang wins.
///
/// # Complexity
/// O(Σ n log n).
pub fn answer(input: &Input) -> Vec<bool> {
    input.tests.iter().map(|heads| first_player_wins(heads)).collect()
}

/// The judge's line for each verdict: `Yes` when Daizhenyang loses.
const VERDICTS: judge::Verdicts = judge::Verdicts { yes: b"No\n", no: b"Yes\n" };

/// The verdicts as judge output.
///
/// # Complexity
/// O(tests).
pub fn write_answer(verdicts: &[bool], out: &mut Vec<u8>) {
    VERDICTS.write_all(verdicts, out);
}

/// The judge path: [`Input::read`] and [`answer`] fused, one reused buffer for each test's
/// positions.
///
/// # Errors
/// As [`Input::read`].
///
/// # Complexity
/// O(Σ n log n) time, O(largest test) memory.
pub fn solve(sc: &mut Scanner<'_>, out: &mut Vec<u8>) -> judge::Result<()> {
    let mut heads: Vec<u64> = Vec::new();
    while !sc.at_end()? {
        let n = sc.count("the number of heads n", ..)?;
        heads.clear();
        sc.read_fold(n, "a head position", .., (), |(), x| {
            heads.push(x);
            Ok(())
        })?;
        heads.sort_unstable();
        heads.dedup();
        VERDICTS.write(value(&heads) != 0, out);
    }
    Ok(())
}

/// At most two coins left of coin `x` whose values XOR to `v < g(x)` — so turning `x` and them
/// changes the nim-sum by `g(x) ⊕ v`. `v = 0`: none. `v` odious: the coin `v >> 1` (the `m`-th
/// odious number lies in `{2m, 2m + 1}`). `v` evil: split off its lowest set bit `p`, so `p` and
/// `v ⊕ p` are both odious and distinct. Every odious value below `g(x)` is `g(y)` of some
/// `y < x` (were it `2x`, `x` would be odious and `g(x) = 2x`), so the coins lie left of `x`.
/// `None` if `v ≥ g(x)`.
///
/// # Complexity
/// O(1).
pub fn companions_worth(x: u64, v: u128) -> Option<Vec<u64>> {
    if v >= mock_turtles(x) {
        return None;
    }
    let coin = |odious: u128| (odious >> 1) as u64;
    Some(match v {
        0 => vec![],
        v if v.count_ones() % 2 == 1 => vec![coin(v)],
        v => {
            let p = v & v.wrapping_neg();
            vec![coin(p), coin(v ^ p)]
        }
    })
}
