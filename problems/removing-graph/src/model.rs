//! Removing Graph by its rules, for sg-core's engine: a position is one component, a cycle or
//! a path of some number of vertices, and a move removes `k ∈ [l, r]` connected vertices of it.
//! The graph is the sum of its cycles.

use sg_core::{Game, Outcome, Solver};

use crate::Input;

/// One connected component of the remaining graph.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Component {
    /// A cycle of this many vertices (at least 3).
    Cycle(u64),
    /// A path of this many vertices (at least 1).
    Path(u64),
}

/// The game with move sizes `l..=r`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Rules {
    /// The least number of vertices a move removes (at least 1).
    pub l: u64,
    /// The greatest number of vertices a move removes.
    pub r: u64,
}

/// The non-empty paths among these lengths: what is left after a move.
fn paths(lengths: impl IntoIterator<Item = u64>) -> Vec<Component> {
    lengths.into_iter().filter(|&m| m > 0).map(Component::Path).collect()
}

impl Game for Rules {
    type Position = Component;

    fn moves(&self, component: &Component) -> Vec<Vec<Component>> {
        let mut moves = Vec::new();
        match *component {
            Component::Cycle(s) => {
                for k in self.l..=self.r.min(s) {
                    if k == s {
                        moves.push(Vec::new());
                    } else {
                        // The arc of k vertices starting at each vertex leaves the other s − k
                        // as a path.
                        for _start in 0..s {
                            moves.push(paths([s - k]));
                        }
                    }
                }
            }
            Component::Path(m) => {
                for k in self.l..=self.r.min(m) {
                    for before in 0..=m - k {
                        moves.push(paths([before, m - k - before]));
                    }
                }
            }
        }
        moves
    }
}

/// The sizes of the input's connected components, by an explicit-stack depth-first search
/// (independent of the fast solution's union-find and walk).
///
/// # Complexity
/// O(n) time and memory.
pub fn component_sizes(input: &Input) -> Vec<u64> {
    let n = input.n as usize;
    let mut neighbours = vec![Vec::new(); n + 1];
    for &(u, v) in &input.edges {
        neighbours[u as usize].push(v as usize);
        neighbours[v as usize].push(u as usize);
    }
    let mut seen = vec![false; n + 1];
    let mut sizes = Vec::new();
    for root in 1..=n {
        if std::mem::replace(&mut seen[root], true) {
            continue;
        }
        let (mut stack, mut size) = (vec![root], 0);
        while let Some(x) = stack.pop() {
            size += 1;
            for &y in &neighbours[x] {
                if !std::mem::replace(&mut seen[y], true) {
                    stack.push(y);
                }
            }
        }
        sizes.push(size);
    }
    sizes
}

/// Whether Alice wins, by searching the game on the input's cycles (the sum of their
/// games).
///
/// # Complexity
/// Polynomial in the longest cycle (positions are component sizes) and linear in `n`: small
/// inputs only.
pub fn answer(input: &Input) -> bool {
    let cycles: Vec<Component> = component_sizes(input).into_iter().map(Component::Cycle).collect();
    let mut solver = Solver::new(Rules { l: input.l, r: input.r });
    solver.outcome_of_sum(&cycles) == Outcome::Win
}
