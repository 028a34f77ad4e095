//! The walk on the board by its rules: a position is the stone's cell and the cells visited,
//! a move one step up, down, left or right to an unvisited cell.

use sg_core::{Moves, Outcome, Solver};

use crate::Input;

/// The rules on an n×n board, `n ≤ 8` (the visited cells are one u64).
#[derive(Debug, Clone, Copy)]
pub struct Rules {
    /// The board's side.
    pub n: u32,
}

/// Where the stone is and where it has been: cells `row · n + column`, bit per cell.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Position {
    /// The stone's cell.
    pub at: u32,
    /// The cells visited, the stone's included.
    pub visited: u64,
}

impl Position {
    /// The stone in the top-left cell, nothing else visited.
    pub const START: Self = Self { at: 0, visited: 1 };
}

/// A step of the stone.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Step {
    /// One row up.
    Up,
    /// One row down.
    Down,
    /// One column left.
    Left,
    /// One column right.
    Right,
}

impl Rules {
    /// The cell a step leads to, if it stays on the board.
    pub fn target(&self, at: u32, step: Step) -> Option<u32> {
        let (row, column) = (at / self.n, at % self.n);
        let (row, column) = match step {
            Step::Up => (row.checked_sub(1)?, column),
            Step::Down => (row + 1, column),
            Step::Left => (row, column.checked_sub(1)?),
            Step::Right => (row, column + 1),
        };
        (row < self.n && column < self.n).then_some(row * self.n + column)
    }
}

impl Moves for Rules {
    type Position = Position;
    type Move = Step;

    fn legal_moves<'a>(&'a self, p: &'a Position) -> impl Iterator<Item = Step> + 'a {
        [Step::Up, Step::Down, Step::Left, Step::Right]
            .into_iter()
            .filter(|&step| self.target(p.at, step).is_some_and(|cell| p.visited >> cell & 1 == 0))
    }

    fn play(&self, p: &Position, &step: &Step) -> Position {
        let cell = self.target(p.at, step).expect("a legal step stays on the board");
        Position { at: cell, visited: p.visited | 1 << cell }
    }
}

/// Whether the first player wins on an n×n board, by searching the walk (`n ≤ 5` in
/// practice: the walks of a 6×6 board are too many).
///
/// # Complexity
/// Proportional to the (cell, visited set) pairs reachable.
pub fn first_player_wins(n: u64) -> bool {
    let n = u32::try_from(n).ok().filter(|&n| n <= 8).expect("the model searches boards up to 8×8");
    Solver::new(Rules { n }).outcome(&Position::START) == Outcome::Win
}

/// The verdict of every board by search.
///
/// # Complexity
/// Exponential in `n²`: small boards only.
pub fn answer(input: &Input) -> Vec<bool> {
    input.sizes.iter().map(|&n| first_player_wins(n)).collect()
}
