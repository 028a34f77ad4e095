//! Why a test is won or lost (`--explain`): Alice's forward move that brings the gaps'
//! nim-sum to 0, or the reason every move loses.

use std::fmt;

use crate::{Input, Test};

/// Why Alice wins or loses a test.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Explanation {
    /// Move the black piece on line `line` (0-based) forward from cell `from` to cell `to`,
    /// lowering its gap from `gap` to `gap_after` and the gaps' nim-sum to 0.
    Advance {
        /// The line's index.
        line: usize,
        /// The black piece's cell before the move.
        from: i64,
        /// Its cell after.
        to: i64,
        /// The empty cells between the pieces before the move.
        gap: u64,
        /// After it.
        gap_after: u64,
    },
    /// The gaps' nim-sum is 0.
    EveryMoveLoses,
}

impl fmt::Display for Explanation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Self::Advance { line, from, to, gap, gap_after } => write!(
                f,
                "Yes\n  winning move: black on line {} forward from {from} to {to} (gap {gap} -> \
                 {gap_after}), leaving the gaps' nim-sum 0; answer a retreat by the same advance",
                line + 1
            ),
            Self::EveryMoveLoses => write!(
                f,
                "No\n  every move loses: the gaps' nim-sum is 0; Bob answers an advance by \
                 Bouton's advance and a retreat by the same advance back"
            ),
        }
    }
}

/// Why Alice wins or loses `test`: Bouton's move on the gaps, made by the black piece.
///
/// # Complexity
/// O(n).
pub fn explain_test(test: &Test) -> Explanation {
    let gaps: Vec<u64> = test.lines.iter().map(crate::Line::gap).collect();
    match sg_core::winning_nim_move(&gaps) {
        None => Explanation::EveryMoveLoses,
        Some(m) => {
            let line = &test.lines[m.heap];
            let (gap, gap_after) = (gaps[m.heap], m.new_size);
            // The black piece closes `gap − gap_after` cells toward the white one.
            let closed = i128::from(gap - gap_after);
            let toward = if line.white > line.black { 1 } else { -1 };
            let to = i128::from(line.black) + toward * closed;
            let to = i64::try_from(to).expect("the new cell lies between the two pieces");
            Explanation::Advance { line: m.heap, from: line.black, to, gap, gap_after }
        }
    }
}

/// Each test's explanation.
///
/// # Complexity
/// O(total lines).
pub fn explain(input: &Input) -> Vec<Explanation> {
    input.tests.iter().map(explain_test).collect()
}
