//! Which vertices of a bipartite graph are in every maximum matching: by the theorem of
//! [`crate::geography`], the vertices from which the player to move wins the walk that deletes
//! the vertex it leaves.
//!
//! Every contest form of the game is bipartite (a grid's cells by colour,
//! peaks and valleys), so [`Bipartite`] computes "which vertices are in every maximum
//! matching" for bipartite graphs only: a maximum matching by Hopcroft–Karp
//! ([`Bipartite::maximum_matching`], O(E·√V)), then a search from every unmatched vertex along
//! even alternating paths (a non-matching edge to `y`, then `y`'s matched edge to `M(y)`): a
//! vertex is missed by some maximum matching iff it is reached (swap the path), so the others
//! are in every one ([`Bipartite::always_matched`], O(V + E) after the matching). The tests
//! hold it to the game searched by definition on **every bipartite graph of up to 8 vertices**
//! (every split into two sides, every edge set between them) and on random bipartite graphs,
//! and to the definition "deleting `v` lowers the matching number" on larger ones.
//!
//! [`DeletionMatching`] is the incremental form: vertices deleted one by one (the walk's own
//! order), each deletion saying whether the vertex was in every maximum matching of the graph
//! just before, with one alternating search of O(V + E).
//!
//! Everything here is std-only (judge paths use it).

/// No vertex: an unmatched vertex's mate.
const NONE: u32 = u32::MAX;

/// A bipartite graph on vertices `0..n`, each on a side, with adjacency lists in one
/// compressed array (every edge listed at both ends).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Bipartite {
    on_left: Vec<bool>,
    starts: Vec<u32>,
    targets: Vec<u32>,
}

impl Bipartite {
    /// The graph whose vertex `v` is on the left iff `on_left[v]`, with these edges, each
    /// between the two sides (repeats allowed). `None` if an edge joins one side to itself or
    /// an end is not a vertex.
    ///
    /// # Complexity
    /// O(V + E) time and memory.
    pub fn new(on_left: Vec<bool>, edges: &[(u32, u32)]) -> Option<Self> {
        let n = on_left.len();
        if n >= NONE as usize || edges.len() >= (NONE / 2) as usize {
            return None;
        }
        let mut starts = vec![0u32; n + 1];
        for &(a, b) in edges {
            let (a, b) = (a as usize, b as usize);
            if a >= n || b >= n || on_left[a] == on_left[b] {
                return None;
            }
            starts[a + 1] += 1;
            starts[b + 1] += 1;
        }
        for v in 0..n {
            starts[v + 1] += starts[v];
        }
        let mut fill = starts[..n].to_vec();
        let mut targets = vec![0u32; 2 * edges.len()];
        for &(a, b) in edges {
            targets[fill[a as usize] as usize] = b;
            fill[a as usize] += 1;
            targets[fill[b as usize] as usize] = a;
            fill[b as usize] += 1;
        }
        Some(Self { on_left, starts, targets })
    }

    /// The number of vertices.
    pub fn len(&self) -> usize {
        self.on_left.len()
    }

    /// Whether the graph has no vertex.
    pub fn is_empty(&self) -> bool {
        self.on_left.is_empty()
    }

    /// The neighbours of `v`, as the edges gave them.
    pub fn neighbours(&self, v: u32) -> &[u32] {
        &self.targets[self.starts[v as usize] as usize..self.starts[v as usize + 1] as usize]
    }

    /// A maximum matching by Hopcroft–Karp: `mate[v]` is `v`'s partner, `None` if unmatched.
    /// Each phase layers the graph by a breadth-first search from the unmatched left vertices
    /// and augments along vertex-disjoint shortest paths with an explicit-stack depth-first
    /// search (no recursion, whatever the path length).
    ///
    /// # Complexity
    /// O(E·√V) time, O(V) memory besides the graph.
    pub fn maximum_matching(&self) -> Vec<Option<u32>> {
        let mate = self.hopcroft_karp();
        mate.iter().map(|&m| (m != NONE).then_some(m)).collect()
    }

    fn hopcroft_karp(&self) -> Vec<u32> {
        let n = self.len();
        let mut mate = vec![NONE; n];
        let mut layer = vec![NONE; n];
        let mut next_edge = vec![0u32; n];
        let mut queue = Vec::with_capacity(n);
        let mut stack = Vec::new();
        let left: Vec<u32> = (0..n as u32).filter(|&v| self.on_left[v as usize]).collect();
        loop {
            // Layer the left vertices by alternating distance from the unmatched ones.
            queue.clear();
            for &u in &left {
                layer[u as usize] = if mate[u as usize] == NONE { 0 } else { NONE };
                if mate[u as usize] == NONE {
                    queue.push(u);
                }
            }
            let mut found = false;
            let mut head = 0;
            while head < queue.len() {
                let u = queue[head];
                head += 1;
                for &y in self.neighbours(u) {
                    let w = mate[y as usize];
                    if w == NONE {
                        found = true;
                    } else if layer[w as usize] == NONE {
                        layer[w as usize] = layer[u as usize] + 1;
                        queue.push(w);
                    }
                }
            }
            if !found {
                return mate;
            }
            for &u in &left {
                next_edge[u as usize] = self.starts[u as usize];
            }
            for &root in &left {
                if mate[root as usize] != NONE {
                    continue;
                }
                stack.clear();
                stack.push(root);
                while let Some(&x) = stack.last() {
                    let end = self.starts[x as usize + 1];
                    if next_edge[x as usize] == end {
                        layer[x as usize] = NONE; // a dead end for the rest of the phase
                        stack.pop();
                        continue;
                    }
                    let y = self.targets[next_edge[x as usize] as usize];
                    next_edge[x as usize] += 1;
                    let w = mate[y as usize];
                    if w == NONE {
                        // Augment: each vertex on the stack takes the edge it last tried.
                        for &s in &stack {
                            let t = self.targets[next_edge[s as usize] as usize - 1];
                            mate[s as usize] = t;
                            mate[t as usize] = s;
                        }
                        for &s in &stack {
                            layer[s as usize] = NONE; // used: vertex-disjoint paths
                        }
                        break;
                    } else if layer[w as usize] != NONE
                        && layer[w as usize] == layer[x as usize] + 1
                    {
                        stack.push(w);
                    }
                }
            }
        }
    }

    /// `always[v]`: whether `v` is in every maximum matching, so that the player to move from
    /// `v` wins [`crate::geography::Geography`] on this graph (that module's theorem). A maximum matching by
    /// Hopcroft–Karp, then a search from every unmatched vertex along even alternating paths
    /// marks the vertices some maximum matching misses.
    ///
    /// # Complexity
    /// O(E·√V) time, O(V) memory besides the graph.
    pub fn always_matched(&self) -> Vec<bool> {
        let mate = self.hopcroft_karp();
        let mut missable: Vec<bool> = mate.iter().map(|&m| m == NONE).collect();
        let mut queue: Vec<u32> =
            (0..self.len() as u32).filter(|&v| missable[v as usize]).collect();
        while let Some(x) = queue.pop() {
            for &y in self.neighbours(x) {
                let w = mate[y as usize];
                // `w == NONE` would be an augmenting path: not with a maximum matching.
                if w != NONE && !missable[w as usize] {
                    missable[w as usize] = true;
                    queue.push(w);
                }
            }
        }
        missable.iter().map(|&m| !m).collect()
    }
}

/// A maximum matching kept through vertex deletions: [`DeletionMatching::delete`] removes a
/// vertex and says whether it was in every maximum matching of the graph just before — in the
/// walk game, whether the player to move from it won, when the walk's vertices are deleted in
/// its own order.
///
/// *Why one search suffices.* Let `M` be maximum and `v` matched to `p`. After deleting `v`,
/// `M − vp` is a matching of `G − v` whose only new unmatched vertex is `p`; an augmenting path
/// avoiding `p` would augment `M` in `G`, so `G − v` has a larger matching iff an augmenting path
/// starts at `p`. Found, the matching keeps its size and `v` was missable (the path swapped
/// from `v`'s side gives a maximum matching of `G` without it); not found, the matching number
/// fell by one and `v` was in every maximum matching. An unmatched `v` is missable, and `M`
/// stays maximum in `G − v`.
#[derive(Debug, Clone)]
pub struct DeletionMatching {
    graph: Bipartite,
    mate: Vec<u32>,
    deleted: Vec<bool>,
    seen: Vec<u32>,
    stamp: u32,
    stack: Vec<(u32, u32)>,
}

impl DeletionMatching {
    /// The graph with a maximum matching (Hopcroft–Karp), nothing deleted.
    ///
    /// # Complexity
    /// O(E·√V).
    pub fn new(graph: Bipartite) -> Self {
        let mate = graph.hopcroft_karp();
        let n = graph.len();
        Self { graph, mate, deleted: vec![false; n], seen: vec![0; n], stamp: 0, stack: Vec::new() }
    }

    /// Whether `v` has been deleted.
    pub fn is_deleted(&self, v: u32) -> bool {
        self.deleted[v as usize]
    }

    /// The size of the matching kept, maximum for the graph less the deleted vertices.
    ///
    /// # Complexity
    /// O(V).
    pub fn matching_size(&self) -> usize {
        self.mate.iter().filter(|&&m| m != NONE).count() / 2
    }

    /// Delete `v` (not yet deleted) and say whether it was in every maximum matching of the
    /// graph with the earlier deletions (see the type's doc).
    ///
    /// # Complexity
    /// O(V + E): one alternating search from `v`'s partner.
    pub fn delete(&mut self, v: u32) -> bool {
        debug_assert!(!self.deleted[v as usize], "{v} was deleted already");
        self.deleted[v as usize] = true;
        let p = self.mate[v as usize];
        if p == NONE {
            return false;
        }
        self.mate[v as usize] = NONE;
        self.mate[p as usize] = NONE;
        !self.augment_from(p)
    }

    /// Look for an augmenting path from the unmatched vertex `root` among the vertices not
    /// deleted, and flip it if found: a depth-first search on an explicit stack of (vertex,
    /// next edge), each vertex of the far side entered once.
    fn augment_from(&mut self, root: u32) -> bool {
        self.stamp += 1;
        if self.stamp == u32::MAX {
            self.seen.fill(0);
            self.stamp = 1;
        }
        let graph = &self.graph;
        self.stack.clear();
        self.stack.push((root, graph.starts[root as usize]));
        while let Some(&mut (x, ref mut edge)) = self.stack.last_mut() {
            if *edge == graph.starts[x as usize + 1] {
                self.stack.pop();
                continue;
            }
            let y = graph.targets[*edge as usize];
            *edge += 1;
            if self.deleted[y as usize] || self.seen[y as usize] == self.stamp {
                continue;
            }
            self.seen[y as usize] = self.stamp;
            let w = self.mate[y as usize];
            if w == NONE {
                for &(s, e) in &self.stack {
                    let t = graph.targets[e as usize - 1];
                    self.mate[s as usize] = t;
                    self.mate[t as usize] = s;
                }
                return true;
            }
            self.stack.push((w, graph.starts[w as usize]));
        }
        false
    }
}

#[cfg(test)]
mod tests {
    use super::{Bipartite, DeletionMatching};
    use crate::geography::tests::{Rng, enumerated, searched};
    use crate::geography::{Geography, Walk};
    use crate::{Outcome, Solver};

    /// The bipartite algorithm against the game searched by definition on every bipartite
    /// graph of up to 8 vertices: every split into sides `a ≤ b` (the other order is the same
    /// graphs renamed) and every edge set between them.
    #[test]
    fn always_matched_agrees_with_the_game_on_every_bipartite_graph_up_to_8_vertices() {
        let mut graphs = 0;
        for n in 1..=8usize {
            for a in 0..=n / 2 {
                let on_left: Vec<bool> = (0..n).map(|v| v < a).collect();
                let pairs: Vec<(u32, u32)> =
                    (0..a as u32).flat_map(|l| (a as u32..n as u32).map(move |r| (l, r))).collect();
                for mask in 0..1u64 << pairs.len() {
                    let edges: Vec<(u32, u32)> = (0..pairs.len())
                        .filter(|&i| mask >> i & 1 == 1)
                        .map(|i| pairs[i])
                        .collect();
                    let graph = Bipartite::new(on_left.clone(), &edges).unwrap();
                    assert_eq!(graph.always_matched(), searched(n, &edges), "{a} | {edges:?}");
                    graphs += 1;
                }
            }
        }
        assert!(graphs > 100_000, "{graphs}");
    }

    /// A random bipartite graph: `n` vertices, each on a random side, each cross pair an edge
    /// with probability `p / 8`, listed in a random order.
    fn random_bipartite(rng: &mut Rng, n: usize, p: u64) -> (Vec<bool>, Vec<(u32, u32)>) {
        let on_left: Vec<bool> = (0..n).map(|_| rng.below(2) == 0).collect();
        let mut edges = Vec::new();
        for a in 0..n as u32 {
            for b in a + 1..n as u32 {
                if on_left[a as usize] != on_left[b as usize] && rng.below(8) < p {
                    edges.push(if rng.below(2) == 0 { (a, b) } else { (b, a) });
                }
            }
        }
        for i in (1..edges.len()).rev() {
            edges.swap(i, rng.below(i as u64 + 1) as usize);
        }
        (on_left, edges)
    }

    /// The matching size, and whether it is a matching of the graph.
    fn checked_size(graph: &Bipartite, mate: &[Option<u32>]) -> usize {
        for (v, &m) in mate.iter().enumerate() {
            if let Some(m) = m {
                assert_eq!(mate[m as usize], Some(v as u32));
                assert!(graph.neighbours(v as u32).contains(&m));
            }
        }
        mate.iter().flatten().count() / 2
    }

    /// Random bipartite graphs of 9 to 16 vertices against the game; of up to 300 against the
    /// definition "`v` is in every maximum matching iff deleting it lowers the matching
    /// number", with every matching's size also checked against the enumeration on the small
    /// ones.
    #[test]
    fn always_matched_agrees_with_the_game_and_the_definition_on_random_graphs() {
        let mut rng = Rng(0x5eed);
        for round in 0..1500 {
            let n = 9 + rng.below(8) as usize;
            let (on_left, edges) = random_bipartite(&mut rng, n, 1 + round % 5);
            let graph = Bipartite::new(on_left, &edges).unwrap();
            assert_eq!(graph.always_matched(), searched(n, &edges), "{edges:?}");
        }
        for round in 0..300 {
            let n = 1 + rng.below(300) as usize;
            let p = [1, 1, 2, 4][round % 4];
            let density = if n > 40 { 1 } else { p };
            let (on_left, edges) = random_bipartite(&mut rng, n, density);
            let graph = Bipartite::new(on_left.clone(), &edges).unwrap();
            let size = checked_size(&graph, &graph.maximum_matching());
            if n <= 14 {
                assert_eq!(size, enumerated(n, &edges).0, "{edges:?}");
            }
            let always = graph.always_matched();
            for v in 0..n as u32 {
                let without: Vec<(u32, u32)> =
                    edges.iter().copied().filter(|&(a, b)| a != v && b != v).collect();
                let smaller = Bipartite::new(on_left.clone(), &without).unwrap();
                let drop = size - checked_size(&smaller, &smaller.maximum_matching());
                assert_eq!(always[v as usize], drop == 1, "{n} vertices, v = {v}");
            }
        }
    }

    /// Every deletion's verdict against the graph with the earlier deletions recomputed from
    /// scratch, and against the game where the deleted vertices are a walk.
    #[test]
    fn deletions_agree_with_recomputation_and_with_the_walk() {
        let mut rng = Rng(0xde1e7e);
        for round in 0..400 {
            let n = 1 + rng.below(if round % 2 == 0 { 14 } else { 120 }) as usize;
            let p = 1 + rng.below(4);
            let (on_left, edges) = random_bipartite(&mut rng, n, p);
            let mut order: Vec<u32> = (0..n as u32).collect();
            for i in (1..n).rev() {
                order.swap(i, rng.below(i as u64 + 1) as usize);
            }
            let mut kept = DeletionMatching::new(Bipartite::new(on_left.clone(), &edges).unwrap());
            let mut gone = vec![false; n];
            for &v in &order {
                let fresh = Bipartite::new(on_left.clone(), &edges_without(&edges, &gone)).unwrap();
                let expected = fresh.always_matched()[v as usize];
                assert_eq!(kept.delete(v), expected, "{edges:?}, deleting {v}");
                gone[v as usize] = true;
                assert!(kept.is_deleted(v));
                let rest = Bipartite::new(on_left.clone(), &edges_without(&edges, &gone)).unwrap();
                assert_eq!(kept.matching_size(), checked_size(&rest, &rest.maximum_matching()));
            }
        }
        // Along walks: the verdict at each step is the searched outcome of the walk so far.
        for _ in 0..400 {
            let n = 2 + rng.below(13) as usize;
            let p = 2 + rng.below(4);
            let (on_left, edges) = random_bipartite(&mut rng, n, p);
            let game = Geography::new(n, &edges);
            let mut solver = Solver::new(game.clone());
            let mut kept = DeletionMatching::new(Bipartite::new(on_left, &edges).unwrap());
            let mut walk = Walk::start(rng.below(n as u64) as u32);
            loop {
                let wins = solver.outcome(&walk) == Outcome::Win;
                assert_eq!(kept.delete(walk.at), wins, "{edges:?} at {walk:?}");
                let moves: Vec<u32> = crate::Moves::legal_moves(&game, &walk).collect();
                if moves.is_empty() {
                    break;
                }
                let to = moves[rng.below(moves.len() as u64) as usize];
                walk = crate::Moves::play(&game, &walk, &to);
            }
        }
    }

    fn edges_without(edges: &[(u32, u32)], gone: &[bool]) -> Vec<(u32, u32)> {
        edges.iter().copied().filter(|&(a, b)| !gone[a as usize] && !gone[b as usize]).collect()
    }

    #[test]
    fn a_graph_with_an_edge_inside_a_side_is_refused() {
        assert!(Bipartite::new(vec![true, true], &[(0, 1)]).is_none());
        assert!(Bipartite::new(vec![true, false], &[(0, 2)]).is_none());
        assert_eq!(
            Bipartite::new(vec![true, false], &[(0, 1)]).unwrap().always_matched(),
            [true, true]
        );
    }
}
