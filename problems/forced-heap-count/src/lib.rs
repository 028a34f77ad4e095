//! # Stone Game with a forced first heap — Luogu P5675 \[GZOI2017\] 取石子游戏
//!
//! **Game.** `N` numbered piles. Choose a non-empty set of them and one pile of the set; Alice
//! and Bob then play Nim on the chosen piles, Alice first, and Alice's first move must take from
//! the designated pile (afterwards any pile). The player who cannot move loses. Count the
//! choices (set, designated pile) in which Alice cannot win, modulo 10^9+7.
//!
//! **Insight.** After Alice's first move the game is Nim, so she wins exactly when she can lower
//! the designated pile `a` to leave nim-sum 0: to `a ⊕ v`, `v` the nim-sum of the set, which
//! must be below `a`. Since `a ⊕ v` is the nim-sum `x` of the *other* chosen piles, Alice loses
//! exactly when `x ≥ a` (`x = a` would take nothing). So the answer is `Σ_i #{subsets of the
//! piles other than i with XOR ≥ a_i}`. The crate's tests hold this to [`model`], which
//! searches the forced-first-move game over every (set, designated pile) by its rules.
//!
//! **Algorithm.** For each `i`, count the subsets of the other piles by XOR with
//! `sg_core::xor_subsets::XorSubsetCounts` (piles inserted in increasing order: the XOR range
//! is the next power of two `W` of the largest), and add the counts at `x ≥ a_i`.
//! O(N² · W) time, O(W) memory: at the judge's largest (N = 200, piles ≤ 200) about 10^7
//! steps.
//!
//! **Format.** `N`, then `N` pile sizes; one line, the count modulo 10^9+7. Accepted beyond the
//! judge's limits (N ≤ 200, piles from 1 to 200): `N` up to [`MAX_PILES`] and piles from 0 to
//! [`MAX_PILE`] (bounds on work; an empty designated pile leaves Alice no move, so she loses,
//! as the rule `x ≥ 0` says).
//!
//! **Samples.** The judge's two samples (`2 4 5` → 5, `1 2 2` → 6), in
//! `testdata/forced-heap-count/`.

use judge::Scanner;
use sg_core::xor_subsets::XorSubsetCounts;

pub mod model;
#[cfg(feature = "workbench")]
mod problem;
#[cfg(feature = "workbench")]
pub use problem::ForcedHeapCount;

/// The modulus of the answer.
pub const MODULUS: u32 = 1_000_000_007;

/// The most piles accepted (a bound on the O(N² · W) work; the judge's is 200).
pub const MAX_PILES: usize = 500;

/// The largest pile accepted (a bound on the XOR range W; the judge's is 200).
pub const MAX_PILE: u64 = 1023;

/// A judge input: the pile sizes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Input {
    /// The piles, in input order.
    pub piles: Vec<u64>,
}

impl Input {
    /// Reads `N` and `N` pile sizes, to the end of the input.
    ///
    /// # Errors
    /// Truncated or non-numeric input, more than [`MAX_PILES`] piles, a pile above
    /// [`MAX_PILE`], or trailing tokens.
    ///
    /// # Complexity
    /// O(input); memory grows with what is read.
    pub fn read(sc: &mut Scanner<'_>) -> judge::Result<Self> {
        let n = sc.count("the number of piles N", ..=MAX_PILES)?;
        let piles = sc.read_vec(n, "a pile size", ..=MAX_PILE)?;
        sc.finish()?;
        Ok(Self { piles })
    }

    /// The one writer: `N`, then the piles on one line.
    ///
    /// # Complexity
    /// O(N).
    pub fn write(&self, out: &mut Vec<u8>) {
        let piles: Vec<String> = self.piles.iter().map(u64::to_string).collect();
        out.extend_from_slice(format!("{}\n{}\n", piles.len(), piles.join(" ")).as_bytes());
    }
}

/// The number of (set, designated pile) choices Alice loses, modulo [`MODULUS`].
///
/// # Complexity
/// O(N² · W + N log N), W the next power of two above the largest pile; memory O(W).
pub fn answer(input: &Input) -> u64 {
    let mut order: Vec<usize> = (0..input.piles.len()).collect();
    order.sort_unstable_by_key(|&i| input.piles[i]);
    let largest = order.last().map_or(0, |&i| input.piles[i]);
    let mut total = 0u64;
    for (i, &designated) in input.piles.iter().enumerate() {
        let mut others = XorSubsetCounts::new(1, largest, MODULUS);
        for &j in order.iter().filter(|&&j| j != i) {
            others.insert(input.piles[j]);
        }
        let lost = (designated..others.width() as u64).map(|x| u64::from(others.count(0, x)));
        total = lost.fold(total, |sum, count| (sum + count) % u64::from(MODULUS));
    }
    total
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
