//! Christmas Game at the table: rooted graphs, a move cuts an edge (`cut edge 3 of graph 2`)
//! and what no longer hangs from the root falls away. Each graph is worth its Green
//! Hackenbush value (`sg_core::hackenbush`), and the perfect player plays the sum with
//! `sg_core::winning`, trying every cut of a graph for the value it needs.

use sg_core::Moves;
use sg_core::hackenbush::green_hackenbush;
use sg_core::winning::Listed;
use workbench::play::words::component;
use workbench::play::{Part, Play, Playable, Start, Words};

use crate::model::{Cut, Rules};
use crate::{Graph, Hackenbush, Input};

/// Graphs with at most this many edges left have them listed.
const LISTED: usize = 24;

/// The most edges a position may have in all: the perfect player values every cut of a graph,
/// O(m²) for m edges.
pub const EDGES: usize = 2000;

/// One test case at the table: the model's rules (the graphs, shared by every position), with
/// each graph's Green Hackenbush value as the insight.
#[derive(Debug, Clone)]
pub struct Board {
    rules: Rules,
}

impl Board {
    /// The Green Hackenbush value of graph `g`'s edges still attached in `position`.
    fn value(&self, position: &[u64], g: usize) -> u64 {
        let graph = self.rules.graph(g);
        let edges: Vec<(u32, u32)> = (0..graph.edges.len())
            .filter(|&e| self.rules.alive(position, g, e))
            .map(|e| (graph.edges[e].0 - 1, graph.edges[e].1 - 1))
            .collect();
        green_hackenbush(graph.nodes as usize, 0, &edges)
    }
}

impl Playable for Board {
    type Rules = Rules;

    fn rules(&self) -> &Rules {
        &self.rules
    }
    fn picture(&self, p: &Vec<u64>) -> Vec<String> {
        let line = |g: usize| {
            let graph = self.rules.graph(g);
            let left: Vec<String> = (0..graph.edges.len())
                .filter(|&e| self.rules.alive(p, g, e))
                .map(|e| format!("{}:{}-{}", e + 1, graph.edges[e].0, graph.edges[e].1))
                .collect();
            match left.len() {
                0 => format!("graph {}: nothing left", g + 1),
                n if n > LISTED => format!("graph {}: {n} edges left", g + 1),
                _ => format!("graph {} (root 1), edge:ends {}", g + 1, left.join(" ")),
            }
        };
        (0..self.rules.graph_count()).map(line).collect()
    }
    /// A graph is worth its Green Hackenbush value: polygons fused, then the colon principle.
    fn parts(&self, p: &Vec<u64>) -> Vec<Part> {
        let part = |g: usize| Part {
            label: format!("graph {}", g + 1),
            value: Some(u128::from(self.value(p, g))),
        };
        (0..self.rules.graph_count()).map(part).collect()
    }
    fn describe(&self, _: &Vec<u64>, cut: &Cut) -> String {
        format!("cut edge {} of graph {}", cut.edge + 1, cut.graph + 1)
    }
    fn parse_move(&self, p: &Vec<u64>, typed: &str) -> Result<Cut, String> {
        let words = &Words::parse(typed)?;
        words.only(
            &["cut", "remove", "edge", "of", "in", "from", "graph", "tree"],
            false,
            Hackenbush::MOVE_EXAMPLE,
        )?;
        words
            .numbered_only(&["graph", "tree", "edge", "cut", "remove"], Hackenbush::MOVE_EXAMPLE)?;
        let graph = component(words, &["graph", "tree"], self.rules.graph_count(), "graph")?;
        let edges = self.rules.graph(graph).edges.len();
        let what = format!("edge of graph {}", graph + 1);
        let e = words
            .one(&["edge", "cut", "remove"], "the edge")?
            .ok_or_else(|| format!("which {what}? they are numbered 1 to {edges}"))?;
        match usize::try_from(e).ok().filter(|&e| (1..=edges).contains(&e)) {
            None => Err(format!(
                "graph {} has no edge {e}: its edges are numbered 1 to {edges}",
                graph + 1
            )),
            Some(e) if !self.rules.alive(p, graph, e - 1) => {
                Err(format!("edge {e} of graph {} is gone already", graph + 1))
            }
            Some(e) => Ok(Cut { graph, edge: e - 1 }),
        }
    }
    fn wins(&self, p: &Vec<u64>) -> bool {
        (0..self.rules.graph_count()).fold(0, |sum, g| sum ^ self.value(p, g)) != 0
    }
    /// Every cut of every graph, valued, as `sg_core::winning`'s listed components: O(m²) for
    /// a graph of m edges.
    fn winning_moves<'a>(&'a self, p: &'a Vec<u64>) -> impl Iterator<Item = Cut> + 'a {
        let graphs = (0..self.rules.graph_count()).map(|g| {
            let cuts = (0..self.rules.graph(g).edges.len())
                .filter(|&e| self.rules.alive(p, g, e))
                .map(|edge| (edge, self.value(&self.rules.play(p, &Cut { graph: g, edge }), g)));
            Listed::new(cuts.collect())
        });
        let graphs: Vec<Listed<usize>> = graphs.collect();
        let found: Vec<Cut> = sg_core::winning::winning_moves(&graphs)
            .map(|m| Cut { graph: m.component, edge: m.then })
            .collect();
        found.into_iter()
    }
}

impl Play for Hackenbush {
    type Game = Board;

    const SHORT_FORM: &'static str =
        "the problem's input (graphs have no short form): `grundy play hackenbush FILE`";
    const MOVE_EXAMPLE: &'static str = "cut edge 3 of graph 1";

    fn games(input: &Input) -> Result<Vec<Start<Board>>, String> {
        let start = |graphs: &Vec<Graph>| {
            let edges: usize = graphs.iter().map(|g| g.edges.len()).sum();
            if edges > EDGES {
                return Err(format!(
                    "play takes at most {EDGES} edges in a test case, not {edges} (the perfect \
                     player values every cut)"
                ));
            }
            let rules = Rules::new(graphs);
            Ok(Start { position: rules.start(), game: Board { rules } })
        };
        input.tests.iter().map(start).collect()
    }
    fn from_words(_: &Words) -> Result<Start<Board>, String> {
        Err("graphs have no short form".into())
    }
}
