//! [`Csr`]: a directed graph on vertices `0..n` in compressed sparse row form, the one graph
//! representation of the workspace. The successors of `v` are
//! `targets[starts[v]..starts[v + 1]]`. It serves the DAG engine (it implements petgraph's
//! `IntoNeighbors` and `IntoNodeIdentifiers`, in [`crate::dag`], so [`crate::dag_grundy`] runs
//! on it; this module is std-only, for the bundles of judge paths), the judge
//! paths that read a graph straight into it, and the loopy engine, whose
//! [`crate::loopy::Digraph`] is a `Csr` with its [`Csr::transpose`].
//!
//! Vertices and edge offsets are `u32`: 8 bytes a vertex and 4 an edge.

/// The most edges a [`Csr`] holds: offsets are `u32`, and two values at the top stay free for
/// the marks of searches whose results are bounded by an out-degree.
pub const MAX_EDGES: usize = u32::MAX as usize - 2;

/// A directed graph in compressed sparse row form (see the [module](self)).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Csr {
    pub(crate) starts: Vec<u32>,
    pub(crate) targets: Vec<u32>,
}

impl Default for Csr {
    fn default() -> Self {
        Self::with_capacity(0, 0)
    }
}

impl Csr {
    /// A graph of no vertices, with room for `vertices` lists of `edges` successors in all, to
    /// be filled by [`Csr::push_successor`] and [`Csr::end_list`].
    ///
    /// # Complexity
    /// O(1) besides the allocation.
    pub fn with_capacity(vertices: usize, edges: usize) -> Self {
        let mut starts = Vec::with_capacity(vertices + 1);
        starts.push(0);
        Self { starts, targets: Vec::with_capacity(edges) }
    }

    /// The graph whose vertex `v` has the successors `targets[starts[v]..starts[v + 1]]`:
    /// `starts` begins with 0, never decreases and ends at `targets.len()`.
    ///
    /// # Panics
    /// If `starts` is not such a list, a target is not a vertex, or there are `2^32 − 1`
    /// vertices or more than [`MAX_EDGES`] edges.
    ///
    /// # Complexity
    /// O(V + E).
    pub fn from_starts(starts: Vec<u32>, targets: Vec<u32>) -> Self {
        assert!(targets.len() <= MAX_EDGES, "more than {MAX_EDGES} edges");
        assert_eq!(starts.first(), Some(&0), "starts begins with 0");
        assert_eq!(starts.last().map(|&s| s as usize), Some(targets.len()), "starts ends at E");
        assert!(starts.windows(2).all(|w| w[0] <= w[1]), "starts never decreases");
        let n = starts.len() - 1;
        assert!(n < u32::MAX as usize, "{n} vertices are too many for u32 numbers");
        assert!(targets.iter().all(|&w| (w as usize) < n), "a successor is not a vertex");
        Self { starts, targets }
    }

    /// The graph whose vertex `v` has the successors `lists[v]`, as given (a repeat is a
    /// second move).
    ///
    /// # Panics
    /// As [`Csr::from_starts`].
    ///
    /// # Complexity
    /// O(V + E).
    ///
    /// ```
    /// use sg_core::csr::Csr;
    /// let g = Csr::from_lists([vec![2, 1], vec![], vec![1]]);
    /// assert_eq!(g.successors(0), [2, 1]);
    /// assert_eq!(g.transpose().successors(1), [0, 2]);
    /// assert_eq!(sg_core::dag_grundy(&g).unwrap(), [2, 0, 1]);
    /// ```
    pub fn from_lists(lists: impl IntoIterator<Item = Vec<u32>>) -> Self {
        let mut graph = Self::default();
        for list in lists {
            for w in list {
                graph.push_successor(w);
            }
            graph.end_list();
        }
        graph.checked()
    }

    /// The graph itself, once its lists are built: the checks of [`Csr::from_starts`].
    ///
    /// # Panics
    /// As [`Csr::from_starts`].
    ///
    /// # Complexity
    /// O(V + E).
    pub fn checked(self) -> Self {
        Self::from_starts(self.starts, self.targets)
    }

    /// The graph on `n` vertices with the edges `(from, to)`, each a move, by a counting sort
    /// (each vertex's successors in the order of `edges`).
    ///
    /// # Panics
    /// As [`Csr::from_starts`], or an end not below `n`.
    ///
    /// # Complexity
    /// O(V + E).
    pub fn from_edges(n: usize, edges: &[(u32, u32)]) -> Self {
        assert!(n < u32::MAX as usize, "{n} vertices are too many for u32 numbers");
        assert!(edges.len() <= MAX_EDGES, "more than {MAX_EDGES} edges");
        let mut starts = vec![0u32; n + 1];
        for &(from, _) in edges {
            assert!((from as usize) < n, "the vertex {from} is not below {n}");
            starts[from as usize + 1] += 1;
        }
        for v in 0..n {
            starts[v + 1] += starts[v];
        }
        let mut fill = starts[..n].to_vec();
        let mut targets = vec![0u32; edges.len()];
        for &(from, to) in edges {
            targets[fill[from as usize] as usize] = to;
            fill[from as usize] += 1;
        }
        Self::from_starts(starts, targets)
    }

    /// Add `w` to the successors of the vertex being built (the one after the last
    /// [`Csr::end_list`]). The caller keeps every successor below the final vertex count and
    /// the edges within [`MAX_EDGES`] (a reader checks both as it reads).
    ///
    /// # Complexity
    /// Amortised O(1).
    pub fn push_successor(&mut self, w: u32) {
        self.targets.push(w);
    }

    /// End the successor list of the vertex being built: it becomes vertex
    /// `vertex_count() − 1`.
    ///
    /// # Panics
    /// If the edges exceed [`MAX_EDGES`].
    ///
    /// # Complexity
    /// Amortised O(1).
    pub fn end_list(&mut self) {
        assert!(self.targets.len() <= MAX_EDGES, "more than {MAX_EDGES} edges");
        self.starts.push(self.targets.len() as u32);
    }

    /// [`Csr::end_list`] after sorting the list and dropping its repeats, for games where two
    /// equal moves are one.
    ///
    /// # Complexity
    /// O(d log d) for a list of `d` successors.
    pub fn end_list_sorted_unique(&mut self) {
        let start = *self.starts.last().expect("starts begins with 0") as usize;
        let list = &mut self.targets[start..];
        list.sort_unstable();
        let mut kept = usize::from(!list.is_empty());
        for i in 1..list.len() {
            if list[i] != list[kept - 1] {
                list[kept] = list[i];
                kept += 1;
            }
        }
        self.targets.truncate(start + kept);
        self.end_list();
    }

    /// The number of vertices.
    pub fn vertex_count(&self) -> usize {
        self.starts.len() - 1
    }

    /// The number of edges.
    pub fn edge_count(&self) -> usize {
        self.targets.len()
    }

    /// The successors of `v`.
    ///
    /// # Panics
    /// If `v` is not a vertex.
    pub fn successors(&self, v: u32) -> &[u32] {
        &self.targets[self.starts[v as usize] as usize..self.starts[v as usize + 1] as usize]
    }

    /// The number of successors of `v`.
    ///
    /// # Panics
    /// If `v` is not a vertex.
    pub fn out_degree(&self, v: u32) -> u32 {
        self.starts[v as usize + 1] - self.starts[v as usize]
    }

    /// The row starts: `starts()[v]..starts()[v + 1]` index the successors of `v` in
    /// [`Csr::targets`] (for searches that keep an edge cursor).
    pub fn starts(&self) -> &[u32] {
        &self.starts
    }

    /// Every successor list, one after another.
    pub fn targets(&self) -> &[u32] {
        &self.targets
    }

    /// The graph with every edge reversed, by one counting pass: the successors of `w` in it
    /// are the vertices with an edge to `w`, once per edge, in increasing order.
    ///
    /// # Complexity
    /// O(V + E).
    pub fn transpose(&self) -> Self {
        let n = self.vertex_count();
        let mut starts = vec![0u32; n + 1];
        for &w in &self.targets {
            starts[w as usize + 1] += 1;
        }
        for v in 0..n {
            starts[v + 1] += starts[v];
        }
        let mut fill = starts[..n].to_vec();
        let mut targets = vec![0u32; self.targets.len()];
        for v in 0..n as u32 {
            for &w in self.successors(v) {
                targets[fill[w as usize] as usize] = v;
                fill[w as usize] += 1;
            }
        }
        Self { starts, targets }
    }
}

impl Csr {
    /// The Grundy value of every vertex of an acyclic graph, `g(v) = mex { g(w) : v → w }`,
    /// std-only for judge paths ([`crate::dag_grundy`] is the same on any petgraph graph, and
    /// the tests compare the two). Kahn's algorithm orders the vertices without recursion;
    /// read backwards, that order values each vertex after its successors. If it stalls, every
    /// vertex left has a predecessor left, so walking predecessors from one of them (on the
    /// [`Csr::transpose`], built only then) must repeat a vertex: that loop, reversed, is the
    /// cycle named. A value is at most the out-degree, so below 2^32.
    ///
    /// # Errors
    /// [`CycleError`] naming one cycle (vertex numbers as here) if the graph has one.
    ///
    /// # Complexity
    /// O(V + E) time; 8 bytes a vertex, and the mex's bit set of the largest out-degree.
    ///
    /// ```
    /// use sg_core::csr::Csr;
    /// let g = Csr::from_lists([vec![1, 2], vec![2], vec![]]);
    /// assert_eq!(g.dag_values().unwrap(), [2, 1, 0]);
    /// let cyclic = Csr::from_lists([vec![1], vec![2], vec![1], vec![0]]);
    /// assert_eq!(cyclic.dag_values().unwrap_err().cycle, [1, 2]);
    /// ```
    pub fn dag_values(&self) -> Result<Vec<u32>, CycleError> {
        let n = self.vertex_count();
        let mut in_degree = vec![0u32; n];
        for &w in &self.targets {
            in_degree[w as usize] += 1;
        }
        let mut order: Vec<u32> = (0..n as u32).filter(|&v| in_degree[v as usize] == 0).collect();
        order.reserve(n - order.len());
        let mut next = 0;
        while let Some(&v) = order.get(next) {
            next += 1;
            for &w in self.successors(v) {
                in_degree[w as usize] -= 1;
                if in_degree[w as usize] == 0 {
                    order.push(w);
                }
            }
        }
        if order.len() < n {
            return Err(self.cycle_among(&in_degree));
        }
        drop(in_degree);
        let mut value = vec![0u32; n];
        let mut mex = crate::mex::Mex::new();
        for &v in order.iter().rev() {
            let successors = self.successors(v);
            let values = successors.iter().map(|&w| u64::from(value[w as usize]));
            // At most the out-degree, which is below 2^32.
            value[v as usize] = mex.of_at_most(values, successors.len()) as u32;
        }
        Ok(value)
    }

    /// A cycle among the vertices Kahn's algorithm left (those with `in_degree` above 0): from
    /// one of them, step to a predecessor also left until a vertex repeats.
    fn cycle_among(&self, in_degree: &[u32]) -> CycleError {
        let left = |v: u32| in_degree[v as usize] > 0;
        let backward = self.transpose();
        let start =
            (0..in_degree.len() as u32).find(|&v| left(v)).expect("Kahn's algorithm stalled");
        let mut step_of = vec![u32::MAX; in_degree.len()];
        let mut walk = vec![start];
        let mut v = start;
        step_of[v as usize] = 0;
        loop {
            v = *backward.successors(v).iter().find(|&&p| left(p)).expect("a predecessor is left");
            if step_of[v as usize] != u32::MAX {
                // walk[step..] went backwards from v around to v: reversed, it follows the edges.
                let step = step_of[v as usize] as usize;
                let mut cycle: Vec<usize> = walk[step..].iter().map(|&u| u as usize).collect();
                cycle.reverse();
                // Start the cycle at its smallest vertex, so that it reads the same however found.
                let smallest = (0..cycle.len()).min_by_key(|&i| cycle[i]).expect("not empty");
                cycle.rotate_left(smallest);
                return CycleError { cycle };
            }
            step_of[v as usize] = walk.len() as u32;
            walk.push(v);
        }
    }
}

/// The graph has a cycle, so a token could move forever: the game is not well-founded.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CycleError {
    /// The vertex indices (as petgraph's `NodeIndexable::to_index` numbers them) of one cycle, in edge
    /// order: `cycle[i] → cycle[i + 1]` and the last vertex back to the first.
    pub cycle: Vec<usize>,
}

impl CycleError {
    /// The most vertices the message names: a longer cycle is named by its length and its
    /// first vertices, so the message stays one short line whatever the graph.
    pub const SHOWN: usize = 8;
}

/// A cycle of at most [`CycleError::SHOWN`] vertices in full, back to its first vertex
/// (`the graph has a cycle: 1 -> 2 -> 1`); a longer one by its length and its first
/// [`CycleError::SHOWN`] vertices (`the graph has a cycle of 1000000 vertices: 0 -> 1 -> … ->
/// 7 -> …`).
impl std::fmt::Display for CycleError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        if self.cycle.len() <= Self::SHOWN {
            let around: Vec<String> =
                self.cycle.iter().chain(self.cycle.first()).map(usize::to_string).collect();
            let around = around.join(" -> ");
            write!(f, "the graph has a cycle: {around}")
        } else {
            let first: Vec<String> =
                self.cycle[..Self::SHOWN].iter().map(usize::to_string).collect();
            let first = first.join(" -> ");
            write!(f, "the graph has a cycle of {} vertices: {first} -> …", self.cycle.len())
        }
    }
}

impl std::error::Error for CycleError {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_three_builders_agree_and_transpose_twice_is_the_identity_up_to_order() {
        let lists = vec![vec![1, 2, 2], vec![0], vec![], vec![3, 0]];
        let edges: Vec<(u32, u32)> = lists
            .iter()
            .enumerate()
            .flat_map(|(v, l)| l.iter().map(move |&w| (v as u32, w)))
            .collect();
        let g = Csr::from_lists(lists.clone());
        assert_eq!(Csr::from_edges(4, &edges), g);
        assert_eq!(g.edge_count(), 6);
        assert_eq!(g.out_degree(0), 3);
        let t = g.transpose();
        assert_eq!(t.successors(0), [1, 3]);
        assert_eq!(t.successors(2), [0, 0]);
        assert_eq!(t.successors(1), [0]);
        let back = t.transpose();
        for v in 0..4 {
            let mut a = back.successors(v).to_vec();
            let mut b = g.successors(v).to_vec();
            a.sort_unstable();
            b.sort_unstable();
            assert_eq!(a, b);
        }
    }

    /// Random graphs, acyclic (edges from lower to higher vertices, shuffled) or not: the
    /// values are those of the petgraph face, and a named cycle is one, edge by edge.
    #[test]
    fn dag_values_match_the_petgraph_face_and_cycles_are_real() {
        let mut state = 0xda6u64;
        let mut below = |n: u64| {
            state = state.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            (state >> 33) % n
        };
        let mut cycles = 0;
        for case in 0..3000 {
            let n = 1 + below(12) as u32;
            let acyclic = case % 2 == 0;
            let mut lists = vec![Vec::new(); n as usize];
            for _ in 0..below(3 * u64::from(n)) {
                let (a, b) = (below(u64::from(n)) as u32, below(u64::from(n)) as u32);
                match (acyclic, a.cmp(&b)) {
                    (true, std::cmp::Ordering::Less) => lists[a as usize].push(b),
                    (true, std::cmp::Ordering::Greater) => lists[b as usize].push(a),
                    (true, std::cmp::Ordering::Equal) => {}
                    (false, _) => lists[a as usize].push(b),
                }
            }
            let g = Csr::from_lists(lists.clone());
            match (g.dag_values(), crate::dag_grundy(&g)) {
                (Ok(values), Ok(want)) => {
                    let values: Vec<u64> = values.into_iter().map(u64::from).collect();
                    assert_eq!(values, want, "{lists:?}");
                }
                (Err(e), Err(_)) => {
                    let c = &e.cycle;
                    for i in 0..c.len() {
                        let (u, w) = (c[i], c[(i + 1) % c.len()]);
                        assert!(lists[u].contains(&(w as u32)), "{lists:?}: {c:?}");
                    }
                    let mut distinct = c.clone();
                    distinct.sort_unstable();
                    distinct.dedup();
                    assert_eq!(distinct.len(), c.len(), "{lists:?}: {c:?}");
                    cycles += 1;
                }
                (mine, theirs) => panic!("{lists:?}: {mine:?} against {theirs:?}"),
            }
        }
        assert!(cycles > 500, "{cycles} cyclic graphs");
    }

    #[test]
    fn sorted_unique_lists_drop_repeats() {
        let mut g = Csr::default();
        for w in [3, 1, 3, 1, 2] {
            g.push_successor(w);
        }
        g.end_list_sorted_unique();
        g.end_list_sorted_unique();
        assert_eq!(g.successors(0), [1, 2, 3]);
        assert!(g.successors(1).is_empty());
        assert_eq!(g.vertex_count(), 2);
    }
}
