//! Why a test case is won or lost (`--explain`): the cut of [`winning_cut`] that brings the
//! XOR of the graphs' values to 0, or the reason every cut loses.

use std::fmt;

use crate::{Graph, Input, graph_value, winning_cut};

/// Why a test case is won or lost: a winning cut, or the reason none exists.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Explanation {
    /// Cut edge `edge` (0-based index in graph `graph`'s list, also 0-based): that graph's
    /// value goes from `from` to `to`, and the XOR of all values to 0.
    Cut {
        /// The graph's index.
        graph: usize,
        /// The edge's index in that graph.
        edge: usize,
        /// The edge's ends, as in the input.
        ends: (u32, u32),
        /// The graph's value before the cut.
        from: u64,
        /// Its value after.
        to: u64,
    },
    /// The XOR of the graphs' values is 0, and a cut changes exactly one of them.
    EveryCutLoses,
}

impl fmt::Display for Explanation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Self::Cut { graph, ends: (a, b), from, to, .. } => write!(
                f,
                "Sally\n  winning move: cut edge {a} {b} of graph {} (its value {from} -> {to}), \
                 leaving nim-sum 0",
                graph + 1
            ),
            Self::EveryCutLoses => write!(
                f,
                "Harry\n  every move loses: the graphs' values XOR to 0 and a cut changes one"
            ),
        }
    }
}

/// Each test case's explanation. A winning cut exists in a graph whose value `v` has the XOR
/// `x`'s top bit (so `v ^ x < v`), since a Grundy value's options include every smaller value;
/// [`winning_cut`] finds one that takes that graph to `v ^ x`.
///
/// # Complexity
/// O(total size), plus the cut search of [`winning_cut`].
pub fn explain(input: &Input) -> Vec<Explanation> {
    let explain_one = |graphs: &Vec<Graph>| {
        let values: Vec<u64> = graphs.iter().map(graph_value).collect();
        let total = values.iter().fold(0, |x, v| x ^ v);
        if total == 0 {
            return Explanation::EveryCutLoses;
        }
        let graph = values.iter().position(|&v| v ^ total < v).expect("the top bit of the XOR");
        let (from, to) = (values[graph], values[graph] ^ total);
        let g = &graphs[graph];
        let edge = winning_cut(g, to).expect("a Grundy value reaches every smaller value");
        Explanation::Cut { graph, edge, ends: g.edges[edge], from, to }
    };
    input.tests.iter().map(explain_one).collect()
}
