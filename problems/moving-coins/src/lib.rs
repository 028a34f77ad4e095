//! # Moving Coins — Luogu P5363 \[SDOI2019\]
//!
//! **Game.** A strip of `n` cells holds `m` coins on distinct cells. A move takes one coin and
//! moves it left by one or more cells, never off the strip and never onto or past another
//! coin. The player who cannot move loses. Of the `C(n, m)` placements, how many does the
//! first player win, modulo 1 000 000 009?
//!
//! **Insight.** The `n − m` empty cells form `m + 1` gaps: `g_0` left of the first coin,
//! `g_i` between coins `i` and `i + 1`, `g_m` right of the last. Moving coin `i` left by `d`
//! takes `d` cells from `g_{i−1}` and adds them to `g_i`, so empty cells only travel right,
//! any number at a time: this is Staircase Nim with `g_m` as the floor and `g_{m−k}` on step
//! `k` (see [`sg_core::staircase`]). The mover loses iff the XOR of the `K = ⌊(m+1)/2⌋` gaps on
//! odd steps is 0; the other `E = m + 1 − K` gaps (the floor included) are free. The tests
//! check this placement by placement, and the count on every strip of up to 12 cells, against
//! [`model`]'s search.
//!
//! **Counting.** The lost placements are the gap vectors with `Σ g = n − m` whose `K` odd-step
//! gaps have XOR 0: `L = Σ_t f(t) · C(n − m − t + E − 1, E − 1)`, where `f(t)` counts ordered
//! `K`-tuples with sum `t` and XOR 0 and the binomial spreads the rest over the free gaps.
//! `f` is built bit by bit: at bit `b` an even number `j` of the `K` values carry the bit, in
//! `C(K, j)` ways, adding `j·2^b` to the sum. Every such sum is even, so we index by `t / 2`.
//! The answer is `C(n, m) − L`.
//!
//! **Algorithm.** Factorial tables up to `n` give every binomial in O(1). The DP has
//! `⌈log₂ n⌉` rounds, each adding at most `⌊K/2⌋ + 1` shifted copies of an array of
//! `(n − m)/2 + 1` values: O(n·K·log n) time, about 10^7 multiply-adds at the judge's limits,
//! and O(n) memory (about 14 bytes per cell).
//!
//! **Format.** One line `n m`; one integer. The judge promises `1 ≤ m ≤ 50`, `m ≤ n ≤ 150 000`.
//! We accept `0 ≤ m ≤ n ≤` [`MAX_CELLS`] as long as `(n − m)·min(m, n − m)` (the DP's work up
//! to a log factor) is at most [`MAX_WORK`].

use judge::Scanner;

pub mod model;
#[cfg(feature = "workbench")]
mod problem;
#[cfg(feature = "workbench")]
pub use problem::MovingCoins;

/// A judge input: `m` coins on a strip of `n` cells, `m ≤ n`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Input {
    /// The strip length.
    pub n: usize,
    /// The number of coins.
    pub m: usize,
}

impl Input {
    /// Reads the judge format, `n m`, within the crate's bounds (see **Format** above).
    ///
    /// # Errors
    /// Truncated or non-numeric input, `n` beyond [`MAX_CELLS`], more coins than cells, too
    /// much work, or trailing tokens; each names the offending token.
    pub fn read(sc: &mut Scanner<'_>) -> judge::Result<Self> {
        let n = sc.read_in("the strip length n", 0..=MAX_CELLS)?;
        let m = sc.read_in("the number of coins m (at most n)", 0..=n)?;
        let empty = (n - m) as u64;
        if empty * empty.min(m as u64) > MAX_WORK {
            return Err(sc.position().error(format!(
                "m = {m} coins and n − m = {empty} empty cells are both too large: \
                 (n − m)·min(m, n − m) must be at most {MAX_WORK}"
            )));
        }
        sc.finish()?;
        Ok(Self { n, m })
    }

    /// The one writer: the line `n m`.
    pub fn write(&self, out: &mut Vec<u8>) {
        out.extend_from_slice(format!("{} {}\n", self.n, self.m).as_bytes());
    }
}

/// The modulus of the answer.
pub const MODULUS: u64 = 1_000_000_009;

/// The longest strip accepted: the tables take about 14 bytes per cell (140 MB here).
pub const MAX_CELLS: usize = 10_000_000;

/// The largest `(n − m)·min(m, n − m)` accepted, which bounds the DP's work (a few seconds).
pub const MAX_WORK: u64 = 1_000_000_000;

/// `base^exp mod p`.
fn pow_mod(mut base: u64, mut exp: u64) -> u64 {
    let mut result = 1;
    base %= MODULUS;
    while exp > 0 {
        if exp & 1 == 1 {
            result = result * base % MODULUS;
        }
        base = base * base % MODULUS;
        exp >>= 1;
    }
    result
}

/// Binomial coefficients modulo [`MODULUS`] (a prime) from factorial tables.
#[derive(Debug, Clone)]
pub struct Binomials {
    factorial: Vec<u32>,
    inverse_factorial: Vec<u32>,
}

impl Binomials {
    /// Tables of `k!` and `1/k!` for `k ≤ top`.
    ///
    /// # Complexity
    /// O(top + log p) time, 8 bytes per entry.
    pub fn up_to(top: usize) -> Self {
        let mut factorial = Vec::with_capacity(top + 1);
        let mut f = 1u64;
        factorial.push(1u32);
        for k in 1..=top as u64 {
            f = f * k % MODULUS;
            factorial.push(f as u32);
        }
        // 1/top! by Fermat, then 1/(k−1)! = k · 1/k! downwards: one exponentiation in all.
        let mut inverse_factorial = vec![0u32; top + 1];
        let mut inv = pow_mod(f, MODULUS - 2);
        for k in (0..=top).rev() {
            inverse_factorial[k] = inv as u32;
            inv = inv * k as u64 % MODULUS;
        }
        Self { factorial, inverse_factorial }
    }

    /// `C(a, b) mod p`, 0 when `b > a`.
    ///
    /// # Panics
    /// If `a` is beyond the tables.
    ///
    /// # Complexity
    /// O(1).
    pub fn choose(&self, a: usize, b: usize) -> u64 {
        if b > a {
            return 0;
        }
        let top = self.factorial[a] as u64 * self.inverse_factorial[b] as u64 % MODULUS;
        top * self.inverse_factorial[a - b] as u64 % MODULUS
    }
}

/// `f[u]` = the number of ordered `k`-tuples of non-negative integers with XOR 0 and sum
/// `2u`, modulo [`MODULUS`], for `u ≤ half` (odd sums have no such tuples).
///
/// # Complexity
/// O(half · (k/2 + 1) · log half) time, 12 bytes per entry.
pub fn xor_zero_tuples(k: usize, half: usize, binomials: &Binomials) -> Vec<u32> {
    // Bit b adds 2i·2^b = 2·(i·2^b) for an even count 2i of carriers, in C(k, 2i) ways.
    let ways: Vec<u64> = (0..=k / 2).map(|i| binomials.choose(k, 2 * i)).collect();
    let mut f = vec![0u32; half + 1];
    f[0] = 1;
    let mut next = vec![0u64; half + 1];
    let mut step = 1usize;
    // With fewer than two values no bit can be carried an even non-zero number of times.
    while step <= half && k >= 2 {
        // next[u] = Σ_i ways[i] · f[u − i·step]; products are below p² < 2^60, so 16 of them
        // fit in a u64 beside a reduced value, and the inner loops stay branch-free.
        for (s, &x) in next.iter_mut().zip(&f) {
            *s = x as u64;
        }
        for (i, &w) in ways.iter().enumerate().skip(1) {
            let Some(shift) = i.checked_mul(step).filter(|&s| s <= half) else { break };
            for (s, &x) in next[shift..].iter_mut().zip(&f) {
                *s += w * x as u64;
            }
            if i % 16 == 0 {
                next.iter_mut().for_each(|s| *s %= MODULUS);
            }
        }
        for (x, &s) in f.iter_mut().zip(&next) {
            *x = (s % MODULUS) as u32;
        }
        step *= 2;
    }
    f
}

/// The number of placements of `m` coins on `n` cells that the first player wins, modulo
/// [`MODULUS`]: `C(n, m)` less the lost placements counted by [`xor_zero_tuples`].
///
/// # Panics
/// If `m > n` (the reader refuses it).
///
/// # Complexity
/// O(n + (n − m)·(K/2 + 1)·log n) time for `K = ⌊(m+1)/2⌋`, O(n) memory.
///
/// # Examples
/// ```
/// use moving_coins::{Input, answer};
/// // One coin wins unless it stands on the first cell.
/// assert_eq!(answer(&Input { n: 5, m: 1 }), 4);
/// // Of XX., X.X and .XX only X.X wins (to XX.); .XX can only move to X.X.
/// assert_eq!(answer(&Input { n: 3, m: 2 }), 1);
/// ```
// Not inlined into the judge loop, where register pressure made the DP measurably slower.
#[inline(never)]
pub fn answer(&Input { n, m }: &Input) -> u64 {
    assert!(m <= n, "more coins ({m}) than cells ({n})");
    let binomials = Binomials::up_to(n);
    let empty = n - m;
    let odd = m.div_ceil(2); // ⌊(m + 1)/2⌋ steps of 1..=m are odd
    let free = m + 1 - odd;
    let f = xor_zero_tuples(odd, empty / 2, &binomials);
    // The K odd-step gaps take 2u cells with XOR 0; the E free gaps share the rest.
    let lost = f.iter().enumerate().fold(0, |acc, (u, &ways)| {
        let spread = binomials.choose(empty - 2 * u + free - 1, free - 1);
        (acc + ways as u64 * spread) % MODULUS
    });
    (binomials.choose(n, m) + MODULUS - lost) % MODULUS
}

/// The count as the judge's line.
pub fn write_answer(&count: &u64, out: &mut Vec<u8>) {
    out.extend_from_slice(format!("{count}\n").as_bytes());
}

/// The judge path: [`Input::read`], [`answer`], [`write_answer`].
///
/// # Errors
/// As [`Input::read`].
///
/// # Complexity
/// As [`answer`].
pub fn solve(sc: &mut Scanner<'_>, out: &mut Vec<u8>) -> judge::Result<()> {
    write_answer(&answer(&Input::read(sc)?), out);
    Ok(())
}
