//! Why each query is won or lost (`--explain`): a slide that brings the Grundy values under the
//! chessmen to XOR 0, or the reason every move loses.

use std::fmt;

use crate::{Board, GraphTest, Input, board};

/// Why a query is won or lost: a winning move, or the reason none exists.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Explanation {
    /// Slide chessman `chessman` (0-based, in query order) from vertex `from` to `to`, leaving
    /// Grundy values that XOR to 0.
    Slide {
        /// The chessman's index in the query.
        chessman: usize,
        /// Its vertex.
        from: u32,
        /// The successor it slides to.
        to: u32,
    },
    /// The values under the chessmen XOR to 0, and every move changes that.
    EveryMoveLoses,
}

impl fmt::Display for Explanation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Self::Slide { chessman, from, to } => write!(
                f,
                "WIN\n  winning move: slide chessman {} from {from} to {to}",
                chessman + 1
            ),
            Self::EveryMoveLoses => {
                write!(f, "LOSE\n  every move loses: the Grundy values under the chessmen XOR to 0")
            }
        }
    }
}

impl Board {
    /// A winning move for chessmen on `men` (one bringing the XOR to 0), or why none exists.
    ///
    /// # Complexity
    /// O(M + out-degrees of the chessmen's vertices).
    pub fn explain(&self, men: &[u32]) -> Explanation {
        let total = self.value(men);
        let slide = |(chessman, &from): (usize, &u32)| {
            let target = u64::from(self.grundy[from as usize]) ^ total;
            let value = |w: u32| u64::from(self.grundy[w as usize]);
            let to = self.graph.successors(from).iter().find(|&&w| value(w) == target);
            to.map(|&to| Explanation::Slide { chessman, from, to })
        };
        let found = if total == 0 { None } else { men.iter().enumerate().find_map(slide) };
        found.unwrap_or(Explanation::EveryMoveLoses)
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
