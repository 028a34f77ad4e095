//! Why the game is won or lost (`--explain`): a take that brings the XOR of the heaps' values
//! to 0, or the reason every move loses.

use std::fmt;

use crate::{Input, nim_sum};

/// Why the game is won or lost.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Explanation {
    /// Take `from − to` stones from heap `index` (0-based), leaving nim-sum 0.
    Take {
        /// The heap's index.
        index: usize,
        /// Its size.
        from: u64,
        /// Its size after the move.
        to: u64,
        /// `g(from)` and `g(to)`.
        values: (u64, u64),
    },
    /// The nim-sum is 0: every move changes one value and makes it non-zero.
    EveryMoveLoses,
}

impl fmt::Display for Explanation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Self::Take { index, from, to, values: (a, b) } => write!(
                f,
                "First\n  winning move: take {} from heap {} ({from} -> {to}, g = {a} -> {b}), \
                 leaving the XOR of g(x) = ⌊(x mod (L + R)) / L⌋ at 0",
                from - to,
                index + 1
            ),
            Self::EveryMoveLoses => write!(
                f,
                "Second\n  every move loses: the XOR of g(A_i) = ⌊(A_i mod (L + R)) / L⌋ is 0"
            ),
        }
    }
}

/// The explanation: the first heap with a winning move (to the largest size of the value it
/// needs), or why there is none.
///
/// # Complexity
/// O(N).
pub fn explain(input: &Input) -> Explanation {
    let takes = input.takes;
    let sum = nim_sum(input);
    for (index, &from) in input.heaps.iter().enumerate() {
        let g = takes.grundy(from);
        if sum != 0 && g ^ sum < g {
            // The mex puts every smaller value in the window, so the range is never empty.
            let (_, to) = takes.moves_to(from, g ^ sum)[0];
            return Explanation::Take { index, from, to, values: (g, g ^ sum) };
        }
    }
    Explanation::EveryMoveLoses
}
