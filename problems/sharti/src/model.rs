//! The game by its rules, stated once: a move inverts a square of side at most `k` inside the
//! board whose lower-right cell is white. sg-core's engine searches them over whole boards (the
//! brute force the fast solution is tested against). No insight belongs here.

use sg_core::{Moves, Outcome, Solver};

use crate::Input;

/// A board of at most 8 × 8 cells: the white ones as a bitmask, cell `(x, y)` (from 0) at bit
/// `x·n + y`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Board {
    /// The side.
    pub n: u32,
    /// The white cells.
    pub white: u64,
}

impl Board {
    /// The board of an input: the union of its rectangles.
    ///
    /// # Panics
    /// If `n > 8`.
    pub fn of(input: &Input) -> Self {
        assert!(input.n <= 8, "the model searches boards of at most 8 × 8");
        let n = input.n as u32;
        let mut white = 0u64;
        for r in &input.rects {
            for x in r.a - 1..r.c {
                for y in r.b - 1..r.d {
                    white |= 1 << (x as u32 * n + y as u32);
                }
            }
        }
        Self { n, white }
    }
}

/// A move: the square of side `side` whose lower-right cell is `(x, y)` (from 0).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Square {
    /// The lower-right cell's row.
    pub x: u32,
    /// The lower-right cell's column.
    pub y: u32,
    /// The side.
    pub side: u32,
}

/// The rules of Sharti with squares of side at most `k`.
#[derive(Debug, Clone, Copy)]
pub struct Rules {
    /// The largest side.
    pub k: u64,
}

impl Moves for Rules {
    type Position = Board;
    type Move = Square;

    /// For each white cell in reading order, each square ending there, the smallest first.
    fn legal_moves<'a>(&'a self, board: &'a Board) -> impl Iterator<Item = Square> + 'a {
        let n = board.n;
        (0..n * n).filter(move |&b| board.white >> b & 1 == 1).flat_map(move |b| {
            let (x, y) = (b / n, b % n);
            let largest = self.k.min(u64::from(x.min(y)) + 1) as u32;
            (1..=largest).map(move |side| Square { x, y, side })
        })
    }

    fn play(&self, board: &Board, sq: &Square) -> Board {
        let mut white = board.white;
        for x in sq.x + 1 - sq.side..=sq.x {
            for y in sq.y + 1 - sq.side..=sq.y {
                white ^= 1 << (x * board.n + y);
            }
        }
        Board { white, ..*board }
    }
}

/// The verdict by searching the whole board: `true` when Hamed wins.
///
/// # Complexity
/// Exponential in the cells: boards up to 4 × 4 (65 536 configurations).
pub fn answer(input: &Input) -> bool {
    Solver::new(Rules { k: input.k }).outcome(&Board::of(input)) == Outcome::Win
}
