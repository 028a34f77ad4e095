//! Nim by its rules, for sg-core's engine: a position is the sorted list of heap sizes, a move
//! lowers one heap to any smaller size, and a move wins when the search says the position
//! after it is lost. No XOR anywhere.
//!
//! This is the brute force: the differential test (`tests/problem.rs`) holds the fast
//! solution and the judge path to it on thousands of generated inputs.

use sg_core::game::{NimRules, Take};
use sg_core::{Moves, Outcome, Solver};

use crate::Input;

/// How many moves of `heaps` (heap by heap, in input order) leave a lost position.
///
/// # Complexity
/// Exponential in the heap sizes (memoised): small inputs only.
pub fn winning_moves(solver: &mut Solver<NimRules>, heaps: &[u64]) -> u64 {
    let mut count = 0;
    for (i, &h) in heaps.iter().enumerate() {
        for to in 0..h {
            let after = NimRules.parts(NimRules.play(&heaps.to_vec(), &Take { heap: i, to }));
            count += u64::from(solver.outcome_of_sum(&after) == Outcome::Lose);
        }
    }
    count
}

/// The count of every test, by search.
///
/// # Complexity
/// Exponential: small inputs only.
pub fn answer(input: &Input) -> Vec<u64> {
    let mut solver = Solver::new(NimRules);
    input.tests.iter().map(|heaps| winning_moves(&mut solver, heaps)).collect()
}
