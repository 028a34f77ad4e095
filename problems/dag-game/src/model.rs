//! The chess game by its rules, for sg-core's engine: a position is the sorted list of the
//! chessmen's vertices, and a move slides one chessman along one edge. The engine searches the
//! whole multi-token position; no sum theorem is assumed.

use sg_core::{Game, Outcome, Solver};

use crate::Input;

/// Several chessmen on one graph, as one game.
#[derive(Debug, Clone)]
pub struct ChessRules {
    /// `successors[v]`: where a chessman on `v` may slide.
    pub successors: Vec<Vec<u32>>,
}

impl Game for ChessRules {
    type Position = Vec<u32>;

    fn moves(&self, men: &Vec<u32>) -> Vec<Vec<Vec<u32>>> {
        let mut out = Vec::new();
        for (i, &v) in men.iter().enumerate() {
            for &w in &self.successors[v as usize] {
                let mut next = men.clone();
                next[i] = w;
                next.sort_unstable();
                out.push(vec![next]);
            }
        }
        out
    }
}

/// Whether the first player wins with chessmen on `men`, by searching the game tree.
///
/// # Complexity
/// Exponential in the number of chessmen, memoised.
pub fn first_player_wins(solver: &mut Solver<ChessRules>, men: &[u32]) -> bool {
    let mut sorted = men.to_vec();
    sorted.sort_unstable();
    solver.outcome(&sorted) == Outcome::Win
}

/// The verdict of every query by search. The model trusts its input to be acyclic: it is run on
/// generated inputs only.
///
/// # Complexity
/// Exponential in the number of chessmen: small inputs only.
pub fn answer(input: &Input) -> Vec<bool> {
    let mut verdicts = Vec::new();
    for test in &input.tests {
        let mut solver = Solver::new(ChessRules { successors: test.successors.clone() });
        verdicts.extend(test.queries.iter().map(|men| first_player_wins(&mut solver, men)));
    }
    verdicts
}
