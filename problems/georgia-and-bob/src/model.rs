//! Georgia and Bob by its rules, for sg-core's engine: a position is the sorted list of the
//! chessmen's cells, and a move slides one chessman left onto any free cell between its left
//! neighbour (or the board's left end) and itself.
//!
//! This is the brute force: the differential test (`tests/problem.rs`) holds the fast
//! solution and the judge path to it on thousands of generated inputs.

use sg_core::{Game, Outcome, Solver};

use crate::Input;

/// The chessmen on a line; the position lists their cells in increasing order.
#[derive(Debug, Clone, Copy, Default)]
pub struct ChessmenRules;

impl Game for ChessmenRules {
    type Position = Vec<u64>;

    fn moves(&self, cells: &Vec<u64>) -> Vec<Vec<Vec<u64>>> {
        let mut moves = Vec::new();
        for i in 0..cells.len() {
            // The first cell it may land on: just right of its left neighbour, or cell 1.
            let lowest = if i == 0 { 1 } else { cells[i - 1] + 1 };
            for to in lowest..cells[i] {
                let mut next = cells.clone();
                next[i] = to;
                moves.push(vec![next]);
            }
        }
        moves
    }
}

/// Whether Georgia, moving first, wins with chessmen on these distinct cells (any order), by
/// searching the game tree (exponential: small boards only).
///
/// # Complexity
/// O(C(board, N) · moves per position) with memoisation.
pub fn first_player_wins(solver: &mut Solver<ChessmenRules>, cells: &[u64]) -> bool {
    let mut sorted = cells.to_vec();
    sorted.sort_unstable();
    solver.outcome(&sorted) == Outcome::Win
}

/// The verdict of every test by search.
///
/// # Complexity
/// Exponential in the board: small inputs only.
pub fn answer(input: &Input) -> Vec<bool> {
    let mut solver = Solver::new(ChessmenRules);
    input.tests.iter().map(|cells| first_player_wins(&mut solver, cells)).collect()
}
