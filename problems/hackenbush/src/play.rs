//! Christmas Game at the table: rooted graphs, a move cuts an edge (`cut edge 3 of graph 2`)
//! and what no longer hangs from the root falls away. Each graph is worth its Green
//! Hackenbush value (`sg_core::hackenbush`), and the perfect player plays the sum with
//! `sg_core::winning`, trying every cut of a graph for the value it needs.

use sg_core::hackenbush::green_hackenbush;
use sg_core::winning::Listed;
use sg_core::{Outcome, Solver};
use workbench::play::words::component;
use workbench::play::{Part, Play, Shared, Words};

use crate::model::Cutting;
use crate::{Graph, Hackenbush, Input};

/// Graphs with at most this many edges left have them listed.
const LISTED: usize = 24;

/// The most edges a position may have in all: the perfect player values every cut of a graph,
/// O(m²) for m edges.
pub const EDGES: usize = 2000;

/// A position: the graphs as read (shared by every position of a game) and which of their
/// edges still hang from the root.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Position {
    graphs: Shared<Vec<Graph>>,
    alive: Vec<Vec<bool>>,
}

/// A move: cut edge `edge` (0-based, input order) of graph `graph`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Cut {
    graph: usize,
    edge: usize,
}

/// The edges of `alive` that still reach node 1 through edges of `alive`.
///
/// # Complexity
/// O(nodes + edges).
fn attached(graph: &Graph, alive: &[bool]) -> Vec<bool> {
    let mut incident = vec![Vec::new(); graph.nodes as usize];
    for (i, &(a, b)) in graph.edges.iter().enumerate().filter(|&(i, _)| alive[i]) {
        incident[a as usize - 1].push(i);
        incident[b as usize - 1].push(i);
    }
    let (mut reached, mut kept) = (vec![false; graph.nodes as usize], vec![false; alive.len()]);
    let mut stack = vec![0usize];
    reached[0] = true;
    while let Some(v) = stack.pop() {
        for &i in &incident[v] {
            kept[i] = true;
            let (a, b) = graph.edges[i];
            for w in [a as usize - 1, b as usize - 1] {
                if !reached[w] {
                    reached[w] = true;
                    stack.push(w);
                }
            }
        }
    }
    kept
}

/// The Green Hackenbush value of the edges of `alive`.
fn value(graph: &Graph, alive: &[bool]) -> u64 {
    let edges: Vec<(u32, u32)> = graph
        .edges
        .iter()
        .zip(alive)
        .filter(|&(_, &on)| on)
        .map(|(&(a, b), _)| (a - 1, b - 1))
        .collect();
    green_hackenbush(graph.nodes as usize, 0, &edges)
}

impl Position {
    fn new(graphs: Vec<Graph>) -> Self {
        let alive = graphs.iter().map(|g| attached(g, &vec![true; g.edges.len()])).collect();
        Self { graphs: Shared::new(graphs), alive }
    }

    fn value(&self, g: usize) -> u64 {
        value(&self.graphs[g], &self.alive[g])
    }

    /// Graph `g` with edge `e` cut, as its edges still attached.
    fn cut(&self, g: usize, e: usize) -> Vec<bool> {
        let mut alive = self.alive[g].clone();
        alive[e] = false;
        attached(&self.graphs[g], &alive)
    }
}

impl Play for Hackenbush {
    type Position = Position;
    type Move = Cut;
    type Model = Solver<Cutting>;

    const SHORT_FORM: &'static str =
        "the problem's input (graphs have no short form): `grundy play hackenbush FILE`";
    const MOVE_EXAMPLE: &'static str = "cut edge 3 of graph 1";

    fn positions(input: &Input) -> Result<Vec<Position>, String> {
        let position = |graphs: &Vec<Graph>| {
            let edges: usize = graphs.iter().map(|g| g.edges.len()).sum();
            if edges > EDGES {
                return Err(format!(
                    "play takes at most {EDGES} edges in a test case, not {edges} (the perfect \
                     player values every cut)"
                ));
            }
            Ok(Position::new(graphs.clone()))
        };
        input.tests.iter().map(position).collect()
    }
    fn from_words(_: &Words) -> Result<Position, String> {
        Err("graphs have no short form".into())
    }
    fn picture(p: &Position) -> Vec<String> {
        let line = |(g, graph): (usize, &Graph)| {
            let left: Vec<String> = (0..graph.edges.len())
                .filter(|&e| p.alive[g][e])
                .map(|e| format!("{}:{}-{}", e + 1, graph.edges[e].0, graph.edges[e].1))
                .collect();
            match left.len() {
                0 => format!("graph {}: nothing left", g + 1),
                n if n > LISTED => format!("graph {}: {n} edges left", g + 1),
                _ => format!("graph {} (root 1), edge:ends {}", g + 1, left.join(" ")),
            }
        };
        p.graphs.iter().enumerate().map(line).collect()
    }
    /// A graph is worth its Green Hackenbush value: polygons fused, then the colon principle.
    fn parts(p: &Position) -> Vec<Part> {
        let part = |g: usize| Part {
            label: format!("graph {}", g + 1),
            value: Some(u128::from(p.value(g))),
        };
        (0..p.graphs.len()).map(part).collect()
    }
    fn moves(p: &Position) -> impl Iterator<Item = Cut> + '_ {
        p.alive.iter().enumerate().flat_map(|(graph, alive)| {
            alive
                .iter()
                .enumerate()
                .filter(|&(_, &on)| on)
                .map(move |(edge, _)| Cut { graph, edge })
        })
    }
    fn play(p: &Position, cut: &Cut) -> Position {
        let mut alive = p.alive.clone();
        alive[cut.graph] = p.cut(cut.graph, cut.edge);
        Position { graphs: p.graphs.clone(), alive }
    }
    fn describe(_: &Position, cut: &Cut) -> String {
        format!("cut edge {} of graph {}", cut.edge + 1, cut.graph + 1)
    }
    fn parse_move(p: &Position, words: &Words) -> Result<Cut, String> {
        words.only(
            &["cut", "remove", "edge", "of", "in", "from", "graph", "tree"],
            false,
            Self::MOVE_EXAMPLE,
        )?;
        let graph = component(words, &["graph", "tree"], p.graphs.len(), "graph")?;
        let edges = p.alive[graph].len();
        let what = format!("edge of graph {}", graph + 1);
        let e = words
            .one(&["edge", "cut", "remove"], "the edge")?
            .ok_or_else(|| format!("which {what}? they are numbered 1 to {edges}"))?;
        match usize::try_from(e).ok().filter(|&e| (1..=edges).contains(&e)) {
            None => Err(format!(
                "graph {} has no edge {e}: its edges are numbered 1 to {edges}",
                graph + 1
            )),
            Some(e) if !p.alive[graph][e - 1] => {
                Err(format!("edge {e} of graph {} is gone already", graph + 1))
            }
            Some(e) => Ok(Cut { graph, edge: e - 1 }),
        }
    }
    fn wins(p: &Position) -> bool {
        (0..p.graphs.len()).fold(0, |sum, g| sum ^ p.value(g)) != 0
    }
    /// Every cut of every graph, valued, as `sg_core::winning`'s listed components: O(m²) for
    /// a graph of m edges.
    fn winning_moves(p: &Position) -> impl Iterator<Item = Cut> + '_ {
        let graphs = (0..p.graphs.len()).map(|g| {
            let alive = &p.alive[g];
            let cuts = (0..alive.len())
                .filter(|&e| alive[e])
                .map(|e| (e, value(&p.graphs[g], &p.cut(g, e))));
            Listed::new(cuts.collect())
        });
        let graphs: Vec<Listed<usize>> = graphs.collect();
        let found: Vec<Cut> = sg_core::winning::winning_moves(&graphs)
            .map(|m| Cut { graph: m.component, edge: m.then })
            .collect();
        found.into_iter()
    }
    fn new_model(start: &Position) -> Solver<Cutting> {
        Solver::new(Cutting { graphs: start.graphs.to_vec() })
    }
    /// The model searches bit masks of each graph's edges (at most 64 a graph).
    fn model_wins(solver: &mut Solver<Cutting>, p: &Position) -> bool {
        let mask = |alive: &Vec<bool>| {
            alive.iter().enumerate().fold(0u64, |m, (i, &on)| m | u64::from(on) << i)
        };
        let masks: Vec<u64> = p.alive.iter().map(mask).collect();
        solver.outcome(&masks) == Outcome::Win
    }
}
