//! Why a row is won or lost (`--explain`): Bouton's move on the staircase's odd steps, or the
//! reason every move loses.

use std::fmt;

/// Why a row is won or lost: Bouton's move on the staircase's odd steps, or the reason none
/// exists.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Explanation {
    /// Lower pile `pile` (0-based) from `from` to `to` pebbles, leaving the odd steps' nim-sum 0.
    Take {
        /// The pile's index.
        pile: usize,
        /// Its size before the move.
        from: u64,
        /// Its size after.
        to: u64,
    },
    /// The odd steps' nim-sum is 0: the staircase is lost for the player to move.
    EveryMoveLoses,
}

impl fmt::Display for Explanation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Self::Take { pile, from, to } => write!(
                f,
                "TAK\n  winning move: take {} pebble{} from pile {} ({from} -> {to}), leaving the \
                 differences a_n - a_(n-1), a_(n-2) - a_(n-3), ... with XOR 0",
                from - to,
                if from - to == 1 { "" } else { "s" },
                pile + 1
            ),
            Self::EveryMoveLoses => write!(
                f,
                "NIE\n  every move loses: the differences a_n - a_(n-1), a_(n-2) - a_(n-3), ... \
                 XOR to 0 (the odd steps of a lost staircase Nim)"
            ),
        }
    }
}

/// Why this non-decreasing row is won or lost. The move is Bouton's on the odd steps, the
/// differences `d_n, d_{n−2}, …`: taking `c ≤ d_i` from pile `i` lowers `d_i` by `c` and keeps
/// the row non-decreasing.
///
/// # Panics
/// If the row decreases.
///
/// # Complexity
/// O(n).
///
/// # Examples
/// ```
/// use kam_pebbles::{Explanation, explain};
/// // 1 ≤ 2 ≤ 4: odd steps d_3 = 2, d_1 = 1; take 1 from pile 3 (0-based 2) to make d_3 = 1.
/// assert_eq!(explain(&[1, 2, 4]), Explanation::Take { pile: 2, from: 4, to: 3 });
/// assert_eq!(explain(&[2, 2]), Explanation::EveryMoveLoses);
/// ```
pub fn explain(row: &[u64]) -> Explanation {
    // Pile i (0-based) is on an odd step when n − 1 − i is even.
    let piles: Vec<usize> = (0..row.len()).rev().step_by(2).collect();
    let differences: Vec<u64> =
        piles.iter().map(|&i| row[i] - if i == 0 { 0 } else { row[i - 1] }).collect();
    match sg_core::winning_nim_move(&differences) {
        Some(m) => {
            let (pile, c) = (piles[m.heap], differences[m.heap] - m.new_size);
            Explanation::Take { pile, from: row[pile], to: row[pile] - c }
        }
        None => Explanation::EveryMoveLoses,
    }
}
