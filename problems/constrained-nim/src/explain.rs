//! Why the game is won or lost (`--explain`): a move, not forbidden, that brings the XOR of
//! the heaps' values to 0, or the reason every move loses.

use std::fmt;

use crate::Input;
use crate::values::Values;

/// Why the game is won or lost.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Explanation {
    /// Lower heap `heap` (0-based) from `from` to `to` stones, a move not forbidden, leaving
    /// values of XOR 0.
    Take {
        /// The heap's index.
        heap: usize,
        /// Its size.
        from: u64,
        /// Its size after the move.
        to: u64,
        /// `g(from)` and `g(to)`.
        values: (u64, u64),
    },
    /// The XOR of the values is 0: every move changes one value and makes it non-zero.
    EveryMoveLoses,
}

impl fmt::Display for Explanation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Self::Take { heap, from, to, values: (a, b) } => write!(
                f,
                "Takahashi\n  winning move: take {} stones from heap {} ({from} -> {to}), its \
                 Grundy value {a} -> {b}, leaving the XOR of the values at 0",
                from - to,
                heap + 1
            ),
            Self::EveryMoveLoses => write!(
                f,
                "Aoki\n  every move loses: the XOR of the heaps' Grundy values is 0 and a move \
                 changes exactly one of them"
            ),
        }
    }
}

/// The explanation: a winning move (the smallest heap left of the first heap that has one),
/// or why there is none.
///
/// # Complexity
/// As [`answer`](crate::answer), plus O(M) to find the move.
pub fn explain(input: &Input) -> Explanation {
    let values = Values::new(&input.forbidden);
    let grundy: Vec<u64> = input.heaps.iter().map(|&a| values.get(a)).collect();
    let sum = grundy.iter().fold(0, |s, g| s ^ g);
    let Some(heap) = grundy.iter().position(|&g| g ^ sum < g) else {
        return Explanation::EveryMoveLoses;
    };
    let (from, target) = (input.heaps[heap], grundy[heap] ^ sum);
    // A value below g(from) is the value of some option: that is what the mex says.
    let to = values.moves_to(from, target)[0];
    Explanation::Take { heap, from, to, values: (grundy[heap], target) }
}
