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
