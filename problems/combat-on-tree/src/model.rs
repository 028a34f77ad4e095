//! The game by its rules, stated once: a position is the set of black vertices; a move picks a
//! white vertex and paints the path from it to the root black. No decomposition into subtrees:
//! the engine searches the whole game.

use sg_core::{Moves, Outcome, Solver};

use crate::Input;

/// The rules on one rooted tree.
#[derive(Debug, Clone)]
pub struct Rules {
    /// `parent[v]` (0-based); `None` for the root, vertex 0.
    pub parent: Vec<Option<u32>>,
}

/// A position: `black[v]` for every vertex.
pub type Position = Vec<bool>;

impl Rules {
    /// The rules on the tree with these 1-based edges, rooted at vertex 1 (breadth-first).
    ///
    /// # Complexity
    /// O(N²) (plain scans; small trees only).
    pub fn new(n: usize, edges: &[(u32, u32)]) -> Self {
        let mut parent = vec![None; n];
        let mut seen = vec![false; n];
        let mut queue = vec![0usize];
        seen[0] = true;
        while let Some(v) = queue.pop() {
            for &(a, b) in edges {
                let (a, b) = (a as usize - 1, b as usize - 1);
                for (x, y) in [(a, b), (b, a)] {
                    if x == v && !seen[y] {
                        seen[y] = true;
                        parent[y] = Some(v as u32);
                        queue.push(y);
                    }
                }
            }
        }
        Self { parent }
    }
}

impl Moves for Rules {
    type Position = Position;
    /// The white vertex picked (0-based).
    type Move = u32;

    fn legal_moves<'a>(&'a self, black: &'a Position) -> impl Iterator<Item = u32> + 'a {
        (0..black.len() as u32).filter(|&v| !black[v as usize])
    }

    fn play(&self, black: &Position, &picked: &u32) -> Position {
        let mut after = black.clone();
        let mut at = Some(picked);
        while let Some(v) = at {
            after[v as usize] = true;
            at = self.parent[v as usize];
        }
        after
    }
}

/// The winning first moves (1-based, increasing), by searching the game; empty if the first
/// player loses.
///
/// # Complexity
/// Exponential: up to `2^N` positions; small trees only.
pub fn answer(input: &Input) -> Vec<u32> {
    let rules = Rules::new(input.black.len(), &input.edges);
    let mut solver = Solver::new(rules.clone());
    let start = input.black.clone();
    rules
        .legal_moves(&start)
        .filter(|u| solver.outcome(&rules.play(&start, u)) == Outcome::Lose)
        .map(|u| u + 1)
        .collect()
}
