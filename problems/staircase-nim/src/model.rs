//! The Stair Game by its rules, for sg-core's engine: a position is the list of ball counts on
//! stairs `1..n`, floor included, and a move sends balls from a stair `k ≥ 2` to `k − 1`.
//!
//! This is the brute force: the differential test (`tests/problem.rs`) holds the fast
//! solution and the judge path to it on thousands of generated inputs.

use sg_core::{Game, Outcome, Solver};

use crate::Input;

/// The Stair Game; `position[i]` is the number of balls on stair `i + 1`.
#[derive(Debug, Clone, Copy, Default)]
pub struct StairRules;

impl Game for StairRules {
    type Position = Vec<u64>;

    fn moves(&self, balls: &Vec<u64>) -> Vec<Vec<Vec<u64>>> {
        let mut moves = Vec::new();
        // Index 0 is stair 1, the floor: nothing leaves it.
        for k in 1..balls.len() {
            for moved in 1..=balls[k] {
                let mut next = balls.clone();
                next[k] -= moved;
                next[k - 1] += moved;
                moves.push(vec![next]);
            }
        }
        moves
    }
}

/// Whether the first player wins, by searching the game tree (exponential: few balls only).
///
/// # Complexity
/// O(reachable distributions of the balls · moves per position) with memoisation.
pub fn first_player_wins(solver: &mut Solver<StairRules>, balls: &[u64]) -> bool {
    solver.outcome(&balls.to_vec()) == Outcome::Win
}

/// The verdict of every test by search.
///
/// # Complexity
/// Exponential in the number of balls: small inputs only.
pub fn answer(input: &Input) -> Vec<bool> {
    let mut solver = Solver::new(StairRules);
    input.tests.iter().map(|balls| first_player_wins(&mut solver, balls)).collect()
}
