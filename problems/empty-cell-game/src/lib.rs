//! # 兔兔与蛋蛋游戏 — Luogu P1971 (NOI2011)
//!
//! **Game.** An `n×m` board of white (`O`) and black (`X`) pieces with one empty cell (`.`).
//! 兔兔, first, slides a white piece next to the empty cell into it; 蛋蛋 slides a black one;
//! they alternate, and the first who cannot move loses. Given the record of a game (which 兔兔
//! lost), list 兔兔's mistakes: the moves he made from a winning position into a position from
//! which 蛋蛋 wins.
//!
//! **Insight.** Colour the cells by the parity of their distance to the first empty cell. The
//! empty cell walks: 兔兔 takes it to a white neighbour, 蛋蛋 to a black one, so after an even
//! number of moves it stands at even parity and 兔兔 needs a white cell at odd parity; after an
//! odd number, 蛋蛋 needs a black one at even parity. Only visited cells change, and a visited
//! cell then holds the piece of the wrong colour for its parity, so it is never entered again.
//! The game is therefore the walk of `sg_core::geography` on the graph of the first empty
//! cell, the white cells at odd parity and the black ones at even parity, adjacent cells
//! joined, every visited vertex deleted: the player to move wins iff the empty cell's vertex is
//! in every maximum matching of what remains (that module's theorem). The crate's tests hold
//! this to the board game searched by its rules ([`model`], no parity, no matching) on
//! thousands of generated games.
//!
//! **Algorithm.** One maximum matching (Hopcroft–Karp), then the record replayed on
//! `sg_core::matching::DeletionMatching`: deleting the vertex the empty cell leaves says
//! whether the player to move there won, with one alternating search. A move of 兔兔 is a
//! mistake iff both the vertex he leaves and the one he moves to were winning for the player
//! to move. O(nm·√(nm) + k·nm) time, O(nm + k) memory.
//!
//! **Format.** `n m`, `n` rows of `m` characters (`X`, `O`, exactly one `.`), `k`, then `2k`
//! lines `x y`: the cell of the piece moved (row, column, 1-based), 兔兔's moves on the odd
//! lines. The official samples end their lines with spaces; we read tokens. Every recorded move
//! is checked: on the board, next to the empty cell, a piece of the mover's colour. Output:
//! the number of mistakes, then their move numbers (1 to `k`), increasing, one a line. The
//! judge's limits are `n, m ≤ 40` and `k ≤ 1000`; we accept up to [`MAX_CELLS`] cells and any
//! `k` whose moves are there (a legal record is shorter than the board).

use judge::Scanner;
use sg_core::matching::{Bipartite, DeletionMatching};

pub mod model;
#[cfg(feature = "workbench")]
mod problem;
#[cfg(feature = "workbench")]
pub use problem::EmptyCellGame;

/// The most cells accepted.
pub const MAX_CELLS: usize = 10_000_000;

/// A judge input: the board and the record.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Input {
    /// `n`.
    pub rows: u32,
    /// `m`.
    pub columns: u32,
    /// Row-major, each `b'X'`, `b'O'` or `b'.'` (exactly one).
    pub board: Vec<u8>,
    /// The `2k` recorded moves, each the cell `row · m + column` (0-based) of the piece moved,
    /// 兔兔's first.
    pub moves: Vec<u32>,
}

/// The colour the player of move `i` (0-based) slides: white for 兔兔, black for 蛋蛋.
pub fn colour_of_move(i: usize) -> u8 {
    if i % 2 == 0 { b'O' } else { b'X' }
}

/// Whether cells `a` and `b` of a board `columns` wide share a side.
pub fn adjacent(a: u32, b: u32, columns: u32) -> bool {
    let (ra, ca, rb, cb) = (a / columns, a % columns, b / columns, b % columns);
    ra.abs_diff(rb) + ca.abs_diff(cb) == 1
}

impl Input {
    /// Reads the judge format, replaying the record to check every move.
    ///
    /// # Errors
    /// Truncated or non-numeric input, sizes out of range, a row of another length or with
    /// another byte, not exactly one empty cell, a move off the board, not next to the empty
    /// cell or of the wrong colour, trailing tokens.
    ///
    /// # Complexity
    /// O(input); memory grows with what is read.
    pub fn read(sc: &mut Scanner<'_>) -> judge::Result<Self> {
        let rows = sc.count("the number of rows n", 1..=MAX_CELLS)?;
        let columns = sc.count("the number of columns m", 1..=MAX_CELLS / rows)?;
        let board = judge::read_grid(sc, rows, columns, b"XO.", "a row of the board")?;
        let empties = board.iter().filter(|&&c| c == b'.').count();
        if empties != 1 {
            return Err(sc.position().error(format!("the board has {empties} empty cells, not 1")));
        }
        let (rows, columns) = (rows as u32, columns as u32);
        let rounds = sc.count("the number of rounds k", ..)?;
        let mut now = board.clone();
        let mut empty = board.iter().position(|&c| c == b'.').expect("one empty cell") as u32;
        let mut moves = Vec::with_capacity(judge::capacity_for(rounds.saturating_mul(2)));
        for i in 0..rounds.saturating_mul(2) {
            let row: u32 = sc.read_in("a move's row x", 1..=rows)?;
            let column: u32 = sc.read_in("a move's column y", 1..=columns)?;
            let cell = (row - 1) * columns + column - 1;
            let want = colour_of_move(i);
            if !adjacent(cell, empty, columns) || now[cell as usize] != want {
                let who = if i % 2 == 0 { "兔兔" } else { "蛋蛋" };
                return Err(sc.position().error(format!(
                    "move {} ({who}) is illegal: ({row}, {column}) is not a `{}` next to the \
                     empty cell",
                    i + 1,
                    char::from(want)
                )));
            }
            now.swap(cell as usize, empty as usize);
            empty = cell;
            moves.push(cell);
        }
        sc.finish()?;
        Ok(Self { rows, columns, board, moves })
    }

    /// The one writer: judge text that [`Input::read`] reads back as `self`.
    ///
    /// # Complexity
    /// O(input).
    pub fn write(&self, out: &mut Vec<u8>) {
        judge::write_u64(out, u64::from(self.rows), b' ');
        judge::write_u64(out, u64::from(self.columns), b'\n');
        judge::write_grid(&self.board, self.columns as usize, out);
        judge::write_u64(out, self.moves.len() as u64 / 2, b'\n');
        for &cell in &self.moves {
            judge::write_u64(out, u64::from(cell / self.columns) + 1, b' ');
            judge::write_u64(out, u64::from(cell % self.columns) + 1, b'\n');
        }
    }

    /// The walk's graph: the first empty cell, white cells at odd distance parity from it and
    /// black ones at even parity, adjacent ones joined; the side is the parity. Other cells are
    /// vertices with no edge.
    ///
    /// # Complexity
    /// O(nm).
    pub fn graph(&self) -> Bipartite {
        let columns = self.columns as usize;
        let start = self.board.iter().position(|&c| c == b'.').expect("one empty cell");
        let parity = |v: usize| (v / columns + v % columns + start / columns + start % columns) % 2;
        let vertex = |v: usize| match self.board[v] {
            b'.' => true,
            b'O' => parity(v) == 1,
            _ => parity(v) == 0,
        };
        let mut edges = Vec::new();
        for v in (0..self.board.len()).filter(|&v| vertex(v)) {
            if v % columns + 1 < columns && vertex(v + 1) {
                edges.push((v as u32, v as u32 + 1));
            }
            if v + columns < self.board.len() && vertex(v + columns) {
                edges.push((v as u32, (v + columns) as u32));
            }
        }
        let on_left = (0..self.board.len()).map(|v| parity(v) == 0).collect();
        Bipartite::new(on_left, &edges).expect("adjacent cells differ in parity")
    }
}

/// 兔兔's mistakes, as move numbers (1-based rounds), increasing.
///
/// # Complexity
/// O(nm·√(nm) + k·nm).
pub fn answer(input: &Input) -> Vec<u32> {
    let mut walk = DeletionMatching::new(input.graph());
    let mut at = input.board.iter().position(|&c| c == b'.').expect("one empty cell") as u32;
    let mut mistakes = Vec::new();
    for (round, pair) in input.moves.chunks(2).enumerate() {
        let won = walk.delete(at);
        let then_lost = walk.delete(pair[0]);
        if won && then_lost {
            mistakes.push(round as u32 + 1);
        }
        at = pair[1];
    }
    mistakes
}

/// The judge output: the count, then each mistake's number on its own line.
///
/// # Complexity
/// O(mistakes).
pub fn write_answer(mistakes: &[u32], out: &mut Vec<u8>) {
    judge::write_u64(out, mistakes.len() as u64, b'\n');
    for &m in mistakes {
        judge::write_u64(out, u64::from(m), b'\n');
    }
}

/// The judge path: read, answer, write.
///
/// # Errors
/// As [`Input::read`].
///
/// # Complexity
/// As [`answer`].
pub fn solve(sc: &mut Scanner<'_>, out: &mut Vec<u8>) -> judge::Result<()> {
    write_answer(&answer(&Input::read(sc)?), out);
    Ok(())
}
