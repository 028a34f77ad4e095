//! 染色游戏 at the table: a board of coins (at most [`COINS`]), a move turns over a 4-connected
//! block whose anchor shows tails and lies weakly down-right of the block's other coins
//! (`turn 2 3 with 1 3, 2 2`: the anchor at row 2 column 3, and the coins at (1, 3) and
//! (2, 2)). The moves and their effect are the model's ([`Rules`]); the insight is the
//! crate doc's: a tails coin at `(x, y)` is worth `2^exponent(x, y)`, the board the XOR
//! ([`first_player_wins`]), and [`winning_move`] builds a winning block at once.

use sg_core::Moves;
use workbench::play::{Part, Play, Playable, Start, Words};

use crate::model::{Coins, Rules, Turn};
use crate::{Board, CoinTurning2d, Input, exponent, first_player_wins, winning_move};

/// The most coins played: a 5 × 5 board's corner anchors about 10^6 blocks, which the player
/// still lists in a turn.
pub const COINS: usize = 25;

/// 染色游戏 at the table: the model's rules with the law of the values.
#[derive(Debug, Clone, Copy)]
pub struct Table;

/// The crate's board of `coins`.
fn board(coins: &Coins) -> Board {
    let (rows, cols) = (coins.rows as usize, coins.cols as usize);
    Board { rows, cols, tails: (0..rows * cols).map(|b| coins.tails >> b & 1 == 1).collect() }
}

/// The game from a board of the crate.
///
/// # Errors
/// More than [`COINS`] coins.
fn playable(b: &Board) -> Result<Start<Table>, String> {
    if b.tails.len() > COINS {
        return Err(format!(
            "play takes boards of at most {COINS} coins, not {} × {} (a big board's corner \
             anchors too many blocks to list)",
            b.rows, b.cols
        ));
    }
    Ok(Start { game: Table, position: Coins::of(b) })
}

/// `row column` of the coin at bit `b` of `coins`, from 1.
fn named(coins: &Coins, b: u32) -> String {
    format!("{} {}", b / coins.cols + 1, b % coins.cols + 1)
}

impl Playable for Table {
    type Rules = Rules;

    fn rules(&self) -> &Rules {
        &Rules
    }
    /// The coins, `T` tails and `H` heads, rows and columns numbered from 1.
    fn picture(&self, coins: &Coins) -> Vec<String> {
        let header: String = (1..=coins.cols).map(|y| format!("{y:>3}")).collect();
        let mut lines = vec![format!("  {header}")];
        for x in 0..coins.rows {
            let row: String = (0..coins.cols)
                .map(|y| if coins.tails >> (x * coins.cols + y) & 1 == 1 { "  T" } else { "  H" })
                .collect();
            lines.push(format!("{:>2}{row}", x + 1));
        }
        lines.push(
            "A move turns over a 4-connected block of coins whose anchor shows T and lies at or \
             below and right of every other coin of the block; whoever cannot move loses."
                .into(),
        );
        lines
    }
    /// Each tails coin at `(x, y)` (from 0), worth `2^v2(x + y + 1)` on row and column 1,
    /// `2^(x + y)` inside.
    fn parts(&self, coins: &Coins) -> Vec<Part> {
        (0..coins.rows * coins.cols)
            .filter(|&b| coins.tails >> b & 1 == 1)
            .map(|b| {
                let (x, y) = ((b / coins.cols) as usize, (b % coins.cols) as usize);
                // At most 25 coins: the exponent is at most 23, well inside 128 bits.
                Part {
                    label: format!("tails at row {}, column {}", x + 1, y + 1),
                    value: u32::try_from(exponent(x, y)).ok().and_then(|e| 1u128.checked_shl(e)),
                }
            })
            .collect()
    }
    fn describe(&self, coins: &Coins, turn: &Turn) -> String {
        let (x, y) = turn.anchor;
        let anchor = x * coins.cols + y;
        let others: Vec<String> = (0..coins.rows * coins.cols)
            .filter(|&b| b != anchor && turn.block >> b & 1 == 1)
            .map(|b| named(coins, b))
            .collect();
        let anchor = named(coins, anchor);
        if others.is_empty() {
            format!("turn {anchor}")
        } else {
            format!("turn {anchor} with {}", others.join(", "))
        }
    }
    /// `turn 2 3 with 1 3, 2 2`: the anchor's row and column, then each other coin's; the
    /// legal move of that anchor (the model's, listed on the board with only the anchor
    /// showing tails, as the anchor's blocks do not depend on other coins) turning those.
    fn parse_move(&self, coins: &Coins, typed: &str) -> Result<Turn, String> {
        let example = CoinTurning2d::MOVE_EXAMPLE;
        let words = Words::parse(typed)?;
        words.only(&["turn", "flip", "anchor", "with", "coin", "at"], false, example)?;
        let anchor = words.numbers(&["turn", "flip", "anchor"]);
        let others = words.numbers(&["with", "coin", "at"]);
        let [ax, ay] = anchor[..] else {
            return Err(format!(
                "say the anchor's row and column after `turn`, then the other coins after \
                 `with`, e.g. `{example}`"
            ));
        };
        if others.len() % 2 != 0 {
            return Err("each other coin is a row and a column: two numbers".into());
        }
        let (rows, cols) = (u64::from(coins.rows), u64::from(coins.cols));
        let bit = |r: u64, c: u64| -> Result<u32, String> {
            if (1..=rows).contains(&r) && (1..=cols).contains(&c) {
                Ok(((r - 1) * cols + c - 1) as u32)
            } else {
                Err(format!("rows are 1 to {rows} and columns 1 to {cols}, not {r} {c}"))
            }
        };
        let at = bit(ax, ay)?;
        if coins.tails >> at & 1 == 0 {
            return Err(format!("the coin at {ax} {ay} shows heads: an anchor shows tails"));
        }
        let mut block = 1u64 << at;
        for pair in others.chunks(2) {
            let (r, c) = (pair[0], pair[1]);
            bit(r, c)?;
            if r > ax || c > ay {
                return Err(format!(
                    "the coin at {r} {c} is not at or above and left of the anchor {ax} {ay}"
                ));
            }
            block |= 1 << bit(r, c)?;
        }
        let turn = Turn { anchor: (at / coins.cols, at % coins.cols), block };
        let alone = Coins { tails: 1 << at, ..*coins };
        if Rules.legal_moves(&alone).any(|t| t == turn) {
            Ok(turn)
        } else {
            Err("those coins and the anchor are not one 4-connected block".into())
        }
    }
    /// The crate's XOR of the tails coins' values.
    fn wins(&self, coins: &Coins) -> bool {
        first_player_wins(&board(coins))
    }
    /// The crate's constructive winning block first, then every other legal move that leaves a
    /// lost position.
    fn winning_moves<'a>(&'a self, coins: &'a Coins) -> impl Iterator<Item = Turn> + 'a {
        let first = winning_move(&board(coins)).map(|((x, y), rest)| {
            let bit = |(a, b): (usize, usize)| 1u64 << (a * coins.cols as usize + b);
            let block = rest.into_iter().fold(bit((x, y)), |m, c| m | bit(c));
            Turn { anchor: (x as u32, y as u32), block }
        });
        let rest = first.into_iter().flat_map(move |found| {
            let lost = move |t: &Turn| *t != found && !self.wins(&Rules.play(coins, t));
            Rules.legal_moves(coins).filter(lost)
        });
        first.into_iter().chain(rest)
    }
    fn why_lost(&self, coins: &Coins) -> String {
        if coins.tails == 0 {
            return "every coin shows heads: there is no move".into();
        }
        "every power of two is the value of an even number of tails coins: the XOR is 0, and \
         every move makes it non-zero"
            .into()
    }
}

impl Play for CoinTurning2d {
    type Game = Table;

    const SHORT_FORM: &'static str = "the rows and columns (at most 25 coins), then each tails \
                                      coin's row and column: `grundy play coin-turning-2d 3 3 \
                                      1 2 2 3 3 3`";
    const MOVE_EXAMPLE: &'static str = "turn 2 3 with 1 3, 2 2";

    fn games(input: &Input) -> Result<Vec<Start<Table>>, String> {
        input.boards.iter().map(playable).collect()
    }
    fn from_words(words: &Words) -> Result<Start<Table>, String> {
        let example = "3 3 1 2 2 3 3 3";
        words.only(&[], true, example)?;
        let numbers = words.bare();
        let [rows, cols, tails @ ..] = numbers else {
            return Err(format!(
                "give the rows and columns, then each tails coin's row and column, e.g. \
                 `{example}`"
            ));
        };
        let (rows, cols) = (*rows, *cols);
        if rows == 0 || cols == 0 || rows.saturating_mul(cols) > COINS as u64 {
            return Err(format!(
                "a board has at least one coin and at most {COINS} here, not {rows} × {cols}"
            ));
        }
        if tails.is_empty() {
            return Err("no coin shows tails: the game would be over before it starts".into());
        }
        if tails.len() % 2 != 0 {
            return Err("each tails coin is a row and a column: two numbers".into());
        }
        let (r, c) = (rows as usize, cols as usize);
        let mut b = Board { rows: r, cols: c, tails: vec![false; r * c] };
        for pair in tails.chunks(2) {
            let (x, y) = (pair[0], pair[1]);
            if !(1..=rows).contains(&x) || !(1..=cols).contains(&y) {
                return Err(format!("rows are 1 to {rows} and columns 1 to {cols}, not {x} {y}"));
            }
            b.tails[(x as usize - 1) * c + y as usize - 1] = true;
        }
        playable(&b)
    }
}
