//! # 人人尽说江南好 (merging piles) — Luogu P4101 \[HEOI2014\]
//!
//! **Game.** `n` piles of one stone each and a cap `m`. A move merges two piles whose sizes add
//! up to at most `m`. The player who cannot move loses. 小 Z moves first. Who wins? (The judge
//! prints `0` when the **first** player wins and `1` when the second does.)
//!
//! **Insight.** Every move lowers the number of piles by one, so the game lasts `n − f` moves
//! when it ends with `f` piles, and the first player wins iff `n − f` is odd. No pile exceeds
//! `m`, so `f ≥ ⌈n/m⌉`: at most `L = n − ⌈n/m⌉` moves are ever made. Call a pile *full* at
//! size `m`, a *one* at size 1 (below `m`) and *partial* in between. The player who wins when
//! exactly `L` moves are made (the first if `L` is odd, else the second) keeps this
//! *invariant* after each of his moves: **at most one partial pile**. It holds at the start.
//! From an invariant position the opponent can only merge two ones, or a one into the partial
//! (anything with a full pile exceeds `m`). The latter keeps the invariant, and so does the
//! former when there was no partial or `m = 2`; then the keeper merges a one into the partial,
//! or two ones when there is no partial. If the opponent made a second partial, a 2 beside a
//! partial `p`, the keeper merges the two when `p + 2 ≤ m`; otherwise `p = m − 1`, and he
//! merges a one into `p`, which becomes full. Should no one be left then, the piles are full
//! ones, `m − 1` and `2`, with no move. A position that keeps the invariant and has no move
//! has at most one pile below `m`, so `f = ⌈n/m⌉` and exactly `L` moves were made. Counting
//! moves, the position after an opponent's move can never be such a final one, so the keeper
//! always has his move. Every game thus ends after exactly `L` moves, with the keeper moving
//! last. **The first player wins iff `n − ⌈n/m⌉` is odd.** With `m ≤ 1` no two piles fit
//! (`L = 0` for `m = 1`; `m = 0` is read as no move).
//!
//! The crate's tests hold [`answer`] to [`model`] (the merges searched by sg-core's engine) on
//! thousands of generated inputs and on every `n ≤ 24`, `m ≤ 26`. They also play
//! [`keeping_move`] (the strategy above) for the winner against every reply of the opponent
//! for every `n ≤ 16`, `m ≤ 18`, checking the invariant after each of its moves. The law uses
//! integer division only, so it is exact for every `u64`.
//!
//! **Algorithm.** O(1) per test.
//!
//! **Format.** `T`, then `T` lines `n m` (limits 1 ≤ n, m ≤ 10^9, T ≤ 100); per test `0` if the
//! first player wins, else `1`.

use judge::Scanner;

mod explain;
pub mod model;
#[cfg(feature = "workbench")]
mod problem;
pub use explain::{Explanation, explain};
#[cfg(feature = "workbench")]
pub use problem::MergePiles;

/// One game: `n` piles of one stone, merges up to `m` stones.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Game {
    /// The number of single-stone piles.
    pub n: u64,
    /// The largest pile a merge may make.
    pub m: u64,
}

/// A judge input: the games.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Input {
    /// One per test.
    pub games: Vec<Game>,
}

impl Input {
    /// Reads the judge format: `T`, then `T` pairs `n m`.
    ///
    /// # Errors
    /// Truncated or non-numeric input, a value beyond `u64`, or trailing tokens.
    ///
    /// # Complexity
    /// O(input); memory grows with the games read, never with the declared `T`.
    pub fn read(sc: &mut Scanner<'_>) -> judge::Result<Self> {
        let tests = sc.count("the number of tests T", ..)?;
        let mut games = Vec::with_capacity(judge::capacity_for(tests));
        for _ in 0..tests {
            games.push(Game { n: sc.read("the number of piles n")?, m: sc.read("the cap m")? });
        }
        sc.finish()?;
        Ok(Self { games })
    }

    /// The one writer: judge text that [`Input::read`] reads back as `self`.
    ///
    /// # Complexity
    /// O(input).
    pub fn write(&self, out: &mut Vec<u8>) {
        judge::write_line(out, [self.games.len() as u64]);
        for g in &self.games {
            judge::write_line(out, [g.n, g.m]);
        }
    }
}

/// `L = n − ⌈n/m⌉`, the number of merges every game lasts under the keeper's strategy (0 when
/// `m = 0`: no merge fits).
///
/// # Complexity
/// O(1).
pub fn merges(g: Game) -> u64 {
    if g.m == 0 { 0 } else { g.n - g.n.div_ceil(g.m) }
}

/// Whether the first player wins: `n − ⌈n/m⌉` is odd (the crate doc's proof).
///
/// # Complexity
/// O(1).
pub fn first_player_wins(g: Game) -> bool {
    merges(g) % 2 == 1
}

/// The strategy of the proof, for the player who wins when exactly `n − ⌈n/m⌉` merges are
/// made: the indices of two piles to merge that leave at most one partial pile (neither 1 nor
/// `m`), given a position (pile sizes) reached under that strategy; `None` when no merge
/// fits. Merges the two partials if they fit together, else a one into the largest partial;
/// with one partial, a one into it; with none, two ones.
///
/// # Complexity
/// O(number of piles).
pub fn keeping_move(piles: &[u64], m: u64) -> Option<(usize, usize)> {
    let partial = |p: u64| p > 1 && p < m;
    let mut partials: Vec<usize> = (0..piles.len()).filter(|&i| partial(piles[i])).collect();
    partials.sort_by_key(|&i| piles[i]);
    let mut ones = (0..piles.len()).filter(|&i| piles[i] == 1 && m > 1);
    match partials[..] {
        [.., p, q] if piles[p] + piles[q] <= m => Some((p, q)),
        [.., q] => ones.next().map(|one| (one, q)),
        [] => Some((ones.next()?, ones.next()?)),
    }
}

/// The verdict of every game: `true` when the first player wins.
///
/// # Complexity
/// O(T).
pub fn answer(input: &Input) -> Vec<bool> {
    input.games.iter().map(|&g| first_player_wins(g)).collect()
}

/// The judge's line for each verdict: `0` when the first player wins (the judge's convention).
const VERDICTS: judge::Verdicts = judge::Verdicts { yes: b"0\n", no: b"1\n" };

/// The verdicts as judge output: `0` if the first player wins, else `1`, one line each.
///
/// # Complexity
/// O(T).
pub fn write_answer(verdicts: &[bool], out: &mut Vec<u8>) {
    VERDICTS.write_all(verdicts, out);
}

/// The judge path: read, answer, write.
///
/// # Errors
/// As [`Input::read`].
///
/// # Complexity
/// O(input).
pub fn solve(sc: &mut Scanner<'_>, out: &mut Vec<u8>) -> judge::Result<()> {
    write_answer(&answer(&Input::read(sc)?), out);
    Ok(())
}
