//! # Christmas Game (Green Hackenbush) — POJ 3710
//!
//! **Game.** Several rooted graphs ("Christmas trees"), node 1 the root of each. A move cuts
//! one edge of one graph, and everything of that graph no longer connected to its root falls
//! away. Sally moves first; the player who cannot move loses. Each graph is a tree with simple
//! polygons hanging in it, each polygon touching the rest at one node.
//!
//! **Insight.** This is Green Hackenbush, and each graph is worth a nimber
//! ([`sg_core::hackenbush`]): by the fusion principle every polygon fuses into its hanging
//! node as loops, one per edge, and a loop is a leaf edge — an odd polygon is one edge, an
//! even one nothing; by the colon principle a tree is worth `value(v) = XOR over children c of
//! (value(c) + 1)`. The graphs are a sum, so Sally wins iff the XOR of their values is
//! non-zero. [`model`] plays the rules (cut, drop what is cut off) by search over the whole
//! test case, and the crate's tests hold [`answer`], [`solve`] and [`explain`] to it.
//!
//! **Promise.** Checked, by name: a graph must be connected; no edge may lie on two cycles
//! (a 2-edge-connected block that is not a simple polygon); and a polygon may touch the rest of
//! the graph at one node only. Loops (a 1-gon: one leaf edge), a pair of parallel edges (a
//! 2-gon: worth nothing) and several polygons at one node are accepted, since the judge's data
//! may hold them. Each refusal is one line at the graph's first token naming the test case and
//! the graph. (The value itself is right for any rooted multigraph; only the promise is
//! enforced.)
//!
//! **Algorithm.** Per graph, one iterative depth-first search from the root finds each tree
//! edge's cycle count (0: a bridge), and one backward pass over the search order fuses the
//! 2-edge-connected blocks and applies the colon principle
//! ([`sg_core::hackenbush::Decomposition`]); the promise is checked from the same search.
//! O(m + k) per graph, no recursion, buffers reused across graphs. Memory follows the edges
//! read: `m` may exceed POJ's `m < 100` (up to `2^32 − 2`), but a connected graph has at least
//! `m − 1` edges, and the per-node arrays are allocated only after that many edges were read:
//! up to 48 bytes per node and 24 per edge of the largest graph.
//!
//! **Format.** Test cases until the end of input, each `N`, then `N` graphs `m k` followed by
//! `k` edges `a b` (nodes `1..=m`). Per test case one line, `Sally` if she wins, else `Harry`.

use judge::{Position, Scanner};
use sg_core::hackenbush::Decomposition;

mod explain;
pub mod model;
#[cfg(feature = "workbench")]
pub mod play;
#[cfg(feature = "workbench")]
mod problem;
pub use explain::{Explanation, explain};
#[cfg(feature = "workbench")]
pub use problem::{Hackenbush, random_cactus};

/// The most nodes a graph may have (node ids are `u32`, one value kept for "none").
pub const MAX_NODES: usize = u32::MAX as usize - 1;

/// One graph: `nodes` nodes numbered `1..=nodes`, node 1 the root, and its edges as read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Graph {
    /// `m`, the number of nodes.
    pub nodes: u32,
    /// The edges `(a, b)`, 1-based, in input order.
    pub edges: Vec<(u32, u32)>,
}

/// A judge input: the graphs of each test case.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Input {
    /// `tests[t]` holds the graphs of test case `t`.
    pub tests: Vec<Vec<Graph>>,
}

/// What the reader and the judge path share: the search's buffers, the promise check's, and
/// the edge buffer of the graph being read.
#[derive(Debug, Default)]
struct Reader {
    decomposition: Decomposition,
    /// 0-based edges of the current graph.
    edges: Vec<(u32, u32)>,
    /// Per node: bridge ends, plus [`OUTSIDE`] if a loop meets it.
    degree: Vec<u32>,
    /// Per node: the top node of its 2-edge-connected block in the search tree.
    head: Vec<u32>,
    /// Per block top: the first node of the block that touches more than its polygon.
    touching: Vec<u32>,
}

/// Flag in [`Reader::degree`]: the node has a loop.
const OUTSIDE: u32 = 1 << 31;
const NONE: u32 = u32::MAX;

impl Reader {
    /// Read graph `graph` of test case `test` (both 1-based, for messages) into
    /// `self.edges` (0-based), check the promise and search it; returns `m`.
    fn read_graph(
        &mut self,
        sc: &mut Scanner<'_>,
        test: usize,
        graph: usize,
    ) -> judge::Result<u32> {
        let what = |message: String| format!("test case {test}, graph {graph}: {message}");
        let nodes = sc.count("the number of nodes m", 1..=MAX_NODES)?;
        let at = sc.position();
        let k = sc.count("the number of edges k", ..)?;
        self.edges.clear();
        let mut left = k;
        while left > 0 {
            // Chunks keep 2·chunk from overflowing on a false huge k.
            let chunk = left.min(1 << 20);
            let edges = &mut self.edges;
            sc.read_fold(2 * chunk, "an edge endpoint", 1..=nodes as u32, None, |half, v| {
                Ok(match half {
                    None => Some(v - 1),
                    Some(a) => {
                        edges.push((a, v - 1));
                        None
                    }
                })
            })?;
            left -= chunk;
        }
        if nodes - 1 > k {
            return Err(at.error(what(format!(
                "the graph is not connected: {nodes} nodes need at least {} edges, there are {k}",
                nodes - 1
            ))));
        }
        self.check(nodes as u32, at, &what)?;
        Ok(nodes as u32)
    }

    /// Search the graph in `self.edges` and check the promise: connected, no edge on two
    /// cycles, every polygon touching the rest at one node at most.
    fn check(
        &mut self,
        nodes: u32,
        at: Position,
        what: &dyn Fn(String) -> String,
    ) -> judge::Result<()> {
        let d = &mut self.decomposition;
        d.build(nodes as usize, 0, &self.edges);
        let fail = |message: String| Err(at.error(what(message)));
        if d.order().len() < nodes as usize {
            let v = (0..nodes).find(|&v| !d.reached(v)).expect("some node is not reached");
            return fail(format!(
                "the graph is not connected: node {} cannot reach the root 1",
                v + 1
            ));
        }
        // Per node: bridge ends, and OUTSIDE for a loop; its polygon edge ends are then its
        // degree less its bridges.
        let n = nodes as usize;
        self.degree.clear();
        self.degree.resize(n, 0);
        for &(a, b) in &self.edges {
            if a == b {
                self.degree[a as usize] |= OUTSIDE;
            }
        }
        for &v in &d.order()[1..] {
            let (p, e) = d.parent(v).expect("not the root");
            match d.cover(v) {
                0 => {
                    self.degree[v as usize] += 1;
                    self.degree[p as usize] += 1;
                }
                1 => {}
                _ => {
                    let (a, b) = self.edges[e as usize];
                    return fail(format!(
                        "edge {} {} lies on two polygons (a block that is not a simple polygon)",
                        a + 1,
                        b + 1
                    ));
                }
            }
        }
        self.head.clear();
        self.head.resize(n, 0);
        self.touching.clear();
        self.touching.resize(n, NONE);
        for &v in d.order() {
            let head = match d.parent(v) {
                Some((p, _)) if d.cover(v) > 0 => self.head[p as usize],
                _ => v,
            };
            self.head[v as usize] = head;
            let bridges = self.degree[v as usize];
            let on_cycles = d.degree(v) - (bridges & !OUTSIDE);
            // A block is a bouquet of polygons at one node (one polygon: at any node) with
            // nothing else touching it elsewhere: at most one node with more than its two
            // polygon edges.
            if on_cycles > 0 && (on_cycles > 2 || bridges != 0) {
                let first = &mut self.touching[head as usize];
                if *first == NONE {
                    *first = v;
                } else {
                    return fail(format!(
                        "a polygon touches the rest of the graph at two nodes ({} and {})",
                        *first + 1,
                        v + 1
                    ));
                }
            }
        }
        Ok(())
    }
}

impl Input {
    /// Reads the judge format: test cases until the end of input, each `N`, then `N` graphs
    /// (`m k` and `k` edges `a b`); it checks the promise (see the crate's doc).
    ///
    /// # Errors
    /// Truncated or non-numeric input, `m = 0` or beyond [`MAX_NODES`], an endpoint outside
    /// `1..=m`, or a graph breaking the promise (named by test case and graph).
    ///
    /// # Complexity
    /// O(input); memory grows with the edges read, never with a declared count.
    pub fn read(sc: &mut Scanner<'_>) -> judge::Result<Self> {
        let mut reader = Reader::default();
        let mut tests = Vec::new();
        while !sc.at_end()? {
            let n = sc.count("the number of graphs N", ..)?;
            let mut graphs = Vec::with_capacity(judge::capacity_for(n));
            for g in 0..n {
                let nodes = reader.read_graph(sc, tests.len() + 1, g + 1)?;
                let edges = reader.edges.iter().map(|&(a, b)| (a + 1, b + 1)).collect();
                graphs.push(Graph { nodes, edges });
            }
            tests.push(graphs);
        }
        Ok(Self { tests })
    }

    /// The one writer: judge text that [`Input::read`] reads back as `self`.
    ///
    /// # Complexity
    /// O(input).
    pub fn write(&self, out: &mut Vec<u8>) {
        for graphs in &self.tests {
            judge::write_line(out, [graphs.len() as u64]);
            for g in graphs {
                judge::write_line(out, [u64::from(g.nodes), g.edges.len() as u64]);
                for &(a, b) in &g.edges {
                    judge::write_line(out, [u64::from(a), u64::from(b)]);
                }
            }
        }
    }
}

/// The Green Hackenbush value of one graph (any rooted multigraph; unattached parts count for
/// nothing).
///
/// # Panics
/// If an endpoint lies outside `1..=nodes`.
///
/// # Complexity
/// O(m + k).
pub fn graph_value(graph: &Graph) -> u64 {
    let zero_based: Vec<(u32, u32)> = graph.edges.iter().map(|&(a, b)| (a - 1, b - 1)).collect();
    sg_core::hackenbush::green_hackenbush(graph.nodes as usize, 0, &zero_based)
}

/// Whether Sally, moving first, wins each test case: the XOR of the graphs' values is
/// non-zero.
///
/// # Complexity
/// O(total nodes + edges).
pub fn answer(input: &Input) -> Vec<bool> {
    let value = |graphs: &Vec<Graph>| graphs.iter().fold(0, |x, g| x ^ graph_value(g));
    input.tests.iter().map(|graphs| value(graphs) != 0).collect()
}

/// The judge's line for each verdict.
const VERDICTS: judge::Verdicts = judge::Verdicts { yes: b"Sally\n", no: b"Harry\n" };

/// The verdicts as judge output: `Sally` or `Harry`, one line each.
///
/// # Complexity
/// O(tests).
pub fn write_answer(verdicts: &[bool], out: &mut Vec<u8>) {
    VERDICTS.write_all(verdicts, out);
}

/// The judge path: the reader's checks, with each graph valued as soon as it is read and its
/// buffers reused, nothing kept.
///
/// # Errors
/// As [`Input::read`].
///
/// # Complexity
/// O(input) time; memory O(largest graph).
pub fn solve(sc: &mut Scanner<'_>, out: &mut Vec<u8>) -> judge::Result<()> {
    let mut reader = Reader::default();
    let mut test = 0;
    while !sc.at_end()? {
        test += 1;
        let n = sc.count("the number of graphs N", ..)?;
        let mut sum = 0;
        for g in 0..n {
            reader.read_graph(sc, test, g + 1)?;
            sum ^= reader.decomposition.value();
        }
        VERDICTS.write(sum != 0, out);
    }
    Ok(())
}

/// An edge (its index) whose cut leaves `graph` worth `target`, for a `target` below the
/// graph's value (one always exists: a Grundy value's options reach every smaller value);
/// `None` for any other target.
///
/// By the colon principle the value of a block's top node is the XOR of its loop parity and of
/// `value(c) + 1` over the bridges to its children `c`. To change it to `t`, one term must
/// become `term ^ value ^ t`: 0 by cutting the bridge, or `y + 1` by taking the child to
/// `y < value(c)` — always possible, recursively, as a Grundy value reaches every smaller one.
/// A child whose term has the top bit of `value ^ t` always can; when none has, the loop
/// parity must change: the block's edges are tried against the whole graph, then (to be
/// safe) every edge.
///
/// # Complexity
/// O(m + k) for the descent through bridges, plus O(b · (m + k)) if a block of `b` edges has to
/// be searched (O(k · (m + k)) at worst).
pub fn winning_cut(graph: &Graph, target: u64) -> Option<usize> {
    let zero_based: Vec<(u32, u32)> = graph.edges.iter().map(|&(a, b)| (a - 1, b - 1)).collect();
    let n = graph.nodes as usize;
    let mut d = Decomposition::new();
    d.build(n, 0, &zero_based);
    if target >= d.value() {
        return None;
    }
    // Block tops in preorder, and each block's bridge children.
    let mut head = vec![0u32; n];
    let mut children: Vec<Vec<u32>> = vec![Vec::new(); n];
    for &v in d.order() {
        head[v as usize] = match d.parent(v) {
            Some((p, _)) if d.cover(v) > 0 => head[p as usize],
            Some((p, _)) => {
                children[head[p as usize] as usize].push(v);
                v
            }
            None => v,
        };
    }
    let (mut top, mut want) = (0u32, target);
    'descend: loop {
        let value = d.subtree_value(top);
        for &c in &children[top as usize] {
            let term = d.subtree_value(c) + 1;
            let needed = term ^ value ^ want;
            if needed == 0 {
                return d.parent(c).map(|(_, e)| e as usize);
            }
            if needed - 1 < d.subtree_value(c) {
                (top, want) = (c, needed - 1);
                continue 'descend;
            }
        }
        // No child's term has the top bit of value ^ want, so the loop parity has: the cut is
        // most likely inside this block. Try its edges first, then every edge; a cut leaves
        // the whole graph worth `target` exactly when it leaves this block's top worth `want`
        // (each ancestor's term is `value + 1` of the one below, one to one).
        let in_block = |e: usize| {
            let (a, b) = zero_based[e];
            d.reached(a) && head[a as usize] == top && (a == b || head[b as usize] == top)
        };
        let reaches_target = |&e: &usize| {
            let mut rest = zero_based.clone();
            rest.remove(e);
            sg_core::hackenbush::green_hackenbush(n, 0, &rest) == target
        };
        let edges = 0..zero_based.len();
        let block = edges.clone().filter(|&e| in_block(e));
        return block.chain(edges).find(reaches_target);
    }
}
