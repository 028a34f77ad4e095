//! # Split Game (分裂游戏) — Luogu P3185 \[HNOI2007\]
//!
//! **Game.** Bottles `0 … n − 1`, bottle `i` holding `p_i` beans. A move picks `i < j ≤ k`
//! with a bean in bottle `i`, takes that bean out and puts one bean into bottle `j` and one
//! into bottle `k` (two into `j` when `j = k`). The player who cannot move loses. Give the
//! lexicographically smallest winning first move `i j k` and the number of winning first
//! moves (triples), or `-1 -1 -1` and 0 when the first player loses.
//!
//! **Insight.** A move touches one bean and replaces it by two beans further right: each bean
//! is a game of its own, decided by its bottle alone, and the position is the sum of its
//! beans. A bean in bottle `i` is worth `g(i) = mex{g(j) ⊕ g(k) : i < j ≤ k < n}` (a move
//! splits it into the sum of two beans), which depends only on the distance `d = n − 1 − i`
//! from the last bottle. Two beans in one bottle cancel (`x ⊕ x = 0`), so only `p_i mod 2`
//! counts: the nim-sum is `S = ⊕{g(i) : p_i odd}`, and `(i, j, k)` (with `p_i ≥ 1`) wins iff
//! `g(j) ⊕ g(k) = S ⊕ g(i)`. The values grow strictly with `d` (the options at `d + 1`
//! hold those at `d` and `g(d) ⊕ g(0) = g(d)`), so they are distinct: given `i` and `j`, at
//! most one `k` wins (`k = j` when `S = g(i)`, else the bottle of value `S ⊕ g(i) ⊕ g(j)`).
//! [`model`] plays the rules on the bean counts (every move, by sg-core's engine), and the
//! crate's tests hold [`answer`], [`solve`] and [`explain`] to it on thousands of random
//! inputs. (The values are 0 and then the odious numbers 1, 2, 4, 7, 8, 11, …; the solver
//! does not need that, the tests show it.)
//!
//! **Algorithm.** The values for every distance up to the largest `n`, the option set grown
//! one bottle at a time (`g(d) ⊕ g(b)` for `b ≤ d`) with the mex pointer moving only forward:
//! O(n²) once. Per test the nim-sum, then for each non-empty `i` and each `j > i` one lookup
//! of the winning `k`, in lexicographic order (the first found is the smallest): O(n²). The
//! judge's limits are `n ≤ 21`, `p_i ≤ 10^4`; we accept `n ≤` [`MAX_BOTTLES`] (so a test costs
//! at most 5 · 10^7 steps) and any `u64` counts; `n = 0` (no bottles) is refused.
//!
//! **Format.** `T`, then per test `n` and `p_0 … p_{n−1}`. Per test two lines: `i j k`
//! (0-based) or `-1 -1 -1`, then the number of winning first moves.

use std::io::Write as _;

use judge::Scanner;

mod explain;
pub mod model;
#[cfg(feature = "workbench")]
pub mod play;
#[cfg(feature = "workbench")]
mod problem;
pub use explain::{Explanation, explain};
#[cfg(feature = "workbench")]
pub use problem::SplitGame;

/// The most bottles a test may have.
pub const MAX_BOTTLES: usize = 10_000;

/// A judge input: the bean counts of each test.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Input {
    /// `tests[t][i]` is `p_i` of test `t` (each test has 1 to [`MAX_BOTTLES`] bottles).
    pub tests: Vec<Vec<u64>>,
}

impl Input {
    /// Reads the judge format: `T`, then per test `n` (1 to [`MAX_BOTTLES`]) and `n` bean counts.
    ///
    /// # Errors
    /// Truncated or non-numeric input, a negative or beyond-`u64` count, `n` outside
    /// `1..=MAX_BOTTLES`, or trailing tokens.
    ///
    /// # Complexity
    /// O(input); memory grows with the counts read, never with a declared count.
    pub fn read(sc: &mut Scanner<'_>) -> judge::Result<Self> {
        let t = sc.count("the number of tests t", ..)?;
        let mut tests = Vec::with_capacity(judge::capacity_for(t));
        for _ in 0..t {
            let n = sc.count("the number of bottles n", 1..=MAX_BOTTLES)?;
            tests.push(sc.read_vec(n, "a bean count p_i", ..)?);
        }
        sc.finish()?;
        Ok(Self { tests })
    }

    /// The one writer: judge text that [`Input::read`] reads back as `self`.
    ///
    /// # Complexity
    /// O(input).
    pub fn write(&self, out: &mut Vec<u8>) {
        judge::write_line(out, [self.tests.len() as u64]);
        for beans in &self.tests {
            judge::write_line(out, [beans.len() as u64]);
            judge::write_line(out, beans.iter().copied());
        }
    }
}

/// The value of one bean at each distance from the last bottle.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Values {
    /// `by_distance[d]` = `g` of a bean `d` bottles before the last.
    by_distance: Vec<u32>,
    /// `distance_of[v]` = the distance whose value is `v`, or `u32::MAX`.
    distance_of: Vec<u32>,
}

impl Values {
    /// The values for distances `0 … len − 1`: `g(d) = mex{g(a) ⊕ g(b) : a ≤ b < d}`, the
    /// option set grown by `g(d − 1) ⊕ g(b)` for every `b ≤ d − 1` at each step.
    ///
    /// # Complexity
    /// O(len²) time, O(len + largest option) memory (the options are below twice the
    /// largest value, itself below `2 · len`).
    pub fn up_to(len: usize) -> Self {
        let mut by_distance: Vec<u32> = Vec::with_capacity(len);
        let mut seen: Vec<bool> = Vec::new();
        let mut mex = 0usize;
        for d in 0..len {
            if d > 0 {
                let last = by_distance[d - 1];
                for &b in &by_distance {
                    let option = (last ^ b) as usize;
                    if option >= seen.len() {
                        seen.resize(option + 1, false);
                    }
                    seen[option] = true;
                }
            }
            while seen.get(mex).copied().unwrap_or(false) {
                mex += 1;
            }
            by_distance.push(mex as u32);
        }
        let top = by_distance.last().map_or(0, |&v| v as usize + 1);
        let mut distance_of = vec![u32::MAX; top];
        for (d, &v) in by_distance.iter().enumerate() {
            distance_of[v as usize] = d as u32;
        }
        Self { by_distance, distance_of }
    }

    /// `g` of a bean in bottle `i` of `n` (`i < n ≤` the length built).
    #[inline]
    pub fn of(&self, n: usize, i: usize) -> u32 {
        self.by_distance[n - 1 - i]
    }

    /// The bottle of `n` whose value is `v`, if any.
    #[inline]
    fn bottle_of(&self, n: usize, v: u32) -> Option<usize> {
        let d = *self.distance_of.get(v as usize)?;
        ((d as usize) < n).then(|| n - 1 - d as usize)
    }
}

/// The answer to one test: the smallest winning move and how many there are.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Reply {
    /// The lexicographically smallest winning `(i, j, k)`, `None` when the first player loses.
    pub first: Option<(usize, usize, usize)>,
    /// The number of winning first moves.
    pub count: u64,
}

/// The nim-sum of one test: `⊕{g(i) : p_i odd}`.
///
/// # Complexity
/// O(n).
pub fn nim_sum(values: &Values, beans: &[u64]) -> u32 {
    let n = beans.len();
    beans.iter().enumerate().filter(|(_, p)| *p % 2 == 1).fold(0, |s, (i, _)| s ^ values.of(n, i))
}

/// Every winning first move of one test, in lexicographic order.
///
/// # Complexity
/// O(n²) lazily.
pub fn winning_moves<'a>(
    values: &'a Values,
    beans: &'a [u64],
) -> impl Iterator<Item = (usize, usize, usize)> + 'a {
    let n = beans.len();
    let sum = nim_sum(values, beans);
    let sources = (0..n).filter(move |&i| sum != 0 && beans[i] > 0);
    sources.flat_map(move |i| {
        let want = sum ^ values.of(n, i);
        (i + 1..n).filter_map(move |j| {
            let k = if want == 0 { Some(j) } else { values.bottle_of(n, want ^ values.of(n, j)) };
            k.filter(|&k| k >= j).map(|k| (i, j, k))
        })
    })
}

/// The reply to one test.
///
/// # Complexity
/// O(n²).
pub fn reply(values: &Values, beans: &[u64]) -> Reply {
    let mut moves = winning_moves(values, beans);
    let first = moves.next();
    Reply { first, count: first.map_or(0, |_| 1 + moves.count() as u64) }
}

/// The values for every test of `input`.
fn values_for(input: &Input) -> Values {
    Values::up_to(input.tests.iter().map(Vec::len).max().unwrap_or(0))
}

/// The reply to every test.
///
/// # Complexity
/// O(max n² + Σ n²).
pub fn answer(input: &Input) -> Vec<Reply> {
    let values = values_for(input);
    input.tests.iter().map(|beans| reply(&values, beans)).collect()
}

/// The replies as judge output: two lines per test.
///
/// # Complexity
/// O(tests).
pub fn write_answer(replies: &[Reply], out: &mut Vec<u8>) {
    for r in replies {
        let _ = match r.first {
            Some((i, j, k)) => writeln!(out, "{i} {j} {k}\n{}", r.count),
            None => writeln!(out, "-1 -1 -1\n{}", r.count),
        };
    }
}

/// The judge path: read, answer, write (the values need the largest `n` first).
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
