//! John at the table: misère Nim, heaps in order, a move eats from one colour (`eat 2 of
//! colour 3`), and the player who eats the last M&M loses.

use sg_core::misere::MisereSolver;
use workbench::play::heaps::{self, Take, Vocabulary};
use workbench::play::{Part, Play, Words};

use crate::model::{self, Heap};
use crate::{AntiNim, Input};

/// John's words: `eat 2 of colour 3` (also `take`, `heap`).
const WORDS: Vocabulary = Vocabulary {
    verbs: &["eat", "take", "remove"],
    heap: &["colour", "color", "heap", "pile"],
    from: "of",
    unit: "M&Ms",
};

/// The nim-sum and the number of heaps above 1: what the anti-SG rule reads.
fn summary(heaps: &[u64]) -> (u64, usize) {
    (sg_core::nim_sum(heaps), heaps.iter().filter(|&&h| h > 1).count())
}

/// The anti-SG rule on a summary: the mover wins iff "nim-sum ≠ 0" and "a heap above 1" are
/// both true or both false.
fn mover_wins((sum, big): (u64, usize)) -> bool {
    (sum != 0) == (big != 0)
}

impl Play for AntiNim {
    type Position = Vec<u64>;
    type Move = Take;
    type Model = MisereSolver<Heap>;

    const MISERE: bool = true;
    const SHORT_FORM: &'static str = "the sizes of the colours: `grundy play anti-nim 1 2 3`";
    const MOVE_EXAMPLE: &'static str = "eat 2 of colour 3";

    fn positions(input: &Input) -> Result<Vec<Vec<u64>>, String> {
        Ok(input.tests.clone())
    }
    fn from_words(words: &Words) -> Result<Vec<u64>, String> {
        heaps::heaps_from_words(words)
    }
    fn picture(heaps: &Vec<u64>) -> Vec<String> {
        let (_, big) = summary(heaps);
        vec![format!(
            "Whoever eats the last M&M loses. Colours with more than one M&M: {big}{}",
            if big == 0 { " (then the nim-sum decides the other way round)" } else { "" }
        )]
    }
    /// A colour of `h` is worth `h`, as in Nim; the misère rule reads their nim-sum.
    fn parts(heaps: &Vec<u64>) -> Vec<Part> {
        heaps::parts(heaps, "colour", |h| Some(u128::from(h)))
    }
    fn moves(heaps: &Vec<u64>) -> impl Iterator<Item = Take> + '_ {
        heaps::takes(heaps)
    }
    fn play(heaps: &Vec<u64>, take: &Take) -> Vec<u64> {
        heaps::after(heaps, *take)
    }
    fn describe(heaps: &Vec<u64>, take: &Take) -> String {
        WORDS.describe(heaps, *take)
    }
    fn parse_move(heaps: &Vec<u64>, words: &Words) -> Result<Take, String> {
        WORDS.parse(heaps, words, &[])
    }
    fn wins(heaps: &Vec<u64>) -> bool {
        crate::first_player_wins(heaps)
    }
    /// A winning move leaves a lost position: nim-sum 0 with a heap above 1 (the heap goes to
    /// `h ⊕ s`), or only 0s and 1s with an odd number of 1s (the heap goes to 0 or 1). So the
    /// candidates per heap are `h ⊕ s`, 1 and 0, each checked by the rule in O(1).
    fn winning_moves(heaps: &Vec<u64>) -> impl Iterator<Item = Take> + '_ {
        let (sum, big) = summary(heaps);
        heaps.iter().enumerate().flat_map(move |(heap, &h)| {
            let mut targets = vec![h ^ sum, 1, 0];
            targets.sort_unstable_by(|a, b| b.cmp(a));
            targets.dedup();
            let loses = move |&to: &u64| {
                let big_after = big - usize::from(h > 1) + usize::from(to > 1);
                to < h && !mover_wins((sum ^ h ^ to, big_after))
            };
            targets.into_iter().filter(loses).map(move |to| Take { heap, to })
        })
    }
    fn why_winning(heaps: &Vec<u64>, take: &Take) -> String {
        let after = heaps::after(heaps, *take);
        match summary(&after) {
            (_, 0) => {
                "it leaves only single M&Ms, an odd number of them: you eat the last one".into()
            }
            _ => "it leaves nim-sum 0 with a colour above 1, which loses in misère play as in Nim"
                .into(),
        }
    }
    fn why_lost(heaps: &Vec<u64>) -> String {
        match summary(heaps) {
            (_, 0) => "an odd number of single M&Ms: each move leaves an even number".into(),
            _ => "the nim-sum is 0 with a colour above 1: every move makes it non-zero and \
                  leaves a colour above 1"
                .into(),
        }
    }
    fn new_model(_: &Vec<u64>) -> MisereSolver<Heap> {
        MisereSolver::new(Heap)
    }
    fn model_wins(solver: &mut MisereSolver<Heap>, heaps: &Vec<u64>) -> bool {
        model::first_player_wins(solver, heaps)
    }
}
