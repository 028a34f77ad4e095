//! Cutting Game at the table: pieces of paper, a move cuts one along a grid line
//! (`cut 4 × 5 into 1 × 5 and 3 × 5`), and whoever cuts off a `1 × 1` piece wins. The moves
//! and their effect are the model's ([`model::Rules`]); the insight is the crate doc's: a strip
//! `1 × k` is won at once, and otherwise the pieces are a normal-play sum worth the XOR of
//! their values `g(w, h)` in the fast [`Table`].

use sg_core::Moves;
use workbench::play::{Part, Play, Playable, Start, Words};

use crate::model::{self, Cut, Piece, Pieces, Rules};
use crate::{CuttingGame, Input, Table};

/// The longest side played: a piece's side is a byte in the model.
pub const SIDES: u32 = u8::MAX as u32;

/// Cutting Game at the table: the model's rules, with the table of values up to the longest
/// side of the start (no cut makes a side longer).
#[derive(Debug, Clone)]
pub struct Board {
    table: Table,
}

impl Board {
    /// Whether a piece is a strip `1 × k` with `k ≥ 2`: the player to move cuts its end off.
    fn strip(&(a, b): &Piece) -> bool {
        a == 1 && b >= 2
    }

    /// The XOR of the pieces' values, all of them with both sides at least 2.
    fn nim_sum(&self, pieces: &Pieces) -> u16 {
        pieces.iter().fold(0, |x, &(a, b)| x ^ self.table.get(a.into(), b.into()))
    }
}

/// `a × b`.
fn shown((a, b): Piece) -> String {
    format!("{a} × {b}")
}

/// The game from `sheets` (pieces as typed, each side in `1..=SIDES`, none `1 × 1`).
fn playable(sheets: &[(u64, u64)]) -> Result<Start<Board>, String> {
    let mut pieces = Pieces::new();
    for &(w, h) in sheets {
        if w == 0 || h == 0 || w > u64::from(SIDES) || h > u64::from(SIDES) {
            return Err(format!("a side is 1 to {SIDES} here, not {w} × {h}"));
        }
        if (w, h) == (1, 1) {
            return Err("a 1 × 1 piece has no cut: the game would be over".into());
        }
        pieces.push(model::piece(w as u32, h as u32));
    }
    if pieces.is_empty() {
        return Err("give a sheet's two sides, e.g. `5 6`".into());
    }
    let pieces = model::normalise(pieces);
    let longest = pieces.iter().map(|p| u32::from(p.1)).max().unwrap_or(0);
    Ok(Start { game: Board { table: Table::up_to(longest, longest) }, position: pieces })
}

impl Playable for Board {
    type Rules = Rules;

    fn rules(&self) -> &Rules {
        &Rules
    }
    fn picture(&self, pieces: &Pieces) -> Vec<String> {
        let listed: Vec<String> = pieces.iter().map(|&p| shown(p)).collect();
        let mut lines = vec![format!("On the table: {}.", listed.join(", "))];
        lines.push(if model::over(pieces) {
            "A 1 × 1 piece has been cut off: its cutter has won.".into()
        } else {
            "A move cuts one piece along a grid line; whoever cuts off a 1 × 1 piece wins.".into()
        });
        lines
    }
    /// Each piece, worth `g(w, h)` when both sides are at least 2; a strip has no value (it is
    /// won at once, not a normal-play component), nor has a `1 × 1` piece.
    fn parts(&self, pieces: &Pieces) -> Vec<Part> {
        pieces
            .iter()
            .map(|&(a, b)| Part {
                label: format!("piece {}", shown((a, b))),
                value: (a >= 2).then(|| u128::from(self.table.get(a.into(), b.into()))),
            })
            .collect()
    }
    fn describe(&self, pieces: &Pieces, cut: &Cut) -> String {
        let whole = pieces[cut.piece];
        let [x, y] = cut.pieces(whole);
        format!("cut {} into {} and {}", shown(whole), shown(x), shown(y))
    }
    /// `cut 4 × 5 into 1 × 5 and 3 × 5` (`x` or `by` for `×`; a piece may be named turned,
    /// `5 × 4`, and then its parts too); the legal cut whose pieces are those.
    fn parse_move(&self, pieces: &Pieces, typed: &str) -> Result<Cut, String> {
        let example = CuttingGame::MOVE_EXAMPLE;
        let words = Words::parse(&typed.replace('×', " "))?;
        let known = ["cut", "into", "x", "by", "piece", "sheet", "in"];
        words.only(&known, true, example)?;
        let mut numbers = words.bare().to_vec();
        numbers.extend(words.numbers(&known));
        let side = |n: u64| u8::try_from(n).map_err(|_| format!("no piece has a side of {n}"));
        let [p, q, a, b, c, d] = numbers[..] else {
            return Err(format!(
                "say the piece and the two it is cut into: six numbers, e.g. `{example}`"
            ));
        };
        let (mut whole, mut parts) =
            ((side(p)?, side(q)?), [(side(a)?, side(b)?), (side(c)?, side(d)?)]);
        if whole.0 > whole.1 {
            // Named turned: turn the cut with it.
            whole = (whole.1, whole.0);
            parts = parts.map(|(x, y)| (y, x));
        }
        if !pieces.contains(&whole) {
            return Err(format!("there is no {} piece on the table", shown(whole)));
        }
        self.rules()
            .legal_moves(pieces)
            .find(|cut| pieces[cut.piece] == whole && cut.pieces(whole) == parts)
            .ok_or_else(|| {
                format!(
                    "a cut of {} leaves two pieces that add up to it along one side, not {} and \
                     {}",
                    shown(whole),
                    shown(parts[0]),
                    shown(parts[1])
                )
            })
    }
    /// Over: lost. A strip: won (cut its end off). Otherwise the XOR of the values.
    fn wins(&self, pieces: &Pieces) -> bool {
        !model::over(pieces) && (pieces.iter().any(Self::strip) || self.nim_sum(pieces) != 0)
    }
    fn why_winning(&self, pieces: &Pieces, cut: &Cut) -> String {
        let after = self.rules().play(pieces, cut);
        if model::over(&after) {
            return "it cuts off a 1 × 1 piece: the cutter wins at once".into();
        }
        let values: Vec<String> =
            after.iter().map(|&(a, b)| self.table.get(a.into(), b.into()).to_string()).collect();
        format!(
            "it leaves no strip and pieces worth {} = 0, a lost position for the next player",
            values.join(" ⊕ ")
        )
    }
    fn why_lost(&self, pieces: &Pieces) -> String {
        if model::over(pieces) {
            return "a 1 × 1 piece has been cut off: the game is over".into();
        }
        "no piece is a strip and the values XOR to 0: a cut that leaves a strip 1 × k lets the \
         opponent cut off a 1 × 1, and every other cut makes the XOR non-zero"
            .into()
    }
}

impl Play for CuttingGame {
    type Game = Board;

    const SHORT_FORM: &'static str = "each piece's two sides: `grundy play cutting-game 5 6`";
    const MOVE_EXAMPLE: &'static str = "cut 5 × 6 into 2 × 6 and 3 × 6";

    fn games(input: &Input) -> Result<Vec<Start<Board>>, String> {
        input.sheets.iter().map(|&(w, h)| playable(&[(w.into(), h.into())])).collect()
    }
    fn from_words(words: &Words) -> Result<Start<Board>, String> {
        let known = ["x", "by", "piece", "sheet", "and"];
        words.only(&known, true, "5 6")?;
        let mut numbers = words.bare().to_vec();
        numbers.extend(words.numbers(&known));
        if numbers.len() % 2 != 0 {
            return Err(format!(
                "`{}` has no second side: give each piece's two sides, e.g. `5 6` or `5 6 4 4`",
                numbers.last().map_or(0, |n| *n)
            ));
        }
        let sheets: Vec<(u64, u64)> = numbers.chunks(2).map(|s| (s[0], s[1])).collect();
        if sheets.len() > 20 {
            return Err("at most 20 pieces".into());
        }
        playable(&sheets)
    }
}
