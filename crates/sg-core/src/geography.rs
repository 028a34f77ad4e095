//! Undirected vertex geography: a token walks a graph, and the vertex it leaves is deleted.
//!
//! **The game.** A token stands on a vertex `v` of an undirected graph. A move carries it along
//! an edge to a vertex it has not visited, and the vertex it left is deleted; the player who
//! cannot move loses. [`Geography`] states it once as a [`Moves`] (a position is the token's
//! vertex and the set of visited vertices).
//!
//! **The theorem.** The player to move from `v` (with the visited vertices deleted, `v` itself
//! present) wins iff `v` is in *every* maximum matching of the remaining graph.
//!
//! *Proof sketch.* Say the walk so far is `v = x0, x1, …, xj`.
//! - If `v` is in every maximum matching, fix one, `M`, and let the first player always move
//!   along the `M`-edge of the vertex he stands on. The opponent, from `M(x)`, moves to some `w`.
//!   If `w` were unmatched in `M`, the walk `v, M(v), …, w` would be an even alternating path
//!   from `v` that starts with a matched edge and ends at an unmatched vertex; swapping it gives
//!   a maximum matching that misses `v`, a contradiction. So `w` is matched, and its partner is
//!   unvisited (visited vertices were visited in matched pairs), and the first player always has
//!   a move: as the game is finite, he wins.
//! - If some maximum matching `M` misses `v`, let the second player answer every move to `u`
//!   with the move to `M(u)`. `u` is matched: otherwise the walk from `v` to `u` is an
//!   alternating path between two unmatched vertices whose unmatched edges outnumber the matched
//!   ones by one, an augmenting path of a maximum matching. Its partner is unvisited, as before.
//!   So the second player always has a move and wins.
//!
//! The tests below check the theorem against [`Geography`] searched by definition on every
//! graph of up to 6 vertices (any graph, bipartite or not; "every maximum matching" by
//! enumerating all matchings) and on random graphs of 7 and 8.
//!
//! **Computing it.** Which vertices are in every maximum matching, for bipartite graphs (every
//! contest form of the game is one: a grid's cells by colour, peaks and valleys), is
//! [`crate::matching`]: Hopcroft–Karp and alternating paths, once per graph, and kept through
//! deletions in the walk's order. Its tests hold it to this game searched by definition on
//! every bipartite graph of up to 8 vertices. It is a module apart so that a judge path reaches
//! the matching without the engine.

use crate::Moves;

/// The game on an undirected graph of at most 64 vertices, by its definition: a position is a
/// [`Walk`], a move the vertex the token goes to.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Geography {
    neighbours: Vec<Vec<u32>>,
}

/// A position of [`Geography`]: the token's vertex and the visited ones (bit `v` of
/// `visited`, the token's vertex included).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Walk {
    /// Where the token stands.
    pub at: u32,
    /// The visited (deleted) vertices, one bit each, `at` among them.
    pub visited: u64,
}

impl Walk {
    /// The token on `v`, nothing else visited.
    pub fn start(v: u32) -> Self {
        Self { at: v, visited: 1 << v }
    }
}

impl Geography {
    /// The graph on `n ≤ 64` vertices with these undirected edges (a loop or a repeat adds no
    /// move).
    ///
    /// # Panics
    /// If `n > 64` or an end is not below `n`.
    ///
    /// # Complexity
    /// O(n + edges).
    pub fn new(n: usize, edges: &[(u32, u32)]) -> Self {
        assert!(n <= 64, "a walk's visited set is one u64: at most 64 vertices, not {n}");
        let mut neighbours = vec![Vec::new(); n];
        for &(a, b) in edges {
            assert!((a as usize) < n && (b as usize) < n, "an edge end is not below {n}");
            if a != b {
                neighbours[a as usize].push(b);
                neighbours[b as usize].push(a);
            }
        }
        for list in &mut neighbours {
            list.sort_unstable();
            list.dedup();
        }
        Self { neighbours }
    }
}

impl Moves for Geography {
    type Position = Walk;
    type Move = u32;

    /// The unvisited neighbours of the token's vertex.
    fn legal_moves<'a>(&'a self, walk: &'a Walk) -> impl Iterator<Item = u32> + 'a {
        self.neighbours[walk.at as usize].iter().copied().filter(|&w| walk.visited >> w & 1 == 0)
    }

    fn play(&self, walk: &Walk, &to: &u32) -> Walk {
        Walk { at: to, visited: walk.visited | 1 << to }
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::{Geography, Walk};
    use crate::{Outcome, Solver};

    /// A small deterministic generator (xorshift).
    pub(crate) struct Rng(pub(crate) u64);
    impl Rng {
        pub(crate) fn below(&mut self, n: u64) -> u64 {
            self.0 ^= self.0 << 13;
            self.0 ^= self.0 >> 7;
            self.0 ^= self.0 << 17;
            self.0 % n
        }
    }

    /// Whether the player to move from each vertex wins, by searching the game.
    pub(crate) fn searched(n: usize, edges: &[(u32, u32)]) -> Vec<bool> {
        let mut solver = Solver::new(Geography::new(n, edges));
        (0..n as u32).map(|v| solver.outcome(&Walk::start(v)) == Outcome::Win).collect()
    }

    /// Which vertices are in every maximum matching, by the definition: every set of edges
    /// that is a matching, enumerated.
    fn in_every_maximum_matching(n: usize, edges: &[(u32, u32)]) -> Vec<bool> {
        enumerated(n, edges).1
    }

    /// The matching number and which vertices every maximum matching covers, by enumerating
    /// every matching (each edge in or out).
    pub(crate) fn enumerated(n: usize, edges: &[(u32, u32)]) -> (usize, Vec<bool>) {
        fn go(edges: &[(u32, u32)], i: usize, used: u64, size: u32, best: &mut (u32, u64)) {
            if i == edges.len() {
                if size > best.0 {
                    *best = (size, used);
                } else if size == best.0 {
                    best.1 &= used;
                }
                return;
            }
            go(edges, i + 1, used, size, best);
            let (a, b) = edges[i];
            if a != b && used >> a & 1 == 0 && used >> b & 1 == 0 {
                go(edges, i + 1, used | 1 << a | 1 << b, size + 1, best);
            }
        }
        let mut best = (0, u64::MAX);
        go(edges, 0, 0, 0, &mut best);
        (best.0 as usize, (0..n).map(|v| best.0 > 0 && best.1 >> v & 1 == 1).collect())
    }

    /// The theorem on every graph of up to 6 vertices, bipartite or not (every edge set of the
    /// complete graph), and on random graphs of 7 and 8 vertices.
    #[test]
    fn the_player_to_move_wins_iff_the_vertex_is_in_every_maximum_matching() {
        for n in 1..=6usize {
            let pairs: Vec<(u32, u32)> =
                (0..n as u32).flat_map(|a| (a + 1..n as u32).map(move |b| (a, b))).collect();
            for mask in 0..1u64 << pairs.len() {
                let edges: Vec<(u32, u32)> =
                    (0..pairs.len()).filter(|&i| mask >> i & 1 == 1).map(|i| pairs[i]).collect();
                assert_eq!(searched(n, &edges), in_every_maximum_matching(n, &edges), "{edges:?}");
            }
        }
        let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
        for _ in 0..3000 {
            let n = 7 + rng.below(2) as usize;
            let edges: Vec<(u32, u32)> = (0..n as u32)
                .flat_map(|a| (a + 1..n as u32).map(move |b| (a, b)))
                .filter(|_| rng.below(5) < 2)
                .collect();
            assert_eq!(searched(n, &edges), in_every_maximum_matching(n, &edges), "{edges:?}");
        }
    }
}
