//! Why a test is won or lost (`--explain`): Bouton's move on the even stairs, or the reason
//! every move loses.

use std::fmt;

/// Why a test is won or lost: Bouton's move on the even stairs, or the reason none exists.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Explanation {
    /// Move balls from the even stair `stair` (1-based) down to `stair − 1`, leaving `to` of
    /// its `from` balls and the even stairs' nim-sum 0.
    Move {
        /// The stair the balls leave.
        stair: usize,
        /// Its balls before the move.
        from: u64,
        /// Its balls after.
        to: u64,
    },
    /// The even stairs' nim-sum is 0: every move breaks it or is undone.
    EveryMoveLoses,
}

impl fmt::Display for Explanation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Self::Move { stair, from, to } => write!(
                f,
                "first\n  winning move: move {} ball{} from stair {stair} down to stair {} \
                 (stair {stair}: {from} -> {to}), leaving the even stairs' nim-sum 0",
                from - to,
                if from - to == 1 { "" } else { "s" },
                stair - 1
            ),
            Self::EveryMoveLoses => write!(
                f,
                "second\n  every move loses: the balls on the even stairs (2, 4, 6, ...) XOR to \
                 0; a move from an even stair breaks that, and one from an odd stair is undone \
                 by passing the same balls on"
            ),
        }
    }
}

/// Why this staircase is won or lost: Bouton's move on the even stairs (heap `j` of that Nim is
/// stair `2j + 2`), which leaves their nim-sum 0 and so a lost position (crate doc).
///
/// # Complexity
/// O(n).
///
/// # Examples
/// ```
/// use staircase_nim::{Explanation, explain};
/// // Even stairs hold 2 and 1 (stairs 2 and 4): move 1 ball from stair 2 to stair 1.
/// assert_eq!(explain(&[0, 2, 0, 1]), Explanation::Move { stair: 2, from: 2, to: 1 });
/// assert_eq!(explain(&[9, 3, 5, 3]), Explanation::EveryMoveLoses);
/// ```
pub fn explain(balls: &[u64]) -> Explanation {
    let even: Vec<u64> = balls.iter().skip(1).step_by(2).copied().collect();
    match sg_core::winning_nim_move(&even) {
        Some(m) => Explanation::Move { stair: 2 * m.heap + 2, from: even[m.heap], to: m.new_size },
        None => Explanation::EveryMoveLoses,
    }
}
