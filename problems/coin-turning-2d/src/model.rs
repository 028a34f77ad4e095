//! The game by its rules, stated once: a move turns over a 4-connected block of coins whose
//! anchor shows tails and lies weakly down-right of every other coin of the block. sg-core's
//! engine searches them over whole boards (the brute force the fast solution is tested
//! against). No insight belongs here.

use sg_core::coin_turning_2d::connected_sets_with;
use sg_core::{Moves, Outcome, Solver};

use crate::{Board, Input};

/// A board of at most 64 coins: tails as a bitmask, coin `(x, y)` at bit `x·cols + y`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Coins {
    /// The board's rows.
    pub rows: u32,
    /// The board's columns.
    pub cols: u32,
    /// The coins showing tails.
    pub tails: u64,
}

impl Coins {
    /// The board as a bitmask.
    ///
    /// # Panics
    /// If it has more than 64 coins.
    pub fn of(board: &Board) -> Self {
        assert!(board.tails.len() <= 64, "the model searches boards of at most 64 coins");
        let tails = board.tails.iter().rev().fold(0u64, |m, &t| m << 1 | u64::from(t));
        Self { rows: board.rows as u32, cols: board.cols as u32, tails }
    }
}

/// A move: the anchor `(x, y)` and the block turned over (a bitmask of the board, anchor in).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Turn {
    /// The anchor's row and column, from 0.
    pub anchor: (u32, u32),
    /// Every coin turned.
    pub block: u64,
}

/// The rules of 染色游戏.
#[derive(Debug, Clone, Copy, Default)]
pub struct Rules;

impl Moves for Rules {
    type Position = Coins;
    type Move = Turn;

    /// For each tails coin in reading order, every connected block inside the rectangle from
    /// the corner to it that contains it, the coin alone first.
    fn legal_moves<'a>(&'a self, board: &'a Coins) -> impl Iterator<Item = Turn> + 'a {
        let cols = board.cols;
        (0..board.rows * cols).filter(move |&b| board.tails >> b & 1 == 1).flat_map(move |b| {
            let (x, y) = (b / cols, b % cols);
            // The rectangle [0..=x] × [0..=y], its cell (a, c) at bit a·(y + 1) + c.
            let blocks = connected_sets_with(x + 1, y + 1, x * (y + 1) + y);
            blocks.into_iter().map(move |set| {
                let block = (0..(x + 1) * (y + 1))
                    .filter(|&r| set >> r & 1 == 1)
                    .fold(0u64, |m, r| m | 1 << ((r / (y + 1)) * cols + r % (y + 1)));
                Turn { anchor: (x, y), block }
            })
        })
    }

    fn play(&self, board: &Coins, turn: &Turn) -> Coins {
        Coins { tails: board.tails ^ turn.block, ..*board }
    }
}

/// The verdict of every game by searching the whole board.
///
/// # Complexity
/// Exponential in the coins: boards of a dozen coins.
pub fn answer(input: &Input) -> Vec<bool> {
    let mut solver = Solver::new(Rules);
    input.boards.iter().map(|b| solver.outcome(&Coins::of(b)) == Outcome::Win).collect()
}
