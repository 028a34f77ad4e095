//! The chess game by its rules, for sg-core's loopy search: a position is the sorted list of
//! the chessmen's vertices, and a move slides one chessman along one edge. The search labels
//! the whole graph of multi-chessman positions won, lost or drawn by definition; no sum rule
//! and no value is assumed.

use sg_core::loopy::Outcome;
use sg_core::loopy::search::{LoopyGame, LoopySolver};

use crate::Input;

/// Several chessmen on one graph, as one game.
#[derive(Debug, Clone)]
pub struct Rules {
    /// `successors[v]`: where a chessman on `v` may slide.
    pub successors: Vec<Vec<u32>>,
}

impl LoopyGame for Rules {
    type Position = Vec<u32>;

    fn moves(&self, men: &Vec<u32>) -> Vec<Vec<u32>> {
        let mut out = Vec::new();
        for (i, &v) in men.iter().enumerate() {
            for &w in &self.successors[v as usize] {
                let mut next = men.clone();
                next[i] = w;
                next.sort_unstable();
                out.push(next);
            }
        }
        out
    }
}

/// The outcome for the player to move with chessmen on `men`, by searching the positions'
/// graph.
///
/// # Complexity
/// Exponential in the number of chessmen, memoised.
pub fn outcome(solver: &mut LoopySolver<Rules>, men: &[u32]) -> Outcome {
    let mut sorted = men.to_vec();
    sorted.sort_unstable();
    solver.outcome(&sorted)
}

/// The outcome of every query by search.
///
/// # Complexity
/// Exponential in the number of chessmen: small inputs only.
pub fn answer(input: &Input) -> Vec<Outcome> {
    let mut outcomes = Vec::new();
    for test in &input.tests {
        let mut solver = LoopySolver::new(Rules { successors: test.successors.clone() });
        outcomes.extend(test.queries.iter().map(|men| outcome(&mut solver, men)));
    }
    outcomes
}
