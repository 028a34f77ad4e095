//! KAM-Pebbles at the table: a non-decreasing row of piles, a move takes from one pile and
//! keeps the row non-decreasing (`take 2 from pile 3`). The perfect player plays Staircase Nim
//! on the rises `d_i = a_i − a_{i−1}`, read from the right (`sg_core::staircase::OddStep`).

use sg_core::Solver;
use sg_core::staircase::{StairMove, odd_steps, steps_of_nondecreasing};
use workbench::play::heaps::{self, Take, Vocabulary};
use workbench::play::{Part, Play, Words};

use crate::model::{self, PebbleRules};
use crate::{Input, KamPebbles};

/// KAM's words: `take 2 from pile 3`.
const WORDS: Vocabulary = Vocabulary {
    verbs: &["take", "remove"],
    heap: &["pile", "heap"],
    from: "from",
    unit: "pebbles",
};

impl Play for KamPebbles {
    type Position = Vec<u64>;
    type Move = Take;
    type Model = Solver<PebbleRules>;

    const SHORT_FORM: &'static str = "the piles, non-decreasing: `grundy play kam-pebbles 1 2 4`";
    const MOVE_EXAMPLE: &'static str = "take 2 from pile 3";

    fn positions(input: &Input) -> Result<Vec<Vec<u64>>, String> {
        Ok(input.tests.clone())
    }
    fn from_words(words: &Words) -> Result<Vec<u64>, String> {
        let row = heaps::heaps_from_words(words)?;
        match row.windows(2).position(|w| w[0] > w[1]) {
            Some(i) => Err(format!(
                "the piles must not decrease: pile {} has {}, pile {} has {}",
                i + 1,
                row[i],
                i + 2,
                row[i + 1]
            )),
            None => Ok(row),
        }
    }
    fn picture(_: &Vec<u64>) -> Vec<String> {
        vec!["A move takes from one pile; no pile may drop below the one on its left.".into()]
    }
    /// The staircase's odd steps: the rises of the last pile, the third from last, and so on.
    fn parts(row: &Vec<u64>) -> Vec<Part> {
        let rise = |i: usize| row[i] - if i == 0 { 0 } else { row[i - 1] };
        let odd = (0..row.len()).rev().step_by(2);
        odd.map(|i| Part {
            label: format!("rise of pile {}", i + 1),
            value: Some(u128::from(rise(i))),
        })
        .collect()
    }
    fn moves(row: &Vec<u64>) -> impl Iterator<Item = Take> + '_ {
        (0..row.len()).flat_map(move |heap| {
            let least = if heap == 0 { 0 } else { row[heap - 1] };
            (least..row[heap]).rev().map(move |to| Take { heap, to })
        })
    }
    fn play(row: &Vec<u64>, take: &Take) -> Vec<u64> {
        heaps::after(row, *take)
    }
    fn describe(row: &Vec<u64>, take: &Take) -> String {
        WORDS.describe(row, *take)
    }
    fn parse_move(row: &Vec<u64>, words: &Words) -> Result<Take, String> {
        let take = WORDS.parse(row, words, &[])?;
        match take.heap.checked_sub(1).map(|left| row[left]) {
            Some(least) if take.to < least => Err(format!(
                "pile {} would drop below pile {}'s {least}: the row must not decrease",
                take.heap + 1,
                take.heap
            )),
            _ => Ok(take),
        }
    }
    fn wins(row: &Vec<u64>) -> bool {
        crate::first_player_wins(row)
    }
    /// Step `j` (from 0) is the rise of pile `n − 1 − j`: lowering an odd step takes from that
    /// pile, raising it takes from the pile on its left.
    fn winning_moves(row: &Vec<u64>) -> impl Iterator<Item = Take> + '_ {
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
    fn why_lost(_: &Vec<u64>) -> String {
        "the rises of the last pile, the third from last, and so on XOR to 0: the odd steps of a \
         lost Staircase Nim"
            .into()
    }
    fn new_model(_: &Vec<u64>) -> Solver<PebbleRules> {
        Solver::new(PebbleRules)
    }
    fn model_wins(solver: &mut Solver<PebbleRules>, row: &Vec<u64>) -> bool {
        model::first_player_wins(solver, row)
    }
}
