//! # A Chess Game — HDU 1524 / POJ 2425
//!
//! **Game.** `N` positions form a directed acyclic graph; `M` chessmen stand on positions
//! (several may share one). A move slides one chessman along one outgoing edge. The player who
//! cannot move loses. Each query places chessmen; does the first player win?
//!
//! **Insight.** The chessmen never interact, so a query is the sum of `M` one-token games, and
//! by the Sprague–Grundy theorem it wins iff the XOR of `g` under the chessmen is non-zero,
//! where a token on `v` has `g(v) = mex { g(w) : v → w }`. A winning move slides a chessman
//! from `v` to a successor `w` with `g(w) = g(v) ⊕ total`, which exists by the mex for the
//! chessman whose `g(v)` has the top bit of `total`. [`model`] searches the whole multi-token
//! position with no sum theorem; the crate's tests hold [`answer`], [`solve`] and [`explain`]
//! to it.
//!
//! **Algorithm.** Put each test's successor lists into compressed sparse row form
//! ([`Csr`]: each list sorted and deduplicated, as a repeated edge offers the same
//! option), compute `g` for all vertices by one iterative depth-first search ([`Board::new`]:
//! a vertex is valued once its successors are; no recursion), then XOR per query. O(N + E log
//! d) per test for out-degrees up to d, plus O(M) per query. The tests hold the values to
//! [`sg_core::dag_grundy`] (Kahn's order) as well as to the model. A cycle is refused (the game
//! would not be well-founded, and the judge promises none) at the test's `N`, naming one cycle
//! in one short line: its vertices if at most 8, else its length and first 8, and pointing to
//! `loopy-dag-game`, which plays the same format with cycles (win, lose or draw). The judge path [`solve`] reads the
//! lists straight into that form and answers each query as it is read, so no query is stored.
//!
//! **Memory.** The judge path holds one test: 4 bytes per edge and 8 per vertex (offset and
//! value, all `u32`), plus 4 per level of the search's path. Every vertex costs at least 2
//! input bytes (`0` and a newline) and every edge at least 2 (a digit and a space), so the
//! peak is at most about 4 bytes per input byte.
//!
//! **Format.** Tests until end of input: `N`, then `N` lines `X_i` and `X_i` successors
//! (0-based); then queries `M p_1 … p_M`, ended by a lone `0`. One line per query: `WIN` or
//! `LOSE`.

use judge::{Position, Scanner};
use sg_core::csr::{Csr, CycleError};

mod explain;
pub mod model;
#[cfg(feature = "workbench")]
pub mod play;
#[cfg(feature = "workbench")]
mod problem;
pub use explain::{Explanation, explain};
#[cfg(feature = "workbench")]
pub use problem::DagGame;

/// One test: the graph as written (`successors[v]`: where a chessman on `v` may slide, in any
/// order, repeats allowed; at least one vertex, every successor a vertex, and no cycle) and
/// the chessmen's positions of each query, none empty. HDU 1524's format, shared with
/// `loopy-dag-game`: one reader and writer in `judge`.
pub use judge::GraphTest;

/// The test's graph with every vertex's Grundy value.
///
/// # Panics
/// If the graph breaks the rules of [`GraphTest`] (the reader lets no such through).
///
/// # Complexity
/// O(N + E log d).
pub fn board(test: &GraphTest) -> Board {
    Board::new(graph_of(test.successors.iter().cloned())).expect("the reader refuses cycles")
}

/// A judge input: its tests.
#[derive(Debug, Clone, PartialEq)]
pub struct Input {
    /// The tests, in order.
    pub tests: Vec<GraphTest>,
}

impl Input {
    /// Reads the judge format: tests until the end of input, each an acyclic graph (`N`, then
    /// each vertex's successors) and its queries up to a lone `0`.
    ///
    /// # Errors
    /// Truncated or non-numeric input, `N` of 0 or beyond `u32`, a successor outside `0..N`,
    /// a cycle (at the test's `N`, naming its vertices), a chessman outside `0..N`.
    ///
    /// # Complexity
    /// O(input); memory grows with the numbers read, never with a declared count.
    pub fn read(sc: &mut Scanner<'_>) -> judge::Result<Self> {
        let acyclic = |successors: &[Vec<u32>], start: Position| {
            Board::new(graph_of(successors.iter().cloned())).map(drop).map_err(cycle_at(start))
        };
        let tests = judge::read_graph_tests(sc, u32::MAX as usize, MAX_EDGES, acyclic)?;
        Ok(Self { tests })
    }

    /// The one writer: judge text that [`Input::read`] reads back as `self`.
    ///
    /// # Complexity
    /// O(input).
    pub fn write(&self, out: &mut Vec<u8>) {
        judge::write_graph_tests(out, &self.tests);
    }
}

/// The most edges (after dropping repeats) one test may have: Grundy values (at most an
/// out-degree) stay below the two marks of [`Board::new`].
pub use sg_core::csr::MAX_EDGES;

/// A vertex not reached yet by [`Board::new`]'s search.
const UNSEEN: u32 = u32::MAX;

/// A vertex on the search's current path: meeting it again closes a cycle.
const ON_PATH: u32 = u32::MAX - 1;

/// The graph whose vertex `v` has the successors `lists[v]`, each list sorted and without
/// repeats (a repeated edge offers the same move).
///
/// # Panics
/// As [`Csr::from_starts`].
///
/// # Complexity
/// O(N + E log d) for out-degrees up to d.
///
/// ```
/// let g = dag_game::graph_of([vec![2, 1, 2], vec![], vec![1]]);
/// assert_eq!(g.successors(0), [1, 2]);
/// assert_eq!(sg_core::dag_grundy(&g).unwrap(), [2, 0, 1]);
/// ```
pub fn graph_of(lists: impl IntoIterator<Item = Vec<u32>>) -> Csr {
    let mut graph = Csr::default();
    for list in lists {
        for w in list {
            graph.push_successor(w);
        }
        graph.end_list_sorted_unique();
    }
    graph.checked()
}

/// Read the `n` successor lists of one test (after `N`) straight into [`Csr`],
/// range-checking each successor as it is read: the judge path's graph reader.
///
/// # Complexity
/// O(N + E log(max out-degree)).
fn read_graph(sc: &mut Scanner<'_>, n: usize) -> judge::Result<Csr> {
    let mut graph = Csr::with_capacity(judge::capacity_for(n), judge::capacity_for(n));
    judge::read_successor_lists(sc, n, MAX_EDGES, |next| match next {
        Some(w) => graph.push_successor(w),
        None => graph.end_list_sorted_unique(),
    })?;
    Ok(graph)
}

/// The graph of one test with every vertex's Grundy value.
#[derive(Debug, Clone)]
pub struct Board {
    graph: Csr,
    /// `grundy[v]`, at most the out-degree of `v`, so below 2^32.
    grundy: Vec<u32>,
}

impl Board {
    /// Evaluate `graph` by one iterative depth-first search: a vertex's value is the mex of its
    /// successors' once the search has finished all of them, and meeting a vertex still on
    /// the search's path closes a cycle. The value array doubles as the search's marks
    /// (unseen, on the path); the path is kept as one edge cursor (`u32`) per level, the
    /// vertex of each level being the target of the cursor below it. So the memory is the
    /// graph plus 4 bytes per vertex and 4 per level of the path, with no recursion.
    /// [`sg_core::dag_grundy`] (Kahn's order) computes the same values; the tests compare them.
    ///
    /// # Errors
    /// A cycle of the graph, if it has one.
    ///
    /// # Complexity
    /// O(N + E) time; 4 bytes per vertex, plus the path (at most 4 bytes per vertex) and a bit
    /// set of the largest out-degree.
    pub fn new(graph: Csr) -> Result<Self, CycleError> {
        let n = graph.vertex_count();
        let mut grundy = vec![UNSEEN; n];
        // The edge cursors of the path's vertices above the current one.
        let mut path: Vec<u32> = Vec::new();
        let mut seen: Vec<u64> = Vec::new();
        let (starts, targets) = (graph.starts(), graph.targets());
        for root in 0..n as u32 {
            if grundy[root as usize] != UNSEEN {
                continue;
            }
            grundy[root as usize] = ON_PATH;
            let mut v = root;
            let (mut cursor, mut end) = (starts[v as usize], starts[v as usize + 1]);
            loop {
                if cursor < end {
                    let w = targets[cursor as usize];
                    match grundy[w as usize] {
                        UNSEEN => {
                            grundy[w as usize] = ON_PATH;
                            path.push(cursor);
                            v = w;
                            (cursor, end) = (starts[v as usize], starts[v as usize + 1]);
                        }
                        ON_PATH => return Err(cycle_through(&graph, root, &path, w)),
                        _ => cursor += 1,
                    }
                    continue;
                }
                let successors = &targets[starts[v as usize] as usize..end as usize];
                grundy[v as usize] = mex(successors.iter().map(|&w| grundy[w as usize]), &mut seen);
                let Some(parent_cursor) = path.pop() else { break };
                v = path.last().map_or(root, |&c| targets[c as usize]);
                (cursor, end) = (parent_cursor + 1, starts[v as usize + 1]);
            }
        }
        Ok(Self { graph, grundy })
    }

    /// The Grundy value of chessmen on `men`: the XOR of their vertices' values.
    ///
    /// # Panics
    /// If a chessman is not on a vertex.
    ///
    /// # Complexity
    /// O(M).
    pub fn value(&self, men: &[u32]) -> u64 {
        men.iter().fold(0, |sum, &v| sum ^ u64::from(self.grundy[v as usize]))
    }

    /// Every vertex's Grundy value, by vertex.
    pub fn values(&self) -> &[u32] {
        &self.grundy
    }
}

/// The mex of the values of `v`'s (distinct) successors: at most the out-degree d, so a bit
/// set of d + 1 bits in `seen` (left all zero again) holds every value that matters.
fn mex(values: impl ExactSizeIterator<Item = u32>, seen: &mut Vec<u64>) -> u32 {
    if values.len() < 64 {
        // The usual case: every value below 64, one register.
        let bits = values.fold(0u64, |bits, value| bits | 1u64.checked_shl(value).unwrap_or(0));
        return bits.trailing_ones();
    }
    let words = values.len() / 64 + 1;
    if seen.len() < words {
        seen.resize(words, 0);
    }
    for value in values {
        if let Some(word) = seen.get_mut(value as usize / 64) {
            *word |= 1 << (value % 64);
        }
    }
    let free = seen[..words].iter().position(|&word| word != u64::MAX).expect("d + 1 bits");
    let mex = free as u32 * 64 + seen[free].trailing_ones();
    seen[..words].fill(0);
    mex
}

/// The cycle closed by the edge from the current vertex to `w`, which is on the path: the
/// path's vertices (the root, then the target of each cursor) from `w` on.
fn cycle_through(graph: &Csr, root: u32, path: &[u32], w: u32) -> CycleError {
    let vertices = std::iter::once(root).chain(path.iter().map(|&e| graph.targets()[e as usize]));
    let cycle: Vec<usize> = vertices.map(|v| v as usize).skip_while(|&v| v != w as usize).collect();
    CycleError { cycle }
}

/// The refusal of a cycle in the test whose `N` is at `start`: one line, the cycle named by
/// its length and first vertices when it is long (see [`CycleError`]'s `Display`), and where
/// a graph with cycles is played (`loopy-dag-game`: wins, losses and draws).
fn cycle_at(start: Position) -> impl FnOnce(CycleError) -> judge::InputError {
    move |cycle| {
        start.error(format!("in the test starting here, {cycle}; with cycles, see loopy-dag-game"))
    }
}

/// The verdict of every query, test after test: whether the first player wins.
///
/// # Complexity
/// O(N + E log d + Σ M) per test.
pub fn answer(input: &Input) -> Vec<bool> {
    let verdicts = |test: &GraphTest| {
        let board = board(test);
        test.queries.iter().map(|men| board.value(men) != 0).collect::<Vec<_>>()
    };
    input.tests.iter().flat_map(verdicts).collect()
}

/// The judge's line for each verdict.
const VERDICTS: judge::Verdicts = judge::Verdicts { yes: b"WIN\n", no: b"LOSE\n" };

/// The verdicts as judge output: `WIN` or `LOSE`, one line each.
///
/// # Complexity
/// O(queries).
pub fn write_answer(verdicts: &[bool], out: &mut Vec<u8>) {
    VERDICTS.write_all(verdicts, out);
}

/// The judge path: [`Input::read`] then [`answer`], but each graph goes straight into
/// [`Csr`] and each query is answered as soon as it is read, so memory holds one
/// test's graph and one query.
///
/// # Errors
/// As [`Input::read`].
///
/// # Complexity
/// O(N + E log d + Σ M) per test.
pub fn solve(sc: &mut Scanner<'_>, out: &mut Vec<u8>) -> judge::Result<()> {
    while !sc.at_end()? {
        let n = sc.count("the number of positions N", 1..=u32::MAX as usize)?;
        let start = sc.position();
        let board = Board::new(read_graph(sc, n)?).map_err(cycle_at(start))?;
        let grundy = |v: u32| u64::from(board.grundy[v as usize]);
        loop {
            let m = sc.count("the number of chessmen M (0 ends the test)", ..)?;
            if m == 0 {
                break;
            }
            let what = "a chessman's position";
            let sum = sc.read_fold(m, what, 0..n as u32, 0, |sum, v| Ok(sum ^ grundy(v)))?;
            VERDICTS.write(sum != 0, out);
        }
    }
    Ok(())
}
