//! Why a test is won or lost (`--explain`): a head to turn with the companions of
//! [`companions_worth`], bringing the nim-sum to 0, or the reason every move loses.

use std::fmt;

use sg_core::coin_turning::mock_turtles;

use crate::{Input, companions_worth, distinct, value};

/// Why a test is won or lost.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Explanation {
    /// Turn the head at `rightmost` and the coins `others` (left of it, any side up), leaving
    /// nim-sum 0.
    Turn {
        /// The rightmost coin turned, a head.
        rightmost: u64,
        /// The other coins turned (zero, one or two).
        others: Vec<u64>,
    },
    /// The nim-sum is already 0.
    EveryMoveLoses,
}

impl fmt::Display for Explanation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Turn { rightmost, others } => {
                write!(f, "No\n  winning move: turn coin {rightmost} (heads to tails)")?;
                for (i, c) in others.iter().enumerate() {
                    write!(f, "{} {c}", if i == 0 { " and coin" } else { " and" })?;
                }
                write!(f, ", leaving nim-sum 0")
            }
            Self::EveryMoveLoses => write!(
                f,
                "Yes\n  every move loses: the heads' odious values XOR to 0, and any move changes \
                 that"
            ),
        }
    }
}

/// The explanation of one test: with nim-sum `T ≠ 0`, a head `x` whose `g(x)` has `T`'s top
/// bit, and companions worth `T ⊕ g(x) < g(x)` ([`companions_worth`]).
///
/// # Complexity
/// O(n log n).
pub fn explain_one(listed: &[u64]) -> Explanation {
    let heads = distinct(listed);
    let total = value(&heads);
    if total == 0 {
        return Explanation::EveryMoveLoses;
    }
    let top = 127 - total.leading_zeros();
    let x = *heads.iter().find(|&&x| mock_turtles(x) >> top & 1 == 1).expect("T's top bit");
    let others = companions_worth(x, total ^ mock_turtles(x)).expect("below g(x)");
    Explanation::Turn { rightmost: x, others }
}

/// Each test's explanation.
///
/// # Complexity
/// O(Σ n log n).
pub fn explain(input: &Input) -> Vec<Explanation> {
    input.tests.iter().map(|heads| explain_one(heads)).collect()
}
