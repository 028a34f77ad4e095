//! The game by its rules, for sg-core's definition-level loopy search: a position is the vertex
//! the token stands on, the player to move being the one whose turn it is. A move slides the
//! token along an edge. When the token stands on the target, the previous player has just
//! moved it there and won: the game is over, so the player to move has lost and has no move
//! (as a player on a vertex without a move has lost).
//!
//! The search ([`LoopySolver`]) explores every position reachable from the start and labels
//! them by rounds of the definition, "won if some move reaches a lost position; lost if every
//! move reaches a won one", until nothing changes: after `k` rounds exactly the positions
//! decided within `k` moves are labelled, and the rest are drawn (neither player can force the
//! end). No counter, no queue, no retrograde bookkeeping.

use sg_core::loopy::Outcome;
use sg_core::loopy::search::{LoopyGame, LoopySolver};

use crate::{Input, Round};

/// One round's game: the graph's moves and the target.
#[derive(Debug, Clone)]
pub struct Rules {
    /// `successors[v]`: where a token on `v` may slide, as the edges give them.
    pub successors: Vec<Vec<u32>>,
    /// The vertex whose entry wins.
    pub target: u32,
}

impl Rules {
    /// The game of `input`'s graph with the target `target`.
    ///
    /// # Complexity
    /// O(n + m).
    pub fn new(input: &Input, target: u32) -> Self {
        let mut successors = vec![Vec::new(); input.n as usize];
        for &(u, v) in &input.edges {
            successors[u as usize].push(v);
        }
        Self { successors, target }
    }
}

impl LoopyGame for Rules {
    type Position = u32;

    /// None on the target (the game is over: the player who moved there won); else every
    /// edge's end.
    fn moves(&self, &v: &u32) -> Vec<u32> {
        if v == self.target { Vec::new() } else { self.successors[v as usize].clone() }
    }
}

/// The outcome of `round` for the first player, by searching its game.
///
/// # Complexity
/// O(n · (n + m)) at most: small graphs only.
pub fn outcome(input: &Input, round: Round) -> Outcome {
    LoopySolver::new(Rules::new(input, round.target)).outcome(&round.start)
}

/// The outcome of every round by search.
///
/// # Complexity
/// O(q · n · (n + m)): small inputs only.
pub fn answer(input: &Input) -> Vec<Outcome> {
    input.rounds.iter().map(|&round| outcome(input, round)).collect()
}
