//! Shiritori by its rules, for sg-core's loopy search: a position is the last word said (its
//! index in the dictionary), and the player to move may say any word whose first three
//! characters are that word's last three. The search labels the graph of words won, lost or
//! drawn by definition; it knows nothing of three-character vertices.
//!
//! This is the brute force: the differential test (`tests/problem.rs`) holds the fast
//! solution and the judge path to it on thousands of generated inputs.

use sg_core::loopy::search::{LoopyGame, LoopySolver};

use crate::{Input, Verdict};

/// The dictionary, as a game.
#[derive(Debug, Clone)]
pub struct Rules {
    /// The words.
    pub words: Vec<String>,
}

impl LoopyGame for Rules {
    type Position = usize;

    fn moves(&self, &last: &usize) -> Vec<usize> {
        let said = self.words[last].as_bytes();
        let end = &said[said.len() - 3..];
        (0..self.words.len()).filter(|&j| self.words[j].as_bytes().starts_with(end)).collect()
    }
}

/// The verdict when Takahashi opens with word `i`: Aoki is then to move.
///
/// # Complexity
/// The positions reachable from `i`, each with a scan of the dictionary: small inputs.
pub fn verdict(solver: &mut LoopySolver<Rules>, i: usize) -> Verdict {
    Verdict::after_opening(solver.outcome(&i))
}

/// Every word's verdict by search.
///
/// # Complexity
/// O(N³) at worst: small inputs only.
pub fn answer(input: &Input) -> Vec<Verdict> {
    let mut solver = LoopySolver::new(Rules { words: input.words.clone() });
    (0..input.words.len()).map(|i| verdict(&mut solver, i)).collect()
}
