//! Why a board is won or lost (`--explain`): the domino tiling that gives the winner's
//! strategy.

use std::fmt;

use crate::Input;

/// The tiling behind a verdict.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Explanation {
    /// `n` even: the board tiles by horizontal dominoes; Alice always moves the stone to the
    /// other cell of its cell's domino, first to the right.
    Tiled,
    /// `n` odd: the board less the corner tiles by dominoes (the first row's other cells in
    /// pairs, the other rows in vertical pairs); Bob always answers along the domino of the
    /// cell Alice moved to.
    CornerLeftOut,
}

impl fmt::Display for Explanation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Tiled => write!(
                f,
                "Alice\n  winning move: right; the board tiles by horizontal dominoes, and \
                 Alice always moves along the stone's domino"
            ),
            Self::CornerLeftOut => write!(
                f,
                "Bob\n  every move loses: the board less the corner tiles by dominoes, and Bob \
                 answers every move along the domino of the cell moved to"
            ),
        }
    }
}

/// Each board's explanation.
///
/// # Complexity
/// O(boards).
pub fn explain(input: &Input) -> Vec<Explanation> {
    let one = |&n: &u64| {
        if crate::first_player_wins(n) { Explanation::Tiled } else { Explanation::CornerLeftOut }
    };
    input.sizes.iter().map(one).collect()
}
