//! Why the first player wins or loses (`--explain`): the diagonal walk's corridors, and a
//! winning first move.

use std::fmt;

use sg_core::Moves;

use crate::model::{self, Rules};
use crate::{Input, Walk, first_player_wins, walk};

/// A first move: the model's own moves (`model::Eat`), played by its rules.
pub use crate::model::Eat as FirstMove;

/// The piles after `first` (empty piles dropped), sorted from the largest: the model's rules.
pub fn after(piles: &[u64], first: FirstMove) -> Vec<u64> {
    Rules.play(&model::position(piles), &first)
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
            Some(FirstMove::Largest) => {
                write!(f, "so a corridor is odd; winning move: eat the largest pile")
            }
            Some(FirstMove::OneEach) => {
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
    let winning_move = [FirstMove::Largest, FirstMove::OneEach]
        .into_iter()
        .find(|&m| !first_player_wins(&after(&input.piles, m)));
    Explanation { walk, winning_move }
}
