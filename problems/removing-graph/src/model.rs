//! Removing Graph by its rules, for sg-core's engine: a position is one component, a cycle or
//! a path of some number of vertices, and a move removes `k ∈ [l, r]` connected vertices of it.
//! The graph is the sum of its cycles.

use judge::Scanner;
use sg_core::{Game, Outcome, Solver};

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
pub struct RemovingGraph {
    /// The least number of vertices a move removes (at least 1).
    pub l: u64,
    /// The greatest number of vertices a move removes.
    pub r: u64,
}

/// The non-empty paths among these lengths: what is left after a move.
fn paths(lengths: impl IntoIterator<Item = u64>) -> Vec<Component> {
    lengths.into_iter().filter(|&m| m > 0).map(Component::Path).collect()
}

impl Game for RemovingGraph {
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

/// Whether the first player wins the disjoint union of cycles of these lengths, by searching
/// the game tree.
///
/// # Complexity
/// Polynomial in the longest cycle (positions are component sizes), memoised in `solver`.
pub fn first_player_wins(solver: &mut Solver<RemovingGraph>, cycles: &[u64]) -> bool {
    let parts: Vec<Component> = cycles.iter().map(|&s| Component::Cycle(s)).collect();
    solver.outcome_of_sum(&parts) == Outcome::FirstPlayerWins
}

/// The sizes of the connected components of the graph on `1..=n` with these edges, by an
/// explicit-stack depth-first search.
fn component_sizes(n: usize, edges: &[(u32, u32)]) -> Vec<u64> {
    let mut neighbours = vec![Vec::new(); n + 1];
    for &(u, v) in edges {
        neighbours[u as usize].push(v as usize);
        neighbours[v as usize].push(u as usize);
    }
    let mut seen = vec![false; n + 1];
    let mut sizes = Vec::new();
    for root in 1..=n {
        if seen[root] {
            continue;
        }
        seen[root] = true;
        let (mut stack, mut size) = (vec![root], 0);
        while let Some(x) = stack.pop() {
            size += 1;
            for &y in &neighbours[x] {
                if !seen[y] {
                    seen[y] = true;
                    stack.push(y);
                }
            }
        }
        sizes.push(size);
    }
    sizes
}

/// The judge output by searching the game (same format as [`crate::solve`]).
///
/// Only the promise the rules need is checked, plainly: every vertex has degree 2 (so each
/// component is a cycle) and no component has fewer than 3 vertices (no self-loop or repeat).
///
/// # Errors
/// As [`crate::solve`], with coarser messages for a broken graph.
///
/// # Complexity
/// Polynomial in the longest cycle and linear in `n`: small inputs only.
pub fn solve(sc: &mut Scanner<'_>, out: &mut Vec<u8>) -> judge::Result<()> {
    let (n, l, r) = crate::read_header(sc)?;
    let mut edges = Vec::with_capacity(judge::capacity_for(n as usize));
    for _ in 0..n {
        let u = sc.read_in::<u32>("a vertex", 1..=n)?;
        let v = sc.read_in::<u32>("a vertex", 1..=n)?;
        edges.push((u, v));
    }
    sc.finish()?;
    let end = sc.position();
    let mut degree = vec![0u32; n as usize + 1];
    for &(u, v) in &edges {
        degree[u as usize] += 1;
        degree[v as usize] += 1;
    }
    if let Some(v) = (1..degree.len()).find(|&v| degree[v] != 2) {
        return Err(end.error(format!("vertex {v} has degree {} instead of 2", degree[v])));
    }
    let cycles = component_sizes(n as usize, &edges);
    if cycles.iter().any(|&s| s < 3) {
        return Err(end.error("a self-loop or a repeated edge (the graph must be simple)"));
    }
    let mut solver = Solver::new(RemovingGraph { l, r });
    out.extend_from_slice(if first_player_wins(&mut solver, &cycles) {
        b"Alice\n"
    } else {
        b"Bob\n"
    });
    Ok(())
}
