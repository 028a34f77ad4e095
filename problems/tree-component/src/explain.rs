//! Why a test is won or lost (`--explain`): the winning move of the insight's construction, or
//! the reason every move loses.

use std::fmt;

use crate::{Input, winning_move};

/// Why a test is won or lost.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Explanation {
    /// Delete `deleted` and keep the component holding `kept` (1-based): every degree left odd.
    Delete {
        /// The vertex deleted.
        deleted: u32,
        /// A vertex of the component kept.
        kept: u32,
    },
    /// Every degree is odd: any move leaves an even vertex or a single vertex.
    EveryMoveLoses,
}

impl fmt::Display for Explanation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Self::Delete { deleted, kept } => write!(
                f,
                "Hifuu\n  winning move: delete vertex {deleted} and keep the part holding vertex \
                 {kept}: every degree there is odd"
            ),
            Self::EveryMoveLoses => write!(
                f,
                "Luna\n  every move loses: every degree is odd, so the part kept either has an \
                 even vertex (the deleted vertex's neighbour) or is a single vertex"
            ),
        }
    }
}

/// Each test's explanation.
///
/// # Complexity
/// O(total n).
pub fn explain(input: &Input) -> Vec<Explanation> {
    let one = |tree| match winning_move(tree) {
        Some((deleted, kept)) => Explanation::Delete { deleted, kept },
        None => Explanation::EveryMoveLoses,
    };
    input.tests.iter().map(one).collect()
}
