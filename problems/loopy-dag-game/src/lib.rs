//! # A Chess Game with Cycles — HDU 1524's game on any directed graph (our format)
//!
//! **Game.** `N` positions form a directed graph, which may have cycles and self-loops; `M`
//! chessmen stand on positions (several may share one). A move slides one chessman along one
//! edge; the player who cannot move loses, and a play that goes on forever is a draw. For
//! each query: does the player to move win, lose, or can neither force a win?
//!
//! **Insight.** The chessmen never interact, so a query is the sum of `M` one-token games on
//! the graph, and the generalised Sprague–Grundy function decides sums
//! ([`sg_core::loopy`], Smith 1966, Fraenkel and Yesha 1986): every vertex is worth a natural
//! number, or `∞(K)` with `K` the finite values of its moves. With `a` the nim-sum of the
//! finite values under the chessmen: all finite, `WIN` iff `a ≠ 0`; exactly one infinite
//! `∞(K)`, `WIN` iff `a ∈ K` (slide that chessman to a vertex of value `a`) and else `DRAW`;
//! two or more infinite, `DRAW`. [`model`] searches the whole multi-chessman position's graph
//! by the definition of won, lost and drawn, with no sum rule; the crate's tests hold
//! [`answer`], [`solve`] and [`explain`] to it, and sg-core proves the rule on 12 000 random
//! sums.
//!
//! **Algorithm.** Read each test's successor lists into compressed sparse row form
//! ([`sg_core::loopy::Digraph`], forwards and backwards), label every vertex level by level
//! ([`sg_core::loopy::loopy_values`]: O(V + E) for small values, O(V + E·√E) at worst, no
//! recursion), then decide each query as it is read in O(M + log |K|). The `K` of the infinite
//! vertices are kept sorted (at most one entry per edge).
//!
//! **Memory.** The judge path holds one test: 8 bytes per edge and 16 per vertex for the
//! graph both ways, 4 per vertex for the values, 28 per vertex while they are computed, and
//! the sets `K` (at most 4 bytes per edge). Every vertex costs at least 2 input bytes and every
//! edge at least 2.
//!
//! **Format.** As HDU 1524 (`dag-game`), with cycles allowed: tests until end of input; `N`
//! (at least 1), then `N` lines `X_i` and `X_i` successors (0-based, repeats allowed); then
//! queries `M p_1 … p_M`, ended by a lone `0`. One line per query: `WIN`, `LOSE` or `DRAW`
//! for the player to move.

use judge::Scanner;
use sg_core::csr::Csr;
use sg_core::loopy::{Digraph, LoopyValues, MAX_EDGES, Outcome, TokenSum, Value, loopy_values};

mod explain;
pub mod model;
#[cfg(feature = "workbench")]
mod problem;
pub use explain::{Explanation, explain};
#[cfg(feature = "workbench")]
pub use problem::{LoopyDagGame, double_tower};

/// One test: the graph as written (`successors[v]`: where a chessman on `v` may slide, in any
/// order, repeats and cycles allowed; at least one vertex, every successor a vertex) and the
/// chessmen's positions of each query, none empty. HDU 1524's format, shared with `dag-game`:
/// one reader and writer in `judge`.
pub use judge::GraphTest;

/// The test's graph with every vertex's value.
///
/// # Complexity
/// As [`Board::new`].
pub fn board(test: &GraphTest) -> Board {
    Board::new(Digraph::from_lists(test.successors.iter().cloned()))
}

/// A judge input: its tests.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Input {
    /// The tests, in order.
    pub tests: Vec<GraphTest>,
}

/// What the reader calls the count of vertices: below `u32::MAX`, so that every vertex has a
/// `u32` number and [`Digraph`] an end mark.
const VERTICES: &str = "the number of positions N";

/// The largest `N`.
const MAX_VERTICES: usize = u32::MAX as usize - 1;

impl Input {
    /// Reads the judge format: graph tests with their queries until the end of input
    /// ([`judge::read_graph_tests`]).
    ///
    /// # Errors
    /// Truncated or non-numeric input, `N` of 0 or from `u32::MAX` on, a successor outside
    /// `0..N`, more than [`MAX_EDGES`] edges in a test, a chessman outside `0..N`.
    ///
    /// # Complexity
    /// O(input); memory grows with the numbers read, never with a declared count.
    pub fn read(sc: &mut Scanner<'_>) -> judge::Result<Self> {
        let tests = judge::read_graph_tests(sc, MAX_VERTICES, MAX_EDGES, |_, _| Ok(()))?;
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

/// Read the `n` successor lists of one test (after `N`) straight into compressed sparse row
/// form, range-checking each successor as it is read: the judge path's graph reader.
///
/// # Complexity
/// O(N + E), and 4 bytes per vertex and per edge.
fn read_graph(sc: &mut Scanner<'_>, n: usize) -> judge::Result<Digraph> {
    let mut graph = Csr::with_capacity(judge::capacity_for(n), judge::capacity_for(n));
    judge::read_successor_lists(sc, n, MAX_EDGES, |next| match next {
        Some(w) => graph.push_successor(w),
        None => graph.end_list(),
    })?;
    Ok(Digraph::new(graph))
}

/// The graph of one test with every vertex's generalised Sprague–Grundy value.
#[derive(Debug, Clone)]
pub struct Board {
    graph: Digraph,
    values: LoopyValues,
}

impl Board {
    /// Value every vertex of `graph` ([`loopy_values`]).
    ///
    /// # Complexity
    /// O(V + E) for small values, O(V + E·√E) at worst; see [`loopy_values`].
    pub fn new(mut graph: Digraph) -> Self {
        let values = loopy_values(&mut graph);
        Self { graph, values }
    }

    /// The value of vertex `v`.
    ///
    /// # Panics
    /// If `v` is not a vertex.
    pub fn value(&self, v: u32) -> Value<'_> {
        self.values.of(v)
    }

    /// The outcome for the player to move with chessmen on `men`, by the sum rule.
    ///
    /// # Panics
    /// If a chessman is not on a vertex.
    ///
    /// # Complexity
    /// O(M + log |K|).
    pub fn outcome(&self, men: &[u32]) -> Outcome {
        self.values.outcome_of(men)
    }
}

/// The judge's word for each outcome.
fn word(outcome: Outcome) -> &'static [u8] {
    match outcome {
        Outcome::Win => b"WIN\n",
        Outcome::Lose => b"LOSE\n",
        Outcome::Draw => b"DRAW\n",
    }
}

/// The outcome of every query, test after test.
///
/// # Complexity
/// As [`Board::new`] per test, plus O(M + log |K|) per query.
pub fn answer(input: &Input) -> Vec<Outcome> {
    let outcomes = |test: &GraphTest| {
        let board = board(test);
        test.queries.iter().map(|men| board.outcome(men)).collect::<Vec<_>>()
    };
    input.tests.iter().flat_map(outcomes).collect()
}

/// The outcomes as judge output: `WIN`, `LOSE` or `DRAW`, one line each.
///
/// # Complexity
/// O(queries).
pub fn write_answer(outcomes: &[Outcome], out: &mut Vec<u8>) {
    for &outcome in outcomes {
        out.extend_from_slice(word(outcome));
    }
}

/// The judge path: [`Input::read`] then [`answer`], but each graph goes straight into
/// compressed form and each query is decided as soon as it is read, so memory holds one
/// test's graph and no query.
///
/// # Errors
/// As [`Input::read`].
///
/// # Complexity
/// As [`answer`].
pub fn solve(sc: &mut Scanner<'_>, out: &mut Vec<u8>) -> judge::Result<()> {
    while !sc.at_end()? {
        let n = sc.count(VERTICES, 1..=MAX_VERTICES)?;
        let board = Board::new(read_graph(sc, n)?);
        let values = &board.values;
        loop {
            let m = sc.count("the number of chessmen M (0 ends the test)", ..)?;
            if m == 0 {
                break;
            }
            let what = "a chessman's position";
            let start = TokenSum::default();
            let sum = sc.read_fold(m, what, 0..n as u32, start, |sum, v| Ok(values.add(sum, v)))?;
            out.extend_from_slice(word(values.outcome_of_sum(sum)));
        }
    }
    Ok(())
}
