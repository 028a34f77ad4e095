//! # Nullify The Matrix — Codeforces 1451F
//!
//! **Game.** An `n × m` matrix of non-negative integers. A move picks a start cell holding a
//! non-zero value and a finish cell weakly below and right of it, decreases the start by a
//! positive amount, and along one shortest (right and down) path from start to finish sets each
//! other cell, the finish included, to any non-negative value it likes. The player who cannot
//! move (the matrix is all zero) loses. Ashish moves first.
//!
//! **Insight.** Group the cells by anti-diagonal `d = r + c` and let `x_d` be the XOR of the
//! values on it. **Jeel (the second player) wins iff every `x_d` is 0.** A shortest path
//! meets each anti-diagonal from the start's to the finish's exactly once, and the start is its
//! diagonal's only cell the move touches. *From all `x_d = 0`:* the start's value decreases, so
//! its diagonal's XOR becomes non-zero — every move leaves some `x_d ≠ 0`. *From some
//! `x_d ≠ 0`:* let `s` be the first such diagonal; as in Nim a cell of it holds a value `v` with
//! `v ⊕ x_s < v` (one whose bit at `x_s`'s highest is set); start there, lower it to `v ⊕ x_s`,
//! finish at `(n, m)`, and on the path set the cell of each later diagonal `d` from `w` to
//! `w ⊕ x_d`: every `x_d` becomes 0 (the diagonals before `s` are 0 already).
//! [`winning_move`] builds that move; the tests replay it against [`model`] and hold
//! [`answer`] to the model's search on thousands of generated matrices.
//!
//! The game ends (a move lowers the start, and changes only cells after it in reading order:
//! the matrix read row by row decreases lexicographically) but a cell may be raised to any
//! value, so the model caps every value at `2^b − 1`, `b` the bit length of the largest entry:
//! the proof's moves stay below the cap, and the tests check that raising the cap changes no
//! verdict.
//!
//! **Algorithm.** O(n·m) per test.
//!
//! **Format.** `t`, then per test `n m` and `n` rows of `m` values. Per test `Ashish` if the
//! first player wins, else `Jeel`. Limits: `t ≤ 10`, `n, m ≤ 100`, values `≤ 10^6`; accepted:
//! any sizes `≥ 1` and any `u64` values. Samples: the statement's four tests (read from a
//! mirror, codeforces.tamnd.com, whose stated method is wrong: it is not used), and
//! `one-move-clears-two`, `[[1, 0], [0, 1]]`, won by one move from `(1, 1)` to `(2, 2)`.

use judge::Scanner;

mod explain;
pub mod model;
#[cfg(feature = "workbench")]
mod problem;
pub use explain::{Explanation, explain};
#[cfg(feature = "workbench")]
pub use problem::NullifyMatrix;

/// One matrix.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Matrix {
    /// The rows `n ≥ 1`.
    pub n: usize,
    /// The columns `m ≥ 1`.
    pub m: usize,
    /// Row-major values.
    pub cells: Vec<u64>,
}

/// A judge input: the tests.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Input {
    /// One matrix per test.
    pub matrices: Vec<Matrix>,
}

impl Input {
    /// Reads the judge format: `t`, then per test `n m` and `n·m` values.
    ///
    /// # Errors
    /// Truncated or non-numeric input, `n` or `m` zero, a value beyond `u64`, or trailing
    /// tokens.
    ///
    /// # Complexity
    /// O(input); memory grows with the values read, never with a declared count.
    pub fn read(sc: &mut Scanner<'_>) -> judge::Result<Self> {
        let tests = sc.count("the number of tests t", ..)?;
        let mut matrices = Vec::with_capacity(judge::capacity_for(tests));
        for _ in 0..tests {
            let n = sc.count("the rows n", 1..)?;
            let m = sc.count("the columns m", 1..)?;
            let cells = sc.read_vec(n.saturating_mul(m), "a value", ..)?;
            matrices.push(Matrix { n, m, cells });
        }
        sc.finish()?;
        Ok(Self { matrices })
    }

    /// The one writer: judge text that [`Input::read`] reads back as `self`.
    ///
    /// # Complexity
    /// O(input).
    pub fn write(&self, out: &mut Vec<u8>) {
        judge::write_line(out, [self.matrices.len() as u64]);
        for a in &self.matrices {
            judge::write_line(out, [a.n as u64, a.m as u64]);
            for row in a.cells.chunks(a.m) {
                judge::write_line(out, row.iter().copied());
            }
        }
    }
}

/// `x_d`, the XOR of each anti-diagonal `d = r + c` (from 0).
///
/// # Complexity
/// O(n·m).
pub fn diagonal_xors(a: &Matrix) -> Vec<u64> {
    let mut xors = vec![0u64; a.n + a.m - 1];
    for (i, &v) in a.cells.iter().enumerate() {
        xors[i / a.m + i % a.m] ^= v;
    }
    xors
}

/// Whether Ashish (the first player) wins: some anti-diagonal's XOR is not 0.
///
/// # Complexity
/// O(n·m).
pub fn first_player_wins(a: &Matrix) -> bool {
    diagonal_xors(a).iter().any(|&x| x != 0)
}

/// A move: the start `(r, c)` (from 0) lowered to `to`, and the other cells of one shortest
/// path to the finish set to new values, in path order (the last is the finish).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Move {
    /// The start cell.
    pub start: (usize, usize),
    /// The start's new value, below its old one.
    pub to: u64,
    /// The path after the start: each cell and its new value.
    pub path: Vec<((usize, usize), u64)>,
}

/// The proof's winning move, if the first player wins: lower a cell of the first non-zero
/// diagonal `s` to `v ⊕ x_s`, and on a path down then right to `(n − 1, m − 1)` set each
/// cell `w` of a later diagonal `d` to `w ⊕ x_d`.
///
/// # Complexity
/// O(n·m).
pub fn winning_move(a: &Matrix) -> Option<Move> {
    let xors = diagonal_xors(a);
    let s = xors.iter().position(|&x| x != 0)?;
    let top = 63 - xors[s].leading_zeros();
    let rows = s.saturating_sub(a.m - 1)..=s.min(a.n - 1);
    let r = rows.into_iter().find(|&r| a.cells[r * a.m + s - r] >> top & 1 == 1)?;
    let (mut x, mut y) = (r, s - r);
    let to = a.cells[x * a.m + y] ^ xors[s];
    let mut path = Vec::with_capacity(a.n + a.m);
    while (x, y) != (a.n - 1, a.m - 1) {
        if x + 1 < a.n {
            x += 1
        } else {
            y += 1
        }
        path.push(((x, y), a.cells[x * a.m + y] ^ xors[x + y]));
    }
    Some(Move { start: (r, s - r), to, path })
}

/// The verdict of every test: `true` when Ashish wins.
///
/// # Complexity
/// O(Σ n·m).
pub fn answer(input: &Input) -> Vec<bool> {
    input.matrices.iter().map(first_player_wins).collect()
}

/// The judge's lines.
const VERDICTS: judge::Verdicts = judge::Verdicts { yes: b"Ashish\n", no: b"Jeel\n" };

/// The verdicts as judge output: `Ashish` or `Jeel`, one line each.
///
/// # Complexity
/// O(t).
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
