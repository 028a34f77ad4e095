//! # Colouring Game — Codeforces 1704F
//!
//! **Game.** A row of `n` cells, each red or blue. Alice moves first; on her turn she paints
//! white two neighbouring cells of which at least one is red; on his turn Bob paints white two
//! neighbouring cells of which at least one is blue (the other cell of the pair may be of any
//! colour, white included). A player who cannot move loses. The game is *partizan*: the two
//! players have different moves. Who wins?
//!
//! **Insight.** Let `r` and `b` count the red and blue cells; call a pair of neighbouring cells
//! one red and one blue a *mixed pair*.
//!
//! 1. *The mover with more cells of their colour wins* (for `n ≥ 2`). Say the mover `X` has
//!    `x > y` cells against the other player `Y`. `X` paints a mixed pair while one exists
//!    (`x − y` unchanged), otherwise a pair with exactly one cell of `X`'s colour (a cell of
//!    `X`'s next to a white one: with no mixed pair and `y ≥ 1` the row is not all `X`'s
//!    colour, and an `X` cell at the edge of its block has a white neighbour), or anything
//!    when `y = 0` (then `Y` has no move). A move of `Y`'s holds at least one `Y` cell, so at
//!    most one `X` cell: it never lowers `x − y`. So `x − y ≥ 1` on every turn of `X`'s. Painting
//!    makes no new coloured neighbours, so once no mixed pair is left none comes back; from
//!    then on `X` spends exactly one own cell per move and `Y` at least one, and with
//!    `x ≥ y + 1` at that moment `X` outlasts `Y`. With `r > b` Alice wins; with `r < b`,
//!    after any move of Alice's (at least one red gone, at most one blue) Bob is the mover
//!    with more cells, and wins.
//! 2. *With `r = b`, only mixed pairs count.* A move that is not a mixed pair takes at least
//!    one of the mover's cells and none of the other's, handing the other player the majority
//!    and so (by 1) the game. A mixed pair keeps `r = b`. So the player to move with `r = b`
//!    wins iff they win the game "paint a mixed pair white", in which whoever has no mixed pair
//!    loses: an impartial game.
//! 3. *That game is Dawson's Kayles on the alternating runs.* Cut the row between equal
//!    neighbours into maximal runs in which colours alternate. A mixed pair is two neighbours
//!    inside one run; painting it in a run of `L` cells leaves runs of `a` and `L − 2 − a`
//!    (white cells separate them). That is octal game 0.07, "remove two adjacent tokens from a
//!    row", whose value `g(L) = mex { g(a) ⊕ g(L − 2 − a) }` is sg-core's
//!    [`RemoveExactly`]`(2)`: eventually periodic with period 34 from `L = 53`, *proven* by the
//!    Guy–Smith test on the first [`DAWSON_SEARCH`] values (the test
//!    `dawsons_kayles_period_is_proven_and_holds_far_out` pins it). Alice wins iff the XOR of
//!    `g` over the runs is non-zero.
//!
//! With one cell nobody has a pair to paint: Alice cannot move and loses. [`model`] plays the
//! partizan game itself (both players' moves, the turn kept in the position) by a memoised
//! win/lose search; the crate's tests hold [`answer`] to it on every row of up to 11 cells
//! and on thousands of generated inputs, and every [`explain`]ed move is replayed against it.
//!
//! **Algorithm.** Dawson's Kayles values once: O(256²) for the values and the Guy–Smith test.
//! Then per row one pass counting the colours and cutting the runs: O(n) per test, O(Σn) in all.
//!
//! **Format.** `t`, then per test `n` and a string `s` of `n` letters `R` and `B`; per test one
//! line, `Alice` or `Bob`. The judge promises `2 ≤ n ≤ 5·10^5` and `Σn ≤ 5·10^5`; we accept any
//! `n ≥ 1` (a row of one cell is a loss for Alice) and check only that `s` has `n` letters, all
//! `R` or `B`.
//!
//! **Samples.** The official sample (Codeforces) is in `testdata/colouring-game/`, byte for byte.

use judge::Scanner;
use sg_core::octal::RemoveExactly;

mod explain;
pub mod model;
#[cfg(feature = "workbench")]
mod problem;
pub use explain::{Explanation, Lost, explain, explain_row};
#[cfg(feature = "workbench")]
pub use problem::ColouringGame;

/// A red cell in the judge's rows.
pub const RED: u8 = b'R';
/// A blue cell in the judge's rows.
pub const BLUE: u8 = b'B';

/// How many values of Dawson's Kayles the Guy–Smith test looks at: enough for its period 34
/// from 53 (it needs `2·53 + 34 + 2 + 34 = 176`).
pub const DAWSON_SEARCH: usize = 256;

/// A judge input: the rows of every test, as bytes `R` and `B`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Input {
    /// Each test's row.
    pub rows: Vec<Vec<u8>>,
}

impl Input {
    /// Reads the judge format: `t`, then per test `n` and a row of `n` letters `R`/`B`.
    ///
    /// # Errors
    /// Truncated or non-numeric input, `n = 0`, a row of another length or with another
    /// letter, or trailing tokens.
    ///
    /// # Complexity
    /// O(input); memory grows with what is read, never with a declared count.
    pub fn read(sc: &mut Scanner<'_>) -> judge::Result<Self> {
        let tests = sc.count("the number of tests t", ..)?;
        let mut rows = Vec::with_capacity(judge::capacity_for(tests));
        for _ in 0..tests {
            rows.push(read_row(sc)?);
        }
        sc.finish()?;
        Ok(Self { rows })
    }

    /// The one writer: judge text that [`Input::read`] reads back as `self`.
    ///
    /// # Complexity
    /// O(input).
    pub fn write(&self, out: &mut Vec<u8>) {
        judge::write_u64(out, self.rows.len() as u64, b'\n');
        for row in &self.rows {
            judge::write_u64(out, row.len() as u64, b'\n');
            out.extend_from_slice(row);
            out.push(b'\n');
        }
    }
}

/// One test: `n`, then the row, checked against `n` and the alphabet.
///
/// # Errors
/// As [`Input::read`].
///
/// # Complexity
/// O(n).
fn read_row(sc: &mut Scanner<'_>) -> judge::Result<Vec<u8>> {
    let n = sc.count("the number of cells n", 1..)?;
    let mut row = Vec::new();
    sc.token_into("the row s", &mut row)?;
    let at = sc.position();
    // A branch-free pass first (it vectorises); the position only when some letter is wrong.
    let wrong = row.iter().fold(false, |wrong, &c| wrong | ((c != RED) & (c != BLUE)));
    if let Some(i) = wrong.then(|| row.iter().position(|&c| c != RED && c != BLUE)).flatten() {
        let found = String::from_utf8_lossy(&row[i..row.len().min(i + 4)]);
        let found = found.chars().next().unwrap_or(char::REPLACEMENT_CHARACTER);
        let at = judge::Position { line: at.line, column: at.column + i as u64 };
        return Err(at.error(format!("expected `R` or `B` in the row s, found `{found}`")));
    }
    if row.len() != n {
        return Err(at.error(format!("the row s has {} letters, but n = {n}", row.len())));
    }
    Ok(row)
}

/// Dawson's Kayles (octal 0.07) for every run length, through the period the Guy–Smith test
/// proves on the first [`DAWSON_SEARCH`] values.
///
/// # Panics
/// Never: the period (34 from 53) is proven within those values, as the crate's tests check.
///
/// # Complexity
/// O(DAWSON_SEARCH²), once.
pub fn dawsons_kayles() -> RemoveExactly {
    RemoveExactly::periodic(2, DAWSON_SEARCH)
        .expect("Dawson's Kayles has period 34 from 53, proven within DAWSON_SEARCH values")
}

/// The maximal runs of `row` in which neighbours differ, as index ranges, left to right; they
/// cover the row.
///
/// # Complexity
/// O(n) for the whole iteration.
pub fn alternating_runs(row: &[u8]) -> impl Iterator<Item = std::ops::Range<usize>> + '_ {
    let mut start = 0;
    (1..=row.len()).filter_map(move |end| {
        if end < row.len() && row[end] != row[end - 1] {
            return None;
        }
        let run = start..end;
        start = end;
        Some(run)
    })
}

/// How many cells of `row` are red.
///
/// # Complexity
/// O(n).
pub fn reds(row: &[u8]) -> usize {
    row.iter().filter(|&&c| c == RED).count()
}

/// The nim-sum of Dawson's Kayles values over the alternating runs of `row`.
///
/// # Complexity
/// O(n).
pub fn runs_nim_sum(row: &[u8], dawson: &RemoveExactly) -> u64 {
    // The loop of `alternating_runs`, written out: the judge path's one hot loop.
    let (mut sum, mut start) = (0, 0);
    for end in 1..row.len() {
        if row[end] == row[end - 1] {
            sum ^= run_value(dawson, end - start);
            start = end;
        }
    }
    sum ^ run_value(dawson, row.len() - start)
}

/// `g(len)` of Dawson's Kayles.
///
/// # Complexity
/// O(1).
pub fn run_value(dawson: &RemoveExactly, len: usize) -> u64 {
    dawson.get(len as u64).expect("a periodic sequence has every value")
}

/// Whether Alice, moving first, wins on `row`: the majority colour's player wins, and with
/// equal counts the nim-sum of the runs decides (crate doc).
///
/// # Complexity
/// O(n).
pub fn alice_wins(row: &[u8], dawson: &RemoveExactly) -> bool {
    if row.len() < 2 {
        return false;
    }
    let r = reds(row);
    let b = row.len() - r;
    if r != b {
        return r > b;
    }
    runs_nim_sum(row, dawson) != 0
}

/// The verdict of every test: whether Alice wins.
///
/// # Complexity
/// O(Σn), after Dawson's Kayles values once.
pub fn answer(input: &Input) -> Vec<bool> {
    let dawson = dawsons_kayles();
    input.rows.iter().map(|row| alice_wins(row, &dawson)).collect()
}

/// The judge's line for each verdict.
const VERDICTS: judge::Verdicts = judge::Verdicts { yes: b"Alice\n", no: b"Bob\n" };

/// The verdicts as judge output: `Alice` or `Bob`, one line each.
///
/// # Complexity
/// O(tests).
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
