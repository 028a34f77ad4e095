//! # New Nim — Luogu P4301 \[CQOI2013\] (also BZOJ 3105)
//!
//! **Game.** `k` heaps of stones. Turn 1: the first player removes any number of whole heaps
//! (possibly none, never all). Turn 2: the second player does the same with what is left. From
//! turn 3 on it is normal Nim, the first player to move. What is the least number of stones the
//! first player can remove on turn 1 and still be sure to win, or `-1` if he cannot win?
//!
//! **Insight.** Call the heaps the first player keeps `S`. If some non-empty `T ⊆ S` has nim-sum
//! 0, the second player removes `S \ T` (not all of `S`, since `T` is non-empty) and the first
//! player faces a lost Nim position. If no such `T` exists, whatever non-empty set the second
//! player leaves has a non-zero nim-sum and the first player wins by Bouton. So the first player
//! wins exactly by keeping a non-empty set that is linearly independent over GF(2) (a heap of 0
//! stones is dependent on its own). The independent sets of vectors form a matroid, so the
//! independent set of largest total — the fewest stones removed — is found greedily: take the
//! heaps in decreasing order and keep each one that is independent of those kept.
//!
//! **Deciding `-1`.** The greedy keeps nothing exactly when every heap is 0; then the first
//! player must keep a dependent set and loses. With the judge's heaps (`a_i ≥ 1`) this never
//! happens, but the answer is decided from the kept set, not assumed. [`model`] plays the whole
//! three-phase game by its rules to check all of this in the tests, zero heaps included, and
//! the greedy is checked against every independent subset of up to 12 heaps.
//!
//! **Algorithm.** Sort the heaps in decreasing order and insert them into a
//! [`sg_core::XorBasis`], adding up the ones that do not insert ([`min_removed`]). O(k log k +
//! 64 k) time, O(k) memory; heaps are any `u64` (zeros allowed), the total removed is summed in
//! `u128`. [`explain`] runs the same greedy and names the heaps.
//!
//! **Format.** `k` (at least 1), then `k` heap sizes; one integer, the least total removed on
//! turn 1, or `-1`.

use judge::Scanner;
use sg_core::XorBasis;

mod explain;
pub mod model;
#[cfg(feature = "workbench")]
mod problem;
pub use explain::{Explanation, explain};
#[cfg(feature = "workbench")]
pub use problem::NewNim;

/// A judge input: the heaps, at least one.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Input {
    /// The heap sizes, in input order.
    pub heaps: Vec<u64>,
}

impl Input {
    /// Reads the judge format: `k ≥ 1`, then `k` heap sizes.
    ///
    /// # Errors
    /// Truncated or non-numeric input, `k = 0` (the first player could not leave a heap), a
    /// negative count or size, or trailing tokens.
    ///
    /// # Complexity
    /// O(input); memory grows with the heaps read, never with the declared count.
    pub fn read(sc: &mut Scanner<'_>) -> judge::Result<Self> {
        let k = sc.count("the number of heaps k", 1..)?;
        let heaps = sc.read_vec(k, "a heap size", ..)?;
        sc.finish()?;
        Ok(Self { heaps })
    }

    /// The one writer: judge text that [`Input::read`] reads back as `self`.
    ///
    /// # Complexity
    /// O(k).
    pub fn write(&self, out: &mut Vec<u8>) {
        let heaps: Vec<String> = self.heaps.iter().map(u64::to_string).collect();
        out.extend_from_slice(format!("{}\n{}\n", heaps.len(), heaps.join(" ")).as_bytes());
    }
}

/// The least number of stones the first player removes on turn 1 and still wins, or `None`
/// when he cannot win (every heap is 0). Sorts `heaps` in decreasing order.
///
/// # Complexity
/// O(k log k + 64 k).
///
/// # Examples
/// ```
/// // Keep one 6 and one 5; the other four heaps (6 + 5 + 5 + 5) go.
/// assert_eq!(new_nim::min_removed(&mut [5, 5, 6, 6, 5, 5]), Some(21));
/// assert_eq!(new_nim::min_removed(&mut [0, 0]), None);
/// ```
pub fn min_removed(heaps: &mut [u64]) -> Option<u128> {
    heaps.sort_unstable_by(|a, b| b.cmp(a));
    let mut basis = XorBasis::new();
    let mut removed = 0u128;
    for &h in heaps.iter() {
        if !basis.insert(h) {
            removed += u128::from(h);
        }
    }
    // The kept heaps are the inserted ones: independent, and non-empty iff the rank grew.
    (basis.rank() > 0).then_some(removed)
}

/// The input's answer: [`min_removed`] on a copy of the heaps.
///
/// # Complexity
/// As [`min_removed`], plus O(k) memory for the copy.
pub fn answer(input: &Input) -> Option<u128> {
    min_removed(&mut input.heaps.clone())
}

/// The judge's line for an answer: the number, or `-1` for `None`.
pub fn write_answer(&answer: &Option<u128>, out: &mut Vec<u8>) {
    match answer {
        Some(removed) => out.extend_from_slice(format!("{removed}\n").as_bytes()),
        None => out.extend_from_slice(b"-1\n"),
    }
}

/// The judge path: [`Input::read`], then [`min_removed`] sorting the heaps read in place (the
/// [`answer`] without its copy), then [`write_answer`].
///
/// # Errors
/// As [`Input::read`].
///
/// # Complexity
/// O(k log k + 64 k) time, O(k) memory.
pub fn solve(sc: &mut Scanner<'_>, out: &mut Vec<u8>) -> judge::Result<()> {
    let mut input = Input::read(sc)?;
    write_answer(&min_removed(&mut input.heaps), out);
    Ok(())
}
