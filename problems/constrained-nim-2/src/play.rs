//! Constrained Nim 2 at the table: heaps in order, a move takes `L` to `R` stones from one heap
//! (`take 2 from heap 3`); the perfect player moves a heap into the runs of the value it needs.

use sg_core::game::Take;
use workbench::play::heaps::{self, NIM_WORDS};
use workbench::play::{Part, Play, Playable, Start, Words};

use crate::model::Rules;
use crate::{ConstrainedNim2, Input, Takes};

/// One game at the table: the move rule, whose closed form `g(x) = ⌊(x mod (L + R)) / L⌋` is
/// the insight.
#[derive(Debug, Clone, Copy)]
pub struct Board {
    rules: Rules,
}

impl Board {
    /// The nim-sum of the heaps' values.
    fn sum(&self, heaps: &[u64]) -> u64 {
        heaps.iter().fold(0, |s, &x| s ^ self.rules.0.grundy(x))
    }
}

impl Playable for Board {
    type Rules = Rules;

    fn rules(&self) -> &Rules {
        &self.rules
    }
    fn picture(&self, _: &Vec<u64>) -> Vec<String> {
        let Takes { l, r } = self.rules.0;
        vec![format!("A move takes {l} to {r} stones from one heap.")]
    }
    /// A heap of `x` is worth `⌊(x mod (L + R)) / L⌋`.
    fn parts(&self, heaps: &Vec<u64>) -> Vec<Part> {
        heaps::parts(heaps, "heap", |x| Some(u128::from(self.rules.0.grundy(x))))
    }
    fn describe(&self, heaps: &Vec<u64>, take: &Take) -> String {
        NIM_WORDS.describe(heaps, *take)
    }
    fn parse_move(&self, heaps: &Vec<u64>, typed: &str) -> Result<Take, String> {
        let take = NIM_WORDS.parse(heaps, &Words::parse(typed)?, &[])?;
        let taken = heaps[take.heap] - take.to;
        let Takes { l, r } = self.rules.0;
        if taken < l || taken > r {
            return Err(format!("a move takes {l} to {r} stones, not {taken}"));
        }
        Ok(take)
    }
    fn wins(&self, heaps: &Vec<u64>) -> bool {
        self.sum(heaps) != 0
    }
    /// Each heap `x` to every size of value `g(x) ⊕ s` in its window (at most two runs).
    fn winning_moves<'a>(&'a self, heaps: &'a Vec<u64>) -> impl Iterator<Item = Take> + 'a {
        let sum = self.sum(heaps);
        let takes = self.rules.0;
        heaps.iter().enumerate().filter(move |_| sum != 0).flat_map(move |(heap, &x)| {
            let target = takes.grundy(x) ^ sum;
            takes
                .moves_to(x, target)
                .into_iter()
                .flat_map(move |(low, high)| (low..=high).rev().map(move |to| Take { heap, to }))
        })
    }
}

impl Play for ConstrainedNim2 {
    type Game = Board;

    const SHORT_FORM: &'static str =
        "the takes and the heaps: `grundy play constrained-nim-2 takes 2 5 heaps 7 9 11`";
    const MOVE_EXAMPLE: &'static str = "take 2 from heap 1";

    fn games(input: &Input) -> Result<Vec<Start<Board>>, String> {
        let game = Board { rules: Rules(input.takes) };
        Ok(vec![Start { game, position: input.heaps.clone() }])
    }
    fn from_words(words: &Words) -> Result<Start<Board>, String> {
        let example = "takes 2 5 heaps 7 9 11";
        words.only(&["take", "heap", "pile"], false, example)?;
        let heaps = words.numbers(&["heap", "pile"]);
        match words.numbers(&["take"])[..] {
            [l, r] if l >= 1 && l <= r && !heaps.is_empty() => {
                Ok(Start { game: Board { rules: Rules(Takes { l, r }) }, position: heaps })
            }
            [l, r] if l == 0 || r < l => {
                Err(format!("a move takes L to R stones, 1 ≤ L ≤ R, not {l} to {r}"))
            }
            _ => Err(format!("give the takes L R and the heaps, e.g. `{example}`")),
        }
    }
}
