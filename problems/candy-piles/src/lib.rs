//! # Candy Piles — AtCoder AGC002 E
//!
//! **Game.** `N` piles of candies. A move either eats every candy of a largest pile, or eats one
//! candy from every pile. **Whoever eats the last candy loses.** Does the first player win?
//!
//! **Insight.** Sort the piles `a_1 ≥ a_2 ≥ … ≥ a_N` and draw them as a Young diagram: column
//! `x` (from 0) holds `a_{x+1}` cells. After `x` largest piles eaten and `y` rounds of one from
//! each, the candies left are the cells `(x', y')` with `x' ≥ x`, `y' ≥ y`: the game is a token
//! at `(x, y)` moving right (eat the largest) or up (one from each), and a token outside the
//! diagram (no candy left) means the player to move wins, the other having eaten the last one.
//! - *Diagonal lemma.* If `(x + 1, y + 1)` is in the diagram, `(x, y)` has its outcome. If it is
//!   lost, then `(x + 1, y)` and `(x, y + 1)` both move to it and win, so `(x, y)` is lost. If
//!   it is won by a move to a lost cell `(x + 2, y + 1)` (or `(x + 1, y + 2)`, in the diagram),
//!   then by induction `(x + 1, y)` (or `(x, y + 1)`) has that cell's outcome, lost, and
//!   `(x, y)` moves there and wins.
//! - So the start has the outcome of the last diagonal cell `(p − 1, p − 1)`, where `p` is the
//!   largest index with `a_p ≥ p`. From there `(p, p)` is outside, so in the column above it
//!   every right move, and in the row to its right every up move, leaves the diagram and loses:
//!   the column and the row are corridors of `U = a_p − p` and `R = #{j > p : a_j = p}` cells,
//!   and a corridor's cells alternate from its lost last one. **The first player wins iff `U`
//!   or `R` is odd.**
//!
//! [`model`] plays the piles by the rules (a multiset, misère, no diagram); the crate's tests
//! hold [`answer`], [`solve`] and every [`explain`]ed move to it on thousands of generated
//! inputs, and the law to the diagram's cells valued one by one on piles up to 300.
//!
//! **Algorithm.** No sort: `p` is the h-index of the piles, found by counting the piles per
//! size (sizes above `N` counted as `N + 1`); then `#{a_j ≥ p} − p = R` (the `p` largest piles
//! are at least `p`, the others at most `p`), and `a_p` is `p` unless exactly `p` piles exceed
//! `p`, when it is the smallest of them. O(N) time and memory.
//!
//! **Format.** `N`, then `a_1 … a_N` (`1 ≤ a_i`; the judge: `N ≤ 10^5`, `a_i ≤ 10^9`; here any
//! `N ≥ 1` and any `u64`); `First` if the first player wins, else `Second`.

use judge::Scanner;

mod explain;
pub mod model;
#[cfg(feature = "workbench")]
mod problem;
pub use explain::{Explanation, FirstMove, after, explain};
#[cfg(feature = "workbench")]
pub use problem::CandyPiles;

/// A judge input: the piles.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Input {
    /// The pile sizes, in the input's order, each at least 1.
    pub piles: Vec<u64>,
}

impl Input {
    /// Reads the judge format: `N ≥ 1`, then `N` pile sizes of at least 1.
    ///
    /// # Errors
    /// Truncated or non-numeric input, no pile, an empty pile, a size beyond `u64`, or
    /// trailing tokens.
    ///
    /// # Complexity
    /// O(input); memory grows with the piles read, never with the declared `N`.
    pub fn read(sc: &mut Scanner<'_>) -> judge::Result<Self> {
        let n = sc.count("the number of piles N", 1..)?;
        let piles = sc.read_vec(n, "a pile size", 1..)?;
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

/// The corridors at the end of the diagonal walk.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Walk {
    /// The last diagonal cell is `(p − 1, p − 1)`: `p` is the largest index with `a_p ≥ p`
    /// (the h-index of the piles).
    pub p: u64,
    /// The cells above it: `a_p − p`.
    pub up: u64,
    /// The cells to its right: the piles after the `p`-th of size exactly `p`.
    pub right: u64,
}

impl Walk {
    /// Whether the player to move at the start wins: a corridor is odd.
    pub fn first_player_wins(&self) -> bool {
        self.up % 2 == 1 || self.right % 2 == 1
    }
}

/// The diagonal walk of a non-empty set of non-empty piles, in any order.
///
/// # Panics
/// If there is no pile, or every pile is empty (callers check: [`Input::read`] refuses both,
/// [`first_player_wins`] drops empty piles first).
///
/// # Complexity
/// O(N) time and memory (a count per size up to `N + 1`).
pub fn walk(piles: &[u64]) -> Walk {
    let n = piles.len();
    let mut per_size = vec![0u64; n + 2];
    for &a in piles {
        per_size[a.min(n as u64 + 1) as usize] += 1;
    }
    // The largest p with at least p piles of size ≥ p (p = 1 qualifies: every pile is ≥ 1).
    let (mut p, mut at_least) = (n + 1, 0u64);
    loop {
        at_least += per_size[p];
        if at_least >= p as u64 || p == 1 {
            break;
        }
        p -= 1;
    }
    let p64 = p as u64;
    let above = at_least - per_size[p];
    let a_p = if above == p64 { piles.iter().copied().filter(|&a| a > p64).min() } else { None };
    Walk { p: p64, up: a_p.unwrap_or(p64) - p64, right: at_least - p64 }
}

/// Whether the first player wins with these piles; with no candy at all, the player to move
/// wins (the other ate the last one).
///
/// # Complexity
/// O(N).
pub fn first_player_wins(piles: &[u64]) -> bool {
    let candy: Vec<u64> = piles.iter().copied().filter(|&a| a > 0).collect();
    candy.is_empty() || walk(&candy).first_player_wins()
}

/// The verdict of the test.
///
/// # Complexity
/// O(N).
pub fn answer(input: &Input) -> bool {
    walk(&input.piles).first_player_wins()
}

/// The judge's line for each verdict.
const VERDICTS: judge::Verdicts = judge::Verdicts { yes: b"First\n", no: b"Second\n" };

/// The verdict as judge output: `First` or `Second`.
///
/// # Complexity
/// O(1).
pub fn write_answer(first_wins: &bool, out: &mut Vec<u8>) {
    VERDICTS.write(*first_wins, out);
}

/// The judge path: read, answer, write.
///
/// # Errors
/// As [`Input::read`].
///
/// # Complexity
/// O(N).
pub fn solve(sc: &mut Scanner<'_>, out: &mut Vec<u8>) -> judge::Result<()> {
    write_answer(&answer(&Input::read(sc)?), out);
    Ok(())
}
