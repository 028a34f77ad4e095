//! The Stair Game by its rules, for sg-core's engine: a position is the list of ball counts on
//! stairs `1..n`, floor included, and a move sends balls from a stair `k ≥ 2` to `k − 1`.
//!
//! This is the brute force: the differential test (`tests/problem.rs`) holds the fast
//! solution and the judge path to it on thousands of generated inputs. The position is
//! searched whole (nothing of the even stairs' Nim is assumed).

use sg_core::{Moves, Outcome, Solver};

use crate::Input;

/// A move: `balls` balls from stair `stair` (1-based, at least 2) down to `stair − 1`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Down {
    /// The stair the balls leave (1-based, at least 2).
    pub stair: usize,
    /// How many balls go down (at least 1).
    pub balls: u64,
}

/// The Stair Game, stated once; `position[i]` is the number of balls on stair `i + 1`.
#[derive(Debug, Clone, Copy, Default)]
pub struct Rules;

impl Moves for Rules {
    type Position = Vec<u64>;
    type Move = Down;

    /// Stair by stair from stair 2 (stair 1, the floor, keeps its balls), one ball first.
    fn legal_moves<'a>(&'a self, balls: &'a Vec<u64>) -> impl Iterator<Item = Down> + 'a {
        balls
            .iter()
            .enumerate()
            .skip(1)
            .flat_map(|(i, &b)| (1..=b).map(move |n| Down { stair: i + 1, balls: n }))
    }
    fn play(&self, balls: &Vec<u64>, down: &Down) -> Vec<u64> {
        let mut next = balls.clone();
        next[down.stair - 1] -= down.balls;
        next[down.stair - 2] += down.balls;
        next
    }
}

/// Whether the first player wins, by searching the game tree (exponential: few balls only).
///
/// # Complexity
/// O(reachable distributions of the balls · moves per position) with memoisation.
pub fn first_player_wins(solver: &mut Solver<Rules>, balls: &[u64]) -> bool {
    solver.outcome(&balls.to_vec()) == Outcome::Win
}

/// The verdict of every test by search.
///
/// # Complexity
/// Exponential in the number of balls: small inputs only.
pub fn answer(input: &Input) -> Vec<bool> {
    let mut solver = Solver::new(Rules);
    input.tests.iter().map(|balls| first_player_wins(&mut solver, balls)).collect()
}
