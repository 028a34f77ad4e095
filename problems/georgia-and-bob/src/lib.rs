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
//! `a_i` keeping it so, and its differences are the gaps:
//! [`sg_core::staircase::steps_of_nondecreasing`] reads the steps off it. [`model`] checks
//! this against the rules of the chessmen in the tests.
//!
//! **Algorithm.** Read the cells with their positions, sort, reject a repeated cell, map to
//! `p_i − i` and ask the staircase: O(N log N) time, O(N) memory per test; cells are any
//! `u64` from 1.
//!
//! **Format.** `T`, then per test `N` and the `N` cells in any order; per test one line,
//! `Georgia will win` or `Bob will win` (the original's `Not sure` never applies: the game is
//! finite, so one side wins). Two chessmen on one cell, or a cell below 1, is rejected.

use judge::random::{Rng, Size};
use judge::{Position, Problem, Scanner};

pub mod model;

/// The judge descriptor.
pub const PROBLEM: Problem = Problem {
    slug: "georgia-and-bob",
    title: "Georgia and Bob",
    judge: "POJ 1704",
    solve,
    model: model::solve,
    generate,
    explain: Some(explain),
    ..judge::problem::DEFAULTS
};

/// Whether the first player (Georgia) wins with chessmen on these distinct cells, sorted
/// increasingly.
///
/// # Panics
/// If the cells are not strictly increasing from 1 (the caller validates).
///
/// # Complexity
/// O(N) time and memory.
///
/// ```
/// assert!(!georgia_and_bob::first_player_wins(&[1, 2, 3]));
/// assert!(georgia_and_bob::first_player_wins(&[1, 5, 6, 7, 9, 12, 14, 17]));
/// ```
pub fn first_player_wins(sorted_cells: &[u64]) -> bool {
    // Chessman i (from 1) has p_i − i empty cells to its left; the row of these is
    // non-decreasing and its differences are the gaps.
    let empty_left: Vec<u64> = (1..)
        .zip(sorted_cells)
        .map(|(i, &p)| p.checked_sub(i).expect("cells must rise strictly from 1"))
        .collect();
    sg_core::staircase::first_player_wins(sg_core::staircase::steps_of_nondecreasing(&empty_left))
}

/// One test's chessmen: the cells in input order, where each was read, and a sorted copy.
#[derive(Default)]
struct Board {
    cells: Vec<u64>,
    at: Vec<Position>,
    sorted: Vec<u64>,
}

impl Board {
    /// Read `N` and `N` cells from 1; return them sorted, or an error at the second chessman
    /// on the smallest cell that holds two.
    fn read(&mut self, sc: &mut Scanner<'_>) -> judge::Result<&[u64]> {
        let n = sc.count("the number of chessmen N", ..)?;
        self.cells.clear();
        self.at.clear();
        self.cells.reserve(judge::capacity_for(n));
        self.at.reserve(judge::capacity_for(n));
        for _ in 0..n {
            self.cells.push(sc.read_in("a chessman's cell P_i", 1..)?);
            self.at.push(sc.position());
        }
        self.sorted.clear();
        self.sorted.extend_from_slice(&self.cells);
        self.sorted.sort_unstable();
        if let Some(pair) = self.sorted.windows(2).find(|pair| pair[0] == pair[1]) {
            // Rare path: look the repeated cell up in input order to say where both were.
            let cell = pair[0];
            let mut on_it = self.cells.iter().zip(&self.at).filter(|&(&c, _)| c == cell);
            let (_, first) = on_it.next().expect("the cell was read");
            let (_, again) = on_it.next().expect("the cell was read twice");
            return Err(again.error(format!(
                "two chessmen on cell {cell} (the other is at line {}, column {}): cells must \
                 be distinct",
                first.line, first.column
            )));
        }
        Ok(&self.sorted)
    }
}

/// The line printed for a winner.
fn verdict(georgia_wins: bool) -> &'static [u8] {
    if georgia_wins { b"Georgia will win\n" } else { b"Bob will win\n" }
}

/// Read the tests and name the winner of each.
///
/// # Errors
/// Truncated or non-numeric input, a negative count, a cell below 1, two chessmen on one cell,
/// or trailing tokens.
///
/// # Complexity
/// O(N log N) per test, O(largest N) memory.
pub fn solve(sc: &mut Scanner<'_>, out: &mut Vec<u8>) -> judge::Result<()> {
    let tests = sc.count("the number of tests T", ..)?;
    let mut board = Board::default();
    for _ in 0..tests {
        let cells = board.read(sc)?;
        out.extend_from_slice(verdict(first_player_wins(cells)));
    }
    sc.finish()
}

/// A winning move for Georgia with chessmen on these sorted distinct cells: `(from, to)` slides
/// the chessman on cell `from` left to cell `to`; `None` when every move loses.
///
/// It is Bouton's move on the staircase's odd steps, the gaps `g_N, g_{N−2}, …`: sliding
/// chessman `i` left by `c ≤ g_i` lowers `g_i` by `c`.
///
/// # Panics
/// If the cells are not strictly increasing from 1.
///
/// # Complexity
/// O(N).
///
/// ```
/// // Gaps left of 2 and 6 are 1 and 3: odd steps g_2 = 3 and no g_0; slide 6 to 3.
/// assert_eq!(georgia_and_bob::winning_move(&[2, 6]), Some((6, 3)));
/// assert_eq!(georgia_and_bob::winning_move(&[1, 2, 3]), None);
/// ```
pub fn winning_move(sorted_cells: &[u64]) -> Option<(u64, u64)> {
    // Chessman i (0-based) is on an odd step when N − 1 − i is even.
    let men: Vec<usize> = (0..sorted_cells.len()).rev().step_by(2).collect();
    let gaps: Vec<u64> = men
        .iter()
        .map(|&i| {
            let left = if i == 0 { 0 } else { sorted_cells[i - 1] };
            sorted_cells[i].checked_sub(left + 1).expect("cells must rise strictly from 1")
        })
        .collect();
    sg_core::winning_nim_move(&gaps).map(|m| {
        let from = sorted_cells[men[m.heap]];
        (from, from - (gaps[m.heap] - m.new_size))
    })
}

/// Like [`solve`], but after each verdict an indented line with a winning move for Georgia
/// (Bouton's move on the staircase of gaps) or the reason every move loses.
///
/// # Errors
/// As [`solve`].
///
/// # Complexity
/// O(N log N) per test, O(largest N) memory.
pub fn explain(sc: &mut Scanner<'_>, out: &mut Vec<u8>) -> judge::Result<()> {
    use std::io::Write as _;
    let tests = sc.count("the number of tests T", ..)?;
    let mut board = Board::default();
    for _ in 0..tests {
        let cells = board.read(sc)?;
        out.extend_from_slice(verdict(first_player_wins(cells)));
        let _ = match winning_move(cells) {
            Some((from, to)) => writeln!(
                out,
                "  winning move: slide the chessman on cell {from} left to cell {to}, so that \
                 the empty cells just left of the 1st, 3rd, 5th, ... chessman from the right \
                 XOR to 0"
            ),
            None => writeln!(
                out,
                "  every move loses: the counts of empty cells just left of the 1st, 3rd, 5th, \
                 ... chessman from the right XOR to 0 (the odd steps of a lost staircase Nim)"
            ),
        };
    }
    sc.finish()
}

/// A random valid input, cells distinct and shuffled: `Small` has up to 3 tests of up to 4
/// chessmen on cells up to 16 (for the model); `Max` the judge's limits (20 tests of 1000
/// chessmen on cells up to 10^4); `N(n)` 20 tests of `n` chessmen with gaps up to 2^40.
///
/// # Complexity
/// O(size of the input).
pub fn generate(rng: &mut Rng, size: Size) -> Vec<u8> {
    let (tests, max_gap) = match size {
        Size::Small => (rng.range(1, 3), 3),
        Size::Max => (20, 8),
        Size::N(_) => (20, 1 << 40),
    };
    let mut text = format!("{tests}\n");
    for _ in 0..tests {
        let n = match size {
            Size::Small => rng.range(1, 4),
            Size::Max => 1000,
            Size::N(n) => n,
        };
        // Distinct by construction: each cell is past the previous one by 1 + a gap.
        let mut cell = 0;
        let mut cells: Vec<u64> = (0..n)
            .map(|_| {
                cell += 1 + rng.range(0, max_gap);
                cell
            })
            .collect();
        rng.shuffle(&mut cells);
        let cells: Vec<String> = cells.iter().map(u64::to_string).collect();
        text += &format!("{n}\n{}\n", cells.join(" "));
    }
    text.into_bytes()
}
