//! # Black and White Pieces — Luogu P7589 (2021 CoE-II B)
//!
//! **Game.** `n` lines, each holding Alice's black piece and Bob's white piece on distinct
//! cells (the line's intercept `y` names it and plays no part). A move picks a line and moves
//! the mover's own piece on it: *forward*, toward the other piece, by one or more cells without
//! landing on or jumping over it; or *backward*, away from it, by 1 to `d` cells, which each
//! player may do at most `k` times in the whole game. The line is unbounded. The player who
//! cannot move loses; Alice moves first. Does she win?
//!
//! **Insight.** Only the `g_i = |b_i − w_i| − 1` empty cells between the pieces of each line
//! matter: a forward move lowers one `g_i` to any smaller value, as in Nim, and a retreat
//! raises one by 1 to `d`. Alice wins iff `g_1 ⊕ … ⊕ g_n ≠ 0`, whatever `k` and `d` are.
//! *Proof.* Call a position *zero* when the gaps' nim-sum is 0 and show the player facing a
//! zero position loses, by induction on (the retreats that player has left, the sum of the
//! gaps). With no gap above 0 every forward move is gone, and a retreat (if any) raises a gap
//! by `t`; otherwise a forward move makes the nim-sum non-zero. Either way the opponent answers
//! without retreating: after a forward move, Bouton's forward move back to nim-sum 0; after a
//! retreat by `t`, a forward move by `t` on the same line (the gap is back, the retreater has
//! one retreat fewer). The answer keeps the opponent's own retreats and returns a zero position
//! to the first player with either fewer retreats left or the same retreats and a smaller gap
//! sum, so the induction closes. From a non-zero position the mover makes it zero by Bouton's
//! forward move. Retreats are reversible moves, and a reversible move changes nothing.
//! [`model`] searches the real board (both pieces' cells, whose turn, both retreat counters) by
//! the rules alone, and the crate's tests hold [`answer`] to it on thousands of boards and on
//! every board of two lines with small gaps, `k ≤ 2` and `d ≤ 3`.
//!
//! **Algorithm.** XOR the gaps: O(n) per test, O(1) memory on the judge path ([`solve`] folds
//! each line as it is read). Coordinates are any `i64`, `k` and `d` any `u64`.
//!
//! **Format.** `T`, then per test `n k d` and `n` lines `y_i b_i w_i` (blank lines between
//! tests, read as any whitespace); per test one line, `Yes` if Alice wins, else `No`. Two
//! pieces on one cell (`b_i = w_i`) are rejected at `w_i`.

use judge::Scanner;

mod explain;
pub mod model;
#[cfg(feature = "workbench")]
mod problem;
pub use explain::{Explanation, explain, explain_test};
#[cfg(feature = "workbench")]
pub use problem::GapNim;

/// One line of the board.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Line {
    /// The line's intercept `y_i` (its name; it plays no part).
    pub intercept: i64,
    /// The cell of Alice's black piece.
    pub black: i64,
    /// The cell of Bob's white piece (never `black`).
    pub white: i64,
}

impl Line {
    /// The empty cells between the two pieces.
    ///
    /// # Complexity
    /// O(1).
    pub fn gap(&self) -> u64 {
        self.black.abs_diff(self.white) - 1
    }

    /// Read `y b w` and refuse `b = w` at `w`.
    fn read(sc: &mut Scanner<'_>) -> judge::Result<Self> {
        let intercept = sc.read("a line's intercept y_i")?;
        let black = sc.read("the black piece's cell b_i")?;
        let white = sc.read("the white piece's cell w_i")?;
        if black == white {
            let message = format!("both pieces are on cell {black}: b_i and w_i must differ");
            return Err(sc.position().error(message));
        }
        Ok(Self { intercept, black, white })
    }
}

/// One test: the retreat allowance, the retreat reach and the lines.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Test {
    /// `k`: how many times each player may retreat in the whole game.
    pub retreats: u64,
    /// `d`: the most cells one retreat covers.
    pub reach: u64,
    /// The lines, in input order.
    pub lines: Vec<Line>,
}

/// Read `n k d`: the number of lines, `k` and `d`.
fn read_header(sc: &mut Scanner<'_>) -> judge::Result<(usize, u64, u64)> {
    let n = sc.count("the number of lines n", ..)?;
    let retreats = sc.read("the retreat allowance k")?;
    let reach = sc.read("the retreat reach d")?;
    Ok((n, retreats, reach))
}

/// A judge input: every test.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Input {
    /// The tests, in input order.
    pub tests: Vec<Test>,
}

impl Input {
    /// Reads the judge format: `T`, then per test `n k d` and `n` lines `y b w` with `b ≠ w`.
    ///
    /// # Errors
    /// Truncated or non-numeric input, a negative count, `k` or `d`, two pieces on one cell,
    /// or trailing tokens.
    ///
    /// # Complexity
    /// O(input); memory grows with the lines read, never with a declared count.
    pub fn read(sc: &mut Scanner<'_>) -> judge::Result<Self> {
        let count = sc.count("the number of tests T", ..)?;
        let mut tests = Vec::with_capacity(judge::capacity_for(count));
        for _ in 0..count {
            let (n, retreats, reach) = read_header(sc)?;
            let mut lines = Vec::with_capacity(judge::capacity_for(n));
            for _ in 0..n {
                lines.push(Line::read(sc)?);
            }
            tests.push(Test { retreats, reach, lines });
        }
        sc.finish()?;
        Ok(Self { tests })
    }

    /// The one writer: judge text that [`Input::read`] reads back as `self`, laid out as the
    /// judge's (a blank line after `T` and between tests).
    ///
    /// # Complexity
    /// O(input).
    pub fn write(&self, out: &mut Vec<u8>) {
        use std::io::Write as _;
        let _ = writeln!(out, "{}", self.tests.len());
        for test in &self.tests {
            let _ = write!(out, "\n{} {} {}\n", test.lines.len(), test.retreats, test.reach);
            for line in &test.lines {
                let _ = writeln!(out, "{} {} {}", line.intercept, line.black, line.white);
            }
        }
    }
}

/// Whether Alice wins: the gaps' nim-sum is non-zero.
///
/// # Complexity
/// O(n).
pub fn first_player_wins(lines: &[Line]) -> bool {
    lines.iter().fold(0, |sum, line| sum ^ line.gap()) != 0
}

/// The verdict of every test.
///
/// # Complexity
/// O(total lines).
pub fn answer(input: &Input) -> Vec<bool> {
    input.tests.iter().map(|test| first_player_wins(&test.lines)).collect()
}

/// The judge's line for each verdict.
const VERDICTS: judge::Verdicts = judge::Verdicts { yes: b"Yes\n", no: b"No\n" };

/// The verdicts as judge output: `Yes` or `No`, one line each.
///
/// # Complexity
/// O(tests).
pub fn write_answer(verdicts: &[bool], out: &mut Vec<u8>) {
    VERDICTS.write_all(verdicts, out);
}

/// The judge path: like [`Input::read`] then [`answer`], with each line's gap XORed as it is
/// read (by the reader's own [`Line`] reading) instead of stored.
///
/// # Errors
/// As [`Input::read`].
///
/// # Complexity
/// O(input) time, O(1) memory.
pub fn solve(sc: &mut Scanner<'_>, out: &mut Vec<u8>) -> judge::Result<()> {
    let tests = sc.count("the number of tests T", ..)?;
    for _ in 0..tests {
        let (n, _, _) = read_header(sc)?;
        let mut sum = 0;
        for _ in 0..n {
            sum ^= Line::read(sc)?.gap();
        }
        VERDICTS.write(sum != 0, out);
    }
    sc.finish()
}
