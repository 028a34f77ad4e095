//! # Wythoff's game — HDU 1527 / POJ 1067
//!
//! **Game.** Two piles of `a` and `b` stones. A move takes any positive number of stones from
//! one pile, or the same positive number from both. Whoever takes the last stone wins (the
//! player who cannot move loses). Does the first player win?
//!
//! **Insight.** The losing positions (P-positions) are `(a_k, a_k + k)` and `(a_k + k, a_k)`
//! for `k ≥ 0`, where `a_k = ⌊kφ⌋`, φ = (1 + √5)/2 (Wythoff, 1907). Built by hand: `a_k` is the
//! least number not yet used by an earlier pair and `b_k = a_k + k`; every number then lies in
//! exactly one pair, so from a P-position every move changes a pile or the difference and
//! reaches an N-position, and from any other position one move reaches a P-position (see
//! [`explain`]). Beatty's theorem says the pairs of that construction are `⌊kφ⌋` and `⌊kφ²⌋`.
//! The crate's tests prove it three ways: against [`model`] (the rules searched by sg-core's
//! engine) on small piles, against the mex construction for every `k < 10^6`, and near 10^18
//! and `u64::MAX` (and at Fibonacci `k`, where `k·φ` is within `1/(k√5)` of an integer and
//! floating point fails) against the Zeckendorf characterisation, which uses no square root.
//!
//! **Exact arithmetic** (`sg_core::wythoff`, where its tests live too). With `a ≤ b` and `d = b − a`, the position is lost iff `a = ⌊dφ⌋ =
//! d + ⌊d/φ⌋`, i.e. iff `t = a − d` is `⌊d/φ⌋`. Now `y = d/φ = d(φ − 1)` solves
//! `y² + dy − d² = 0`, and `y² + dy` grows with `y ≥ 0`, so `t = ⌊y⌋` iff
//! `t(t + d) ≤ d² < (t + 1)(t + 1 + d)`: integers only. A loss needs `0 ≤ t < d` (or
//! `t = d = 0`), and then `a ≥ d` with `a + d < 2^64` gives `d < 2^63`, so every product is
//! below `2^127`. Every `u64` pair is answered exactly, with no square root.
//!
//! **Algorithm.** O(1) per line, a few 128-bit multiplications; O(1) memory on the judge path.
//!
//! **Format.** Lines `a b` until the end of input; per line `1` if the first player wins,
//! else `0`. Both numbers of a pair must be on one line (a line with one number is refused).

use judge::Scanner;

mod explain;
pub mod model;
#[cfg(feature = "workbench")]
pub mod play;
#[cfg(feature = "workbench")]
mod problem;
pub use explain::{Explanation, explain, explain_one};
#[cfg(feature = "workbench")]
pub use problem::Wythoff;

/// A judge input: the two piles of each line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Input {
    /// `games[i]` is the pair `(a, b)` of line `i`.
    pub games: Vec<(u64, u64)>,
}

/// Read one `a b` pair, both on one line.
#[inline]
fn read_pair(sc: &mut Scanner<'_>) -> judge::Result<(u64, u64)> {
    let a = sc.read("pile a")?;
    let line = sc.position().line;
    let b = sc.read("pile b")?;
    if sc.position().line != line {
        return Err(sc.position().error(format!(
            "expected pile b on line {line}, after pile a {a}: each line holds two piles"
        )));
    }
    Ok((a, b))
}

impl Input {
    /// Reads the judge format: pairs `a b`, one a line, until the end of input.
    ///
    /// # Errors
    /// A non-numeric, negative or beyond-`u64` token, or a line with one pile.
    ///
    /// # Complexity
    /// O(input); memory grows with the pairs read.
    pub fn read(sc: &mut Scanner<'_>) -> judge::Result<Self> {
        let mut games = Vec::new();
        while !sc.at_end()? {
            games.push(read_pair(sc)?);
        }
        Ok(Self { games })
    }

    /// The one writer: judge text that [`Input::read`] reads back as `self`.
    ///
    /// # Complexity
    /// O(input).
    pub fn write(&self, out: &mut Vec<u8>) {
        use std::io::Write as _;
        for (a, b) in &self.games {
            let _ = writeln!(out, "{a} {b}");
        }
    }
}

/// The exact P-position test and the pairs' arithmetic (`⌊m/φ⌋`, `a_k`, which pair a pile
/// belongs to) live in `sg_core::wythoff`, shared with the other Wythoff problems.
pub use sg_core::wythoff::{Member, floor_div_phi, is_lost, lower, member};

/// Whether the first player wins at piles `a` and `b`.
///
/// # Complexity
/// O(1).
#[inline]
pub fn first_player_wins(a: u64, b: u64) -> bool {
    !is_lost(a, b)
}

/// The verdict of every line.
///
/// # Complexity
/// O(lines).
pub fn answer(input: &Input) -> Vec<bool> {
    input.games.iter().map(|&(a, b)| first_player_wins(a, b)).collect()
}

/// The judge's line for each verdict.
const VERDICTS: judge::Verdicts = judge::Verdicts { yes: b"1\n", no: b"0\n" };

/// The verdicts as judge output: `1` or `0`, one line each.
///
/// # Complexity
/// O(lines).
pub fn write_answer(verdicts: &[bool], out: &mut Vec<u8>) {
    VERDICTS.write_all(verdicts, out);
}

/// The judge path: [`Input::read`] and [`answer`] fused, each pair answered as it is read.
///
/// # Errors
/// As [`Input::read`].
///
/// # Complexity
/// O(input) time, O(1) memory.
pub fn solve(sc: &mut Scanner<'_>, out: &mut Vec<u8>) -> judge::Result<()> {
    while !sc.at_end()? {
        let (a, b) = read_pair(sc)?;
        VERDICTS.write(first_player_wins(a, b), out);
    }
    Ok(())
}
