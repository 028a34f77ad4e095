//! A Chess Game at the table: chessmen on a graph, a move slides one along an edge (`slide
//! chessman 1 from 0 to 4`); the perfect player reads each vertex's Grundy value.

use std::rc::Rc;

use sg_core::winning::Listed;
use workbench::play::words::component;
use workbench::play::{Part, Play, Playable, Start, Words};

use crate::model::{Rules, Slide};
use crate::{DagGame, Input};

/// The most vertices drawn one per line.
const DRAWN: usize = 16;

/// One test's graph at the table: the rules (the successor lists) and each vertex's Grundy
/// value, both shared by every query of the test.
#[derive(Debug, Clone)]
pub struct Board {
    rules: Rules,
    values: Rc<[u32]>,
}

impl Board {
    fn value(&self, v: u32) -> u64 {
        u64::from(self.values[v as usize])
    }
}

impl Playable for Board {
    type Rules = Rules;

    fn rules(&self) -> &Rules {
        &self.rules
    }
    fn picture(&self, _: &Vec<u32>) -> Vec<String> {
        let n = self.rules.vertex_count();
        let vertices = 0..n as u32;
        if n > DRAWN {
            let edges: usize = vertices.map(|v| self.rules.successors(v).len()).sum();
            return vec![format!("A graph of {n} vertices and {edges} edges.")];
        }
        let line = |v: u32| {
            let next: Vec<String> = self.rules.successors(v).iter().map(u32::to_string).collect();
            let next = if next.is_empty() { "nowhere".into() } else { next.join(", ") };
            format!("vertex {v} (value {}) -> {next}", self.values[v as usize])
        };
        vertices.map(line).collect()
    }
    /// A chessman on `v` is worth `g(v) = mex of its successors' values`.
    fn parts(&self, men: &Vec<u32>) -> Vec<Part> {
        let part = |(i, &v): (usize, &u32)| Part {
            label: format!("chessman {} on {v}", i + 1),
            value: Some(u128::from(self.value(v))),
        };
        men.iter().enumerate().map(part).collect()
    }
    fn describe(&self, men: &Vec<u32>, slide: &Slide) -> String {
        format!("slide chessman {} from {} to {}", slide.man + 1, men[slide.man], slide.to)
    }
    fn parse_move(&self, men: &Vec<u32>, typed: &str) -> Result<Slide, String> {
        let words = &Words::parse(typed)?;
        let known = [
            "slide", "move", "chessman", "chessmen", "man", "men", "from", "to", "vertex",
            "position",
        ];
        words.only(&known, false, DagGame::MOVE_EXAMPLE)?;
        words.numbered_only(&known[2..], DagGame::MOVE_EXAMPLE)?;
        let man = component(words, &["chessman", "chessmen", "man", "men"], men.len(), "chessman")?;
        let at = men[man];
        let vertices = words.numbers(&["vertex", "position"]);
        let from = words
            .one(&["from"], "where it slides from")?
            .or((vertices.len() == 2).then(|| vertices[0]));
        let to = words.one(&["to"], "where it slides to")?.or(vertices.last().copied());
        if let Some(from) = from.filter(|&from| from != u64::from(at)) {
            return Err(format!("chessman {} is on {at}, not on {from}", man + 1));
        }
        let options = self.rules.successors(at);
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
    fn wins(&self, men: &Vec<u32>) -> bool {
        men.iter().fold(0, |sum, &v| sum ^ self.value(v)) != 0
    }
    /// A chessman slides to a successor of value `g(v) ⊕ s` (`sg_core::winning`).
    fn winning_moves<'a>(&'a self, men: &'a Vec<u32>) -> impl Iterator<Item = Slide> + 'a {
        let listed = |&v: &u32| {
            Listed::new(self.rules.successors(v).iter().map(|&w| (w, self.value(w))).collect())
        };
        let parts: Vec<Listed<u32>> = men.iter().map(listed).collect();
        let found: Vec<Slide> = sg_core::winning::winning_moves(&parts)
            .map(|m| Slide { man: m.component, to: m.then })
            .collect();
        found.into_iter()
    }
}

impl Play for DagGame {
    type Game = Board;

    const SHORT_FORM: &'static str =
        "the problem's input (a graph has no short form): `grundy play dag-game FILE --test 2`";
    const MOVE_EXAMPLE: &'static str = "slide chessman 1 from 0 to 4";

    fn games(input: &Input) -> Result<Vec<Start<Board>>, String> {
        let mut games = Vec::new();
        for test in &input.tests {
            let board = Board {
                rules: Rules::new(test.successors.iter().cloned()),
                values: crate::board(test).values().into(),
            };
            let starts =
                test.queries.iter().map(|men| Start { game: board.clone(), position: men.clone() });
            games.extend(starts);
        }
        Ok(games)
    }
    fn from_words(_: &Words) -> Result<Start<Board>, String> {
        Err("a graph has no short form".into())
    }
}
