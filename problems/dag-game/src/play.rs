//! A Chess Game at the table: chessmen on a graph, a move slides one along an edge (`slide
//! chessman 1 from 0 to 4`); the perfect player reads each vertex's Grundy value.

use sg_core::Solver;
use sg_core::winning::Listed;
use workbench::play::words::component;
use workbench::play::{Part, Play, Shared, Words};

use crate::model::{self, ChessRules};
use crate::{DagGame, Input};

/// The most vertices drawn one per line.
const DRAWN: usize = 16;

/// One test's graph: each vertex's successors (sorted, no repeats) and Grundy value.
#[derive(Debug)]
pub struct Graph {
    successors: Vec<Vec<u32>>,
    values: Vec<u32>,
}

/// A position: the graph (shared by every position of a game) and the chessmen's vertices in
/// query order.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Position {
    graph: Shared<Graph>,
    men: Vec<u32>,
}

impl Position {
    fn value(&self, v: u32) -> u64 {
        u64::from(self.graph.values[v as usize])
    }
}

/// A move: chessman `man` (0-based, in query order) slides to vertex `to`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Slide {
    man: usize,
    to: u32,
}

impl Play for DagGame {
    type Position = Position;
    type Move = Slide;
    type Model = Solver<ChessRules>;

    const SHORT_FORM: &'static str =
        "the problem's input (a graph has no short form): `grundy play dag-game FILE --test 2`";
    const MOVE_EXAMPLE: &'static str = "slide chessman 1 from 0 to 4";

    fn positions(input: &Input) -> Result<Vec<Position>, String> {
        let mut positions = Vec::new();
        for test in &input.tests {
            let successors = test.successors.iter().map(|list| {
                let mut list = list.clone();
                list.sort_unstable();
                list.dedup();
                list
            });
            let graph = Shared::new(Graph {
                successors: successors.collect(),
                values: crate::board(test).values().to_vec(),
            });
            let men =
                test.queries.iter().map(|men| Position { graph: graph.clone(), men: men.clone() });
            positions.extend(men);
        }
        Ok(positions)
    }
    fn from_words(_: &Words) -> Result<Position, String> {
        Err("a graph has no short form".into())
    }
    fn picture(p: &Position) -> Vec<String> {
        let g = &p.graph;
        if g.successors.len() > DRAWN {
            let edges: usize = g.successors.iter().map(Vec::len).sum();
            return vec![format!("A graph of {} vertices and {edges} edges.", g.successors.len())];
        }
        let line = |(v, next): (usize, &Vec<u32>)| {
            let next: Vec<String> = next.iter().map(u32::to_string).collect();
            let next = if next.is_empty() { "nowhere".into() } else { next.join(", ") };
            format!("vertex {v} (value {}) -> {next}", g.values[v])
        };
        g.successors.iter().enumerate().map(line).collect()
    }
    /// A chessman on `v` is worth `g(v) = mex of its successors' values`.
    fn parts(p: &Position) -> Vec<Part> {
        let part = |(i, &v): (usize, &u32)| Part {
            label: format!("chessman {} on {v}", i + 1),
            value: Some(u128::from(p.value(v))),
        };
        p.men.iter().enumerate().map(part).collect()
    }
    fn moves(p: &Position) -> impl Iterator<Item = Slide> + '_ {
        p.men.iter().enumerate().flat_map(move |(man, &v)| {
            p.graph.successors[v as usize].iter().map(move |&to| Slide { man, to })
        })
    }
    fn play(p: &Position, slide: &Slide) -> Position {
        let mut men = p.men.clone();
        men[slide.man] = slide.to;
        Position { graph: p.graph.clone(), men }
    }
    fn describe(p: &Position, slide: &Slide) -> String {
        format!("slide chessman {} from {} to {}", slide.man + 1, p.men[slide.man], slide.to)
    }
    fn parse_move(p: &Position, words: &Words) -> Result<Slide, String> {
        let known = [
            "slide", "move", "chessman", "chessmen", "man", "men", "from", "to", "vertex",
            "position",
        ];
        words.only(&known, false, Self::MOVE_EXAMPLE)?;
        let man =
            component(words, &["chessman", "chessmen", "man", "men"], p.men.len(), "chessman")?;
        let at = p.men[man];
        let vertices = words.numbers(&["vertex", "position"]);
        let from = words
            .one(&["from"], "where it slides from")?
            .or((vertices.len() == 2).then(|| vertices[0]));
        let to = words.one(&["to"], "where it slides to")?.or(vertices.last().copied());
        if let Some(from) = from.filter(|&from| from != u64::from(at)) {
            return Err(format!("chessman {} is on {at}, not on {from}", man + 1));
        }
        let options = &p.graph.successors[at as usize];
        let listed: Vec<String> = options.iter().map(u32::to_string).collect();
        let reach = if listed.is_empty() {
            "it cannot move".into()
        } else {
            format!("it may slide to {}", listed.join(", "))
        };
        let Some(to) = to else {
            return Err(format!("where to? chessman {} is on {at}: {reach}", man + 1));
        };
        match options.iter().find(|&&w| u64::from(w) == to) {
            Some(&to) => Ok(Slide { man, to }),
            None => Err(format!("there is no edge from {at} to {to}: {reach}")),
        }
    }
    fn wins(p: &Position) -> bool {
        p.men.iter().fold(0, |sum, &v| sum ^ p.value(v)) != 0
    }
    /// A chessman slides to a successor of value `g(v) ⊕ s` (`sg_core::winning`).
    fn winning_moves(p: &Position) -> impl Iterator<Item = Slide> + '_ {
        let parts: Vec<Listed<u32>> = p
            .men
            .iter()
            .map(|&v| {
                Listed::new(
                    p.graph.successors[v as usize].iter().map(|&w| (w, p.value(w))).collect(),
                )
            })
            .collect();
        let found: Vec<Slide> = sg_core::winning::winning_moves(&parts)
            .map(|m| Slide { man: m.component, to: m.then })
            .collect();
        found.into_iter()
    }
    fn new_model(start: &Position) -> Solver<ChessRules> {
        Solver::new(ChessRules { successors: start.graph.successors.clone() })
    }
    fn model_wins(solver: &mut Solver<ChessRules>, p: &Position) -> bool {
        model::first_player_wins(solver, &p.men)
    }
}
