//! # 取石子游戏 (Fibonacci Nim) — HDU 2516
//!
//! **Game.** One heap of `n` stones. The first player takes any number of stones but not the
//! whole heap; afterwards each player takes between 1 and twice the number the other player
//! has just taken. Whoever takes the last stone wins. Does the first player win?
//!
//! **Insight.** Write the Fibonacci numbers without repetition, `F = 1, 2, 3, 5, 8, …`. By
//! Zeckendorf's theorem every `h ≥ 1` is, in one way only, a sum of Fibonacci numbers no two
//! of them consecutive in `F`; let `z(h)` be the smallest of these terms. A position is a heap
//! `h ≥ 1` and the most the player to move may take, `m`; **the player to move wins iff
//! `z(h) ≤ m`**. By induction on `h`:
//! - if `z(h) ≤ m`, take `z(h) = F_j`: either nothing is left, or the rest's smallest term is
//!   at least `F_{j+2} > 2F_j`, the opponent's limit, so the opponent loses;
//! - if `z(h) > m`, every take `k ≤ m` is below `z(h) = F_j` and leaves `h − k ≥ 1`, whose
//!   terms are those of `h` above `F_j` and those of `r = F_j − k`. The largest number below
//!   `F_j` whose smallest term is `F_i` is `F_{j−1} + F_{j−3} + ⋯ + F_i = F_j − F_{i−1}`, so
//!   `k ≥ F_{i−1} ≥ F_i / 2`: the opponent may take `z(h − k) = F_i ≤ 2k` and wins.
//!
//! The first player faces `(n, n − 1)`, lost iff `z(n) = n`, that is **iff `n` is a Fibonacci
//! number**; the winning first take is `z(n)`. `n = 1` is accepted: the first player may not
//! take the only stone, has no move and loses, as 1 is a Fibonacci number. [`model`] plays the
//! rules by search; the crate's tests hold [`answer`], [`solve`], [`explain`] and [`wins`] to
//! it on every position with a heap up to 250, and [`is_fibonacci`] to an exact second method
//! up to `u64::MAX` (Cassini's identity: `n` is a Fibonacci number iff `n² − nd − d² = ±1`
//! for some integer `d`).
//!
//! **Algorithm.** The 92 Fibonacci numbers below 2^64 in a table built at compile time
//! (`sg_core::zeckendorf`, where the law above is also proven against the game searched);
//! membership by binary search, `z(h)` by the greedy Zeckendorf representation: O(log n) per
//! heap, O(1) memory, each verdict written as its heap is read.
//!
//! **Format.** Heap sizes `n ≥ 1` (the judge: `2 ≤ n < 2^31`; here any `u64`), one per line,
//! ended by `0` (or by the end of the input); per heap `Second win` if the first player loses,
//! else `First win`.

use judge::Scanner;

mod explain;
pub mod model;
#[cfg(feature = "workbench")]
mod play;
#[cfg(feature = "workbench")]
mod problem;
pub use explain::{Explanation, explain};
#[cfg(feature = "workbench")]
pub use problem::FibonacciNim;

/// A judge input: the heap of each test, in order (each at least 1).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Input {
    /// The heaps.
    pub heaps: Vec<u64>,
}

/// What a heap size is called in messages.
const HEAP: &str = "a heap size n (0 ends the input)";

impl Input {
    /// Reads the judge format: heap sizes of at least 1, one per line, up to a `0` or the end
    /// of input.
    ///
    /// # Errors
    /// Non-numeric input, a negative number or one beyond `u64`, or tokens after the final `0`.
    ///
    /// # Complexity
    /// O(input); memory grows with the heaps read.
    pub fn read(sc: &mut Scanner<'_>) -> judge::Result<Self> {
        let mut heaps = Vec::new();
        while let Some(n) = next_heap(sc)? {
            heaps.push(n);
        }
        Ok(Self { heaps })
    }

    /// The one writer: judge text that [`Input::read`] reads back as `self` (every heap at
    /// least 1).
    ///
    /// # Complexity
    /// O(input).
    pub fn write(&self, out: &mut Vec<u8>) {
        for &n in &self.heaps {
            judge::write_line(out, [n]);
        }
        out.extend_from_slice(b"0\n");
    }
}

/// The next heap, or `None` at the final `0` (nothing may follow it) or at the end of input.
fn next_heap(sc: &mut Scanner<'_>) -> judge::Result<Option<u64>> {
    if sc.at_end()? {
        return Ok(None);
    }
    match sc.read(HEAP)? {
        0 => {
            sc.finish()?;
            Ok(None)
        }
        n => Ok(Some(n)),
    }
}

/// The Zeckendorf representation and the Fibonacci numbers live in `sg_core::zeckendorf`
/// (proven there against every set of non-consecutive Fibonacci numbers); this crate reads
/// them under its own names.
pub use sg_core::zeckendorf::{FIBONACCI, is_fibonacci, smallest_term, terms as zeckendorf};

/// Whether the player to move wins a heap of `heap` stones of which a take may remove at most
/// `limit`: `1 ≤ z(heap) ≤ limit` (an empty heap is lost: the opponent took the last stone).
///
/// # Complexity
/// O(92).
#[inline]
pub fn wins(heap: u64, limit: u64) -> bool {
    sg_core::zeckendorf::fibonacci_nim_wins(heap, limit)
}

/// Whether the first player wins a heap of `n ≥ 1`: `n` is not a Fibonacci number.
///
/// # Complexity
/// O(log 92).
#[inline]
pub fn first_player_wins(n: u64) -> bool {
    !is_fibonacci(n)
}

/// The verdict of every test.
///
/// # Complexity
/// O(T).
pub fn answer(input: &Input) -> Vec<bool> {
    input.heaps.iter().map(|&n| first_player_wins(n)).collect()
}

/// The judge's line for each verdict.
const VERDICTS: judge::Verdicts = judge::Verdicts { yes: b"First win\n", no: b"Second win\n" };

/// The verdicts as judge output: `First win` or `Second win`, one line each.
///
/// # Complexity
/// O(T).
pub fn write_answer(verdicts: &[bool], out: &mut Vec<u8>) {
    VERDICTS.write_all(verdicts, out);
}

/// The judge path: like [`Input::read`] then [`answer`], each verdict written as its heap is
/// read.
///
/// # Errors
/// As [`Input::read`].
///
/// # Complexity
/// O(T) time, O(1) memory besides the output.
pub fn solve(sc: &mut Scanner<'_>, out: &mut Vec<u8>) -> judge::Result<()> {
    while let Some(n) = next_heap(sc)? {
        VERDICTS.write(first_player_wins(n), out);
    }
    Ok(())
}

/// Every winning take from a heap of `heap` with at most `limit` per take, increasing. A take
/// `k` wins iff it empties the heap or leaves a smallest term above `2k`. Then `k` is below
/// half the rest's smallest term, so the Zeckendorf terms of `k` and of the rest together are
/// those of `heap`: `k` is a sum of the smallest terms of `heap`. So the candidates are these
/// partial sums (at most 92), each checked by the rule.
///
/// # Complexity
/// O(92²) at worst.
pub fn winning_takes(heap: u64, limit: u64) -> Vec<u64> {
    let terms = zeckendorf(heap);
    let mut takes = Vec::new();
    let mut sum = 0u64;
    for (i, &t) in terms.iter().enumerate().rev() {
        sum += t;
        if sum > limit {
            break;
        }
        // The next term of `heap` (or none: the take empties it).
        let next = i.checked_sub(1).map(|j| terms[j]);
        if next.is_none_or(|z| u128::from(z) > 2 * u128::from(sum)) {
            takes.push(sum);
        }
    }
    takes
}
