//! # Arbitrary Nim — AtCoder ARC168 B
//!
//! **Game.** Piles `A_1 … A_N`. First a positive integer `k` is fixed; then Alice and Bob play
//! Nim (Alice first, the player who cannot move loses) in which a move takes from 1 to `k`
//! stones from one pile. Print the largest `k` for which Alice wins; `-1` if she wins for
//! arbitrarily large `k`; `0` if she wins for none.
//!
//! **Insight.** With takes capped at `k` a pile of `a` has Grundy value `a mod (k + 1)` (the
//! subtraction game {1, …, k}: from `a` the options are `a − 1, …, a − k`, whose values cover
//! every residue but `a`'s own; the tests check it against the engine's search). So Alice wins
//! with cap `k` iff `X(k) = ⊕ (A_i mod (k + 1)) ≠ 0`. Let `s = ⊕ A_i` and `M = max A_i`.
//! - `s ≠ 0`: for every `k ≥ M` the residues are the piles themselves, `X(k) = s ≠ 0`: `-1`.
//! - `s = 0`: values met an even number of times cancel in `X(k)` for every `k` (equal piles
//!   have equal residues). Let `B` be the values met an odd number of times; `⊕B = s = 0`.
//!   If `B` is empty, `X(k) = 0` for every `k`: `0`. Otherwise let `m = max B` (then `B` has at
//!   least three values, as one or two distinct values cannot XOR to 0, so `m ≥ 3`). For
//!   `k ≥ m` every value of `B` is its own residue and `X(k) = ⊕B = 0`: Alice loses. For
//!   `k = m − 1` only `m` changes, to 0, so `X(k) = ⊕B ⊕ m = m ≠ 0`: Alice wins. The answer is
//!   `m − 1`.
//!
//! [`model`] decides each cap by searching the capped game by its definition (a cap at or
//! above `M` is Nim itself, since no take exceeds `M`), and the crate's tests hold [`answer`]
//! and [`solve`] to it on thousands of generated inputs, and, at the judge's sizes, check the
//! answer against `X(k)` evaluated pile by pile for the answer and many larger caps.
//!
//! **Algorithm.** The XOR of the piles; if it is 0, sort the piles and walk down the runs of
//! equal values to the largest one of odd length. O(N log N) time, O(N) memory. Any `u64`
//! piles are accepted (a pile of 0, or `N = 0`, changes nothing: no move from it).
//!
//! **Format.** `N`, then `A_1 … A_N` (limits 1 ≤ N ≤ 250000, 1 ≤ A_i ≤ 10^9); one integer.

use judge::Scanner;

pub mod model;
#[cfg(feature = "workbench")]
mod problem;
#[cfg(feature = "workbench")]
pub use problem::ArbitraryNim;

/// A judge input: the piles.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Input {
    /// `A_1 … A_N`.
    pub piles: Vec<u64>,
}

impl Input {
    /// Reads the judge format: `N`, then `N` pile sizes.
    ///
    /// # Errors
    /// Truncated or non-numeric input, a value beyond `u64`, or trailing tokens.
    ///
    /// # Complexity
    /// O(input); memory grows with the piles read, never with the declared `N`.
    pub fn read(sc: &mut Scanner<'_>) -> judge::Result<Self> {
        let n = sc.count("the number of piles N", ..)?;
        let piles = sc.read_vec(n, "a pile size A_i", ..)?;
        sc.finish()?;
        Ok(Self { piles })
    }

    /// The one writer: judge text that [`Input::read`] reads back as `self`.
    ///
    /// # Complexity
    /// O(input).
    pub fn write(&self, out: &mut Vec<u8>) {
        judge::write_line(out, [self.piles.len() as u64]);
        judge::write_line(out, self.piles.iter().copied());
    }
}

/// Which caps `k` let Alice win.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Cap {
    /// Every large enough `k` (printed `-1`).
    Any,
    /// No `k` (printed `0`).
    None,
    /// This is the largest (at least 1).
    Largest(u64),
}

/// The answer for these piles, by the crate doc's argument.
///
/// # Complexity
/// O(N log N): a sort when the XOR is 0; O(N) otherwise.
pub fn largest_cap(piles: &[u64]) -> Cap {
    if sg_core::nim_sum(piles) != 0 {
        return Cap::Any;
    }
    let mut sorted = piles.to_vec();
    sorted.sort_unstable();
    // Walk the runs of equal values from the top; the first run of odd length holds m.
    let mut end = sorted.len();
    while end > 0 {
        let value = sorted[end - 1];
        if value == 0 {
            break; // empty piles take no part: no positive value is met an odd number of times
        }
        let start = sorted[..end].partition_point(|&v| v < value);
        if (end - start) % 2 == 1 {
            return Cap::Largest(value - 1);
        }
        end = start;
    }
    Cap::None
}

/// The answer of the input.
///
/// # Complexity
/// O(N log N).
pub fn answer(input: &Input) -> Cap {
    largest_cap(&input.piles)
}

/// The answer as judge output: `-1`, `0` or the largest cap, on one line.
///
/// # Complexity
/// O(1).
pub fn write_answer(cap: &Cap, out: &mut Vec<u8>) {
    match *cap {
        Cap::Any => out.extend_from_slice(b"-1\n"),
        Cap::None => out.extend_from_slice(b"0\n"),
        Cap::Largest(k) => judge::write_line(out, [k]),
    }
}

/// The judge path: read, answer, write.
///
/// # Errors
/// As [`Input::read`].
///
/// # Complexity
/// O(N log N).
pub fn solve(sc: &mut Scanner<'_>, out: &mut Vec<u8>) -> judge::Result<()> {
    write_answer(&answer(&Input::read(sc)?), out);
    Ok(())
}
