//! Georgia and Bob at the table: chessmen on a line of cells, a move slides one left (`slide
//! the chessman on cell 6 to cell 3`). The perfect player plays Staircase Nim on the gaps,
//! read from the right (`sg_core::staircase::OddStep`).

use sg_core::Solver;
use sg_core::staircase::{StairMove, odd_steps};
use workbench::play::{Part, Play, Words};

use crate::model::{self, ChessmenRules};
use crate::{GeorgiaAndBob, Input};

/// Cells up to this are drawn as a strip.
const DRAWN: u64 = 72;

/// A move: chessman `man` (0-based from the left) slides left to cell `to`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Slide {
    man: usize,
    to: u64,
}

/// The empty cells just left of each chessman.
fn gaps(cells: &[u64]) -> Vec<u64> {
    let left = std::iter::once(0).chain(cells.iter().copied());
    cells.iter().zip(left).map(|(&p, q)| p - q - 1).collect()
}

/// Distinct cells from 1, sorted, or why not.
fn board(mut cells: Vec<u64>) -> Result<Vec<u64>, String> {
    cells.sort_unstable();
    if cells.first() == Some(&0) {
        return Err("cells are numbered from 1".into());
    }
    match cells.windows(2).find(|w| w[0] == w[1]) {
        Some(w) => Err(format!("two chessmen on cell {}", w[0])),
        None => Ok(cells),
    }
}

impl Play for GeorgiaAndBob {
    type Position = Vec<u64>;
    type Move = Slide;
    type Model = Solver<ChessmenRules>;

    const SHORT_FORM: &'static str = "the chessmen's cells: `grundy play georgia-and-bob 2 6 9`";
    const MOVE_EXAMPLE: &'static str = "slide the chessman on cell 6 to cell 3";

    fn positions(input: &Input) -> Result<Vec<Vec<u64>>, String> {
        input.tests.iter().map(|cells| board(cells.clone())).collect()
    }
    fn from_words(words: &Words) -> Result<Vec<u64>, String> {
        words.only(&["cell", "chessman", "chessmen", "on"], true, "2 6 9")?;
        let cells: Vec<u64> = words
            .bare()
            .iter()
            .copied()
            .chain(words.numbers(&["cell", "chessman", "chessmen", "on"]))
            .collect();
        if cells.is_empty() {
            return Err("give the chessmen's cells, e.g. `2 6 9`".into());
        }
        board(cells)
    }
    fn picture(cells: &Vec<u64>) -> Vec<String> {
        let listed: Vec<String> = cells.iter().map(u64::to_string).collect();
        let mut lines = vec![format!(
            "Chessmen on cells {}; each slides left, never past another.",
            listed.join(", ")
        )];
        if let Some(&last) = cells.last().filter(|&&last| last <= DRAWN) {
            let strip: String = (1..=last)
                .map(|c| if cells.binary_search(&c).is_ok() { 'X' } else { '.' })
                .collect();
            lines.push(format!("cells 1 to {last}: {strip}"));
        }
        lines
    }
    /// The staircase's odd steps: the gaps left of the 1st, 3rd, 5th, … chessman from the right.
    fn parts(cells: &Vec<u64>) -> Vec<Part> {
        let gaps = gaps(cells);
        let odd = (0..cells.len()).rev().step_by(2);
        odd.map(|i| Part {
            label: format!("gap left of cell {}", cells[i]),
            value: Some(u128::from(gaps[i])),
        })
        .collect()
    }
    fn moves(cells: &Vec<u64>) -> impl Iterator<Item = Slide> + '_ {
        (0..cells.len()).flat_map(move |man| {
            let lowest = if man == 0 { 1 } else { cells[man - 1] + 1 };
            (lowest..cells[man]).rev().map(move |to| Slide { man, to })
        })
    }
    fn play(cells: &Vec<u64>, slide: &Slide) -> Vec<u64> {
        let mut next = cells.clone();
        next[slide.man] = slide.to;
        next
    }
    fn describe(cells: &Vec<u64>, slide: &Slide) -> String {
        format!("slide the chessman on cell {} to cell {}", cells[slide.man], slide.to)
    }
    fn parse_move(cells: &Vec<u64>, words: &Words) -> Result<Slide, String> {
        let known =
            ["slide", "move", "chessman", "man", "on", "cell", "square", "from", "to", "left"];
        words.only(&known, true, Self::MOVE_EXAMPLE)?;
        words.numbered_only(&["cell", "square", "on", "from", "to"], Self::MOVE_EXAMPLE)?;
        let numbers: Vec<u64> = words
            .bare()
            .iter()
            .copied()
            .chain(words.numbers(&["cell", "square", "on", "from", "to"]))
            .collect();
        let [from, to] = numbers[..] else {
            return Err(format!("say which chessman and where, e.g. `{}`", Self::MOVE_EXAMPLE));
        };
        let listed: Vec<String> = cells.iter().map(u64::to_string).collect();
        let man = cells.binary_search(&from).map_err(|_| {
            format!("no chessman is on cell {from}; they are on {}", listed.join(", "))
        })?;
        let lowest = if man == 0 { 1 } else { cells[man - 1] + 1 };
        if to >= from {
            Err("chessmen slide left only, to a smaller cell".into())
        } else if to < lowest && man > 0 {
            Err(format!("the chessman on cell {} is in the way", cells[man - 1]))
        } else if to < lowest {
            Err("cell 1 is the leftmost".into())
        } else {
            Ok(Slide { man, to })
        }
    }
    fn wins(cells: &Vec<u64>) -> bool {
        crate::first_player_wins(cells)
    }
    /// Step `j` of the staircase (from 0) is the gap left of chessman `N − 1 − j`: lowering an
    /// odd step slides that chessman left, raising it slides its left neighbour.
    fn winning_moves(cells: &Vec<u64>) -> impl Iterator<Item = Slide> + '_ {
        let n = cells.len();
        let steps: Vec<u64> = gaps(cells).into_iter().rev().collect();
        let found: Vec<Slide> = sg_core::winning::winning_moves(&odd_steps(&steps))
            .map(|m| {
                let (man, by) = match m.then {
                    StairMove::Down(c) => (n - 1 - 2 * m.component, c),
                    StairMove::FromAbove(c) => (n - 2 - 2 * m.component, c),
                };
                Slide { man, to: cells[man] - by }
            })
            .collect();
        found.into_iter()
    }
    fn why_lost(_: &Vec<u64>) -> String {
        "the empty cells just left of the 1st, 3rd, 5th, ... chessman from the right XOR to 0: \
         the odd steps of a lost Staircase Nim"
            .into()
    }
    fn new_model(_: &Vec<u64>) -> Solver<ChessmenRules> {
        Solver::new(ChessmenRules)
    }
    fn model_wins(solver: &mut Solver<ChessmenRules>, cells: &Vec<u64>) -> bool {
        model::first_player_wins(solver, cells)
    }
}
