//! Why a test is won or lost: Bouton's winning move, or the reason none exists (`--explain`).

use std::fmt;

use crate::Input;

/// Why a test is won or lost: Bouton's winning move, or the reason none exists.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Explanation {
    /// Lower heap `heap` (0-based) from `from` to `to` stones, leaving nim-sum 0.
    Take {
        /// The heap's index.
        heap: usize,
        /// Its size before the move.
        from: u64,
        /// Its size after.
        to: u64,
    },
    /// The nim-sum is 0, and changing one heap makes it non-zero.
    EveryMoveLoses,
}

impl fmt::Display for Explanation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Self::Take { heap, from, to } => write!(
                f,
                "Yes\n  winning move: take {} from heap {} ({from} -> {to}), leaving nim-sum 0",
                from - to,
                heap + 1
            ),
            Self::EveryMoveLoses => {
                write!(f, "No\n  every move loses: the nim-sum is 0 and any move changes it")
            }
        }
    }
}

/// Each test's explanation.
///
/// # Complexity
/// O(total heaps).
pub fn explain(input: &Input) -> Vec<Explanation> {
    let explain_one = |heaps: &Vec<u64>| match sg_core::winning_nim_move(heaps) {
        Some(m) => Explanation::Take { heap: m.heap, from: heaps[m.heap], to: m.new_size },
        None => Explanation::EveryMoveLoses,
    };
    input.tests.iter().map(explain_one).collect()
}
