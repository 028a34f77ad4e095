//! Why a test is won or lost (`--explain`): Alice's winning first pair and the reason it wins,
//! or why every move of hers loses.

use std::fmt;
use std::ops::Range;

use sg_core::octal::RemoveExactly;

use crate::{Input, alternating_runs, dawsons_kayles, reds, run_value, runs_nim_sum};

/// Why every move of Alice's loses.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Lost {
    /// One cell: there is no pair to paint.
    NoMove,
    /// Fewer red cells than blue: whatever Alice paints, Bob keeps the majority.
    Minority {
        /// Red cells.
        reds: usize,
        /// Blue cells.
        blues: usize,
    },
    /// Equal counts and the runs' Dawson's Kayles nim-sum is 0.
    NimSumZero,
}

/// Why a test is won or lost.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Explanation {
    /// More red than blue: Alice paints cells `pair` and `pair + 1` (0-based), a mixed pair
    /// when there is one.
    Majority {
        /// The left cell of the pair.
        pair: usize,
        /// Red cells.
        reds: usize,
        /// Blue cells.
        blues: usize,
    },
    /// Equal counts: Alice paints the mixed pair `pair`, `pair + 1` inside the alternating
    /// run `run`, which leaves the runs' nim-sum 0.
    Dawson {
        /// The left cell of the pair.
        pair: usize,
        /// The run it lies in (0-based cells).
        run: Range<usize>,
        /// The runs' nim-sum before the move.
        sum: u64,
    },
    /// Every move loses.
    Lost(Lost),
}

impl Explanation {
    /// The pair Alice paints first, if she wins.
    pub fn first_pair(&self) -> Option<usize> {
        match *self {
            Self::Majority { pair, .. } | Self::Dawson { pair, .. } => Some(pair),
            Self::Lost(_) => None,
        }
    }
}

impl fmt::Display for Explanation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Majority { pair, reds, blues } => write!(
                f,
                "Alice\n  winning move: paint cells {} and {} white; {reds} red against {blues} \
                 blue, and painting a mixed pair while one is left keeps Alice ahead",
                pair + 1,
                pair + 2
            ),
            Self::Dawson { pair, run, sum } => write!(
                f,
                "Alice\n  winning move: paint cells {} and {} white, in the alternating run of \
                 cells {} to {}; equal counts, and the runs' Dawson's Kayles nim-sum goes from \
                 {sum} to 0",
                pair + 1,
                pair + 2,
                run.start + 1,
                run.end
            ),
            Self::Lost(Lost::NoMove) => {
                write!(f, "Bob\n  no move: one cell, so Alice has no pair to paint")
            }
            Self::Lost(Lost::Minority { reds, blues }) => write!(
                f,
                "Bob\n  every move loses: {reds} red against {blues} blue; each move of Alice's \
                 paints a red and at most one blue, leaving Bob ahead"
            ),
            Self::Lost(Lost::NimSumZero) => write!(
                f,
                "Bob\n  every move loses: equal counts and the runs' Dawson's Kayles nim-sum is \
                 0; a pair that is not mixed puts Bob ahead, a mixed one leaves a non-zero sum"
            ),
        }
    }
}

/// One row's explanation.
///
/// # Complexity
/// O(n).
pub fn explain_row(row: &[u8], dawson: &RemoveExactly) -> Explanation {
    if row.len() < 2 {
        return Explanation::Lost(Lost::NoMove);
    }
    let reds = reds(row);
    let blues = row.len() - reds;
    if reds > blues {
        // No mixed pair in a row without white cells means no blue at all: any pair will do.
        let pair = row.windows(2).position(|p| p[0] != p[1]).unwrap_or(0);
        return Explanation::Majority { pair, reds, blues };
    }
    if reds < blues {
        return Explanation::Lost(Lost::Minority { reds, blues });
    }
    let sum = runs_nim_sum(row, dawson);
    if sum == 0 {
        return Explanation::Lost(Lost::NimSumZero);
    }
    for run in alternating_runs(row) {
        let len = run.len();
        let target = run_value(dawson, len) ^ sum;
        let split = (0..len.saturating_sub(1))
            .find(|&a| run_value(dawson, a) ^ run_value(dawson, len - 2 - a) == target);
        if let Some(a) = split {
            return Explanation::Dawson { pair: run.start + a, run, sum };
        }
    }
    unreachable!("a non-zero nim-sum has a move to 0 (the Sprague–Grundy theorem)")
}

/// Each test's explanation.
///
/// # Complexity
/// O(Σn).
pub fn explain(input: &Input) -> Vec<Explanation> {
    let dawson = dawsons_kayles();
    input.rows.iter().map(|row| explain_row(row, &dawson)).collect()
}
