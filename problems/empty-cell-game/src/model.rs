//! The board game by its rules: a position is the board and whose turn it is; 兔兔 slides a
//! white piece next to the empty cell into it, 蛋蛋 a black one; who cannot move loses. No
//! parity, no graph: the pieces themselves.

use sg_core::{Moves, Outcome, Solver};

use crate::{Input, adjacent};

/// The rules on boards `columns` wide.
#[derive(Debug, Clone, Copy)]
pub struct Rules {
    /// The board's width.
    pub columns: u32,
}

/// A board and the player to move.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Position {
    /// Row-major cells: `b'X'`, `b'O'`, one `b'.'`.
    pub board: Vec<u8>,
    /// Whether 兔兔 (white) is to move.
    pub rabbit_to_move: bool,
}

impl Moves for Rules {
    type Position = Position;
    /// The cell of the piece slid into the empty cell.
    type Move = u32;

    fn legal_moves<'a>(&'a self, p: &'a Position) -> impl Iterator<Item = u32> + 'a {
        let empty = p.board.iter().position(|&c| c == b'.').expect("one empty cell") as u32;
        let colour = if p.rabbit_to_move { b'O' } else { b'X' };
        (0..p.board.len() as u32).filter(move |&cell| {
            p.board[cell as usize] == colour && adjacent(cell, empty, self.columns)
        })
    }

    fn play(&self, p: &Position, &cell: &u32) -> Position {
        let empty = p.board.iter().position(|&c| c == b'.').expect("one empty cell");
        let mut board = p.board.clone();
        board.swap(cell as usize, empty);
        Position { board, rabbit_to_move: !p.rabbit_to_move }
    }
}

/// 兔兔's mistakes by searching the game at every position of the record: a move is one if
/// 兔兔 won before it and 蛋蛋 wins after it.
///
/// # Complexity
/// Exponential in the board: small boards only.
pub fn answer(input: &Input) -> Vec<u32> {
    let rules = Rules { columns: input.columns };
    let mut solver = Solver::new(rules);
    let mut position = Position { board: input.board.clone(), rabbit_to_move: true };
    let mut mistakes = Vec::new();
    for (round, pair) in input.moves.chunks(2).enumerate() {
        let won = solver.outcome(&position) == Outcome::Win;
        position = rules.play(&position, &pair[0]);
        let then_lost = solver.outcome(&position) == Outcome::Win;
        if won && then_lost {
            mistakes.push(round as u32 + 1);
        }
        position = rules.play(&position, &pair[1]);
    }
    mistakes
}
