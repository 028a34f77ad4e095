//! Why each test is won or lost (`--explain`): the smallest winning move and what it does to
//! the nim-sum, or the reason every move loses.

use std::fmt;

use crate::{Input, nim_sum, reply, values_for};

/// Why one test is won or lost.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Explanation {
    /// The smallest winning move and what it does to the nim-sum.
    Move {
        /// The bottles `i < j ≤ k`.
        bottles: (usize, usize, usize),
        /// `S`, `g(i)`, `g(j)`, `g(k)`.
        values: (u32, u32, u32, u32),
        /// How many winning first moves there are.
        count: u64,
    },
    /// `S = 0`: every move changes it by `g(i) ⊕ g(j) ⊕ g(k) ≠ 0`.
    EveryMoveLoses,
}

impl fmt::Display for Explanation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Self::Move { bottles: (i, j, k), values: (s, gi, gj, gk), count } => write!(
                f,
                "{i} {j} {k}\n  winning move: a bean from bottle {i} (g = {gi}) into bottles {j} \
                 (g = {gj}) and {k} (g = {gk}): the XOR of g over the odd bottles, {s}, becomes \
                 {s} ^ {gi} ^ {gj} ^ {gk} = 0\n{count}\n  winning first moves: every (i, j, k) \
                 with g(j) ^ g(k) = {s} ^ g(i) and a bean in bottle i"
            ),
            Self::EveryMoveLoses => write!(
                f,
                "-1 -1 -1\n  every move loses: the XOR of g over the bottles with an odd count \
                 is 0, and a move changes it by g(i) ^ g(j) ^ g(k), never 0 (the values are \
                 distinct and g(i) is none of the XORs g(j) ^ g(k) with j, k > i)\n0\n  no \
                 winning first move"
            ),
        }
    }
}

/// The explanation of every test.
///
/// # Complexity
/// As [`answer`](crate::answer).
pub fn explain(input: &Input) -> Vec<Explanation> {
    let values = values_for(input);
    input
        .tests
        .iter()
        .map(|beans| {
            let n = beans.len();
            let r = reply(&values, beans);
            match r.first {
                None => Explanation::EveryMoveLoses,
                Some((i, j, k)) => Explanation::Move {
                    bottles: (i, j, k),
                    values: (
                        nim_sum(&values, beans),
                        values.of(n, i),
                        values.of(n, j),
                        values.of(n, k),
                    ),
                    count: r.count,
                },
            }
        })
        .collect()
}
