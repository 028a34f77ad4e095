//! Why a test is won or lost (`--explain`): the end pile to lower to its row's lost value, or
//! the reason every move loses.

use std::fmt;

use crate::model::End;
use crate::{Input, lost_values};

/// Why the first player wins or loses a row.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Explanation {
    /// Lower the pile at `end` from `from` to `to` stones (0: remove it), the one size that
    /// loses beside the rest of the row.
    Take {
        /// Which end.
        end: End,
        /// The pile's size before the move.
        from: u64,
        /// After it.
        to: u64,
    },
    /// The row is empty: the first player has no move.
    NoMove,
    /// The left pile equals the rest's lost left value.
    EveryMoveLoses {
        /// `left(a_2 … a_n)`, which `a_1` equals.
        left: u64,
    },
}

impl fmt::Display for Explanation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Self::Take { end, from, to } => {
                let side = match end {
                    End::Left => "leftmost",
                    End::Right => "rightmost",
                };
                let result = if to == 0 { "removing it".into() } else { format!("{from} -> {to}") };
                write!(
                    f,
                    "1\n  winning move: take {} from the {side} pile ({result}), the one size that \
                     loses beside the rest of the row",
                    from - to
                )
            }
            Self::NoMove => write!(f, "0\n  no move: the row is empty"),
            Self::EveryMoveLoses { left } => write!(
                f,
                "0\n  every move loses: the leftmost pile is {left}, the one size that loses beside \
                 the rest of the row; any other left pile, or a changed right pile, wins"
            ),
        }
    }
}

/// Why the first player wins or loses `piles`: lower `a_1` to `left(a_2 … a_n)` or `a_n` to
/// `right(a_1 … a_{n−1})`, whichever is smaller than the pile; a row that is lost has neither.
///
/// # Complexity
/// O(n²).
pub fn explain_row(piles: &[u64]) -> Explanation {
    let Some((&first, rest)) = piles.split_first() else {
        return Explanation::NoMove;
    };
    let left = lost_values(rest).0;
    if left < first {
        return Explanation::Take { end: End::Left, from: first, to: left };
    }
    let (&last, init) = piles.split_last().expect("the row is not empty");
    let right = lost_values(init).1;
    if init.is_empty() || right >= last {
        return Explanation::EveryMoveLoses { left };
    }
    Explanation::Take { end: End::Right, from: last, to: right }
}

/// Each test's explanation.
///
/// # Complexity
/// O(n²) per test.
pub fn explain(input: &Input) -> Vec<Explanation> {
    input.tests.iter().map(|piles| explain_row(piles)).collect()
}
