//! The game by its rules, for sg-core's engine: the brute force the differential test holds the
//! fast solution to. A position is the set of edges still in the tree (a bit mask over the
//! input's edge list); a move deletes one of them and drops every edge no longer connected to
//! vertex 1. No colon principle, no values: the engine searches the whole game.

use sg_core::{Game, Outcome, Solver};

use crate::Input;

/// The deletion rules on one tree (at most 64 edges).
#[derive(Debug, Clone)]
pub struct Rules {
    /// The edges, 1-based, as read.
    pub edges: Vec<(u32, u32)>,
}

impl Rules {
    /// The edges of `mask` still connected to vertex 1 through edges of `mask`.
    ///
    /// # Complexity
    /// O(k²) for k edges (repeated sweeps: small trees).
    pub fn attached(&self, mask: u64) -> u64 {
        let mut reached = vec![1u32];
        let mut kept = 0u64;
        let mut grew = true;
        while grew {
            grew = false;
            for (i, &(a, b)) in self.edges.iter().enumerate() {
                let live = mask >> i & 1 == 1 && kept >> i & 1 == 0;
                if live && (reached.contains(&a) || reached.contains(&b)) {
                    kept |= 1 << i;
                    reached.extend([a, b]);
                    grew = true;
                }
            }
        }
        kept
    }

    /// Every edge, as a mask.
    ///
    /// # Panics
    /// If there are more than 64 edges.
    pub fn all(&self) -> u64 {
        let k = self.edges.len();
        assert!(k <= 64, "the model takes at most 64 edges");
        if k == 64 { u64::MAX } else { (1 << k) - 1 }
    }
}

impl Game for Rules {
    type Position = u64;

    fn moves(&self, &mask: &u64) -> Vec<Vec<u64>> {
        (0..64)
            .filter(|&i| mask >> i & 1 == 1)
            .map(|i| vec![self.attached(mask & !(1 << i))])
            .collect()
    }
}

/// Whether Alice, moving first, wins, by searching the game tree.
///
/// # Complexity
/// Exponential in the number of edges: small trees only.
pub fn answer(input: &Input) -> bool {
    let game = Rules { edges: input.edges.clone() };
    let start = game.attached(game.all());
    Solver::new(game).outcome(&start) == Outcome::Win
}
