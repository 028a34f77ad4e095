//! Nim by its rules (sg-core's [`NimRules`]: the whole sorted position, a move lowers one heap),
//! and every winning first move found by searching: the moves, heap by heap, after which the
//! position is lost. No XOR anywhere.
//!
//! This is the brute force: the differential test (`tests/problem.rs`) holds the fast
//! solution and the judge path to it on thousands of generated inputs.

use sg_core::game::{NimRules, Take};
use sg_core::{Moves, Outcome, Solver};

use crate::{Input, Move, Reply};

/// Every winning move of `heaps` by search, in heap order; `No` when there is none.
///
/// # Complexity
/// Exponential in the heap sizes (memoised): small inputs only.
pub fn reply(solver: &mut Solver<NimRules>, heaps: &[u64]) -> Reply {
    let mut moves = Vec::new();
    for (i, &from) in heaps.iter().enumerate() {
        for to in 0..from {
            let after = NimRules.parts(NimRules.play(&heaps.to_vec(), &Take { heap: i, to }));
            if solver.outcome_of_sum(&after) == Outcome::Lose {
                moves.push(Move { from, to });
            }
        }
    }
    if moves.is_empty() { Reply::No } else { Reply::Yes(moves) }
}

/// The reply to every test, by search.
///
/// # Complexity
/// Exponential: small inputs only.
pub fn answer(input: &Input) -> Vec<Reply> {
    let mut solver = Solver::new(NimRules);
    input.tests.iter().map(|heaps| reply(&mut solver, heaps)).collect()
}
