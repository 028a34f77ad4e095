//! KAM-Pebbles at the table: a non-decreasing row of piles, a move takes from one pile and
//! keeps the row non-decreasing (`take 2 from pile 3`). The perfect player plays Staircase Nim
//! on the rises `d_i = a_i − a_{i−1}`, read from the right (`sg_core::staircase::OddStep`).

use sg_core::game::Take;
use sg_core::staircase::{StairMove, odd_steps, steps_of_nondecreasing};
use workbench::play::heaps::{self, Vocabulary};
use workbench::play::{Part, Play, Playable, Start, Words};

use crate::model::Rules;
use crate::{Input, KamPebbles};

/// KAM's words: `take 2 from pile 3`.
const WORDS: Vocabulary = Vocabulary {
    verbs: &["take", "remove"],
    heap: &["pile", "heap"],
    from: "from",
    unit: "pebbles",
};

/// KAM-Pebbles at the table: the model's rules, with the staircase insight.
#[derive(Debug, Clone, Copy)]
pub struct Board;

impl Playable for Board {
    type Rules = Rules;

    fn rules(&self) -> &Rules {
        &Rules
    }
    fn picture(&self, _: &Vec<u64>) -> Vec<String> {
        vec!["A move takes from one pile; no pile may drop below the one on its left.".into()]
    }
    /// The staircase's odd steps: the rises of the last pile, the third from last, and so on.
    fn parts(&self, row: &Vec<u64>) -> Vec<Part> {
        let rise = |i: usize| row[i] - if i == 0 { 0 } else { row[i - 1] };
        let odd = (0..row.len()).rev().step_by(2);
        odd.map(|i| Part {
            label: format!("rise of pile {}", i + 1),
            value: Some(u128::from(rise(i))),
        })
        .collect()
    }
    fn describe(&self, row: &Vec<u64>, take: &Take) -> String {
        WORDS.describe(row, *take)
    }
    fn parse_move(&self, row: &Vec<u64>, typed: &str) -> Result<Take, String> {
        let take = WORDS.parse(row, &Words::parse(typed)?, &[])?;
        match take.heap.checked_sub(1).map(|left| row[left]) {
            Some(least) if take.to < least => Err(format!(
                "pile {} would drop below pile {}'s {least}: the row must not decrease",
                take.heap + 1,
                take.heap
            )),
            _ => Ok(take),
        }
    }
    fn wins(&self, row: &Vec<u64>) -> bool {
        crate::first_player_wins(row)
    }
    /// Step `j` (from 0) is the rise of pile `n − 1 − j`: lowering an odd step takes from that
    /// pile, raising it takes from the pile on its left.
    fn winning_moves<'a>(&'a self, row: &'a Vec<u64>) -> impl Iterator<Item = Take> + 'a {
        let n = row.len();
        let steps: Vec<u64> = steps_of_nondecreasing(row).collect();
        let found: Vec<Take> = sg_core::winning::winning_moves(&odd_steps(&steps))
            .map(|m| {
                let (heap, by) = match m.then {
                    StairMove::Down(c) => (n - 1 - 2 * m.component, c),
                    StairMove::FromAbove(c) => (n - 2 - 2 * m.component, c),
                };
                Take { heap, to: row[heap] - by }
            })
            .collect();
        found.into_iter()
    }
    fn why_lost(&self, _: &Vec<u64>) -> String {
        "the rises of the last pile, the third from last, and so on XOR to 0: the odd steps of a \
         lost Staircase Nim"
            .into()
    }
}

impl Play for KamPebbles {
    type Game = Board;

    const SHORT_FORM: &'static str = "the piles, non-decreasing: `grundy play kam-pebbles 1 2 4`";
    const MOVE_EXAMPLE: &'static str = "take 2 from pile 3";

    fn games(input: &Input) -> Result<Vec<Start<Board>>, String> {
        Ok(input.tests.iter().map(|row| Start { game: Board, position: row.clone() }).collect())
    }
    fn from_words(words: &Words) -> Result<Start<Board>, String> {
        let row = heaps::heaps_from_words(words)?;
        match row.windows(2).position(|w| w[0] > w[1]) {
            Some(i) => Err(format!(
                "the piles must not decrease: pile {} has {}, pile {} has {}",
                i + 1,
                row[i],
                i + 2,
                row[i + 1]
            )),
            None => Ok(Start { game: Board, position: row }),
        }
    }
}
