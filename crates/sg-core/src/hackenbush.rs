//! Green Hackenbush on rooted multigraphs: the colon and fusion principles.
//!
//! A position is an undirected multigraph (loops and parallel edges allowed) with a root; a
//! move cuts one edge, and everything no longer connected to the root falls away. Its Grundy
//! value follows from two principles (Berlekamp, Conway, Guy, *Winning Ways*, ch. 7):
//!
//! - **Colon principle.** Replacing a branch hanging at a vertex by another branch of the same
//!   value leaves the whole value unchanged; so a rooted tree is worth
//!   `value(v) = XOR over children c of (value(c) + 1)` (a stalk of `value(c)` edges on top of
//!   the edge to `c` is a stalk one longer).
//! - **Fusion principle.** The vertices of any cycle may be fused into one without changing
//!   the value, each cycle edge becoming a loop; a loop is worth one leaf edge. Every
//!   2-edge-connected component (the vertices joined by two edge-disjoint paths) therefore
//!   fuses into one vertex carrying as many loops as the component has edges, and only their
//!   parity matters (two leaf edges at a vertex cancel).
//!
//! What remains is the tree of bridges, each fused vertex with its loop parity, and the colon
//! principle values it. [`Decomposition`] finds the bridges by one iterative depth-first
//! search (no recursion: a path of 10^6 vertices is fine) and values the tree in one backward
//! pass over the search order. The tests hold it to the game itself, searched by sg-core's
//! engine ([`crate::Solver`]) over the sets of edges still attached to the root, on thousands
//! of random small graphs.
//!
//! # Examples
//!
//! ```
//! use sg_core::hackenbush::green_hackenbush;
//!
//! // A path of three edges from the root: a stalk, worth 3.
//! assert_eq!(green_hackenbush(4, 0, &[(0, 1), (1, 2), (2, 3)]), 3);
//! // Two edges at the root cancel: 1 ^ 1 = 0.
//! assert_eq!(green_hackenbush(3, 0, &[(0, 1), (0, 2)]), 0);
//! // A triangle hanging from the end of an edge: an odd polygon fuses to one loop, a leaf
//! // edge, so it is a stalk of two.
//! assert_eq!(green_hackenbush(4, 0, &[(0, 1), (1, 2), (2, 3), (3, 1)]), 2);
//! // A square fuses to an even number of loops: only the stem is left.
//! assert_eq!(green_hackenbush(5, 0, &[(0, 1), (1, 2), (2, 3), (3, 4), (4, 1)]), 1);
//! // A loop at the root is one edge; edges not attached to the root count for nothing.
//! assert_eq!(green_hackenbush(3, 0, &[(0, 0), (1, 2)]), 1);
//! ```

/// "No vertex" / "no edge" in the per-vertex arrays.
const NONE: u32 = u32::MAX;

/// The depth-first search of a rooted multigraph from its root, with each tree edge's cycle
/// count, and the Green Hackenbush value it gives.
///
/// Build it once and reuse it for many graphs ([`Decomposition::build`] keeps its buffers).
///
/// # Examples
///
/// ```
/// use sg_core::hackenbush::Decomposition;
///
/// // Root 0 — 1, and a triangle 1, 2, 3; vertex 4 is not attached.
/// let edges = [(0, 1), (1, 2), (2, 3), (3, 1)];
/// let mut d = Decomposition::new();
/// d.build(5, 0, &edges);
/// assert_eq!(d.value(), 2);
/// assert_eq!(d.order().len(), 4);
/// assert!(!d.reached(4));
/// let (parent, edge) = d.parent(1).unwrap();
/// assert_eq!((parent, edge, d.cover(1)), (0, 0, 0)); // a bridge
/// assert_eq!(d.cover(2), 1); // on one cycle
/// ```
#[derive(Debug, Clone, Default)]
pub struct Decomposition {
    /// `start[v]..start[v + 1]` indexes `v`'s entries in `adjacent`.
    start: Vec<u32>,
    /// `(neighbour, edge id)` for every end of every non-loop edge.
    adjacent: Vec<(u32, u32)>,
    /// The reached vertices in depth-first preorder, the root first.
    order: Vec<u32>,
    /// Preorder index of each vertex, `NONE` if not reached.
    preorder: Vec<u32>,
    /// Parent vertex and the tree edge to it (`NONE` for the root and the unreached).
    parent: Vec<(u32, u32)>,
    /// For a reached non-root vertex: how many non-tree edges close a cycle through its parent
    /// edge (0 exactly for a bridge). Signed partial sums while building, kept wrapping.
    cover: Vec<u32>,
    /// Per vertex, then per fused component: the partial value (XOR of the terms so far).
    value: Vec<u32>,
    /// The explicit depth-first stack: a vertex and the next adjacency entry to look at.
    stack: Vec<(u32, u32)>,
}

impl Decomposition {
    /// An empty decomposition; [`Decomposition::build`] fills it.
    pub fn new() -> Self {
        Self::default()
    }

    /// Search the graph on vertices `0..vertices` with these edges from `root`, find every
    /// tree edge's cycle count and the Green Hackenbush value.
    ///
    /// Loops (`(v, v)`) and parallel edges are allowed; edges in parts not connected to the
    /// root are ignored.
    ///
    /// # Panics
    /// If `root` or an endpoint is not below `vertices`, or if there are `u32::MAX` vertices
    /// or edges or more.
    ///
    /// # Complexity
    /// O(vertices + edges) time; up to 36 bytes per vertex (8 of them the search stack, as
    /// deep as the tree) and 8 per edge end, reused by later calls.
    pub fn build(&mut self, vertices: usize, root: u32, edges: &[(u32, u32)]) {
        assert!(vertices < NONE as usize && edges.len() < NONE as usize, "graph too large");
        assert!((root as usize) < vertices, "root {root} is not a vertex");
        let n = vertices;
        self.start.clear();
        self.start.resize(n + 1, 0);
        self.value.clear();
        self.value.resize(n, 0);
        // Compressed adjacency; a loop instead flips its vertex's parity (one leaf edge).
        for &(a, b) in edges {
            assert!((a as usize) < n && (b as usize) < n, "edge ({a}, {b}) leaves 0..{n}");
            if a == b {
                self.value[a as usize] ^= 1;
            } else {
                self.start[a as usize] += 1;
                self.start[b as usize] += 1;
            }
        }
        let mut sum = 0;
        for s in &mut self.start {
            sum += *s;
            *s = sum;
        }
        self.adjacent.clear();
        self.adjacent.resize(sum as usize, (0, 0));
        for (id, &(a, b)) in edges.iter().enumerate().rev() {
            if a != b {
                self.start[a as usize] -= 1;
                self.adjacent[self.start[a as usize] as usize] = (b, id as u32);
                self.start[b as usize] -= 1;
                self.adjacent[self.start[b as usize] as usize] = (a, id as u32);
            }
        }
        self.search(n, root);
        self.fold();
    }

    /// The iterative depth-first search: preorder, parents, and the non-tree edges counted at
    /// both ends of their cycle (+1 at the lower end, −1 at the upper). The current vertex and
    /// its adjacency cursor live in locals; the stack holds only the suspended ancestors.
    fn search(&mut self, n: usize, root: u32) {
        let Self { start, adjacent, order, preorder, parent, cover, value, stack } = self;
        order.clear();
        preorder.clear();
        preorder.resize(n, NONE);
        parent.clear();
        parent.resize(n, (NONE, NONE));
        cover.clear();
        cover.resize(n, 0);
        stack.clear();
        let (mut u, mut u_pre, mut from) = (root as usize, 0, NONE);
        let (mut next, mut end) = (start[u], start[u + 1]);
        preorder[u] = 0;
        order.push(root);
        loop {
            if next == end {
                let Some((p, resume)) = stack.pop() else { break };
                (u, next) = (p as usize, resume);
                (end, u_pre, from) = (start[u + 1], preorder[u], parent[u].1);
                continue;
            }
            let (w, edge) = adjacent[next as usize];
            next += 1;
            if edge == from {
                continue;
            }
            let w_pre = preorder[w as usize];
            if w_pre == NONE {
                stack.push((u as u32, next));
                u_pre = order.len() as u32;
                preorder[w as usize] = u_pre;
                order.push(w);
                parent[w as usize] = (u as u32, edge);
                (u, from) = (w as usize, edge);
                (next, end) = (start[u], start[u + 1]);
            } else if w_pre < u_pre {
                // A back edge up to the ancestor w (an undirected search has no cross edges);
                // seen again from w's side it has w_pre > preorder[u] and is skipped. It is one
                // non-bridge edge of u's component: one loop after fusion.
                cover[u] = cover[u].wrapping_add(1);
                cover[w as usize] = cover[w as usize].wrapping_sub(1);
                value[u] ^= 1;
            }
        }
    }

    /// The backward pass: each vertex's subtree is complete when it is reached, so its cover
    /// is final; a covered vertex fuses into its parent (its edge one more loop), a bridge
    /// child adds `value + 1` (the colon principle).
    fn fold(&mut self) {
        for &v in self.order[1..].iter().rev() {
            let v = v as usize;
            let p = self.parent[v].0 as usize;
            self.cover[p] = self.cover[p].wrapping_add(self.cover[v]);
            let term = if self.cover[v] == 0 { self.value[v] + 1 } else { self.value[v] ^ 1 };
            self.value[p] ^= term;
        }
    }

    /// The Green Hackenbush value of the graph last built (0 before any build).
    pub fn value(&self) -> u64 {
        self.order.first().map_or(0, |&root| u64::from(self.value[root as usize]))
    }

    /// The vertices connected to the root, in depth-first preorder, the root first.
    pub fn order(&self) -> &[u32] {
        &self.order
    }

    /// Whether `v` is connected to the root.
    pub fn reached(&self, v: u32) -> bool {
        self.preorder[v as usize] != NONE
    }

    /// The parent of `v` in the search tree and the id (index in the edge list) of the tree
    /// edge between them; `None` for the root and for vertices not reached.
    pub fn parent(&self, v: u32) -> Option<(u32, u32)> {
        let (p, e) = self.parent[v as usize];
        (p != NONE).then_some((p, e))
    }

    /// For the root, or a reached vertex whose parent edge is a bridge (`cover(v) == 0`): the
    /// Green Hackenbush value of what hangs from `v`, `v` as its root (the whole graph's value
    /// for the root). Meaningless for other vertices: their block is valued at its top.
    pub fn subtree_value(&self, v: u32) -> u64 {
        u64::from(self.value[v as usize])
    }

    /// How many ends of non-loop edges meet `v` (loops are not counted).
    pub fn degree(&self, v: u32) -> u32 {
        self.start[v as usize + 1] - self.start[v as usize]
    }

    /// For a reached vertex other than the root: how many non-tree edges have their
    /// fundamental cycle through `v`'s parent edge. 0 means that edge is a bridge; 1 means it
    /// lies on exactly one cycle of the search's cycle basis (in a cactus, on one polygon);
    /// 2 or more means it lies on two cycles sharing an edge. 0 for the root and the
    /// unreached.
    pub fn cover(&self, v: u32) -> u32 {
        if self.parent(v).is_some() { self.cover[v as usize] } else { 0 }
    }
}

/// The Green Hackenbush value of the multigraph on vertices `0..vertices` with these edges,
/// rooted at `root` (see the [module](self) for the method).
///
/// # Panics
/// As [`Decomposition::build`].
///
/// # Complexity
/// O(vertices + edges).
pub fn green_hackenbush(vertices: usize, root: u32, edges: &[(u32, u32)]) -> u64 {
    let mut d = Decomposition::new();
    d.build(vertices, root, edges);
    d.value()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Game, Solver};

    /// Green Hackenbush by its rules: a position is the set of edges still attached to the
    /// root, as a bit mask over the edge list; a move cuts one of them and drops whatever is
    /// no longer connected to the root.
    struct Cutting {
        root: u32,
        edges: Vec<(u32, u32)>,
    }

    impl Cutting {
        /// The edges of `mask` still connected to the root (by repeated sweeps: tiny graphs).
        fn attached(&self, mask: u64) -> u64 {
            let mut reached = vec![self.root];
            let mut kept = 0u64;
            loop {
                let before = kept;
                for (i, &(a, b)) in self.edges.iter().enumerate() {
                    if mask >> i & 1 == 1 && (reached.contains(&a) || reached.contains(&b)) {
                        kept |= 1 << i;
                        for x in [a, b] {
                            if !reached.contains(&x) {
                                reached.push(x);
                            }
                        }
                    }
                }
                if kept == before {
                    return kept;
                }
            }
        }

        fn start(&self) -> u64 {
            self.attached((1u64 << self.edges.len()) - 1)
        }
    }

    impl Game for Cutting {
        type Position = u64;
        fn moves(&self, &mask: &u64) -> Vec<Vec<u64>> {
            (0..self.edges.len())
                .filter(|&i| mask >> i & 1 == 1)
                .map(|i| vec![self.attached(mask & !(1 << i))])
                .collect()
        }
    }

    /// xorshift*, deterministic.
    struct Rng(u64);
    impl Rng {
        fn below(&mut self, n: u64) -> u64 {
            self.0 ^= self.0 >> 12;
            self.0 ^= self.0 << 25;
            self.0 ^= self.0 >> 27;
            self.0.wrapping_mul(0x2545_F491_4F6C_DD1D) % n
        }
    }

    /// The fast value of the graph, and of the sub-position `mask`, against the search.
    fn check(n: usize, root: u32, edges: Vec<(u32, u32)>, rng: &mut Rng) {
        let game = Cutting { root, edges };
        let start = game.start();
        let mut solver = Solver::new(game);
        let game = solver.game();
        let fast = green_hackenbush(n, root, &game.edges);
        assert_eq!(fast, solver.grundy(&start), "n = {n}, root {root}, {:?}", solver.game().edges);
        // A few sub-positions: the edges left after arbitrary cuts.
        for _ in 0..3 {
            let mask = rng.below(1 << solver.game().edges.len());
            let position = solver.game().attached(mask);
            let kept: Vec<(u32, u32)> = (0..solver.game().edges.len())
                .filter(|&i| mask >> i & 1 == 1)
                .map(|i| solver.game().edges[i])
                .collect();
            let fast = green_hackenbush(n, root, &kept);
            assert_eq!(fast, solver.grundy(&position), "n = {n}, root {root}, {kept:?}");
        }
    }

    /// Arbitrary multigraphs: cycles sharing edges, loops, parallel edges, parts not attached
    /// to the root, any root.
    #[test]
    fn general_graphs_match_the_search() {
        let mut rng = Rng(0x4861_636b);
        for _ in 0..4000 {
            let n = 1 + rng.below(6) as usize;
            let m = rng.below(11) as usize;
            let root = rng.below(n as u64) as u32;
            let edges =
                (0..m).map(|_| (rng.below(n as u64) as u32, rng.below(n as u64) as u32)).collect();
            check(n, root, edges, &mut rng);
        }
    }

    /// Dense little graphs, where 2-edge-connected blocks are large and overlap most.
    #[test]
    fn dense_graphs_match_the_search() {
        let mut rng = Rng(77);
        for _ in 0..500 {
            let n = 2 + rng.below(3) as usize;
            let m = 7 + rng.below(5) as usize;
            let edges =
                (0..m).map(|_| (rng.below(n as u64) as u32, rng.below(n as u64) as u32)).collect();
            check(n, 0, edges, &mut rng);
        }
    }

    /// Rooted cacti: trees with polygons (loops and 2-gons too) hanging at single vertices,
    /// in shuffled edge order.
    #[test]
    fn cacti_match_the_search() {
        let mut rng = Rng(0xCAC7);
        for _ in 0..3000 {
            let mut n = 1u32;
            let mut edges = Vec::new();
            let budget = rng.below(11) as usize;
            let mut open = vec![0u32]; // vertices where something may still hang
            while edges.len() < budget {
                let at = open[rng.below(open.len() as u64) as usize];
                let sides = match rng.below(4) {
                    0 | 1 => 0,                                                      // a tree edge
                    _ => 1 + rng.below(5.min((budget - edges.len()) as u64)) as u32, // polygon
                };
                if sides == 0 {
                    edges.push((at, n));
                    open.push(n);
                    n += 1;
                } else {
                    let mut prev = at;
                    for _ in 1..sides {
                        edges.push((prev, n));
                        prev = n;
                        n += 1;
                    }
                    edges.push((prev, at));
                }
            }
            for i in (1..edges.len()).rev() {
                edges.swap(i, rng.below(i as u64 + 1) as usize);
            }
            check(n as usize, 0, edges, &mut rng);
        }
    }

    /// Known values: odd and even polygons, a tree by the colon principle, cycles sharing an
    /// edge.
    #[test]
    fn small_known_values() {
        let polygon = |k: u32| (0..k).map(|i| (i, (i + 1) % k)).collect::<Vec<_>>();
        for k in 1..=9 {
            assert_eq!(green_hackenbush(k as usize, 0, &polygon(k)), u64::from(k % 2), "{k}-gon");
        }
        // Root with children: a stalk of 2 and a stalk of 1: (1 + 1) ^ (0 + 1) = 3.
        assert_eq!(green_hackenbush(4, 0, &[(0, 1), (1, 2), (0, 3)]), 3);
        // K4 rooted anywhere: one 2-edge-connected block of 6 edges, value 0.
        let k4 = [(0, 1), (0, 2), (0, 3), (1, 2), (1, 3), (2, 3)];
        assert_eq!(green_hackenbush(4, 2, &k4), 0);
        // Three parallel edges: one block of 3 edges, value 1.
        assert_eq!(green_hackenbush(2, 0, &[(0, 1), (1, 0), (0, 1)]), 1);
        assert_eq!(green_hackenbush(1, 0, &[]), 0);
    }

    #[test]
    fn cover_counts_name_bridges_and_shared_edges() {
        let mut d = Decomposition::new();
        // A theta graph: 0 and 1 joined by three paths (one direct, two through 2 and 3).
        d.build(4, 0, &[(0, 1), (0, 2), (2, 1), (0, 3), (3, 1)]);
        let max_cover = d.order()[1..].iter().map(|&v| d.cover(v)).max();
        assert_eq!(max_cover, Some(2));
        // Reused for a path: every edge a bridge.
        d.build(3, 0, &[(0, 1), (1, 2)]);
        assert!(d.order()[1..].iter().all(|&v| d.cover(v) == 0));
        assert_eq!(d.value(), 2);
        assert_eq!((d.subtree_value(1), d.subtree_value(2)), (1, 0));
    }

    /// No recursion: a path of 10^6 edges (a stalk, value 10^6), and a cycle of 10^6.
    #[test]
    fn a_path_of_a_million_vertices() {
        const N: u32 = 1_000_000;
        let path: Vec<(u32, u32)> = (0..N).map(|i| (i, i + 1)).collect();
        assert_eq!(green_hackenbush(N as usize + 1, 0, &path), u64::from(N));
        let mut cycle = path;
        cycle.push((N, 0));
        assert_eq!(green_hackenbush(N as usize + 1, 0, &cycle), u64::from((N + 1) % 2));
    }
}
