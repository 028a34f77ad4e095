//! The game by its rules, for sg-core's engine: a position of a whole test case is, per graph,
//! the set of its edges still attached to the root (a bit mask over its edge list); a move
//! cuts one edge of one graph and drops what is no longer connected to that graph's root. No
//! fusion, no colon principle, no nim-sum: the engine searches the whole test case as one game.

use sg_core::{Game, Outcome, Solver};

use crate::{Graph, Input};

/// One test case's graphs under the cutting rules.
#[derive(Debug, Clone)]
pub struct Cutting {
    /// The graphs (at most 64 edges each).
    pub graphs: Vec<Graph>,
}

impl Cutting {
    /// The edges of `mask` in graph `g` still connected to node 1.
    ///
    /// # Complexity
    /// O(k²) (repeated sweeps: small graphs).
    pub fn attached(&self, g: usize, mask: u64) -> u64 {
        let edges = &self.graphs[g].edges;
        let mut reached = vec![1u32];
        let mut kept = 0u64;
        let mut grew = true;
        while grew {
            grew = false;
            for (i, &(a, b)) in edges.iter().enumerate() {
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

    /// The starting position: every graph's edges that are attached to its root.
    ///
    /// # Panics
    /// If a graph has more than 64 edges.
    ///
    /// # Complexity
    /// O(Σ k²).
    pub fn start(&self) -> Vec<u64> {
        (0..self.graphs.len())
            .map(|g| {
                let k = self.graphs[g].edges.len();
                assert!(k <= 64, "the model takes at most 64 edges per graph");
                self.attached(g, if k == 64 { u64::MAX } else { (1 << k) - 1 })
            })
            .collect()
    }
}

impl Game for Cutting {
    type Position = Vec<u64>;

    fn moves(&self, masks: &Vec<u64>) -> Vec<Vec<Vec<u64>>> {
        let mut moves = Vec::new();
        for (g, &mask) in masks.iter().enumerate() {
            for i in (0..64).filter(|&i| mask >> i & 1 == 1) {
                let mut next = masks.clone();
                next[g] = self.attached(g, mask & !(1 << i));
                moves.push(vec![next]);
            }
        }
        moves
    }
}

/// Whether the player to move wins these graphs, by search.
///
/// # Complexity
/// Exponential in the number of edges: small inputs only.
pub fn first_player_wins(graphs: &[Graph]) -> bool {
    let game = Cutting { graphs: graphs.to_vec() };
    let start = game.start();
    Solver::new(game).outcome(&start) == Outcome::Win
}

/// The verdict of every test case by searching the game tree.
///
/// # Complexity
/// Exponential in the edges per test case: small inputs only.
pub fn answer(input: &Input) -> Vec<bool> {
    input.tests.iter().map(|graphs| first_player_wins(graphs)).collect()
}
