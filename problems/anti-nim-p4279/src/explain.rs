//! Why John wins or loses a test (`--explain`): the anti-SG rule's winning move
//! (`sg_core::misere::winning_move`), or the reason every move loses.

use std::fmt;

use crate::{Input, john_wins};

/// A test's verdict with its reason.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Explanation {
    /// John takes pile `pile` (0-based) from `from` down to `to` stones, leaving a lost row.
    Take {
        /// The pile's index.
        pile: usize,
        /// Its size before.
        from: u64,
        /// Its size after.
        to: u64,
    },
    /// Every move loses: an odd number of single stones and nothing more (each move leaves an
    /// even number), or nim-sum 0 with a pile above 1 (each move makes it non-zero and leaves
    /// a pile above 1).
    EveryMoveLoses {
        /// Whether every pile is at most 1.
        singles_only: bool,
    },
    /// No stone at all: John cannot move, so he never takes the last stone.
    NoMove,
}

impl fmt::Display for Explanation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Self::Take { pile, from, to } => write!(
                f,
                "John\n  winning move: take {} from pile {} ({from} -> {to}), leaving a lost row",
                from - to,
                pile + 1
            ),
            Self::EveryMoveLoses { singles_only: true } => write!(
                f,
                "Brother\n  every move loses: an odd number of single stones and nothing more; \
                 each move leaves an even number"
            ),
            Self::EveryMoveLoses { singles_only: false } => write!(
                f,
                "Brother\n  every move loses: the nim-sum is 0 with piles above 1; any move \
                 makes it non-zero and leaves a pile above 1"
            ),
            Self::NoMove => write!(f, "John\n  no move: no stone, so John never takes the last"),
        }
    }
}

/// One test's explanation.
///
/// # Complexity
/// O(n).
pub fn explain_piles(piles: &[u64]) -> Explanation {
    match sg_core::misere::winning_move(piles) {
        Some(m) => Explanation::Take { pile: m.index, from: piles[m.index], to: m.target },
        None if john_wins(piles) => Explanation::NoMove,
        None => Explanation::EveryMoveLoses { singles_only: piles.iter().all(|&p| p <= 1) },
    }
}

/// Each test's explanation.
///
/// # Complexity
/// O(total piles).
pub fn explain(input: &Input) -> Vec<Explanation> {
    input.tests.iter().map(|piles| explain_piles(piles)).collect()
}
