//! # Georgia and Bob — POJ 1704
//!
//! **Game.** Cells `1, 2, 3, …` from the left; `N` chessmen on distinct cells. A move slides
//! one chessman left by one or more cells, never onto or past another chessman and never off
//! the left end. The player who cannot move loses. Georgia moves first: who wins?
//!
//! **Insight.** Sort the cells, `p_1 < p_2 < … < p_N`, and let `g_i = p_i − p_{i−1} − 1`
//! (with `p_0 = 0`) be the empty cells just left of chessman `i`. Sliding chessman `i` left by
//! `c` is allowed exactly when `c ≤ g_i`, and it moves `c` empty cells from `g_i` to `g_{i+1}`
//! (for the rightmost chessman they leave the game). So empty cells only travel rightwards,
//! one gap at a time: Staircase Nim ([`sg_core::staircase`]) with step `k` holding
//! `g_{N+1−k}` and the floor past the last chessman. Georgia wins iff the odd steps
//! `g_N ^ g_{N−2} ^ g_{N−4} ^ …` XOR to non-zero — the gaps inside the pairs
//! `(p_{N−1}, p_N), (p_{N−3}, p_{N−2}), …` counted from the right (a chessman at the virtual
//! cell 0 completes the last pair when `N` is odd). In sg-core's terms the row
//! `a_i = p_i − i` (empty cells left of chessman `i`) is non-decreasing, each move lowers one
//! `a_i` keeping it so, and its differences are the gaps, which is how
//! [`sg_core::staircase::steps_of_nondecreasing`] would read the steps off it. The tests hold
//! [`first_player_wins`] to [`model`] (the rules searched) on every set of chessmen on cells
//! 1 to 11.
//!
//! **Algorithm.** Read the cells, sort them in place, reject a repeated cell (at the test's
//! `N`, naming the cell), and ask the staircase for the gaps `p_i − p_{i−1} − 1` read from the
//! right ([`first_player_wins`], computed on the fly): O(N log N) time per test; cells are any
//! `u64` from 1. The judge path [`solve`] runs exactly this, one test at a time.
//!
//! **Memory.** The judge path holds the largest test's cells and nothing else per chessman:
//! 8 bytes each. A chessman costs at least 2 input bytes (a digit and a separator), so the
//! peak is at most about 4 bytes per input byte.
//!
//! **Format.** `T`, then per test `N` and the `N` cells in any order; per test one line,
//! `Georgia will win` or `Bob will win` (the original's `Not sure` never applies: the game is
//! finite, so one side wins). Two chessmen on one cell, or a cell below 1, is rejected.

use judge::{Position, Scanner};

mod explain;
pub mod model;
#[cfg(feature = "workbench")]
pub mod play;
#[cfg(feature = "workbench")]
mod problem;
pub use explain::{Explanation, explain};
#[cfg(feature = "workbench")]
pub use problem::GeorgiaAndBob;

/// A judge input: the chessmen's cells of each test.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Input {
    /// `tests[t]` holds the distinct cells (from 1) of test `t`'s chessmen, in input order.
    pub tests: Vec<Vec<u64>>,
}

impl Input {
    /// Reads the judge format: `T`, then per test `N` and `N` distinct cells of at least 1, kept
    /// in input order.
    ///
    /// # Errors
    /// Truncated or non-numeric input, a negative count, a cell below 1, two chessmen on one
    /// cell, or trailing tokens.
    ///
    /// # Complexity
    /// O(N log N) per test; memory grows with the cells read, never with a declared count.
    pub fn read(sc: &mut Scanner<'_>) -> judge::Result<Self> {
        let count = sc.count("the number of tests T", ..)?;
        let mut tests = Vec::with_capacity(judge::capacity_for(count));
        let mut board = Board::default();
        for _ in 0..count {
            let start = board.read(sc)?;
            let in_order = board.cells.clone();
            board.sort_distinct(start)?;
            tests.push(in_order);
        }
        sc.finish()?;
        Ok(Self { tests })
    }

    /// The one writer: judge text that [`Input::read`] reads back as `self`.
    ///
    /// # Complexity
    /// O(input).
    pub fn write(&self, out: &mut Vec<u8>) {
        judge::write_counted_lists(out, &self.tests);
    }
}

/// Whether the first player (Georgia) wins with chessmen on these distinct cells, sorted
/// increasingly.
///
/// # Panics
/// If the cells are not strictly increasing from 1 (the caller validates).
///
/// # Complexity
/// O(N) time and memory.
///
/// # Examples
/// ```
/// assert!(!georgia_and_bob::first_player_wins(&[1, 2, 3]));
/// assert!(georgia_and_bob::first_player_wins(&[1, 5, 6, 7, 9, 12, 14, 17]));
/// ```
pub fn first_player_wins(sorted_cells: &[u64]) -> bool {
    // Chessman i (from 1) has g_i = p_i − p_{i−1} − 1 empty cells just left of it (p_0 = 0):
    // the differences of the non-decreasing row p_i − i. Read from the right they are the
    // staircase's steps, computed on the fly (no copy of the cells).
    let left = sorted_cells.iter().rev().skip(1).chain(std::iter::once(&0));
    let steps = sorted_cells.iter().rev().zip(left).map(|(&p, &q)| {
        p.checked_sub(q).and_then(|d| d.checked_sub(1)).expect("cells must rise strictly from 1")
    });
    sg_core::staircase::first_player_wins(steps)
}

/// One test's chessmen: their cells, in input order until [`Board::sort_distinct`] sorts them
/// in place. Nothing else is kept per chessman, so a test costs 8 bytes per chessman.
#[derive(Default)]
struct Board {
    cells: Vec<u64>,
}

impl Board {
    /// Read `N` and `N` cells from 1, in input order; returns where `N` was read.
    fn read(&mut self, sc: &mut Scanner<'_>) -> judge::Result<Position> {
        let n = sc.count("the number of chessmen N", ..)?;
        let start = sc.position();
        self.cells.clear();
        self.cells.reserve(judge::capacity_for(n));
        let cells = &mut self.cells;
        sc.read_fold(n, "a chessman's cell P_i", 1.., (), |(), cell| {
            cells.push(cell);
            Ok(())
        })?;
        Ok(start)
    }

    /// Sort the cells in place and refuse two chessmen on one cell, at the test's `N` (`start`):
    /// the chessmen's own positions are not kept, which would triple the memory.
    fn sort_distinct(&mut self, start: Position) -> judge::Result<&[u64]> {
        self.cells.sort_unstable();
        if let Some(pair) = self.cells.windows(2).find(|pair| pair[0] == pair[1]) {
            return Err(start.error(format!(
                "this test has two chessmen on cell {}: cells must be distinct",
                pair[0]
            )));
        }
        Ok(&self.cells)
    }
}

/// The verdict of every test: `true` where Georgia wins.
///
/// # Complexity
/// O(N log N) per test.
pub fn answer(input: &Input) -> Vec<bool> {
    input.tests.iter().map(|cells| first_player_wins(&sorted(cells))).collect()
}

/// The cells in increasing order.
fn sorted(cells: &[u64]) -> Vec<u64> {
    let mut sorted = cells.to_vec();
    sorted.sort_unstable();
    sorted
}

/// The judge's line for each verdict.
const VERDICTS: judge::Verdicts =
    judge::Verdicts { yes: b"Georgia will win\n", no: b"Bob will win\n" };

/// The verdicts as judge output: `Georgia will win` or `Bob will win`, one line each.
///
/// # Complexity
/// O(tests).
pub fn write_answer(verdicts: &[bool], out: &mut Vec<u8>) {
    VERDICTS.write_all(verdicts, out);
}

/// The judge path: [`Input::read`] then [`answer`], one test at a time (each test's board is
/// read, sorted in place and checked by the reader's own code, then [`first_player_wins`]
/// judges it).
///
/// # Errors
/// As [`Input::read`].
///
/// # Complexity
/// O(N log N) per test; memory 8 bytes per chessman of the largest test.
pub fn solve(sc: &mut Scanner<'_>, out: &mut Vec<u8>) -> judge::Result<()> {
    let tests = sc.count("the number of tests T", ..)?;
    let mut board = Board::default();
    for _ in 0..tests {
        let start = board.read(sc)?;
        VERDICTS.write(first_player_wins(board.sort_distinct(start)?), out);
    }
    sc.finish()
}
