//! # Constrained Nim — AtCoder ABC255 G
//!
//! **Game.** `N` heaps of `A_1 … A_N` stones. A move takes one or more stones from one heap,
//! except the `M` forbidden moves: taking exactly `Y_j` stones from a heap of exactly `X_j`.
//! Takahashi moves first; the player who cannot move loses. Who wins?
//!
//! **Insight.** A heap is a game of its own, so by Sprague–Grundy Takahashi wins iff the XOR of
//! the heaps' values `g(A_i)` is non-zero. Without exceptions `g(x) = x`. With them, `g` is
//! known from its values at the exception heaps alone ([`values`]): a heap with no forbidden
//! take reaches every smaller heap, so its value is one more than every value before it, and
//! between two exceptions the values climb by one; at an exception `X` a value is lost from
//! the options exactly when every heap of that value below `X` is a forbidden target, and each
//! value `v` occurs `1 + extra[v]` times, `extra[v]` counting the exceptions that took `v`
//! again; so `g(X)` is the least value whose occurrences the targets use up, else the next new
//! maximum. The values are thus a shift of `x` off the exceptions, compressed over them. The
//! crate's tests hold this to [`model`] (the rules searched by sg-core's engine) heap by heap
//! on thousands of random forbidden sets, and at the scale of `u64` to two exact second
//! methods: the shift identity (forbidden moves moved up by `D` give `g(x + D) = g(x) + D`)
//! and an independent interval computation of the mex.
//!
//! **Algorithm.** Sort the forbidden moves by heap; per exception heap, look up each target's
//! value (a binary search over the exceptions done so far), count the values, and compare each
//! count with `1 + extra[v]` (a hash map over the re-used values). Then one binary search per
//! heap. O((N + M) log M) time; 24 bytes per exception and 16 per forbidden move.
//! Every `u64` is accepted for `A_i` and `X_j` (`g(x) ≤ x`, so nothing overflows), as are a
//! heap of 0, `N = 0`, `M = 0` and a forbidden move given twice (one rule); a take `Y_j` of 0
//! or above `X_j` is not a move and is refused at its token.
//!
//! **Format.** `N M`, then `A_1 … A_N`, then `M` lines `X_j Y_j`; one line, `Takahashi` if
//! he wins, else `Aoki`.

use judge::Scanner;

mod explain;
pub mod model;
#[cfg(feature = "workbench")]
pub mod play;
#[cfg(feature = "workbench")]
mod problem;
pub mod values;

pub use explain::{Explanation, explain};
#[cfg(feature = "workbench")]
pub use problem::ConstrainedNim;
use values::Values;

/// A judge input: the heaps and the forbidden moves.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Input {
    /// `A_1 … A_N`.
    pub heaps: Vec<u64>,
    /// `(X_j, Y_j)`: taking `Y_j` stones from a heap of exactly `X_j` is forbidden
    /// (`1 ≤ Y_j ≤ X_j`), in input order.
    pub forbidden: Vec<(u64, u64)>,
}

impl Input {
    /// Reads the judge format: `N M`, then `N` heap sizes, then `M` forbidden moves `X_j Y_j`
    /// with `1 ≤ Y_j ≤ X_j`.
    ///
    /// # Errors
    /// Truncated or non-numeric input, a value beyond `u64`, a heap `X_j` of 0, a take `Y_j`
    /// of 0 or above `X_j`, or trailing tokens.
    ///
    /// # Complexity
    /// O(input); memory grows with what is read, never with a declared count.
    pub fn read(sc: &mut Scanner<'_>) -> judge::Result<Self> {
        let n = sc.count("the number of heaps N", ..)?;
        let m = sc.count("the number of forbidden moves M", ..)?;
        let heaps = sc.read_vec(n, "a heap size A_i", ..)?;
        let mut forbidden = Vec::with_capacity(judge::capacity_for(m));
        for _ in 0..m {
            let x = sc.read_in("a forbidden move's heap X_j", 1..)?;
            let y = sc.read_in("a forbidden move's take Y_j (from 1 to X_j)", 1..=x)?;
            forbidden.push((x, y));
        }
        sc.finish()?;
        Ok(Self { heaps, forbidden })
    }

    /// The one writer: judge text that [`Input::read`] reads back as `self`.
    ///
    /// # Complexity
    /// O(input).
    pub fn write(&self, out: &mut Vec<u8>) {
        judge::write_line(out, [self.heaps.len() as u64, self.forbidden.len() as u64]);
        judge::write_line(out, self.heaps.iter().copied());
        for &(x, y) in &self.forbidden {
            judge::write_line(out, [x, y]);
        }
    }
}

/// Whether Takahashi (the first player) wins: the XOR of `g(A_i)` is non-zero.
///
/// # Complexity
/// O((N + M) log M), as [`Values::new`] and a look-up per heap.
pub fn answer(input: &Input) -> bool {
    let values = Values::new(&input.forbidden);
    input.heaps.iter().fold(0, |sum, &a| sum ^ values.get(a)) != 0
}

/// The verdict as judge output.
pub fn write_answer(&takahashi_wins: &bool, out: &mut Vec<u8>) {
    out.extend_from_slice(if takahashi_wins { b"Takahashi\n" } else { b"Aoki\n" });
}

/// The judge path: read, answer, write (every forbidden move must be known before any heap's
/// value is).
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
