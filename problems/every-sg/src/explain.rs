//! Why a test is won or lost (`--explain`): the subgame that lasts longest, and MM's move in
//! it by [`step_move`].

use std::cmp::Reverse;
use std::fmt;

use crate::{Input, euclid_steps, step_move};

/// Why a test is won or lost: the subgame that ends last.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Explanation {
    /// Every subgame is finished (or there is none): MM cannot move.
    NoMove,
    /// Subgame `index` (0-based) has the largest step count.
    Longest {
        /// Its index.
        index: usize,
        /// Its piles as given.
        piles: (u64, u64),
        /// Its step count: odd iff MM wins it, and then MM also makes the last move overall.
        steps: u64,
        /// MM's first move there by the strategy: the larger pile from, to.
        first_move: (u64, u64),
    },
}

impl fmt::Display for Explanation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Self::NoMove => {
                write!(f, "GG\n  every move loses (there is none): every subgame is finished")
            }
            Self::Longest { index, piles: (p, q), steps, first_move: (from, to) } => {
                let head = if steps % 2 == 1 {
                    "MM\n  winning move: one step down in every subgame (MM drags out the \
                     subgames MM wins and cuts the others short)"
                } else {
                    "GG\n  every move loses: GG drags out the subgames GG wins and cuts the \
                     others short"
                };
                let plural = if steps == 1 { "" } else { "s" };
                write!(
                    f,
                    "{head}; subgame {} ({p}, {q}) lasts longest, {steps} move{plural}, and MM's \
                     move there takes the pile of {from} to {to}",
                    index + 1
                )
            }
        }
    }
}

/// Each test's explanation: the first subgame of the largest step, and MM's move in it.
///
/// # Complexity
/// O(Σ log of the piles).
pub fn explain(input: &Input) -> Vec<Explanation> {
    let explain_one = |pairs: &Vec<(u64, u64)>| {
        let steps = pairs.iter().map(|&(p, q)| euclid_steps(p, q));
        let longest =
            steps.enumerate().filter(|&(_, s)| s > 0).max_by_key(|&(i, s)| (s, Reverse(i)));
        match longest {
            None => Explanation::NoMove,
            Some((index, steps)) => {
                let (p, q) = pairs[index];
                let first_move = step_move(p, q).expect("a subgame with a step has a move");
                Explanation::Longest { index, piles: (p, q), steps, first_move }
            }
        }
    };
    input.tests.iter().map(explain_one).collect()
}
