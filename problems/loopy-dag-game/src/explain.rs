//! Why each query is won, drawn or lost (`--explain`): a slide that wins or keeps the draw, by
//! the sum rule on the position it leaves, or the reason every move loses.

use std::fmt;

use sg_core::loopy::{Outcome, Value};

use crate::{Board, GraphTest, Input, board};

/// Why a query is won, drawn or lost: a move to make, or the reason none helps.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Explanation {
    /// Slide chessman `chessman` (0-based, in query order) from `from` to `to`: when the query
    /// is won, a move to a position lost for the opponent; when drawn, one that keeps it drawn
    /// (no move wins there).
    Slide {
        /// The query's outcome: `Win` or `Draw`.
        verdict: Outcome,
        /// The chessman's index in the query.
        chessman: usize,
        /// Its vertex.
        from: u32,
        /// The successor it slides to.
        to: u32,
        /// The values under the chessmen after the slide, in query order.
        values: Vec<String>,
    },
    /// Lost: every value is finite and they XOR to 0, so every move leaves a win for the
    /// opponent (`stuck` when no chessman can move at all).
    EveryMoveLoses {
        /// The values under the chessmen.
        values: Vec<String>,
        /// Whether no chessman has a move.
        stuck: bool,
    },
}

impl fmt::Display for Explanation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Slide { verdict, chessman, from, to, values } => {
                let (head, what, why) = match verdict {
                    Outcome::Win => ("WIN", "winning move", "lost for the opponent"),
                    _ => ("DRAW", "keeps the draw", "drawn; no move wins"),
                };
                let values = values.join(", ");
                let chessman = chessman + 1;
                write!(f, "{head}\n  {what}: slide chessman {chessman} from {from} to {to}, ")?;
                write!(f, "leaving values {values}: {why}")
            }
            Self::EveryMoveLoses { stuck: true, .. } => {
                write!(f, "LOSE\n  every move loses: no chessman can move")
            }
            Self::EveryMoveLoses { values, stuck: false } => write!(
                f,
                "LOSE\n  every move loses: the values {} are finite and XOR to 0",
                values.join(", ")
            ),
        }
    }
}

impl Board {
    /// A winning move for chessmen on `men`, or one that keeps a drawn query drawn, or why
    /// every move loses: every slide is judged by the sum rule on the position it leaves.
    ///
    /// # Complexity
    /// O(M + Σ out-degrees of the chessmen's vertices · log |K|).
    pub fn explain(&self, men: &[u32]) -> Explanation {
        let verdict = self.outcome(men);
        let finite = |v: u32| match self.value(v) {
            Value::Finite(m) => m,
            Value::Infinite(_) => 0,
        };
        let is_infinite = |v: u32| matches!(self.value(v), Value::Infinite(_));
        let nim_sum = men.iter().fold(0, |a, &v| a ^ finite(v));
        let infinite: Vec<usize> = (0..men.len()).filter(|&i| is_infinite(men[i])).collect();
        // The outcome after chessman `i` slides to `w`, in O(log |K|).
        let after = |i: usize, w: u32| {
            let others = infinite.iter().filter(|&&j| j != i).count() as u32;
            let count = others + u32::from(is_infinite(w));
            let nim = nim_sum ^ finite(men[i]) ^ finite(w);
            let one = match count {
                1 if is_infinite(w) => Some(w),
                1 => infinite.iter().find(|&&j| j != i).map(|&j| men[j]),
                _ => None,
            };
            match (count, one) {
                (0, _) if nim == 0 => Outcome::Lose,
                (0, _) => Outcome::Win,
                (1, Some(v)) if self.value(v).reaches(nim) => Outcome::Win,
                _ => Outcome::Draw,
            }
        };
        let wanted = match verdict {
            Outcome::Win => Outcome::Lose,
            Outcome::Draw => Outcome::Draw,
            Outcome::Lose => {
                let stuck = men.iter().all(|&v| self.graph.successors(v).is_empty());
                return Explanation::EveryMoveLoses { values: self.shown(men), stuck };
            }
        };
        for (chessman, &from) in men.iter().enumerate() {
            for &to in self.graph.successors(from) {
                if after(chessman, to) == wanted {
                    let mut left = men.to_vec();
                    left[chessman] = to;
                    let values = self.shown(&left);
                    return Explanation::Slide { verdict, chessman, from, to, values };
                }
            }
        }
        unreachable!("a won position has a move to a lost one, a drawn one a move to a drawn one")
    }

    /// The values under `men`, as text.
    fn shown(&self, men: &[u32]) -> Vec<String> {
        men.iter().map(|&v| self.value(v).to_string()).collect()
    }
}

/// Each query's explanation, test after test.
///
/// # Complexity
/// As [`answer`](crate::answer), plus the out-degrees of the chessmen's vertices per query.
pub fn explain(input: &Input) -> Vec<Explanation> {
    let explanations = |test: &GraphTest| {
        let board = board(test);
        test.queries.iter().map(|men| board.explain(men)).collect::<Vec<_>>()
    };
    input.tests.iter().flat_map(explanations).collect()
}
