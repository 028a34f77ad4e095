//! Why a test is won or lost (`--explain`): Georgia's slide that brings the staircase's odd
//! steps to nim-sum 0, or the reason every move loses.

use std::fmt;

/// Why a test is won or lost: Georgia's winning slide, or the reason none exists.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Explanation {
    /// Slide the chessman on cell `from` left to cell `to`, leaving the odd steps' nim-sum 0.
    Slide {
        /// The chessman's cell before the move.
        from: u64,
        /// Its cell after.
        to: u64,
    },
    /// The odd steps' nim-sum is 0: the staircase is lost for Georgia.
    EveryMoveLoses,
}

impl fmt::Display for Explanation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Self::Slide { from, to } => write!(
                f,
                "Georgia will win\n  winning move: slide the chessman on cell {from} left to cell \
                 {to}, so that the empty cells just left of the 1st, 3rd, 5th, ... chessman from \
                 the right XOR to 0"
            ),
            Self::EveryMoveLoses => write!(
                f,
                "Bob will win\n  every move loses: the counts of empty cells just left of the 1st, \
                 3rd, 5th, ... chessman from the right XOR to 0 (the odd steps of a lost \
                 staircase Nim)"
            ),
        }
    }
}

/// Why Georgia wins or loses with chessmen on these sorted distinct cells. The move is Bouton's
/// on the staircase's odd steps, the gaps `g_N, g_{N−2}, …`: sliding chessman `i` left by
/// `c ≤ g_i` lowers `g_i` by `c`.
///
/// # Panics
/// If the cells are not strictly increasing from 1.
///
/// # Complexity
/// O(N).
///
/// # Examples
/// ```
/// use georgia_and_bob::{Explanation, explain};
/// // Gaps left of 2 and 6 are 1 and 3: odd steps g_2 = 3 and no g_0; slide 6 to 3.
/// assert_eq!(explain(&[2, 6]), Explanation::Slide { from: 6, to: 3 });
/// assert_eq!(explain(&[1, 2, 3]), Explanation::EveryMoveLoses);
/// ```
pub fn explain(sorted_cells: &[u64]) -> Explanation {
    // Chessman i (0-based) is on an odd step when N − 1 − i is even.
    let men: Vec<usize> = (0..sorted_cells.len()).rev().step_by(2).collect();
    let gaps: Vec<u64> = men
        .iter()
        .map(|&i| {
            let left = if i == 0 { 0 } else { sorted_cells[i - 1] };
            sorted_cells[i].checked_sub(left + 1).expect("cells must rise strictly from 1")
        })
        .collect();
    match sg_core::winning_nim_move(&gaps) {
        Some(m) => {
            let from = sorted_cells[men[m.heap]];
            Explanation::Slide { from, to: from - (gaps[m.heap] - m.new_size) }
        }
        None => Explanation::EveryMoveLoses,
    }
}
