//! # 取石子 (misère Fibonacci Nim, counted) — Luogu P6791 \[SNOI2020\]
//!
//! **Game.** One heap of `n` stones. The first move takes 1 to `k` stones; every later move
//! takes at least one and at most twice what the other player has just taken. **Whoever takes
//! the last stone loses.** Given `k` and `N`, count the heaps `n` in `1..=N` that the first
//! player wins.
//!
//! **Insight.** Write `z(h)` for the smallest term of the Zeckendorf representation of `h`
//! (sums of non-consecutive Fibonacci numbers `1, 2, 3, 5, …`). A position is the heap `h ≥ 1`
//! and the most the player to move may take, `m ≥ 1`.
//! - *Misère on `h` is normal play on `h − 1`.* Taking the whole heap loses at once, so the
//!   moves that matter take `j < h` and lead to `(h − j, 2j)`, exactly the moves of normal
//!   play on `(h − 1, m)` (`j ≤ h − 1`) leading to `(h − 1 − j, 2j)`; and a heap of 1 (lost:
//!   the mover must take it) matches the empty heap of normal play (lost: no move). By
//!   induction on `h`, the player to move wins misère `(h, m)` iff they win normal `(h − 1, m)`.
//! - *Normal play* is Fibonacci Nim: the player to move wins `(h, m)` iff `1 ≤ z(h) ≤ m`
//!   (`sg_core::zeckendorf::fibonacci_nim_wins`, proven there by induction and by search).
//!
//! So the first player wins heap `n` iff **`n ≥ 2` and `z(n − 1) ≤ k`**, and the answer is the
//! number of `m` in `1..=N − 1` with `z(m) ≤ k`. The crate's tests prove the criterion against
//! the misère game searched by definition on every heap up to 200 and every cap, the count
//! against enumeration by the model on thousands of generated inputs, and the count at the
//! judge's largest values against a recursion on Fibonacci blocks, exact in u64.
//!
//! **Algorithm.** `sg_core::zeckendorf::count_smallest_term_at_most`: a digit DP over the
//! Zeckendorf digits of `N − 1` from the top (below a digit where the count's number has a zero
//! and `N − 1` a one, the free digits are any string without two adjacent ones over the indices
//! allowed, a Fibonacci number of them). O(log_φ N) per test, O(1) memory besides the input.
//!
//! **Format.** `T`, then `T` lines `k N`; per test one line, the count (it never exceeds `N`, so
//! it fits in 64 bits; no modulus). Limits: `T ≤ 10^5`, `1 ≤ k, N ≤ 10^18`; here any `N` from 0
//! and any `k` from 1 up to `2^64 − 1` (`k = 0` would leave the first player no move, which the
//! game does not define).

use judge::Scanner;

pub mod model;
#[cfg(feature = "workbench")]
mod problem;
#[cfg(feature = "workbench")]
pub use problem::FibonacciMisereCount;

/// One test: the cap on the first take and the largest heap counted.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Test {
    /// The most the first move may take, at least 1.
    pub k: u64,
    /// The heaps counted are `1..=n`.
    pub n: u64,
}

/// A judge input: the tests in order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Input {
    /// The tests.
    pub tests: Vec<Test>,
}

impl Input {
    /// Reads the judge format: `T`, then `T` pairs `k N`.
    ///
    /// # Errors
    /// Truncated or non-numeric input, `k = 0`, a number beyond `u64`, or trailing tokens.
    ///
    /// # Complexity
    /// O(input); memory grows with the tests read, never with the declared `T`.
    pub fn read(sc: &mut Scanner<'_>) -> judge::Result<Self> {
        let count = sc.count("the number of tests T", ..)?;
        let mut tests = Vec::new();
        for _ in 0..count {
            let k = sc.read_in("the first take's cap k", 1..)?;
            let n = sc.read("the largest heap N")?;
            tests.push(Test { k, n });
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
        for test in &self.tests {
            judge::write_line(out, [test.k, test.n]);
        }
    }
}

/// Whether the first player wins a heap of `n` with a first take of at most `k ≥ 1`: `n ≥ 2`
/// and `z(n − 1) ≤ k`.
///
/// # Complexity
/// O(92).
pub fn first_player_wins(n: u64, k: u64) -> bool {
    n >= 2 && sg_core::zeckendorf::fibonacci_nim_wins(n - 1, k)
}

/// How many heaps `1..=n` the first player wins with a first take of at most `k`: the `m` in
/// `1..=n − 1` with `z(m) ≤ k`.
///
/// # Complexity
/// O(92).
pub fn count_wins(n: u64, k: u64) -> u64 {
    sg_core::zeckendorf::count_smallest_term_at_most(n.saturating_sub(1), k)
}

/// The count of every test.
///
/// # Complexity
/// O(T · 92).
pub fn answer(input: &Input) -> Vec<u64> {
    input.tests.iter().map(|t| count_wins(t.n, t.k)).collect()
}

/// The counts as judge output, one line each.
///
/// # Complexity
/// O(T).
pub fn write_answer(counts: &[u64], out: &mut Vec<u8>) {
    for &count in counts {
        judge::write_line(out, [count]);
    }
}

/// The judge path: read, answer, write.
///
/// # Errors
/// As [`Input::read`].
///
/// # Complexity
/// O(input + T · 92).
pub fn solve(sc: &mut Scanner<'_>, out: &mut Vec<u8>) -> judge::Result<()> {
    write_answer(&answer(&Input::read(sc)?), out);
    Ok(())
}
