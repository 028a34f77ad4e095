//! The game by its rules, for sg-core's engine: a position of a whole test case is the set of
//! its edges still attached to their graph's root (one bit per edge, graph by graph in input
//! order); a move cuts one edge of one graph and drops what is no longer connected to that
//! graph's root. No fusion, no colon principle, no nim-sum: the engine searches the whole test
//! case as one game.

use std::rc::Rc;

use sg_core::{Moves, Outcome, Solver};

use crate::{Graph, Input};

/// A move: cut edge `edge` (0-based, input order) of graph `graph` (0-based).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Cut {
    /// The graph, 0-based.
    pub graph: usize,
    /// The edge, 0-based in the graph's input order.
    pub edge: usize,
}

/// One graph of a test case with what the cutting rules look up.
#[derive(Debug)]
struct Tree {
    graph: Graph,
    /// The bit of the graph's first edge in a position.
    first: usize,
    /// `incident[v]`: the edges (0-based in the graph) at node `v + 1`, a loop twice.
    incident: Vec<Vec<usize>>,
}

/// One test case's graphs under the cutting rules. A clone shares the graphs.
///
/// A position is a bit set (`u64` words) over the test case's edges, graph by graph in input
/// order: bit `first(g) + e` is set while edge `e` of graph `g` hangs from its root.
#[derive(Debug, Clone)]
pub struct Rules {
    trees: Rc<[Tree]>,
}

/// Whether bit `i` of `bits` is set.
fn bit(bits: &[u64], i: usize) -> bool {
    bits[i / 64] >> (i % 64) & 1 == 1
}

/// Clear bit `i` of `bits`.
fn clear(bits: &mut [u64], i: usize) {
    bits[i / 64] &= !(1 << (i % 64));
}

impl Rules {
    /// The rules of the test case `graphs`.
    ///
    /// # Complexity
    /// O(Σ (nodes + edges)).
    pub fn new(graphs: &[Graph]) -> Self {
        let mut first = 0;
        let trees = graphs.iter().map(|graph| {
            let mut incident = vec![Vec::new(); graph.nodes as usize];
            for (e, &(a, b)) in graph.edges.iter().enumerate() {
                incident[a as usize - 1].push(e);
                incident[b as usize - 1].push(e);
            }
            let tree = Tree { graph: graph.clone(), first, incident };
            first += graph.edges.len();
            tree
        });
        Self { trees: trees.collect() }
    }

    /// How many graphs the test case has.
    pub fn graph_count(&self) -> usize {
        self.trees.len()
    }

    /// Graph `g` as read.
    pub fn graph(&self, g: usize) -> &Graph {
        &self.trees[g].graph
    }

    /// Whether edge `e` of graph `g` still hangs from the root in `position`.
    pub fn alive(&self, position: &[u64], g: usize, e: usize) -> bool {
        bit(position, self.trees[g].first + e)
    }

    /// The starting position: every graph's edges that are attached to its root.
    ///
    /// # Complexity
    /// O(Σ (nodes + edges)).
    pub fn start(&self) -> Vec<u64> {
        let edges = self.trees.last().map_or(0, |t| t.first + t.graph.edges.len());
        let mut bits = vec![u64::MAX; edges.div_ceil(64)];
        if edges % 64 != 0 {
            bits[edges / 64] = (1 << (edges % 64)) - 1;
        }
        for g in 0..self.trees.len() {
            self.drop_cut_off(&mut bits, g);
        }
        bits
    }

    /// Clear the edges of graph `g` in `bits` that no longer reach node 1 through edges of
    /// `bits`, by a depth-first search from the root.
    ///
    /// # Complexity
    /// O(nodes + edges) of the graph.
    fn drop_cut_off(&self, bits: &mut [u64], g: usize) {
        let tree = &self.trees[g];
        let nodes = tree.incident.len();
        let mut reached = vec![false; nodes];
        let mut stack = Vec::new();
        if nodes > 0 {
            reached[0] = true;
            stack.push(0);
        }
        while let Some(v) = stack.pop() {
            for &e in &tree.incident[v] {
                if !bit(bits, tree.first + e) {
                    continue;
                }
                let (a, b) = tree.graph.edges[e];
                for w in [a as usize - 1, b as usize - 1] {
                    if !reached[w] {
                        reached[w] = true;
                        stack.push(w);
                    }
                }
            }
        }
        for (e, &(a, _)) in tree.graph.edges.iter().enumerate() {
            // An edge still set reaches the root exactly when its ends do (both or neither).
            if !reached[a as usize - 1] {
                clear(bits, tree.first + e);
            }
        }
    }
}

impl Moves for Rules {
    type Position = Vec<u64>;
    type Move = Cut;

    /// Graph by graph, edge by edge in input order.
    fn legal_moves<'a>(&'a self, bits: &'a Vec<u64>) -> impl Iterator<Item = Cut> + 'a {
        self.trees.iter().enumerate().flat_map(move |(graph, tree)| {
            let edges = 0..tree.graph.edges.len();
            edges.filter(move |&e| bit(bits, tree.first + e)).map(move |edge| Cut { graph, edge })
        })
    }

    fn play(&self, bits: &Vec<u64>, cut: &Cut) -> Vec<u64> {
        let mut next = bits.clone();
        clear(&mut next, self.trees[cut.graph].first + cut.edge);
        self.drop_cut_off(&mut next, cut.graph);
        next
    }
}

/// Whether the player to move wins these graphs, by search.
///
/// # Complexity
/// Exponential in the number of edges: small inputs only.
pub fn first_player_wins(graphs: &[Graph]) -> bool {
    let rules = Rules::new(graphs);
    let start = rules.start();
    Solver::new(rules).outcome(&start) == Outcome::Win
}

/// The verdict of every test case by searching the game tree.
///
/// # Complexity
/// Exponential in the edges per test case: small inputs only.
pub fn answer(input: &Input) -> Vec<bool> {
    input.tests.iter().map(|graphs| first_player_wins(graphs)).collect()
}
