//! Georgia and Bob at the table: chessmen on a line of cells, a move slides one left (`slide
//! the chessman on cell 6 to cell 3`). The perfect player plays Staircase Nim on the gaps,
//! read from the right (`sg_core::staircase::OddStep`).

use sg_core::staircase::{StairMove, odd_steps};
use workbench::play::{Part, Play, Playable, Start, Words};

use crate::model::{Rules, Slide};
use crate::{GeorgiaAndBob, Input};

/// Cells up to this are drawn as a strip.
const DRAWN: u64 = 72;

/// Georgia and Bob at the table: the model's rules, with the staircase insight.
#[derive(Debug, Clone, Copy)]
pub struct Board;

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

impl Playable for Board {
    type Rules = Rules;

    fn rules(&self) -> &Rules {
        &Rules
    }
    fn picture(&self, cells: &Vec<u64>) -> Vec<String> {
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
    fn parts(&self, cells: &Vec<u64>) -> Vec<Part> {
        let gaps = gaps(cells);
        let odd = (0..cells.len()).rev().step_by(2);
        odd.map(|i| Part {
            label: format!("gap left of cell {}", cells[i]),
            value: Some(u128::from(gaps[i])),
        })
        .collect()
    }
    fn describe(&self, cells: &Vec<u64>, slide: &Slide) -> String {
        format!("slide the chessman on cell {} to cell {}", cells[slide.man], slide.to)
    }
    fn parse_move(&self, cells: &Vec<u64>, typed: &str) -> Result<Slide, String> {
        let words = &Words::parse(typed)?;
        let known =
            ["slide", "move", "chessman", "man", "on", "cell", "square", "from", "to", "left"];
        words.only(&known, true, GeorgiaAndBob::MOVE_EXAMPLE)?;
        words
            .numbered_only(&["cell", "square", "on", "from", "to"], GeorgiaAndBob::MOVE_EXAMPLE)?;
        let numbers: Vec<u64> = words
            .bare()
            .iter()
            .copied()
            .chain(words.numbers(&["cell", "square", "on", "from", "to"]))
            .collect();
        let [from, to] = numbers[..] else {
            return Err(format!(
                "say which chessman and where, e.g. `{}`",
                GeorgiaAndBob::MOVE_EXAMPLE
            ));
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
    fn wins(&self, cells: &Vec<u64>) -> bool {
        crate::first_player_wins(cells)
    }
    /// Step `j` of the staircase (from 0) is the gap left of chessman `N − 1 − j`: lowering an
    /// odd step slides that chessman left, raising it slides its left neighbour.
    fn winning_moves<'a>(&'a self, cells: &'a Vec<u64>) -> impl Iterator<Item = Slide> + 'a {
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
    fn why_lost(&self, _: &Vec<u64>) -> String {
        "the empty cells just left of the 1st, 3rd, 5th, ... chessman from the right XOR to 0: \
         the odd steps of a lost Staircase Nim"
            .into()
    }
}

impl Play for GeorgiaAndBob {
    type Game = Board;

    const SHORT_FORM: &'static str = "the chessmen's cells: `grundy play georgia-and-bob 2 6 9`";
    const MOVE_EXAMPLE: &'static str = "slide the chessman on cell 6 to cell 3";

    fn games(input: &Input) -> Result<Vec<Start<Board>>, String> {
        let start = |cells: &Vec<u64>| Ok(Start { game: Board, position: board(cells.clone())? });
        input.tests.iter().map(start).collect()
    }
    fn from_words(words: &Words) -> Result<Start<Board>, String> {
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
        Ok(Start { game: Board, position: board(cells)? })
    }
}
