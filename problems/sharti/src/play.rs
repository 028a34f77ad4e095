//! Sharti at the table: an `n × n` board of white and black cells (`n ≤ 8`), a move inverts a
//! square of side at most `k` whose lower-right cell is white (`invert square 2 at row 3
//! column 4`). The moves and their effect are the model's ([`model::Rules`]); the insight is the
//! crate doc's: a white cell `(i, j)` is worth `min(lowbit(i), lowbit(j), 2^⌊log₂ k⌋)`, and the
//! player to move wins iff the parities of the crate's sweep ([`first_player_wins`]) say the
//! XOR is not 0.

use sg_core::coin_turning_2d::square_value;
use workbench::play::{Part, Play, Playable, Start, Words};

use crate::model::{self, Rules, Square};
use crate::{Input, Rect, Sharti, first_player_wins};

/// The largest side played: the model keeps a board in 64 bits.
pub const SIDE: u64 = 8;

/// Sharti at the table: the model's rules with the largest square `k`.
#[derive(Debug, Clone, Copy)]
pub struct Table {
    rules: Rules,
}

/// The white cells `(x, y)` (from 0) of `board`, in reading order.
fn white_cells(board: &model::Board) -> impl Iterator<Item = (u32, u32)> + '_ {
    let n = board.n;
    (0..n * n).filter(move |&b| board.white >> b & 1 == 1).map(move |b| (b / n, b % n))
}

/// The game on an `n × n` board with squares up to `k` and the union of `rects` white.
///
/// # Errors
/// A side beyond [`SIDE`] or 0, or a rectangle outside the board or upside down.
fn playable(n: u64, k: u64, rects: Vec<Rect>) -> Result<Start<Table>, String> {
    if n == 0 || n > SIDE {
        return Err(format!("the board's side is 1 to {SIDE} here, not {n}"));
    }
    if let Some(r) =
        rects.iter().find(|r| r.a == 0 || r.b == 0 || r.a > r.c || r.b > r.d || r.c > n || r.d > n)
    {
        return Err(format!(
            "a rectangle `a b c d` has 1 ≤ a ≤ c ≤ {n} and 1 ≤ b ≤ d ≤ {n}, not `{} {} {} {}`",
            r.a, r.b, r.c, r.d
        ));
    }
    let position = model::Board::of(&Input { n, k, rects });
    Ok(Start { game: Table { rules: Rules { k } }, position })
}

impl Playable for Table {
    type Rules = Rules;

    fn rules(&self) -> &Rules {
        &self.rules
    }
    /// The board, `#` white and `.` black, rows and columns numbered from 1.
    fn picture(&self, board: &model::Board) -> Vec<String> {
        let n = board.n;
        let header: String = (1..=n).map(|y| format!(" {y}")).collect();
        let mut lines = vec![format!("   {header}")];
        for x in 0..n {
            let row: String = (0..n)
                .map(|y| if board.white >> (x * n + y) & 1 == 1 { " #" } else { " ." })
                .collect();
            lines.push(format!("{:>2} {row}", x + 1));
        }
        lines.push(format!(
            "# is white. A move inverts a square of side at most {} whose lower-right cell is \
             white; whoever cannot move loses.",
            self.rules.k
        ));
        lines
    }
    /// Each white cell `(i, j)`, worth `min(lowbit(i), lowbit(j), 2^⌊log₂ k⌋)`.
    fn parts(&self, board: &model::Board) -> Vec<Part> {
        white_cells(board)
            .map(|(x, y)| Part {
                label: format!("white cell at row {}, column {}", x + 1, y + 1),
                value: Some(square_value(x.into(), y.into(), self.rules.k)),
            })
            .collect()
    }
    fn describe(&self, _: &model::Board, sq: &Square) -> String {
        format!("invert square {} at row {} column {}", sq.side, sq.x + 1, sq.y + 1)
    }
    /// `invert square 2 at row 3 column 4`: the square of side 2 whose lower-right cell is
    /// there (`side` for `square`; side 1 when none is said).
    fn parse_move(&self, board: &model::Board, typed: &str) -> Result<Square, String> {
        let example = Sharti::MOVE_EXAMPLE;
        let words = Words::parse(typed)?;
        let known = ["invert", "flip", "square", "side", "at", "row", "column", "col"];
        words.only(&known, false, example)?;
        words.numbered_only(&["square", "side", "row", "column", "col"], example)?;
        let side = words.one(&["square", "side"], "the side")?.unwrap_or(1);
        let (Some(row), Some(col)) =
            (words.one(&["row"], "the row")?, words.one(&["column", "col"], "the column")?)
        else {
            return Err(format!(
                "say the square's side and its lower-right cell, e.g. `{example}`"
            ));
        };
        let n = u64::from(board.n);
        if !(1..=n).contains(&row) || !(1..=n).contains(&col) {
            return Err(format!("rows and columns are 1 to {n}, not row {row} column {col}"));
        }
        let (x, y) = (row as u32 - 1, col as u32 - 1);
        if board.white >> (x * board.n + y) & 1 == 0 {
            return Err(format!(
                "the cell at row {row} column {col} is black: a square ends on a white cell"
            ));
        }
        if side == 0 || side > self.rules.k || side > row.min(col) {
            return Err(format!(
                "a square ending at row {row} column {col} has a side of 1 to {} (at most k = {} \
                 and inside the board), not {side}",
                self.rules.k.min(row.min(col)),
                self.rules.k
            ));
        }
        Ok(Square { x, y, side: side as u32 })
    }
    /// The crate's sweep over the white cells as `1 × 1` rectangles.
    fn wins(&self, board: &model::Board) -> bool {
        let rects = white_cells(board)
            .map(|(x, y)| {
                let (a, b) = (u64::from(x) + 1, u64::from(y) + 1);
                Rect { a, b, c: a, d: b }
            })
            .collect();
        first_player_wins(&Input { n: board.n.into(), k: self.rules.k, rects })
    }
    fn why_lost(&self, board: &model::Board) -> String {
        if board.white == 0 {
            return "no cell is white: there is no move".into();
        }
        "every value 2^t has an even number of white cells: the XOR is 0, and every move makes \
         it non-zero"
            .into()
    }
}

impl Play for Sharti {
    type Game = Table;

    const SHORT_FORM: &'static str = "the side n (1 to 8), the largest square k, then each white \
                                      rectangle `a b c d` (rows a to c, columns b to d): `grundy \
                                      play sharti 4 3 1 1 3 4`";
    const MOVE_EXAMPLE: &'static str = "invert square 2 at row 3 column 4";

    fn games(input: &Input) -> Result<Vec<Start<Table>>, String> {
        Ok(vec![playable(input.n, input.k, input.rects.clone())?])
    }
    fn from_words(words: &Words) -> Result<Start<Table>, String> {
        words.only(&[], true, "4 3 1 1 3 4")?;
        let numbers = words.bare();
        let [n, k, rest @ ..] = numbers else {
            return Err("give the side n and the largest square k, then the white rectangles \
                        `a b c d`, e.g. `4 3 1 1 3 4`"
                .into());
        };
        if rest.is_empty() || rest.len() % 4 != 0 {
            return Err(format!(
                "after n and k come the white rectangles, four numbers `a b c d` each; {} \
                 numbers are not whole rectangles",
                rest.len()
            ));
        }
        if *k == 0 {
            return Err("k = 0 allows no move: the game would be over before it starts".into());
        }
        if rest.len() > 4 * 64 {
            return Err("at most 64 rectangles".into());
        }
        let rects = rest.chunks(4).map(|r| Rect { a: r[0], b: r[1], c: r[2], d: r[3] }).collect();
        playable(*n, *k, rects)
    }
}
