//! # GG and MM (Every-SG) — HDU 3595
//!
//! **Game.** Each subgame is two piles (Euclid's game): the player to move takes a positive
//! multiple of the smaller pile from the larger, `(a, b) → (a, b − k·a)` for `a ≤ b`, `k ≥ 1`,
//! `k·a ≤ b`; a subgame with an empty pile is finished. All `N` subgames are played at once: on
//! every turn the player to move must move in **every** unfinished subgame, and the player who
//! cannot move (every subgame finished) loses. MM moves first.
//!
//! **Insight.** This is an Every-SG compound ([`sg_core::every_sg`]): give each subgame its step
//! count — 0 when finished, for a won position 1 + the largest step of a lost option (the winner
//! drags it out), for a lost one 1 + the smallest step of any option (the loser cuts it short);
//! MM wins iff the largest step over the subgames is odd. sg-core proves that rule against the
//! compound game searched move by move.
//!
//! The step of a Euclid pair follows the Euclidean algorithm. With `a ≤ b`, `b = q·a + r`:
//! - `r = 0`: take everything (`(a, b) → (0, a)`), the only lost option; step 1.
//! - `r > 0`, and `(s, w)` the step and outcome of `(r, a)`. The options are `(a, j·a + r)` for
//!   `0 ≤ j < q` (with `j = 0` meaning `(r, a)`). `(a, a + r)` has the single option `(r, a)`, so
//!   its step is `s + 1` and it is won iff `(r, a)` is lost. So `q = 1` gives step `s + 1`, the
//!   outcome flipped. For `q ≥ 2`, by induction on `j` every `(a, j·a + r)` with `j ≥ 2` is won
//!   (one of `(r, a)`, `(a, a + r)` is lost), so the lost options are just that one: step
//!   `s + 1` if `(r, a)` is lost (even `s`), `s + 2` if it is won.
//!
//! Since a step is odd iff its position is won, both cases are maps on the step alone:
//! `q = 1`: `s ↦ s + 1`; `q ≥ 2`: `s ↦ (s + 1) | 1`. [`euclid_steps`] composes them from the
//! top of the Euclidean algorithm down, with no stack: each map adds a constant chosen by the
//! parity of its argument, so the composition so far is two constants `(c_even, c_odd)`, and
//! the bottom (`r = 0`, step 1) gives `1 + c_odd`. The tests hold it to [`model`] (the rules
//! searched by sg-core's step solver) on thousands of small inputs, and near `10^18` and
//! `u64::MAX` to the same search on pairs whose partial quotients are small enough for a search
//! over every move.
//!
//! **Algorithm.** O(log min(p, q)) per subgame, one division per level of the Euclidean
//! algorithm (at most 91 levels for `u64` piles, about 37 for random ones); the judge path runs
//! two pairs' algorithms interleaved so that their divisions overlap, in O(1) memory. Piles are
//! any `u64`: every pile value formed is at most the larger pile (the explanation's `a + r` is
//! `b − (q − 1)·a`) and the step counters stay below 2 · 91, so nothing overflows.
//!
//! **Format.** Test cases until the end of input: `N`, then `N` pairs `p q`. Per test one line,
//! `MM` if MM (the first player) wins, else `GG`. A pile may be 0 (a finished subgame) and `N`
//! may be 0 (MM cannot move: `GG`).

use judge::Scanner;

mod explain;
pub mod model;
#[cfg(feature = "workbench")]
mod problem;
pub use explain::{Explanation, explain};
#[cfg(feature = "workbench")]
pub use problem::EverySg;

/// A judge input: the subgames of each test.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Input {
    /// `tests[t]` holds the pile pairs `(p, q)` of test `t`.
    pub tests: Vec<Vec<(u64, u64)>>,
}

/// What a test's count is called; at most `usize::MAX / 2`, so that its pile count fits.
const COUNT: &str = "the number of subgames N";
/// What a pile value is called.
const PILE: &str = "a pile size";

impl Input {
    /// Reads the judge format: tests `N` and `N` pairs `p q`, until the end of input.
    ///
    /// # Errors
    /// A non-numeric, negative or beyond-`u64` token, or a test cut short (an odd number of
    /// pile values for its `N`).
    ///
    /// # Complexity
    /// O(input); memory grows with the pairs read, never with a declared count.
    pub fn read(sc: &mut Scanner<'_>) -> judge::Result<Self> {
        let mut tests = Vec::new();
        while !sc.at_end()? {
            let n = sc.count(COUNT, ..=usize::MAX / 2)?;
            let mut pairs = Vec::with_capacity(judge::capacity_for(n));
            for _ in 0..n {
                let p = sc.read(PILE)?;
                pairs.push((p, sc.read(PILE)?));
            }
            tests.push(pairs);
        }
        Ok(Self { tests })
    }

    /// The one writer: judge text that [`Input::read`] reads back as `self`.
    ///
    /// # Complexity
    /// O(input).
    pub fn write(&self, out: &mut Vec<u8>) {
        for pairs in &self.tests {
            judge::write_line(out, [pairs.len() as u64]);
            for &(p, q) in pairs {
                judge::write_line(out, [p, q]);
            }
        }
    }
}

/// The Every-SG step count of Euclid's game at piles `p` and `q` (see the crate doc): 0 when a
/// pile is empty; odd iff the player to move wins the pair alone.
///
/// ```
/// assert_eq!(every_sg::euclid_steps(0, 7), 0);
/// assert_eq!(every_sg::euclid_steps(1, 1), 1); // take it all
/// assert_eq!(every_sg::euclid_steps(3, 2), 2); // (2, 3) -> (1, 2) -> (0, 1): forced and lost
/// assert_eq!(every_sg::euclid_steps(2, 5), 3); // (2, 5) -> (2, 3) -> (1, 2) -> (0, 1)
/// ```
///
/// # Complexity
/// O(log min(p, q)): one level per step of the Euclidean algorithm.
#[inline]
pub fn euclid_steps(p: u64, q: u64) -> u64 {
    let mut run = Euclidean::new(p, q);
    loop {
        if let Some(steps) = run.level() {
            return steps;
        }
    }
}

/// The Euclidean algorithm on a pair, with the maps of the levels seen so far composed: they
/// take the step `s` of the current pair to `s + c_even` or `s + c_odd` by its parity.
#[derive(Debug, Clone, Copy)]
struct Euclidean {
    a: u64,
    b: u64,
    c_even: u64,
    c_odd: u64,
}

impl Euclidean {
    /// At the top: the identity map.
    #[inline(always)]
    fn new(p: u64, q: u64) -> Self {
        Self { a: p.min(q), b: p.max(q), c_even: 0, c_odd: 0 }
    }

    /// One level: the pair's step if this is the bottom (or the pair is finished), else move
    /// down to `(r, a)`.
    #[inline(always)]
    fn level(&mut self) -> Option<u64> {
        let Self { a, b, c_even, c_odd } = *self;
        if a == 0 {
            return Some(0);
        }
        // b ≥ a > 0. One division every level, even for quotient 1 (a subtraction would do
        // there): the loop then has no branch but its exit, which measured faster than
        // mispredicting the commonest quotients.
        let r = b % a;
        if r == 0 {
            return Some(1 + c_odd);
        }
        // This level's map now runs first: q = 1 takes s to s + 1 (parity flips); q ≥ 2 takes
        // even s to s + 1 and odd s to s + 2 (both odd).
        let single = b - a < a;
        *self = Self {
            a: r,
            b: a,
            c_even: c_odd + 1,
            c_odd: if single { c_even + 1 } else { c_odd + 2 },
        };
        None
    }
}

/// The step of a pair whose algorithm has begun.
#[inline]
fn rest(mut run: Euclidean) -> u64 {
    loop {
        if let Some(steps) = run.level() {
            return steps;
        }
    }
}

/// The largest step over the pairs `(piles[0], piles[1])`, `(piles[2], piles[3])`, … (a last
/// odd pile is ignored), 0 for none: two Euclidean algorithms run interleaved, and each takes
/// the next pair when it ends, so that the processor overlaps their divisions (each level
/// waits for the one before it).
///
/// # Complexity
/// As [`euclid_steps`] on each pair.
pub fn largest_steps(piles: &[u64]) -> u64 {
    let mut pairs = piles.chunks_exact(2).map(|pair| Euclidean::new(pair[0], pair[1]));
    let (Some(mut x), Some(mut y)) = (pairs.next(), pairs.next()) else {
        return piles.chunks_exact(2).map(|pair| euclid_steps(pair[0], pair[1])).max().unwrap_or(0);
    };
    let mut largest = 0;
    loop {
        if let Some(steps) = x.level() {
            largest = largest.max(steps);
            match pairs.next() {
                Some(next) => x = next,
                None => return largest.max(rest(y)),
            }
        }
        if let Some(steps) = y.level() {
            largest = largest.max(steps);
            match pairs.next() {
                Some(next) => y = next,
                None => return largest.max(rest(x)),
            }
        }
    }
}

/// Whether MM, moving first, wins a test with these subgames: the largest step is odd.
///
/// # Complexity
/// O(Σ log of the piles).
pub fn first_player_wins(pairs: &[(u64, u64)]) -> bool {
    sg_core::every_sg::first_player_wins(pairs.iter().map(|&(p, q)| euclid_steps(p, q)))
}

/// The verdict of every test.
///
/// # Complexity
/// O(Σ log of the piles).
pub fn answer(input: &Input) -> Vec<bool> {
    input.tests.iter().map(|pairs| first_player_wins(pairs)).collect()
}

/// The judge's line for each verdict.
const VERDICTS: judge::Verdicts = judge::Verdicts { yes: b"MM\n", no: b"GG\n" };

/// The verdicts as judge output: `MM` or `GG`, one line each.
///
/// # Complexity
/// O(tests).
pub fn write_answer(verdicts: &[bool], out: &mut Vec<u8>) {
    VERDICTS.write_all(verdicts, out);
}

/// The judge path: [`Input::read`] and [`answer`] fused, each chunk of pairs folded into the
/// test's largest step as it is read.
///
/// # Errors
/// As [`Input::read`].
///
/// # Complexity
/// O(input) time, O(1) memory.
pub fn solve(sc: &mut Scanner<'_>, out: &mut Vec<u8>) -> judge::Result<()> {
    // Pairs are read a chunk at a time, so that [`largest_steps`] can run two at once.
    const CHUNK: usize = 64;
    let mut piles = [0u64; 2 * CHUNK];
    while !sc.at_end()? {
        let mut left = sc.count(COUNT, ..=usize::MAX / 2)?;
        let mut largest = 0;
        while left > 0 {
            let pairs = left.min(CHUNK);
            sc.read_fold(2 * pairs, PILE, .., 0, |i, pile| {
                piles[i] = pile;
                Ok(i + 1)
            })?;
            largest = largest.max(largest_steps(&piles[..2 * pairs]));
            left -= pairs;
        }
        VERDICTS.write(largest % 2 == 1, out);
    }
    Ok(())
}

/// MM's first move in a subgame by the strategy of the Every-SG proof: the larger pile `from`
/// becomes `to`, and the step drops by exactly one.
///
/// From `b = q·a + r`: take everything if `r = 0`; the forced `(r, a)` if `q = 1`; for `q ≥ 2`,
/// the lost option of the larger step, `(r, a)` if that is lost and else `(a, a + r)`.
///
/// # Complexity
/// O(log min(p, q)).
pub fn step_move(p: u64, q: u64) -> Option<(u64, u64)> {
    let (a, b) = (p.min(q), p.max(q));
    if a == 0 {
        return None;
    }
    let r = b % a;
    let to = if r == 0 || b - a < a || euclid_steps(r, a) % 2 == 0 { r } else { a + r };
    // a + r ≤ b here (q ≥ 2), so the sum does not overflow.
    Some((b, to))
}
