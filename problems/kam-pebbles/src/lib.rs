//! # KAM-Pebbles — Luogu P3480 (POI 2009)
//!
//! **Game.** `n` piles of pebbles in a row with `a_1 ≤ a_2 ≤ … ≤ a_n`. A move removes one or
//! more pebbles from one pile, provided the row stays non-decreasing. The player who cannot
//! move loses. Does the first player win?
//!
//! **Insight.** Let `d_i = a_i − a_{i−1}` (with `a_0 = 0`). Taking `c` pebbles from pile `i`
//! is allowed exactly when `c ≤ d_i`, and it moves `c` units from `d_i` to `d_{i+1}` (from the
//! last pile they leave the game). So units only travel rightwards, one difference at a time:
//! Staircase Nim ([`sg_core::staircase`]) with step `k` holding `d_{n+1−k}` and the floor past
//! the last pile. The first player wins iff the odd steps `d_n ^ d_{n−2} ^ d_{n−4} ^ …` XOR to
//! non-zero. [`sg_core::staircase::steps_of_nondecreasing`] reads the steps off the row as it
//! stands; [`model`] checks the result against the rules of the piles in the tests.
//!
//! **Algorithm.** Stream the row, rejecting the first pile smaller than its left neighbour, and
//! feed the differences to the staircase as they come (which ones are odd steps follows from
//! the parity of `n`, known in advance): O(n) time and O(1) memory per test; piles are any
//! `u64`.
//!
//! **Format.** `u`, then per test `n` and `a_1..a_n`; per test one line, `TAK` (yes) if the
//! first player wins, else `NIE` (no). A decreasing row is rejected at the offending pile.

use judge::random::{Rng, Size};
use judge::{Problem, Scanner};

pub mod model;

/// The judge descriptor.
pub const PROBLEM: Problem = Problem {
    slug: "kam-pebbles",
    title: "KAM-Pebbles",
    judge: "Luogu P3480 [POI2009]",
    solve,
    model: model::solve,
    generate,
    explain: Some(explain),
    ..judge::problem::DEFAULTS
};

/// Whether the first player wins with this non-decreasing row of piles.
///
/// # Panics
/// If the row decreases (the caller validates).
///
/// # Complexity
/// O(n).
///
/// ```
/// assert!(!kam_pebbles::first_player_wins(&[2, 2]));
/// assert!(kam_pebbles::first_player_wins(&[1, 2, 4]));
/// ```
pub fn first_player_wins(row: &[u64]) -> bool {
    sg_core::staircase::first_player_wins(sg_core::staircase::steps_of_nondecreasing(row))
}

/// The message for pile `i` (from 1) holding `pile` pebbles after a pile of `before`.
#[cold]
fn decreasing(i: usize, pile: u64, before: u64) -> String {
    format!(
        "pile {i} has {pile} pebbles, fewer than the {before} of pile {}: the piles must be \
         non-decreasing",
        i - 1
    )
}

/// Read one test's row into `row`, rejecting a pile smaller than the one before it.
fn read_row(sc: &mut Scanner<'_>, row: &mut Vec<u64>) -> judge::Result<()> {
    let n = sc.count("the number of piles n", ..)?;
    row.clear();
    row.reserve(judge::capacity_for(n));
    for i in 1..=n {
        let pile = sc.read::<u64>("a pile size a_i")?;
        if let Some(&before) = row.last().filter(|&&before| pile < before) {
            return Err(sc.position().error(decreasing(i, pile, before)));
        }
        row.push(pile);
    }
    Ok(())
}

/// Read the tests and answer `TAK` / `NIE` for each.
///
/// # Errors
/// Truncated or non-numeric input, a negative count or pile, a pile smaller than the one
/// before it, or trailing tokens.
///
/// # Complexity
/// O(total piles) time, O(1) memory.
pub fn solve(sc: &mut Scanner<'_>, out: &mut Vec<u8>) -> judge::Result<()> {
    let tests = sc.count("the number of tests u", ..)?;
    for _ in 0..tests {
        let wins = stream_row(sc)?;
        out.extend_from_slice(if wins { b"TAK\n" } else { b"NIE\n" });
    }
    sc.finish()
}

/// Read one test's row like [`read_row`], but keep only the pile before and a running nim-sum:
/// whether the first player wins, as [`first_player_wins`] would say for the whole row.
///
/// Step `k` of the staircase holds `d_{n+1−k}`, so its odd steps `d_n, d_{n−2}, …` are the
/// differences `d_i` with `n − i` even: [`sg_core::staircase::odd_step_nim_sum`] of the steps,
/// taken in input order.
fn stream_row(sc: &mut Scanner<'_>) -> judge::Result<bool> {
    let n = sc.count("the number of piles n", ..)?;
    let (_, _, sum) =
        sc.read_fold(n, "a pile size a_i", .., (1, 0, 0), |(i, before, sum), pile: u64| {
            if pile < before {
                return Err(decreasing(i, pile, before));
            }
            let odd_step = (n - i) % 2 == 0;
            Ok((i + 1, pile, if odd_step { sum ^ (pile - before) } else { sum }))
        })?;
    Ok(sum != 0)
}

/// A winning move in this non-decreasing row: `(i, c)` takes `c` pebbles from pile `i`
/// (0-based); `None` when every move loses.
///
/// It is Bouton's move on the staircase's odd steps, the differences `d_n, d_{n−2}, …`: taking
/// `c ≤ d_i` from pile `i` lowers `d_i` by `c` and keeps the row non-decreasing.
///
/// # Panics
/// If the row decreases.
///
/// # Complexity
/// O(n).
///
/// ```
/// // 1 ≤ 2 ≤ 4: odd steps d_3 = 2, d_1 = 1; take 1 from pile 3 (0-based 2) to make d_3 = 1.
/// assert_eq!(kam_pebbles::winning_move(&[1, 2, 4]), Some((2, 1)));
/// assert_eq!(kam_pebbles::winning_move(&[2, 2]), None);
/// ```
pub fn winning_move(row: &[u64]) -> Option<(usize, u64)> {
    // Pile i (0-based) is on an odd step when n − 1 − i is even.
    let piles: Vec<usize> = (0..row.len()).rev().step_by(2).collect();
    let differences: Vec<u64> =
        piles.iter().map(|&i| row[i] - if i == 0 { 0 } else { row[i - 1] }).collect();
    sg_core::winning_nim_move(&differences)
        .map(|m| (piles[m.heap], differences[m.heap] - m.new_size))
}

/// Like [`solve`], but after each verdict an indented line with a winning move (Bouton's move
/// on the staircase of differences) or the reason every move loses.
///
/// # Errors
/// As [`solve`].
///
/// # Complexity
/// O(n) time per test, O(largest n) memory.
pub fn explain(sc: &mut Scanner<'_>, out: &mut Vec<u8>) -> judge::Result<()> {
    use std::io::Write as _;
    let tests = sc.count("the number of tests u", ..)?;
    let mut row = Vec::new();
    for _ in 0..tests {
        read_row(sc, &mut row)?;
        let _ = match winning_move(&row) {
            Some((i, c)) => writeln!(
                out,
                "TAK\n  winning move: take {c} pebble{} from pile {} ({} -> {}), leaving the \
                 differences a_n - a_(n-1), a_(n-2) - a_(n-3), ... with XOR 0",
                if c == 1 { "" } else { "s" },
                i + 1,
                row[i],
                row[i] - c
            ),
            None => writeln!(
                out,
                "NIE\n  every move loses: the differences a_n - a_(n-1), a_(n-2) - a_(n-3), ... \
                 XOR to 0 (the odd steps of a lost staircase Nim)"
            ),
        };
    }
    sc.finish()
}

/// A random valid input, each row non-decreasing: `Small` has up to 3 tests of up to 5 piles
/// up to 6 (for the model); `Max` the judge's limits (10 tests of 1000 piles up to 10^4);
/// `N(n)` 10 tests of `n` piles up to 2^62.
///
/// # Complexity
/// O(size of the input · log of a row).
pub fn generate(rng: &mut Rng, size: Size) -> Vec<u8> {
    let (tests, most) = match size {
        Size::Small => (rng.range(1, 3), 6),
        Size::Max => (10, 10_000),
        Size::N(_) => (10, 1 << 62),
    };
    let mut text = format!("{tests}\n");
    for _ in 0..tests {
        let n = match size {
            Size::Small => rng.range(1, 5),
            Size::Max => 1000,
            Size::N(n) => n,
        };
        // Small rows repeat values often (equal neighbours are the interesting case).
        let top = if rng.chance(1, 3) { rng.range(0, most) } else { most };
        let mut row: Vec<u64> = (0..n).map(|_| rng.range(0, top)).collect();
        row.sort_unstable();
        let row: Vec<String> = row.iter().map(u64::to_string).collect();
        text += &format!("{n}\n{}\n", row.join(" "));
    }
    text.into_bytes()
}
