//! # Planinarenje — Luogu P4617 (COCI 2017/2018 #5)
//!
//! **Game.** `N` peaks and `N` valleys; each trail joins a peak to a valley. A hike starts at a
//! peak; Slavko chooses the valley to walk down to, then Mirko the next peak, and so on, never
//! to a place visited before. Whoever cannot choose loses: stuck on a peak, Mirko wins; stuck in
//! a valley, Slavko wins. For every starting peak: who wins?
//!
//! **Insight.** This is the walk of `sg_core::geography` on the bipartite graph of peaks and
//! valleys (a place left is never visited again, as if deleted), with Slavko to move at the
//! start: he wins iff the starting peak is in every maximum matching (the theorem and its
//! proof are in that module). The crate's tests hold this to the hike searched by its rules
//! ([`model`]) on thousands of random trail maps, and replay every explained first move.
//!
//! **Algorithm.** One maximum matching by Hopcroft–Karp, then an alternating search from the
//! unmatched peaks (`sg_core::matching::Bipartite::always_matched`): O(M·√N) time, O(N + M)
//! memory. Repeated trails are accepted (a second trail adds no choice).
//!
//! **Format.** `N M`, then `M` lines `a b`: a trail between peak `a` and valley `b`, both in
//! `1..=N`. `N` lines: `Slavko` or `Mirko`, the winner when the hike starts at peak `i`. The
//! statement's copies omit the limits; solutions size for `N, M ≤ 5000`. We accept up to
//! [`MAX_PLACES`] peaks and [`MAX_TRAILS`] trails.

use judge::Scanner;
use sg_core::matching::Bipartite;

mod explain;
pub mod model;
#[cfg(feature = "workbench")]
mod problem;
pub use explain::{Explanation, explain};
#[cfg(feature = "workbench")]
pub use problem::Planinarenje;

/// The most peaks (and valleys) accepted: the answer has a line per peak.
pub const MAX_PLACES: usize = 1_000_000;
/// The most trails accepted.
pub const MAX_TRAILS: usize = 2_000_000;

/// A judge input: the trail map.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Input {
    /// `N`, the number of peaks and of valleys.
    pub places: u32,
    /// Each trail as (peak, valley), 0-based.
    pub trails: Vec<(u32, u32)>,
}

impl Input {
    /// Reads the judge format.
    ///
    /// # Errors
    /// Truncated or non-numeric input, `N` or `M` beyond the limits, a peak or valley outside
    /// `1..=N`, or trailing tokens.
    ///
    /// # Complexity
    /// O(input); memory grows with the trails read.
    pub fn read(sc: &mut Scanner<'_>) -> judge::Result<Self> {
        let places = sc.count("the number of peaks N", 1..=MAX_PLACES)? as u32;
        let m = sc.count("the number of trails M", ..=MAX_TRAILS)?;
        let mut trails = Vec::with_capacity(judge::capacity_for(m));
        for _ in 0..m {
            let peak: u32 = sc.read_in("a peak", 1..=places)?;
            let valley: u32 = sc.read_in("a valley", 1..=places)?;
            trails.push((peak - 1, valley - 1));
        }
        sc.finish()?;
        Ok(Self { places, trails })
    }

    /// The one writer: judge text that [`Input::read`] reads back as `self`.
    ///
    /// # Complexity
    /// O(input).
    pub fn write(&self, out: &mut Vec<u8>) {
        judge::write_u64(out, u64::from(self.places), b' ');
        judge::write_u64(out, self.trails.len() as u64, b'\n');
        for &(peak, valley) in &self.trails {
            judge::write_u64(out, u64::from(peak) + 1, b' ');
            judge::write_u64(out, u64::from(valley) + 1, b'\n');
        }
    }

    /// The trail map as a bipartite graph: peak `i` is vertex `i` (the left side), valley `j`
    /// is vertex `N + j`.
    ///
    /// # Complexity
    /// O(N + M).
    pub fn graph(&self) -> Bipartite {
        let n = self.places as usize;
        let on_left = (0..2 * n).map(|v| v < n).collect();
        let edges: Vec<(u32, u32)> =
            self.trails.iter().map(|&(p, v)| (p, self.places + v)).collect();
        Bipartite::new(on_left, &edges).expect("trails join peaks to valleys")
    }
}

/// Per starting peak, whether Slavko wins: the peak is in every maximum matching.
///
/// # Complexity
/// O(M·√N).
pub fn answer(input: &Input) -> Vec<bool> {
    let mut always = input.graph().always_matched();
    always.truncate(input.places as usize);
    always
}

/// The judge's line for each verdict.
const VERDICTS: judge::Verdicts = judge::Verdicts { yes: b"Slavko\n", no: b"Mirko\n" };

/// The verdicts as judge output: `Slavko` or `Mirko`, one line per peak.
///
/// # Complexity
/// O(N).
pub fn write_answer(verdicts: &[bool], out: &mut Vec<u8>) {
    VERDICTS.write_all(verdicts, out);
}

/// The judge path: read, answer, write.
///
/// # Errors
/// As [`Input::read`].
///
/// # Complexity
/// O(M·√N).
pub fn solve(sc: &mut Scanner<'_>, out: &mut Vec<u8>) -> judge::Result<()> {
    write_answer(&answer(&Input::read(sc)?), out);
    Ok(())
}
