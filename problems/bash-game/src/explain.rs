//! Why a test is won or lost (`--explain`): the take that leaves a multiple of `m + 1`, or
//! the reason every move loses.

use std::fmt;

use crate::{Case, Input, grundy};

/// Why a test is won or lost.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Explanation {
    /// Take `take` stones, leaving a multiple of `m + 1`.
    Take {
        /// The test.
        case: Case,
        /// How many stones to take (`n mod (m + 1)`, between 1 and `m`).
        take: u64,
    },
    /// `n` is a positive multiple of `m + 1`: every take `k` is answered by `m + 1 − k`.
    EveryMoveLoses(Case),
    /// The pile is empty: the first player cannot move and has lost.
    NoMove,
}

impl fmt::Display for Explanation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Self::Take { case: Case { n, m }, take } => write!(
                f,
                "first\n  winning move: take {take} ({n} -> {}), leaving a multiple of m + 1 = {}; \
                 then answer every take k with m + 1 - k",
                n - take,
                u128::from(m) + 1
            ),
            Self::EveryMoveLoses(Case { n, m }) => write!(
                f,
                "second\n  every move loses: {n} is a multiple of m + 1 = {}, and the second \
                 player answers every take k with m + 1 - k",
                u128::from(m) + 1
            ),
            Self::NoMove => write!(f, "second\n  every move loses: the pile is empty, no move"),
        }
    }
}

/// Each test's explanation.
///
/// # Complexity
/// O(C).
pub fn explain(input: &Input) -> Vec<Explanation> {
    let explain_one = |&case: &Case| match grundy(case.n, case.m) {
        0 if case.n == 0 => Explanation::NoMove,
        0 => Explanation::EveryMoveLoses(case),
        take => Explanation::Take { case, take },
    };
    input.cases.iter().map(explain_one).collect()
}
