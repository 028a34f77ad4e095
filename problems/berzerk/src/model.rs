//! Berzerk by its rules, for sg-core's loopy search: a position is the monster's object
//! (0-based, 0 the black hole) and the player to move; a move adds one of that player's steps
//! round the circle; in the black hole the game is over (the player to move there has lost).
//! The search labels every position it reaches by the definition of won, lost and drawn.
//!
//! This is the brute force: the differential test (`tests/problem.rs`) holds the fast
//! solution and the judge path to it on thousands of generated inputs.

use sg_core::loopy::Outcome;
use sg_core::loopy::search::{LoopyGame, LoopySolver};

use crate::{Answer, Input};

/// The circle and both players' steps, as a game.
#[derive(Debug, Clone)]
pub struct Rules {
    /// The number of objects.
    pub objects: u64,
    /// Rick's steps, then Morty's.
    pub steps: [Vec<u64>; 2],
}

impl LoopyGame for Rules {
    type Position = (u64, usize);

    fn moves(&self, &(object, who): &(u64, usize)) -> Vec<(u64, usize)> {
        if object == 0 {
            return Vec::new();
        }
        let n = self.objects;
        self.steps[who].iter().map(|&x| ((object + x % n) % n, 1 - who)).collect()
    }
}

/// Every start's outcome by search.
///
/// # Complexity
/// O(n·(k_1 + k_2)) per round of the search, up to 2n rounds: small inputs.
pub fn answer(input: &Input) -> Answer {
    let rules = Rules { objects: input.objects, steps: input.steps.clone() };
    let mut solver = LoopySolver::new(rules);
    let mut line = |who: usize| -> Vec<Outcome> {
        (1..input.objects).map(|object| solver.outcome(&(object, who))).collect()
    };
    Answer { outcomes: [line(0), line(1)] }
}
