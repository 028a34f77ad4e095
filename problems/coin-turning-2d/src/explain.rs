//! Why a game is won (`--explain`): the tails coins' values and their XOR.

use std::fmt;

use crate::{Board, Input, exponent, value, winning_move};

/// A game's verdict with its reason.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Explanation {
    /// The board's rows and columns.
    pub size: (usize, usize),
    /// The coins showing tails.
    pub tails: usize,
    /// The largest single value `2^e` among them, as `(e, row, column)` from 1.
    pub largest: Option<(usize, usize, usize)>,
    /// The exponents `e` of the XOR of the values, `2^e` each.
    pub exponents: Vec<usize>,
    /// A winning move: its anchor and the number of coins it turns, `(row, column, coins)`
    /// from 1.
    pub winning: Option<(usize, usize, usize)>,
}

impl Explanation {
    /// Whether the first player wins (the XOR is not 0).
    pub fn first_wins(&self) -> bool {
        !self.exponents.is_empty()
    }
}

impl fmt::Display for Explanation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (n, m) = self.size;
        let verdict = if self.first_wins() { "-_-" } else { "=_=" };
        write!(f, "{verdict}\n  {n} x {m} board, {} tails coins", self.tails)?;
        if let Some((e, i, j)) = self.largest {
            write!(f, " (the largest worth 2^{e}, at row {i}, column {j})")?;
        }
        let shown: Vec<String> =
            self.exponents.iter().rev().take(6).map(|e| format!("2^{e}")).collect();
        match shown.len() {
            0 => write!(
                f,
                "; their values XOR to 0: every move loses (it leaves a non-zero XOR), so \
                 dongdong, to move, loses"
            ),
            len => {
                write!(
                    f,
                    "; their values XOR to {}{}: dongdong, to move, wins",
                    shown.join(" + "),
                    if len < self.exponents.len() { " + …" } else { "" }
                )?;
                if let Some((i, j, coins)) = self.winning {
                    write!(
                        f,
                        "; a winning move turns a block of {coins} coins anchored at row {i}, \
                         column {j}, leaving the XOR 0"
                    )?;
                }
                Ok(())
            }
        }
    }
}

/// The explanation of one board.
///
/// # Complexity
/// O(n·m).
pub fn explain_board(board: &Board) -> Explanation {
    let tails: Vec<(usize, usize)> = (0..board.tails.len())
        .filter(|&i| board.tails[i])
        .map(|i| (i / board.cols, i % board.cols))
        .collect();
    let largest = tails.iter().map(|&(x, y)| (exponent(x, y), x + 1, y + 1)).max();
    Explanation {
        size: (board.rows, board.cols),
        tails: tails.len(),
        largest,
        exponents: value(board).exponents(),
        winning: winning_move(board).map(|((x, y), rest)| (x + 1, y + 1, rest.len() + 1)),
    }
}

/// Each game's explanation.
///
/// # Complexity
/// O(Σ n·m).
pub fn explain(input: &Input) -> Vec<Explanation> {
    input.boards.iter().map(explain_board).collect()
}
