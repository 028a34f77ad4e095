//! The Colouring Game by its rules, partizan as it is: a position is the row (red, blue or
//! white cells) *and whose turn it is*; Alice paints white two neighbouring cells with at least
//! one red, Bob two with at least one blue; the player who cannot move loses.
//!
//! With the turn inside the position, the legal moves depend on the position alone, so the
//! game is a well-founded game graph and sg-core's memoised [`Solver`] searches it: of what it
//! computes only the *outcome* is used (a position is won for the player to move iff some move
//! leads to a position lost for the other). That is the partizan win/lose search by
//! definition; a Grundy value of a position with the turn in it means nothing for sums, so the
//! position is never split into parts. No counting, no runs, no Dawson's Kayles here.

use sg_core::{Moves, Outcome, Solver};

use crate::{BLUE, Input, RED};

/// A cell of the row.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Cell {
    /// Red: Alice's colour.
    Red,
    /// Blue: Bob's colour.
    Blue,
    /// Painted white: nobody's.
    White,
}

/// A player.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Player {
    /// Moves first; paints pairs holding a red cell.
    Alice,
    /// Paints pairs holding a blue cell.
    Bob,
}

impl Player {
    /// The colour a pair must hold for this player to paint it.
    pub fn colour(self) -> Cell {
        match self {
            Self::Alice => Cell::Red,
            Self::Bob => Cell::Blue,
        }
    }

    /// The other player.
    pub fn other(self) -> Self {
        match self {
            Self::Alice => Self::Bob,
            Self::Bob => Self::Alice,
        }
    }
}

/// The row and the player to move.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Position {
    /// The cells, left to right.
    pub cells: Vec<Cell>,
    /// Whose turn it is.
    pub to_move: Player,
}

impl Position {
    /// A row of bytes (`R` red, `B` blue, anything else white, say `W`) with Alice to move.
    ///
    /// # Complexity
    /// O(n).
    pub fn start(row: &[u8]) -> Self {
        let cells = row
            .iter()
            .map(|&c| match c {
                RED => Cell::Red,
                BLUE => Cell::Blue,
                _ => Cell::White,
            })
            .collect();
        Self { cells, to_move: Player::Alice }
    }
}

/// The rules: a move paints cells `i` and `i + 1` white (the move is `i`), legal when one of
/// them has the mover's colour.
#[derive(Debug, Clone, Copy, Default)]
pub struct Rules;

impl Moves for Rules {
    type Position = Position;
    /// The left cell of the pair painted.
    type Move = usize;

    fn legal_moves<'a>(&'a self, position: &'a Position) -> impl Iterator<Item = usize> + 'a {
        let own = position.to_move.colour();
        position
            .cells
            .windows(2)
            .enumerate()
            .filter(move |(_, pair)| pair.contains(&own))
            .map(|(i, _)| i)
    }

    fn play(&self, position: &Position, &i: &usize) -> Position {
        let mut cells = position.cells.clone();
        cells[i] = Cell::White;
        cells[i + 1] = Cell::White;
        Position { cells, to_move: position.to_move.other() }
    }
}

/// Whether the player to move in `position` wins, by the memoised search.
///
/// # Complexity
/// O(positions reachable · n): at most `2^n` rows per player, as cells only turn white.
pub fn mover_wins(solver: &mut Solver<Rules>, position: &Position) -> bool {
    solver.outcome(position) == Outcome::Win
}

/// Whether Alice, moving first, wins on a judge row, by search.
///
/// # Complexity
/// As [`mover_wins`].
pub fn alice_wins(solver: &mut Solver<Rules>, row: &[u8]) -> bool {
    mover_wins(solver, &Position::start(row))
}

/// The verdict of every test by search.
///
/// # Complexity
/// Exponential in `n`: small rows only.
pub fn answer(input: &Input) -> Vec<bool> {
    let mut solver = Solver::new(Rules);
    input.rows.iter().map(|row| alice_wins(&mut solver, row)).collect()
}
