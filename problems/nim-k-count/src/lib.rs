//! # Black and White (Nim_k) — Luogu P2490 \[SDOI2011\] 黑白棋
//!
//! **Game.** A row of `n` cells holds `k` pieces (`k` even), white and black alternately from
//! the left, white first. A moves white pieces to the right, B black pieces to the left; a move
//! shifts between 1 and `d` of one's own pieces, each by one or more cells, none jumping over
//! or landing on another piece. A moves first; the player who cannot move loses. Count the
//! layouts (choices of the `k` cells) in which A wins, modulo 10^9+7.
//!
//! **Insight.** Pair the pieces: white `2i` with black `2i + 1`. A white piece's right
//! neighbour is its partner, a black piece's left neighbour is its partner, and pieces only
//! move toward their partners, so the only thing that matters is each pair's gap `g_i` (the
//! free cells between them), and both players do the same thing to gaps: lower between 1 and
//! `d` of them, each by any positive amount. That is Moore's Nim_d on the `k/2` gaps, an
//! impartial game although each player moves pieces of one colour; A loses exactly when every
//! binary digit's column of the gaps is a multiple of `d + 1` (proven in `sg_core::moore` by
//! searching Nim_d's rules). The crate's tests hold the count to the board game itself
//! ([`model`]: pieces, colours, turns, no gaps) over every layout of small boards.
//!
//! **Counting.** A layout is the gap vector `(g_1, …, g_m)`, `m = k/2`, of total `s`, plus
//! `n − k − s` free cells spread over the `m + 1` stretches outside the pairs (before the first
//! pair, between pairs, after the last): `C(n − k − s + m, m)` ways. So the answer is
//! `C(n, k) − Σ_s L(s) · C(n − k − s + m, m)`, where `L(s)` counts the lost gap vectors of
//! total `s` (`sg_core::moore::lost_by_total`, a digit-by-digit count: at each digit a multiple
//! of `d + 1` of the gaps have it set).
//!
//! **Algorithm.** O(log n · (n − k) · m / (d + 1)) for `L`, O(n) for the factorials and the
//! sum; memory O(n). At the judge's largest input (n = 10^4, k = 100, d = 1) a few million
//! multiply-adds (1.6 ms for the whole process, `bench/README.md`).
//!
//! **Format.** One line `n k d`; one line, the count modulo 10^9+7. Accepted beyond the judge's
//! limits (`1 ≤ d ≤ k ≤ n ≤ 10^4`, `k ≤ 100`): `n` up to 10^5, `k` up to 200 (bounds on work
//! and memory), any `d` (`d = 0` allows no move: every layout is lost; `d ≥ k/2` takes from
//! every pair at once), `k > n` (no layout: 0). An odd `k` is refused: its last white piece has
//! no partner, and it is no longer the game above.
//!
//! **Sample.** The judge's one sample (10 4 2 → 182), in `testdata/nim-k-count/`.

use judge::Scanner;

pub mod model;
#[cfg(feature = "workbench")]
mod problem;
#[cfg(feature = "workbench")]
pub use problem::NimKCount;

/// The modulus of the answer.
pub const MODULUS: u64 = 1_000_000_007;

/// The largest board accepted (a bound on time and memory; the judge's is 10^4).
pub const MAX_N: u64 = 100_000;

/// The most pieces accepted (a bound on time; the judge's is 100).
pub const MAX_K: u64 = 200;

/// A judge input: the board, the pieces and the most pieces a move may shift.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Input {
    /// The number of cells.
    pub n: u64,
    /// The number of pieces (even).
    pub k: u64,
    /// The most pieces one move may shift.
    pub d: u64,
}

impl Input {
    /// Reads `n k d`, to the end of the input.
    ///
    /// # Errors
    /// Truncated or non-numeric input, `n` above [`MAX_N`], `k` above [`MAX_K`] or odd, or
    /// trailing tokens.
    ///
    /// # Complexity
    /// O(input).
    pub fn read(sc: &mut Scanner<'_>) -> judge::Result<Self> {
        let n = sc.read_in("the number of cells n", ..=MAX_N)?;
        let k = sc.read_in("the number of pieces k", ..=MAX_K)?;
        if k % 2 == 1 {
            return Err(sc.position().error(format!(
                "the number of pieces k must be even (white and black in pairs), found `{k}`"
            )));
        }
        let d = sc.read("the most pieces a move shifts d")?;
        sc.finish()?;
        Ok(Self { n, k, d })
    }

    /// The one writer: `n k d` on one line.
    ///
    /// # Complexity
    /// O(1).
    pub fn write(&self, out: &mut Vec<u8>) {
        out.extend_from_slice(format!("{} {} {}\n", self.n, self.k, self.d).as_bytes());
    }
}

/// `base^exp` modulo [`MODULUS`].
fn power(mut base: u64, mut exp: u64) -> u64 {
    let mut result = 1;
    while exp > 0 {
        if exp & 1 == 1 {
            result = result * base % MODULUS;
        }
        base = base * base % MODULUS;
        exp >>= 1;
    }
    result
}

/// Binomials `C(a, b)` modulo the prime [`MODULUS`] for `a` up to a bound, by factorials.
struct Binomials {
    factorial: Vec<u64>,
    inverse: Vec<u64>,
}

impl Binomials {
    /// Tables up to `max` (below [`MODULUS`]). O(max).
    fn new(max: usize) -> Self {
        let mut factorial = vec![1u64; max + 1];
        for i in 1..=max {
            factorial[i] = factorial[i - 1] * i as u64 % MODULUS;
        }
        let mut inverse = vec![1u64; max + 1];
        inverse[max] = power(factorial[max], MODULUS - 2);
        for i in (1..=max).rev() {
            inverse[i - 1] = inverse[i] * i as u64 % MODULUS;
        }
        Self { factorial, inverse }
    }

    /// `C(a, b)`, 0 when `b > a`. O(1).
    fn choose(&self, a: usize, b: usize) -> u64 {
        if b > a {
            return 0;
        }
        self.factorial[a] * self.inverse[b] % MODULUS * self.inverse[a - b] % MODULUS
    }
}

/// The number of layouts A wins, modulo [`MODULUS`].
///
/// # Complexity
/// O(log n · (n − k) · k / (d + 1) + n).
pub fn answer(input: &Input) -> u64 {
    let Input { n, k, d } = *input;
    if k > n {
        return 0;
    }
    let (n, k) = (n as usize, k as usize);
    let (pairs, free) = (k / 2, n - k);
    let lost = sg_core::moore::lost_by_total(pairs, d, free, MODULUS);
    let binomials = Binomials::new(n + pairs);
    let lost_layouts = lost.iter().enumerate().fold(0, |sum, (gaps, &count)| {
        (sum + count * binomials.choose(free - gaps + pairs, pairs)) % MODULUS
    });
    (binomials.choose(n, k) + MODULUS - lost_layouts) % MODULUS
}

/// The count as judge output: one line.
///
/// # Complexity
/// O(1).
pub fn write_answer(count: &u64, out: &mut Vec<u8>) {
    out.extend_from_slice(format!("{count}\n").as_bytes());
}

/// The judge path: read, answer, write.
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
