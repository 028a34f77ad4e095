//! Nim at the table: heaps in order, a move takes from one heap (`take 2 from heap 3`), and
//! the perfect player's winning moves are Bouton's, from `sg_core::winning`.

use sg_core::Solver;
use workbench::play::heaps::{self, NIM_WORDS, Take};
use workbench::play::{Part, Play, Words};

use crate::model::{self, NimRules};
use crate::{Input, Nim};

impl Play for Nim {
    type Position = Vec<u64>;
    type Move = Take;
    type Model = Solver<NimRules>;

    const SHORT_FORM: &'static str = "the heap sizes: `grundy play nim 3 4 5`";
    const MOVE_EXAMPLE: &'static str = "take 2 from heap 3";

    fn positions(input: &Input) -> Result<Vec<Vec<u64>>, String> {
        Ok(input.tests.clone())
    }
    fn from_words(words: &Words) -> Result<Vec<u64>, String> {
        heaps::heaps_from_words(words)
    }
    fn picture(_: &Vec<u64>) -> Vec<String> {
        Vec::new()
    }
    /// A heap of `h` is worth `h`.
    fn parts(heaps: &Vec<u64>) -> Vec<Part> {
        heaps::parts(heaps, "heap", |h| Some(u128::from(h)))
    }
    fn moves(heaps: &Vec<u64>) -> impl Iterator<Item = Take> + '_ {
        heaps::takes(heaps)
    }
    fn play(heaps: &Vec<u64>, take: &Take) -> Vec<u64> {
        heaps::after(heaps, *take)
    }
    fn describe(heaps: &Vec<u64>, take: &Take) -> String {
        NIM_WORDS.describe(heaps, *take)
    }
    fn parse_move(heaps: &Vec<u64>, words: &Words) -> Result<Take, String> {
        NIM_WORDS.parse(heaps, words, &[])
    }
    fn wins(heaps: &Vec<u64>) -> bool {
        crate::first_player_wins(heaps)
    }
    /// Bouton: lower a heap `h` to `h ⊕ s` where that is smaller (`sg_core::winning`).
    fn winning_moves(heaps: &Vec<u64>) -> impl Iterator<Item = Take> + '_ {
        sg_core::winning::winning_moves(heaps).map(|m| Take { heap: m.component, to: m.then })
    }
    fn new_model(_: &Vec<u64>) -> Solver<NimRules> {
        Solver::new(NimRules)
    }
    fn model_wins(solver: &mut Solver<NimRules>, heaps: &Vec<u64>) -> bool {
        model::first_player_wins(solver, heaps)
    }
}
