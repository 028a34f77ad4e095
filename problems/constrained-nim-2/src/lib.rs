//! # Constrained Nim 2 — AtCoder ABC297 G
//!
//! **Game.** `N` heaps `A_1 … A_N`; a move takes between `L` and `R` stones (inclusive) from
//! one heap; the player who cannot move loses. Taro moves first: who wins?
//!
//! **Insight.** Each heap is the subtraction game `S = {L, …, R}`, and
//! **`g(x) = ⌊(x mod (L + R)) / L⌋`**. Write `x = q(L + R) + s` with `0 ≤ s < L + R`. The
//! options of `x` are the window `x − R … x − L`, `R − L + 1` consecutive sizes. By induction
//! on `x`, with the formula true below `x`:
//! - for `q = 0` the window lies in `[0, x − L]`, where `g` climbs from 0 in runs of `L`, and
//!   it holds sizes of every value below `⌊s/L⌋` (the window reaches 0 since `x − R < L`) and
//!   none of value `⌊s/L⌋`: `g(x) = ⌊s/L⌋`;
//! - for `q ≥ 1` the window runs from `(q − 1)(L + R) + s + L` to `q(L + R) + s − L`: the tail of
//!   the previous period from residue `s + L`, whose values are at least `⌊s/L⌋ + 1`, and the
//!   current period up to residue `s − L`, whose values are exactly `0 … ⌊s/L⌋ − 1`. The mex
//!   is `⌊s/L⌋`.
//!
//! Taro wins iff the XOR of the `g(A_i)` is non-zero. A winning move lowers a heap of value
//! `g` to a size of value `g ⊕ s` (`s` the nim-sum) inside its window, found among two runs of
//! that value (this period's and the previous one's). [`model`] plays the rules by search;
//! the crate's tests hold [`answer`], [`solve`] and [`explain`] to it, the formula to the
//! engine for every `1 ≤ L ≤ R ≤ 24` on three periods, and to an exact run-by-run evaluation
//! of the mex definition at the scale of `u64` (where `L + R` overflows).
//!
//! **Algorithm.** One remainder and one division per heap, in 128-bit arithmetic (`L + R` may
//! exceed `u64`), folded into the XOR as the heaps are read: O(N) time, O(1) memory.
//!
//! **Format.** `N L R`, then `A_1 … A_N`; one line, `First` if Taro wins, else `Second`. The
//! judge: `N ≤ 2·10^5`, `1 ≤ L ≤ R ≤ 10^9`, `1 ≤ A_i ≤ 10^9`; here `1 ≤ L ≤ R` and the heaps
//! any `u64` (0 is an empty heap); `L = 0` would allow taking nothing and is refused, as is
//! `R < L`, which allows no move.

use judge::Scanner;

mod explain;
pub mod model;
#[cfg(feature = "workbench")]
pub mod play;
#[cfg(feature = "workbench")]
mod problem;
pub use explain::{Explanation, explain};
#[cfg(feature = "workbench")]
pub use problem::ConstrainedNim2;

/// The move rule: a move takes `l..=r` stones from one heap (`1 ≤ l ≤ r`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Takes {
    /// The fewest stones a move takes.
    pub l: u64,
    /// The most stones a move takes.
    pub r: u64,
}

/// A judge input: the move rule and the heaps.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Input {
    /// `L` and `R`.
    pub takes: Takes,
    /// `A_1 … A_N`.
    pub heaps: Vec<u64>,
}

/// What the heap count, `L`, `R` and a heap are called in messages.
const N: &str = "the number of heaps N";
const L: &str = "the fewest stones a move takes L";
const R: &str = "the most stones a move takes R (at least L)";
const HEAP: &str = "a heap size A_i";

/// `N`, `L` and `R`, checked.
fn read_header(sc: &mut Scanner<'_>) -> judge::Result<(usize, Takes)> {
    let n = sc.count(N, ..)?;
    let l = sc.read_in(L, 1..)?;
    let r = sc.read_in(R, l..)?;
    Ok((n, Takes { l, r }))
}

impl Input {
    /// Reads the judge format: `N L R` with `1 ≤ L ≤ R`, then `N` heap sizes.
    ///
    /// # Errors
    /// Truncated or non-numeric input, `L = 0`, `R < L`, a number beyond `u64`, or trailing
    /// tokens.
    ///
    /// # Complexity
    /// O(input); memory grows with what is read, never with a declared count.
    pub fn read(sc: &mut Scanner<'_>) -> judge::Result<Self> {
        let (n, takes) = read_header(sc)?;
        let heaps = sc.read_vec(n, HEAP, ..)?;
        sc.finish()?;
        Ok(Self { takes, heaps })
    }

    /// The one writer: judge text that [`Input::read`] reads back as `self`.
    ///
    /// # Complexity
    /// O(input).
    pub fn write(&self, out: &mut Vec<u8>) {
        judge::write_line(out, [self.heaps.len() as u64, self.takes.l, self.takes.r]);
        judge::write_line(out, self.heaps.iter().copied());
    }
}

impl Takes {
    /// `L + R`, the period of the values (up to 2^65 − 2).
    #[inline]
    pub fn period(self) -> u128 {
        u128::from(self.l) + u128::from(self.r)
    }

    /// `g(x) = ⌊(x mod (L + R)) / L⌋`, exact for every `u64` (below `(L + R) / L ≤ 2^64`).
    ///
    /// # Complexity
    /// O(1).
    #[inline]
    pub fn grundy(self, x: u64) -> u64 {
        ((u128::from(x) % self.period()) / u128::from(self.l)) as u64
    }

    /// The sizes a heap of `x` may become, `x − R ..= x − L` cut at 0 (empty when `x < L`).
    pub fn window(self, x: u64) -> Option<(u64, u64)> {
        (x >= self.l).then(|| (x.saturating_sub(self.r), x - self.l))
    }

    /// The sizes of value `target` a heap of `x` may become, as at most two ranges, largest
    /// first: the runs of `target` in `x`'s period and the previous one, cut to the window.
    ///
    /// # Complexity
    /// O(1).
    pub fn moves_to(self, x: u64, target: u64) -> Vec<(u64, u64)> {
        let Some((low, high)) = self.window(x) else { return Vec::new() };
        let (p, l) = (self.period(), u128::from(self.l));
        let q = u128::from(x) / p;
        let start = u128::from(target) * l;
        if start >= p {
            return Vec::new();
        }
        let mut ranges = Vec::new();
        for block in [Some(q), q.checked_sub(1)].into_iter().flatten() {
            let base = block * p;
            let (a, b) = (base + start, base + (start + l - 1).min(p - 1));
            let (a, b) = (a.max(u128::from(low)), b.min(u128::from(high)));
            if a <= b {
                ranges.push((a as u64, b as u64));
            }
        }
        ranges
    }
}

/// The nim-sum of the heaps' values.
///
/// # Complexity
/// O(N).
pub fn nim_sum(input: &Input) -> u64 {
    input.heaps.iter().fold(0, |s, &x| s ^ input.takes.grundy(x))
}

/// Whether Taro (the first player) wins: the XOR of `g(A_i)` is non-zero.
///
/// # Complexity
/// O(N).
pub fn answer(input: &Input) -> bool {
    nim_sum(input) != 0
}

/// The verdict as judge output.
pub fn write_answer(&taro_wins: &bool, out: &mut Vec<u8>) {
    out.extend_from_slice(if taro_wins { b"First\n" } else { b"Second\n" });
}

/// The judge path: the XOR folded as the heaps are read.
///
/// # Errors
/// As [`Input::read`].
///
/// # Complexity
/// O(N) time, O(1) memory.
pub fn solve(sc: &mut Scanner<'_>, out: &mut Vec<u8>) -> judge::Result<()> {
    let (n, takes) = read_header(sc)?;
    let sum = sc.read_fold::<u64, _>(n, HEAP, .., 0, |s, x| Ok(s ^ takes.grundy(x)))?;
    sc.finish()?;
    write_answer(&(sum != 0), out);
    Ok(())
}
