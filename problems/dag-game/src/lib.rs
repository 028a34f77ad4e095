//! # A Chess Game — HDU 1524 / POJ 2425
//!
//! **Game.** `N` positions form a directed acyclic graph; `M` chessmen stand on positions
//! (several may share one). A move slides one chessman along one outgoing edge. The player who
//! cannot move loses. Each query places chessmen; does the first player win?
//!
//! **Insight.** The chessmen never interact, so a query is a sum of one-token games. A token
//! on `v` has Grundy value `g(v) = mex { g(w) : v → w }`, and the query wins iff the XOR of
//! `g` under the chessmen is non-zero.
//!
//! **Algorithm.** Read the successor lists straight into compressed sparse row form
//! ([`Successors`]: each vertex's successors sorted and deduplicated, as a repeated edge offers
//! the same option), which implements petgraph's graph traits; compute `g` for all vertices
//! with [`sg_core::dag_grundy`] in reverse topological order (no recursion), then answer each
//! query by XOR. O(N + E log d) per test, for out-degrees up to d, plus O(M) per query; about
//! 4 bytes per edge and 8 per vertex for the graph. A cycle is bad input: the game would not be
//! well-founded, and the error names the vertices of one cycle.
//!
//! **Format.** Tests until end of input: `N`, then `N` lines `X_i` and `X_i` successors
//! (0-based); then queries `M p_1 … p_M`, ended by a lone `0`. One line per query: `WIN` or
//! `LOSE`.

use judge::random::{Rng, Size};
use judge::{Problem, Scanner};
use petgraph::visit::{GraphBase, IntoNeighbors, IntoNodeIdentifiers, NodeIndexable};

pub mod model;

/// The judge descriptor.
pub const PROBLEM: Problem = Problem {
    slug: "dag-game",
    title: "A Chess Game",
    judge: "HDU 1524 / POJ 2425",
    solve,
    model: model::solve,
    generate,
    time_limit_ms: 2000,
    memory_limit_mib: 64,
    explain: Some(explain),
    ..judge::problem::DEFAULTS
};

/// A directed graph on vertices `0..n` in compressed sparse row form: the successors of `v`,
/// sorted and without repeats, are `targets[starts[v]..starts[v + 1]]`.
///
/// It implements petgraph's `GraphBase`, `NodeIndexable`, `IntoNeighbors` and
/// `IntoNodeIdentifiers` (vertex `v` is node `v`), so [`sg_core::dag_grundy`] runs on it as on
/// any petgraph graph. Read straight from the input, it needs no list of edge pairs and no
/// second copy, unlike building a petgraph `Csr` from sorted edges.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Successors {
    starts: Vec<usize>,
    targets: Vec<u32>,
}

impl Successors {
    /// The graph whose vertex `v` has the successors `lists[v]` (sorted and deduplicated here).
    ///
    /// # Panics
    /// If there are `2^32` vertices or more, or a successor is not a vertex.
    ///
    /// # Complexity
    /// O(N + E log d) for out-degrees up to d.
    ///
    /// ```
    /// use petgraph::visit::IntoNeighbors;
    /// let g = dag_game::Successors::from_lists([vec![2, 1, 2], vec![], vec![1]]);
    /// assert_eq!(g.successors(0), [1, 2]);
    /// assert_eq!((&g).neighbors(2).collect::<Vec<_>>(), [1]);
    /// assert_eq!(sg_core::dag_grundy(&g).unwrap(), [2, 0, 1]);
    /// ```
    pub fn from_lists(lists: impl IntoIterator<Item = Vec<u32>>) -> Self {
        let mut graph = Self { starts: vec![0], targets: Vec::new() };
        for list in lists {
            graph.targets.extend(list);
            graph.close_list();
        }
        let n = graph.vertex_count();
        assert!(u32::try_from(n).is_ok(), "{n} vertices are more than u32 numbers");
        assert!(graph.targets.iter().all(|&w| (w as usize) < n), "a successor is not a vertex");
        graph
    }

    /// End the list of the next vertex, whose successors were pushed onto `targets`: sort it
    /// and drop repeats in place.
    fn close_list(&mut self) {
        let start = *self.starts.last().expect("starts begins with 0");
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
        self.starts.push(self.targets.len());
    }

    /// The number of vertices.
    ///
    /// # Complexity
    /// O(1).
    pub fn vertex_count(&self) -> usize {
        self.starts.len() - 1
    }

    /// The successors of `v`, sorted and without repeats.
    ///
    /// # Panics
    /// If `v` is not a vertex.
    ///
    /// # Complexity
    /// O(1).
    pub fn successors(&self, v: u32) -> &[u32] {
        &self.targets[self.starts[v as usize]..self.starts[v as usize + 1]]
    }
}

impl GraphBase for Successors {
    type NodeId = u32;
    /// Edges are named by their ends; nothing here enumerates them.
    type EdgeId = (u32, u32);
}

impl NodeIndexable for Successors {
    fn node_bound(&self) -> usize {
        self.vertex_count()
    }
    fn to_index(&self, v: u32) -> usize {
        v as usize
    }
    fn from_index(&self, i: usize) -> u32 {
        i as u32
    }
}

impl<'a> IntoNeighbors for &'a Successors {
    type Neighbors = std::iter::Copied<std::slice::Iter<'a, u32>>;
    fn neighbors(self, v: u32) -> Self::Neighbors {
        self.successors(v).iter().copied()
    }
}

impl IntoNodeIdentifiers for &Successors {
    type NodeIdentifiers = std::ops::Range<u32>;
    fn node_identifiers(self) -> Self::NodeIdentifiers {
        0..self.vertex_count() as u32
    }
}

/// Read the `n` successor lists of one test (after `N`): for vertex `i`, its successors.
/// Successors are range-checked as they are read.
///
/// # Complexity
/// O(N + E log(max out-degree)).
fn read_graph(sc: &mut Scanner<'_>, n: usize) -> judge::Result<Successors> {
    let mut graph = Successors {
        starts: Vec::with_capacity(judge::capacity_for(n) + 1),
        targets: Vec::with_capacity(judge::capacity_for(n)),
    };
    graph.starts.push(0);
    for _ in 0..n {
        let degree = sc.count("the number of successors X_i", ..)?;
        let targets = &mut graph.targets;
        sc.read_fold(degree, "a successor position", 0..n as u32, (), |(), w| {
            targets.push(w);
            Ok(())
        })?;
        graph.close_list();
    }
    Ok(graph)
}

/// The graph of one test case and every vertex's Grundy value.
pub struct Board {
    graph: Successors,
    grundy: Vec<u64>,
}

impl Board {
    /// Read one test case's graph (after `N` was read at `start`) and evaluate it.
    fn read(sc: &mut Scanner<'_>, n: usize, start: judge::Position) -> judge::Result<Self> {
        let graph = read_graph(sc, n)?;
        let grundy = sg_core::dag_grundy(&graph)
            .map_err(|cycle| start.error(format!("in the test starting here, {cycle}")))?;
        Ok(Self { graph, grundy })
    }

    /// A winning move for chessmen on `men`: `(index of the chessman, where it goes)`, or
    /// `None` if every move loses. It brings the XOR of the values to 0.
    ///
    /// # Complexity
    /// O(M + out-degrees of the chessmen's vertices).
    pub fn winning_move(&self, men: &[usize]) -> Option<(usize, usize)> {
        let total = men.iter().fold(0, |acc, &v| acc ^ self.grundy[v]);
        if total == 0 {
            return None;
        }
        men.iter().enumerate().find_map(|(i, &v)| {
            let target = self.grundy[v] ^ total;
            self.graph
                .successors(v as u32)
                .iter()
                .find(|&&w| self.grundy[w as usize] == target)
                .map(|&w| (i, w as usize))
        })
    }
}

/// Read every test case and hand each query's chessmen (range-checked) to `answer`, with the
/// test's evaluated board.
///
/// # Complexity
/// O(N + E log d) per test and O(M) per query, plus `answer`.
fn for_each_query(
    sc: &mut Scanner<'_>,
    out: &mut Vec<u8>,
    mut answer: impl FnMut(&Board, &[usize], &mut Vec<u8>),
) -> judge::Result<()> {
    let mut men = Vec::new();
    while !sc.at_end()? {
        let n = sc.count("the number of positions N", 1..=u32::MAX as usize)?;
        let board = Board::read(sc, n, sc.position())?;
        loop {
            let m = sc.count("the number of chessmen M (0 ends the test)", ..)?;
            if m == 0 {
                break;
            }
            men.clear();
            for _ in 0..m {
                men.push(sc.read_in::<usize>("a chessman's position", 0..n)?);
            }
            answer(&board, &men, out);
        }
    }
    Ok(())
}

/// Read every test and answer each query with `WIN` or `LOSE`.
///
/// # Errors
/// Truncated or non-numeric input, a successor out of range, a cycle (naming its vertices),
/// a chessman off the board.
///
/// # Complexity
/// O(N + E log d + Σ M) per test.
pub fn solve(sc: &mut Scanner<'_>, out: &mut Vec<u8>) -> judge::Result<()> {
    for_each_query(sc, out, |board, men, out| {
        let sum = men.iter().fold(0, |sum, &v| sum ^ board.grundy[v]);
        out.extend_from_slice(if sum != 0 { b"WIN\n" } else { b"LOSE\n" });
    })
}

/// Like [`solve`], but after each verdict an indented line with a winning move or the
/// statement that every move loses.
///
/// # Errors
/// As [`solve`].
///
/// # Complexity
/// As [`solve`], plus the out-degrees of the chessmen's vertices per query.
pub fn explain(sc: &mut Scanner<'_>, out: &mut Vec<u8>) -> judge::Result<()> {
    use std::io::Write as _;
    for_each_query(sc, out, |board, men, out| {
        let _ = match board.winning_move(men) {
            Some((i, w)) => writeln!(
                out,
                "WIN\n  winning move: slide chessman {} from {} to {}",
                i + 1,
                men[i],
                w
            ),
            None => writeln!(
                out,
                "LOSE\n  every move loses: the Grundy values under the chessmen XOR to 0"
            ),
        };
    })
}

/// A random valid input: random DAGs (edges from lower to higher rank under a random
/// relabelling) with queries. `Small`: 1–2 tests of N ≤ 7 and up to 3 chessmen per query (for
/// the model). `Max`: the judge's N = 1000 with about 10 successors each and 1000 queries of
/// 10. `N(n)`: one test of `n` vertices with 4 successors each and n/10 queries of 10.
///
/// # Complexity
/// O(size of the input).
pub fn generate(rng: &mut Rng, size: Size) -> Vec<u8> {
    let (tests, n_range, degree, queries, per_query) = match size {
        Size::Small => (rng.range(1, 2), (1, 7), None, 4, 3),
        Size::Max => (1, (1000, 1000), Some(10), 1000, 10),
        Size::N(n) => (1, (n.max(2), n.max(2)), Some(4), n / 10, 10),
    };
    let mut text = String::new();
    for _ in 0..tests {
        let n = rng.range(n_range.0, n_range.1) as usize;
        let mut label: Vec<usize> = (0..n).collect();
        rng.shuffle(&mut label);
        // rank r has label[r]; edges go from rank r to ranks above it.
        let mut lists = vec![Vec::new(); n];
        for r in 0..n - 1 {
            let d = match degree {
                Some(d) => d,
                None => rng.range(0, (n - 1 - r) as u64),
            };
            for _ in 0..d {
                let target = rng.range(r as u64 + 1, n as u64 - 1) as usize;
                lists[label[r]].push(label[target]);
            }
        }
        text += &format!("{n}\n");
        for list in &lists {
            let items: Vec<String> = list.iter().map(|w| w.to_string()).collect();
            text += &format!("{} {}\n", list.len(), items.join(" "));
        }
        for _ in 0..rng.range(1, queries.max(1)) {
            let m = rng.range(1, per_query);
            let items: Vec<String> = (0..m).map(|_| rng.below(n).to_string()).collect();
            text += &format!("{m} {}\n", items.join(" "));
        }
        text += "0\n\n";
    }
    text.into_bytes()
}
