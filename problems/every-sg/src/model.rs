//! The game by its rules, for sg-core's engine: Euclid's game as an [`sg_core::Game`], its
//! Every-SG step counts by [`StepSolver`] (memoised search over every move), and the compound
//! decided by [`sg_core::every_sg::first_player_wins`], which sg-core proves against the
//! compound searched move by move. No insight into Euclid's game belongs here.
//!
//! This is the brute force: the differential test (`tests/problem.rs`) holds the fast
//! solution and the judge path to it on thousands of generated inputs.

use sg_core::Game;
use sg_core::every_sg::{StepSolver, first_player_wins};

use crate::Input;

/// Euclid's game on a pair of piles: a move takes a positive multiple of the smaller pile from
/// the larger. A pair with an empty pile has no move. Either order is read (so `grundy table
/// every-sg` can draw the whole plane); the moves are stored smaller first.
#[derive(Debug, Clone, Copy, Default)]
pub struct Rules;

/// The pair `(x, y)` stored smaller first.
pub fn position(x: u64, y: u64) -> (u64, u64) {
    (x.min(y), x.max(y))
}

impl Game for Rules {
    type Position = (u64, u64);

    /// Every `(a, b − k·a)` with `(a, b)` the pair smaller first, `k ≥ 1` and `k·a ≤ b` (so
    /// `k·a` does not overflow).
    fn moves(&self, &(x, y): &(u64, u64)) -> Vec<Vec<(u64, u64)>> {
        let (a, b) = position(x, y);
        if a == 0 {
            return Vec::new();
        }
        (1..=b / a).map(|k| vec![position(a, b - k * a)]).collect()
    }
}

/// The step count of the pair `(p, q)` by search.
///
/// # Complexity
/// O(Σ over reachable pairs of their move counts): about the sum of the squares of the
/// partial quotients of `q / p`.
pub fn steps(solver: &mut StepSolver<Rules>, p: u64, q: u64) -> u64 {
    solver.steps(&position(p, q))
}

/// The verdict of every test by search.
///
/// # Complexity
/// As [`steps`] for every pair: small piles (or small partial quotients) only.
pub fn answer(input: &Input) -> Vec<bool> {
    let mut solver = StepSolver::new(Rules);
    let mut verdict = |pairs: &Vec<(u64, u64)>| {
        first_player_wins(pairs.iter().map(|&(p, q)| steps(&mut solver, p, q)).collect::<Vec<_>>())
    };
    input.tests.iter().map(&mut verdict).collect()
}
