//! # 染色游戏 (2-D coin turning on connected blocks) — Luogu P2594 \[ZJOI2009\]
//!
//! **Game.** An `n × m` board of coins, each heads (`H`) or tails. A move picks a 4-connected
//! block of coins with an *anchor*: a coin of the block showing tails, every other coin of the
//! block weakly up-left of it (row `≤`, column `≤`); every coin of the block is turned over (the
//! anchor to heads). The player who cannot move (every coin heads) loses. dongdong moves first.
//!
//! **Insight.** A 2-D coin-turning game with tails as the "active" side:
//! `sg_core::coin_turning_2d::ConnectedBlocks`. A position is worth the XOR of its tails'
//! values, and the value of a tails coin at `(x, y)` (from 0) is `2^e` with
//! `e = v2(x + y + 1)` on row 0 and column 0 (a block on one line is a run: the 1-D ruler) and
//! `e = x + y` inside (`connected_block_exponent`). sg-core proves the decomposition on every
//! configuration of every board of up to 12 cells, the values against the mex recursion on
//! 5 × 5, 3 × 7 and 2 × 12, and holds the law by an induction written in its module doc: a
//! block through `(x − 1, y)` gives every value of `[2^(x+y−1), 2^(x+y))`, and adding
//! `(x, y − 1)`, worth the same, every smaller one; no other coin of the rectangle reaches
//! the exponent `x + y`. This crate's tests hold [`answer`] to [`model`] (the game searched
//! over whole boards, blocks and all) on thousands of generated boards.
//!
//! **Values to 2^198.** On a 100 × 100 board the corner coin is worth `2^198`, beyond every
//! machine integer, so the XOR is kept as a bitset of exponents ([`Value`], one bit per
//! exponent, as wide as the board needs): the first player wins iff some exponent occurs an
//! odd number of times. The tests check it at the judge's largest boards against a second,
//! exact method (the multiset of exponents counted in a `BTreeMap`). [`winning_move`] builds
//! a winning block by the induction (sg-core's `connected_block_worth`); the tests replay it
//! against the model and check it at the judge's largest boards.
//!
//! **At the table.** `play` (with the `workbench` feature) is the game for `grundy play
//! coin-turning-2d 3 3 1 2 2 3 3 3`: the model's blocks on boards up to 25 coins, this insight
//! for who wins and [`winning_move`] for the perfect player's block.
//!
//! **Algorithm.** O(n·m) per game, memory O(n·m) for the board read.
//!
//! **Format.** `T`, then per game `n m` and `n` rows of `m` characters (`H` heads, any other
//! character tails). Per game `-_-` when dongdong (the first player) wins, else `=_=`. Limits:
//! `T ≤ 50`, `n, m ≤ 100`; any sizes are accepted (the value's width follows the board).

use judge::Scanner;
use sg_core::coin_turning_2d::connected_block_worth;

mod explain;
pub mod model;
#[cfg(feature = "workbench")]
pub mod play;
#[cfg(feature = "workbench")]
mod problem;
pub use explain::{Explanation, explain};
#[cfg(feature = "workbench")]
pub use problem::CoinTurning2d;

/// One board of coins.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Board {
    /// The rows `n ≥ 1`.
    pub rows: usize,
    /// The columns `m ≥ 1`.
    pub cols: usize,
    /// Row-major, `true` where the coin shows tails (the side a move's anchor turns away).
    pub tails: Vec<bool>,
}

impl Board {
    /// Whether the coin at `(x, y)` (from 0) shows tails.
    ///
    /// # Complexity
    /// O(1).
    pub fn tails_at(&self, x: usize, y: usize) -> bool {
        self.tails[x * self.cols + y]
    }
}

/// A judge input: the games.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Input {
    /// One board per game.
    pub boards: Vec<Board>,
}

impl Input {
    /// Reads the judge format: `T`, then per game `n m` and `n` rows of `m` characters.
    ///
    /// # Errors
    /// Truncated or non-numeric input, `n` or `m` zero, a row whose length is not `m`, or
    /// trailing tokens.
    ///
    /// # Complexity
    /// O(input); memory grows with the rows read, never with a declared count.
    pub fn read(sc: &mut Scanner<'_>) -> judge::Result<Self> {
        let games = sc.count("the number of games T", ..)?;
        let mut boards = Vec::with_capacity(judge::capacity_for(games));
        let mut row = Vec::new();
        for _ in 0..games {
            let rows = sc.count("the rows n", 1..)?;
            let cols = sc.count("the columns m", 1..)?;
            let mut tails = Vec::new();
            for _ in 0..rows {
                row.clear();
                sc.token_into("a row of coins", &mut row)?;
                if row.len() != cols {
                    return Err(sc.position().error(format!(
                        "expected a row of {cols} coins, found {} characters",
                        row.len()
                    )));
                }
                tails.extend(row.iter().map(|&c| c != b'H'));
            }
            boards.push(Board { rows, cols, tails });
        }
        sc.finish()?;
        Ok(Self { boards })
    }

    /// The one writer: judge text that [`Input::read`] reads back as `self` (`T` for tails).
    ///
    /// # Complexity
    /// O(input).
    pub fn write(&self, out: &mut Vec<u8>) {
        judge::write_line(out, [self.boards.len() as u64]);
        for b in &self.boards {
            judge::write_line(out, [b.rows as u64, b.cols as u64]);
            for row in b.tails.chunks(b.cols) {
                out.extend(row.iter().map(|&t| if t { b'T' } else { b'H' }));
                out.push(b'\n');
            }
        }
    }
}

/// A nim-value that is a XOR of powers of two of any size: bit `e` set when `2^e` occurs an odd
/// number of times.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Value {
    /// Little-endian 64-bit words.
    words: Vec<u64>,
}

impl Value {
    /// XOR `2^exponent` in.
    ///
    /// # Complexity
    /// O(1) amortised (the words grow to the largest exponent seen).
    pub fn toggle(&mut self, exponent: usize) {
        let word = exponent / 64;
        if word >= self.words.len() {
            self.words.resize(word + 1, 0);
        }
        self.words[word] ^= 1 << (exponent % 64);
    }

    /// Whether the value is 0 (a loss for the player to move).
    ///
    /// # Complexity
    /// O(words).
    pub fn is_zero(&self) -> bool {
        self.words.iter().all(|&w| w == 0)
    }

    /// The little-endian 64-bit words: bit `e` for `2^e`.
    pub fn words(&self) -> &[u64] {
        &self.words
    }

    /// The exponents `e` with bit `e` set, in increasing order.
    ///
    /// # Complexity
    /// O(words + exponents).
    pub fn exponents(&self) -> Vec<usize> {
        let bits = |(i, &w): (usize, &u64)| {
            (0..64).filter(move |b| w >> b & 1 == 1).map(move |b| 64 * i + b)
        };
        self.words.iter().enumerate().flat_map(bits).collect()
    }
}

/// The exponent of the value of a tails coin at `(x, y)` (from 0): sg-core's
/// `connected_block_exponent`, as an index.
///
/// # Complexity
/// O(1).
pub fn exponent(x: usize, y: usize) -> usize {
    sg_core::coin_turning_2d::connected_block_exponent(x as u64, y as u64) as usize
}

/// The board's nim-value: the XOR of `2^exponent(x, y)` over its tails coins.
///
/// # Complexity
/// O(n·m).
pub fn value(board: &Board) -> Value {
    let mut value = Value::default();
    for (i, _) in board.tails.iter().enumerate().filter(|(_, t)| **t) {
        value.toggle(exponent(i / board.cols, i % board.cols));
    }
    value
}

/// A coin `(row, column)`, from 0.
pub type Coin = (usize, usize);

/// A winning move, if the first player wins: the anchor `(x, y)` (from 0) and the other coins
/// of the block to turn. The anchor is the first tails coin worth the value's highest power
/// `2^e` (one exists: an odd number of coins are worth it), and the rest of the block is worth
/// the value without that power, below `2^e` (sg-core's constructive
/// `connected_block_worth`), so the move leaves the XOR 0.
///
/// # Complexity
/// O(n·m + (n + m)²).
pub fn winning_move(board: &Board) -> Option<(Coin, Vec<Coin>)> {
    let mut target = value(board);
    let top = *target.exponents().last()?;
    let at = (0..board.tails.len())
        .find(|&i| board.tails[i] && exponent(i / board.cols, i % board.cols) == top)?;
    let (x, y) = (at / board.cols, at % board.cols);
    target.toggle(top);
    let block = connected_block_worth(x as u32, y as u32, target.words())?;
    Some(((x, y), block.into_iter().map(|(a, b)| (a as usize, b as usize)).collect()))
}

/// Whether dongdong (the first player) wins: the value is not 0.
///
/// # Complexity
/// O(n·m).
pub fn first_player_wins(board: &Board) -> bool {
    !value(board).is_zero()
}

/// The verdict of every game: `true` when the first player wins.
///
/// # Complexity
/// O(Σ n·m).
pub fn answer(input: &Input) -> Vec<bool> {
    input.boards.iter().map(first_player_wins).collect()
}

/// The judge's lines: `-_-` when the first player wins, `=_=` otherwise.
const VERDICTS: judge::Verdicts = judge::Verdicts { yes: b"-_-\n", no: b"=_=\n" };

/// The verdicts as judge output, one line each.
///
/// # Complexity
/// O(T).
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
