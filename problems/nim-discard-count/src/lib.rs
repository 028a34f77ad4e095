//! # Nim with a handicap — Luogu P5970 \[POI 2016\] Nim z utrudnieniem
//!
//! **Game.** Nim on `n` piles, A moving first. Before play, B discards some of the piles: any
//! number of them that is a multiple of `d` (none is allowed), but not all. Count the discards
//! after which B (second to move) wins, modulo 10^9+7.
//!
//! **Insight.** By Bouton, B wins the remaining Nim exactly when its nim-sum is 0, i.e. when
//! the discarded piles' XOR equals the XOR `X` of all piles. So the answer is the number of
//! subsets of size ≡ 0 (mod `d`) with XOR `X`, less one when `d` divides `n` (discarding every
//! pile, which is not allowed and always has XOR `X`). The crate's tests hold this to
//! [`model`], which plays Nim on what remains of every discard by search (no XOR).
//!
//! **Algorithm.** `sg_core::xor_subsets::XorSubsetCounts` with `d` size classes, the piles
//! inserted in increasing order: the table spans the XORs below the next power of two of the
//! pile being inserted, so pile `a` costs `d · 2^⌈log₂(a + 1)⌉ ≤ 2d·a` steps, O(d · (n + Σa))
//! in all, updated in place. Memory: the table is `d · W` counts of 4 bytes, `W` the next
//! power of two above the largest pile, reserved once (no doubling while it grows), plus the
//! piles: at the judge's largest (d = 10, piles below 2^20, n = 5·10^5) 40 MiB + 2 MiB. A
//! second table (the textbook `f[i][j]` / `f[i+1][j]`) would double it.
//!
//! **Format.** `n d`, then `n` pile sizes; one line, the count modulo 10^9+7. Accepted: the
//! judge's `d` from 1 to [`MAX_CLASSES`] (the table is `d` times the XOR range), piles from 0
//! (the statement's are positive; an empty pile changes no XOR) to [`MAX_PILE`], their sum at
//! most [`MAX_SUM`] (the judge's promise, which bounds the work), and any `n` that sum allows.
//! A sum beyond it is refused at the pile that passes it.
//!
//! **Sample.** The judge's one sample (5 piles, d = 2 → 2), in `testdata/nim-discard-count/`.

use judge::Scanner;
use sg_core::xor_subsets::XorSubsetCounts;

pub mod model;
#[cfg(feature = "workbench")]
mod problem;
#[cfg(feature = "workbench")]
pub use problem::NimDiscardCount;

/// The modulus of the answer.
pub const MODULUS: u32 = 1_000_000_007;

/// The largest `d` accepted (the judge's; the table holds `d` counts per XOR value).
pub const MAX_CLASSES: u64 = 10;

/// The largest pile accepted: below 2^20, so the XOR range is at most 2^20 (the judge's piles
/// are at most 10^6).
pub const MAX_PILE: u32 = (1 << 20) - 1;

/// The largest total of the piles (the judge's promise; the work is O(d · (n + Σa))).
pub const MAX_SUM: u64 = 10_000_000;

/// A judge input: the multiple `d` and the piles.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Input {
    /// The discarded piles' number must be a multiple of `d`.
    pub d: u64,
    /// The piles, in input order.
    pub piles: Vec<u32>,
}

impl Input {
    /// Reads `n d` and `n` pile sizes, to the end of the input.
    ///
    /// # Errors
    /// Truncated or non-numeric input, `d` outside 1..=[`MAX_CLASSES`], a pile above
    /// [`MAX_PILE`], a running sum above [`MAX_SUM`], or trailing tokens.
    ///
    /// # Complexity
    /// O(input); memory grows with what is read.
    pub fn read(sc: &mut Scanner<'_>) -> judge::Result<Self> {
        let n = sc.count("the number of piles n", ..)?;
        let d = sc.read_in("the multiple d", 1..=MAX_CLASSES)?;
        let mut piles = Vec::with_capacity(judge::capacity_for(n));
        sc.read_fold(n, "a pile size", ..=MAX_PILE, 0u64, |sum, pile| {
            let sum = sum + u64::from(pile);
            if sum > MAX_SUM {
                return Err(format!("the piles' sum passes {MAX_SUM} here (the judge's promise)"));
            }
            piles.push(pile);
            Ok(sum)
        })?;
        sc.finish()?;
        Ok(Self { d, piles })
    }

    /// The one writer: `n d`, then the piles on one line.
    ///
    /// # Complexity
    /// O(n).
    pub fn write(&self, out: &mut Vec<u8>) {
        out.extend_from_slice(format!("{} {}\n", self.piles.len(), self.d).as_bytes());
        let mut line = String::with_capacity(self.piles.len() * 8);
        for (i, pile) in self.piles.iter().enumerate() {
            if i > 0 {
                line.push(' ');
            }
            line.push_str(&pile.to_string());
        }
        line.push('\n');
        out.extend_from_slice(line.as_bytes());
    }
}

/// The number of discards after which B wins, modulo [`MODULUS`].
///
/// # Complexity
/// O(n log n + d · (n + Σa)) time; memory O(n + d · W), W the XOR range.
pub fn answer(input: &Input) -> u64 {
    count_discards(input.d, &mut input.piles.clone())
}

/// [`answer`] on piles it may reorder (the judge path sorts the piles it read, in place).
///
/// # Complexity
/// As [`answer`].
fn count_discards(d: u64, piles: &mut [u32]) -> u64 {
    piles.sort_unstable();
    let all = piles.iter().fold(0, |x, &p| x ^ p);
    let largest = piles.last().copied().unwrap_or(0);
    let mut counts = XorSubsetCounts::new(d as usize, u64::from(largest), MODULUS);
    for &pile in piles.iter() {
        counts.insert(u64::from(pile));
    }
    let discards = u64::from(counts.count(0, u64::from(all)));
    let every_pile = u64::from(piles.len() as u64 % d == 0);
    (discards + u64::from(MODULUS) - every_pile) % u64::from(MODULUS)
}

/// The count as judge output: one line.
///
/// # Complexity
/// O(1).
pub fn write_answer(count: &u64, out: &mut Vec<u8>) {
    out.extend_from_slice(format!("{count}\n").as_bytes());
}

/// The judge path: read, answer (sorting the piles read, not a copy), write.
///
/// # Errors
/// As [`Input::read`].
///
/// # Complexity
/// As [`answer`].
pub fn solve(sc: &mut Scanner<'_>, out: &mut Vec<u8>) -> judge::Result<()> {
    let mut input = Input::read(sc)?;
    write_answer(&count_discards(input.d, &mut input.piles), out);
    Ok(())
}
