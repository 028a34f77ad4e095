//! Why a test is won or lost (`--explain`): the take of the smallest Zeckendorf term, or the
//! reason every move loses.

use std::fmt;

use crate::{Input, is_fibonacci, zeckendorf};

/// Why a test is won or lost.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Explanation {
    /// Take `take = z(n)` stones: the rest's smallest Zeckendorf term exceeds `2 · take`.
    Take {
        /// The heap.
        n: u64,
        /// The Zeckendorf representation of `n`, largest first.
        terms: Vec<u64>,
    },
    /// `n ≥ 2` is a Fibonacci number: every first take `k < n` is below `z(n) = n`.
    EveryMoveLoses(u64),
    /// `n = 1`: the first take may not empty the heap, so there is no move.
    NoMove,
}

impl fmt::Display for Explanation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Take { n, terms } => {
                let take = *terms.last().expect("a non-Fibonacci heap has two terms at least");
                let shown: Vec<String> = terms.iter().map(u64::to_string).collect();
                write!(
                    f,
                    "First win\n  winning move: take {take} ({n} -> {}): {n} = {} (Zeckendorf), \
                     and the rest's smallest term {} exceeds twice {take}, the most the \
                     opponent may take",
                    n - take,
                    shown.join(" + "),
                    terms[terms.len() - 2]
                )
            }
            Self::EveryMoveLoses(n) => write!(
                f,
                "Second win\n  every move loses: {n} is a Fibonacci number, and after any first \
                 take k the opponent takes the smallest Zeckendorf term of {n} - k, at most 2k"
            ),
            Self::NoMove => {
                write!(
                    f,
                    "Second win\n  every move loses: one stone, which the first take may not empty"
                )
            }
        }
    }
}

/// Each test's explanation.
///
/// # Complexity
/// O(T · 92).
pub fn explain(input: &Input) -> Vec<Explanation> {
    let explain_one = |&n: &u64| match n {
        1 => Explanation::NoMove,
        _ if is_fibonacci(n) => Explanation::EveryMoveLoses(n),
        _ => Explanation::Take { n, terms: zeckendorf(n) },
    };
    input.heaps.iter().map(explain_one).collect()
}
