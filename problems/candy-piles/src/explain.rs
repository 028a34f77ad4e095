//! Why the first player wins or loses (`--explain`): the diagonal walk's corridors, and a
//! winning first move.

use std::fmt;

use crate::{Input, Walk, first_player_wins, walk};

/// A first move.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FirstMove {
    /// Eat every candy of a largest pile.
    EatLargest,
    /// Eat one candy from every pile.
    EatOneEach,
}

impl FirstMove {
    /// The piles after this move (empty piles dropped), sorted from the largest.
    pub fn play(self, piles: &[u64]) -> Vec<u64> {
        let mut sorted = piles.to_vec();
        sorted.sort_unstable_by(|a, b| b.cmp(a));
        match self {
            Self::EatLargest => sorted.split_off(1.min(sorted.len())),
            Self::EatOneEach => sorted.iter().filter(|&&a| a > 1).map(|&a| a - 1).collect(),
        }
    }
}

/// Why the test is won or lost.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Explanation {
    /// The walk's corridors.
    pub walk: Walk,
    /// A move that leaves the opponent lost, if the first player wins.
    pub winning_move: Option<FirstMove>,
}

impl fmt::Display for Explanation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let Walk { p, up, right } = self.walk;
        let verdict = if self.winning_move.is_some() { "First" } else { "Second" };
        write!(
            f,
            "{verdict}\n  the diagonal walk ends after {} steps (a_{p} >= {p}, a_{} <= {p}): {up} \
             cells above and {right} to the right, ",
            p - 1,
            p + 1
        )?;
        match self.winning_move {
            None => write!(f, "both even, so every move loses"),
            Some(FirstMove::EatLargest) => {
                write!(f, "so a corridor is odd; winning move: eat the largest pile")
            }
            Some(FirstMove::EatOneEach) => {
                write!(f, "so a corridor is odd; winning move: eat one candy from every pile")
            }
        }
    }
}

/// The explanation of the test: the walk, and the first move after which the opponent loses,
/// each option decided by the same law.
///
/// # Complexity
/// O(N log N).
pub fn explain(input: &Input) -> Explanation {
    let walk = walk(&input.piles);
    let winning_move = [FirstMove::EatLargest, FirstMove::EatOneEach]
        .into_iter()
        .find(|m| !first_player_wins(&m.play(&input.piles)));
    Explanation { walk, winning_move }
}
