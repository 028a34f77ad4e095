//! The whole game by its rules: before the placement AA chooses a free cell; after it, the
//! player to move takes the piece to an adjacent free cell never visited. The last player to
//! move wins (normal play).

use sg_core::{Moves, Outcome, Solver};

use crate::Input;

/// The rules on one maze of at most 64 cells.
#[derive(Debug, Clone)]
pub struct Rules {
    rows: u32,
    columns: u32,
    free: u64,
}

/// A position: the empty maze (AA to place the piece), or the piece and the cells visited.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Position {
    /// Nothing placed yet.
    Empty,
    /// The piece on `at`; `visited` holds a bit per cell visited, `at`'s included.
    Piece {
        /// The piece's cell, `row · M + column`.
        at: u32,
        /// The cells visited.
        visited: u64,
    },
}

impl Rules {
    /// The rules on this maze.
    ///
    /// # Panics
    /// With more than 64 cells.
    pub fn new(input: &Input) -> Self {
        assert!(input.free.len() <= 64, "the model searches mazes of up to 64 cells");
        let free = input.free.iter().enumerate().filter(|c| *c.1).map(|(v, _)| 1u64 << v).sum();
        Self { rows: input.rows, columns: input.columns, free }
    }

    /// The cells next to `at` (up, down, left, right) on the maze.
    fn neighbours(&self, at: u32) -> impl Iterator<Item = u32> {
        let (r, c, columns) = (at / self.columns, at % self.columns, self.columns);
        [
            (r > 0).then(|| at - columns),
            (r + 1 < self.rows).then(|| at + columns),
            (c > 0).then(|| at - 1),
            (c + 1 < columns).then(|| at + 1),
        ]
        .into_iter()
        .flatten()
    }
}

impl Moves for Rules {
    type Position = Position;
    /// The cell the piece is put on or moved to.
    type Move = u32;

    fn legal_moves<'a>(&'a self, position: &'a Position) -> impl Iterator<Item = u32> + 'a {
        let (targets, visited): (Vec<u32>, u64) = match *position {
            Position::Empty => ((0..self.rows * self.columns).collect(), 0),
            Position::Piece { at, visited } => (self.neighbours(at).collect(), visited),
        };
        targets.into_iter().filter(move |&v| self.free >> v & 1 == 1 && visited >> v & 1 == 0)
    }

    fn play(&self, position: &Position, &to: &u32) -> Position {
        let visited = match *position {
            Position::Empty => 0,
            Position::Piece { visited, .. } => visited,
        };
        Position::Piece { at: to, visited: visited | 1 << to }
    }
}

/// AA's winning placements, by searching the game: the moves from the empty maze to positions
/// lost for YY, as (row, column) 1-based.
///
/// # Complexity
/// Exponential in the cells: small mazes only.
pub fn answer(input: &Input) -> Vec<(u32, u32)> {
    let rules = Rules::new(input);
    let placements: Vec<u32> = rules.legal_moves(&Position::Empty).collect();
    let mut solver = Solver::new(rules);
    placements
        .into_iter()
        .filter(|&v| {
            let after = solver.game().play(&Position::Empty, &v);
            solver.outcome(&after) == Outcome::Lose
        })
        .map(|v| (v / input.columns + 1, v % input.columns + 1))
        .collect()
}
