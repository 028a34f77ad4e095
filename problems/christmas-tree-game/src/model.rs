//! The game by its rules, for sg-core's engine: the brute force the differential test holds the
//! fast solution to. For each root, a position is the number of presents on every node; a move
//! takes `m ≥ 1` presents off a node of depth at least `k` and puts them on its `k`-th ancestor.
//! No stairs, no XOR: the engine searches the whole game, once per root.

use sg_core::{Game, Outcome, Solver};

use crate::Input;

/// The moving rules for one root: each node's `k`-th ancestor, if it has one.
#[derive(Debug, Clone)]
pub struct Rules {
    /// `ancestor[i]`: where presents of node `i` (0-based) go, `None` at depth below `k`.
    pub ancestor: Vec<Option<usize>>,
}

impl Rules {
    /// The rules of `input` rooted at node `root` (0-based): parents by a walk from the root,
    /// then `k` steps up.
    ///
    /// # Complexity
    /// O(n² + n·k) (small trees).
    pub fn rooted(input: &Input, root: usize) -> Self {
        let n = input.presents.len();
        let mut parent: Vec<Option<usize>> = vec![None; n];
        let mut seen = vec![false; n];
        let mut stack = vec![root];
        seen[root] = true;
        while let Some(v) = stack.pop() {
            for &(a, b) in &input.edges {
                let (a, b) = (a as usize - 1, b as usize - 1);
                for (x, y) in [(a, b), (b, a)] {
                    if x == v && !seen[y] {
                        seen[y] = true;
                        parent[y] = Some(v);
                        stack.push(y);
                    }
                }
            }
        }
        let up = |v: usize| {
            let mut at = Some(v);
            for _ in 0..input.k {
                at = at.and_then(|u| parent[u]);
            }
            at
        };
        Self { ancestor: (0..n).map(up).collect() }
    }
}

impl Game for Rules {
    type Position = Vec<u64>;

    fn moves(&self, presents: &Vec<u64>) -> Vec<Vec<Vec<u64>>> {
        let mut moves = Vec::new();
        for (i, &to) in self.ancestor.iter().enumerate() {
            let Some(j) = to else { continue };
            for m in 1..=presents[i] {
                let mut next = presents.clone();
                next[i] -= m;
                next[j] += m;
                moves.push(vec![next]);
            }
        }
        moves
    }
}

/// For every root, whether Alice wins, by searching the game tree.
///
/// # Complexity
/// Exponential in the presents: small inputs only.
pub fn answer(input: &Input) -> Vec<bool> {
    (0..input.presents.len())
        .map(|root| {
            let mut solver = Solver::new(Rules::rooted(input, root));
            solver.outcome(&input.presents) == Outcome::Win
        })
        .collect()
}
