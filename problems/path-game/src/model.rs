//! PathGame by its rules, for sg-core's engine: a position is the whole board, a move colours
//! one white cell black, and it is legal iff a flood fill still finds a left-to-right path of
//! white cells. Nothing here knows about columns, runs or sides.

use sg_core::{Game, Outcome, Solver};

use crate::Input;

/// The widest board the model accepts (the search is exponential in the width anyway).
pub const MAX_WIDTH: usize = 32;

/// A board of at most [`MAX_WIDTH`] columns: bit `c` is the top cell of column `c`, bit
/// `32 + c` the bottom cell; a set bit is black.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Board {
    width: u32,
    black: u64,
}

impl Board {
    /// The board of these rows (`#` black, anything else white), path or not; `None` if the
    /// rows differ in length, are empty, or are wider than [`MAX_WIDTH`].
    ///
    /// # Complexity
    /// O(W).
    pub fn new(rows: &Input) -> Option<Self> {
        let (top, bottom) = (&rows.top, &rows.bottom);
        if top.len() != bottom.len() || top.is_empty() || top.len() > MAX_WIDTH {
            return None;
        }
        let mut black = 0;
        for c in 0..top.len() {
            black |= u64::from(top[c] == b'#') << c | u64::from(bottom[c] == b'#') << (32 + c);
        }
        Some(Self { width: top.len() as u32, black })
    }

    fn bit(row: usize, column: u32) -> u64 {
        1 << (32 * row as u32 + column)
    }

    fn is_white(&self, row: usize, column: u32) -> bool {
        self.black & Self::bit(row, column) == 0
    }

    /// Whether white cells connect column 0 to the last column through edge-adjacent cells.
    ///
    /// # Complexity
    /// O(W) (each of the 2W cells is pushed at most once).
    pub fn has_path(&self) -> bool {
        let mut seen = 0u64;
        let mut stack = Vec::new();
        for row in 0..2 {
            if self.is_white(row, 0) {
                seen |= Self::bit(row, 0);
                stack.push((row, 0));
            }
        }
        while let Some((row, column)) = stack.pop() {
            if column + 1 == self.width {
                return true;
            }
            let mut next = vec![(1 - row, column), (row, column + 1)];
            if column > 0 {
                next.push((row, column - 1));
            }
            for (r, c) in next {
                if self.is_white(r, c) && seen & Self::bit(r, c) == 0 {
                    seen |= Self::bit(r, c);
                    stack.push((r, c));
                }
            }
        }
        false
    }
}

/// The game: colour a white cell black, keeping some left-to-right path.
#[derive(Debug, Clone, Copy, Default)]
pub struct Rules;

impl Game for Rules {
    type Position = Board;

    fn moves(&self, board: &Board) -> Vec<Vec<Board>> {
        let mut moves = Vec::new();
        for row in 0..2 {
            for column in 0..board.width {
                if board.is_white(row, column) {
                    let next = Board { black: board.black | Board::bit(row, column), ..*board };
                    if next.has_path() {
                        moves.push(vec![next]);
                    }
                }
            }
        }
        moves
    }
}

/// The Grundy value of `board` by searching the game tree.
///
/// # Complexity
/// Exponential in the width: every reachable board once, O(W²) work each.
pub fn grundy(solver: &mut Solver<Rules>, board: &Board) -> u64 {
    solver.grundy(board)
}

/// Whether Snuke (the first player) wins, by searching the game tree of the board.
///
/// # Panics
/// If the board is wider than [`MAX_WIDTH`].
///
/// # Complexity
/// Exponential in the width: small boards only.
pub fn answer(input: &Input) -> bool {
    let board = Board::new(input).expect("the model searches boards of at most 32 columns");
    Solver::new(Rules).outcome(&board) == Outcome::Win
}
