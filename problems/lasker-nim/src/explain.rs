//! Why a test is won or lost (`--explain`): a take or a split that brings the XOR of the heaps'
//! values to 0, or the reason every move loses.

use std::fmt;

use crate::{Input, grundy, value};

/// Why a test is won or lost: a winning move, or the reason none exists.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Explanation {
    /// Lower heap `heap` (0-based) from `from` to `to` objects, leaving value 0.
    Take {
        /// The heap's index.
        heap: usize,
        /// Its size before the move.
        from: u64,
        /// Its size after.
        to: u64,
    },
    /// Split heap `heap` (0-based) of `from` objects into `1` and `from − 1`, leaving value 0.
    Split {
        /// The heap's index.
        heap: usize,
        /// Its size before the split.
        from: u64,
    },
    /// The value is 0: every move leaves a non-zero value.
    EveryMoveLoses,
}

impl fmt::Display for Explanation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Self::Take { heap, from, to } => write!(
                f,
                "Alice\n  winning move: take {} from heap {} ({from} -> {to}), leaving value 0",
                from - to,
                heap + 1
            ),
            Self::Split { heap, from } => write!(
                f,
                "Alice\n  winning move: split heap {} ({from} -> 1 + {}), leaving value 0",
                heap + 1,
                from - 1
            ),
            Self::EveryMoveLoses => {
                write!(f, "Bob\n  every move loses: the XOR of the heaps' values is 0")
            }
        }
    }
}

/// A winning move in one test, or [`Explanation::EveryMoveLoses`].
///
/// Some heap has `t = g(x) ^ total < g(x)`. `g` is an involution (it swaps `4m+3` and `4m+4`),
/// so the take to `g(t)` reaches value `t` when `g(t) < x`; otherwise `t = x ≡ 3 (mod 4)` and
/// the split `(1, x − 1)` is worth `x`.
///
/// # Complexity
/// O(n).
pub fn explain_one(heaps: &[u64]) -> Explanation {
    let total = value(heaps);
    if total == 0 {
        return Explanation::EveryMoveLoses;
    }
    let (heap, &from) = heaps
        .iter()
        .enumerate()
        .find(|&(_, &x)| grundy(x) ^ total < grundy(x))
        .expect("the highest bit of a non-zero XOR is set in some term");
    let target = grundy(from) ^ total;
    // target < g(from) <= 2^64, and g maps 2^64 - 1 ↔ 2^64, so target fits in u64 here.
    let to = u64::try_from(target).expect("below g(from) <= 2^64");
    match u64::try_from(grundy(to)) {
        Ok(to) if to < from => Explanation::Take { heap, from, to },
        _ => Explanation::Split { heap, from },
    }
}

/// Each test's explanation.
///
/// # Complexity
/// O(total heaps).
pub fn explain(input: &Input) -> Vec<Explanation> {
    input.tests.iter().map(|heaps| explain_one(heaps)).collect()
}
