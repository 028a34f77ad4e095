//! Why the answer is the smallest winning take (`--explain`): the Zeckendorf representation of
//! `N`, what the take leaves, and why every smaller take loses.

use std::fmt;

use sg_core::zeckendorf;

use crate::Input;

/// Why the smallest winning first take is `z(N)`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Explanation {
    /// The heap.
    pub n: u64,
    /// The Zeckendorf representation of `n`, largest first (its last term is the answer).
    pub terms: Vec<u64>,
}

impl Explanation {
    /// The take: the smallest term.
    pub fn take(&self) -> u64 {
        *self.terms.last().expect("N is at least 1")
    }
}

impl fmt::Display for Explanation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (n, take) = (self.n, self.take());
        let shown: Vec<String> = self.terms.iter().map(u64::to_string).collect();
        write!(f, "{take}\n  {n} = {} (Zeckendorf); ", shown.join(" + "))?;
        match self.terms.len() {
            1 => {
                write!(f, "winning move: take all {n}, a Fibonacci number, the only winning take")?
            }
            len => write!(
                f,
                "winning move: take {take} ({n} -> {}): the rest's smallest term {} exceeds twice {take}, the \
                 most the opponent may take",
                n - take,
                self.terms[len - 2]
            )?,
        }
        if take > 1 {
            write!(
                f,
                "; a take below {take} is a take from ({n} stones, at most {}), lost because its \
                 smallest term exceeds its limit",
                take - 1
            )?;
        }
        Ok(())
    }
}

/// The explanation of the test.
///
/// # Complexity
/// O(92).
pub fn explain(input: &Input) -> Explanation {
    Explanation { n: input.n, terms: zeckendorf::terms(input.n) }
}
