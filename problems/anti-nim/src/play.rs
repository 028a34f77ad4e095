//! John at the table: misère Nim, heaps in order, a move eats from one colour (`eat 2 of
//! colour 3`), and the player who eats the last M&M loses.

use sg_core::Moves;
use sg_core::game::Take;
use workbench::play::heaps::{self, Vocabulary};
use workbench::play::{Part, Play, Playable, Start, Words};

use crate::model::Rules;
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

/// Misère Nim at the table: Nim's moves played misère, with the anti-SG rule as the insight.
#[derive(Debug, Clone, Copy)]
pub struct Board;

impl Playable for Board {
    type Rules = Rules;

    fn rules(&self) -> &Rules {
        &Rules
    }
    fn misere(&self) -> bool {
        true
    }
    fn picture(&self, heaps: &Vec<u64>) -> Vec<String> {
        let (_, big) = summary(heaps);
        vec![format!(
            "Whoever eats the last M&M loses. Colours with more than one M&M: {big}{}",
            if big == 0 { " (then the nim-sum decides the other way round)" } else { "" }
        )]
    }
    /// A colour of `h` is worth `h`, as in Nim; the misère rule reads their nim-sum.
    fn parts(&self, heaps: &Vec<u64>) -> Vec<Part> {
        heaps::parts(heaps, "colour", |h| Some(u128::from(h)))
    }
    fn describe(&self, heaps: &Vec<u64>, take: &Take) -> String {
        WORDS.describe(heaps, *take)
    }
    fn parse_move(&self, heaps: &Vec<u64>, typed: &str) -> Result<Take, String> {
        WORDS.parse(heaps, &Words::parse(typed)?, &[])
    }
    fn wins(&self, heaps: &Vec<u64>) -> bool {
        crate::first_player_wins(heaps)
    }
    /// A winning move leaves a lost position: nim-sum 0 with a heap above 1 (the heap goes to
    /// `h ⊕ s`), or only 0s and 1s with an odd number of 1s (the heap goes to 0 or 1). So the
    /// candidates per heap are `h ⊕ s`, 1 and 0, each checked by the rule in O(1).
    fn winning_moves<'a>(&'a self, heaps: &'a Vec<u64>) -> impl Iterator<Item = Take> + 'a {
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
    fn why_winning(&self, heaps: &Vec<u64>, take: &Take) -> String {
        let after = self.rules().play(heaps, take);
        match summary(&after) {
            (_, 0) => {
                "it leaves only single M&Ms, an odd number of them: you eat the last one".into()
            }
            _ => "it leaves nim-sum 0 with a colour above 1, which loses in misère play as in Nim"
                .into(),
        }
    }
    fn why_lost(&self, heaps: &Vec<u64>) -> String {
        match summary(heaps) {
            (_, 0) => "an odd number of single M&Ms: each move leaves an even number".into(),
            _ => "the nim-sum is 0 with a colour above 1: every move makes it non-zero and \
                  leaves a colour above 1"
                .into(),
        }
    }
}

impl Play for AntiNim {
    type Game = Board;

    const SHORT_FORM: &'static str = "the sizes of the colours: `grundy play anti-nim 1 2 3`";
    const MOVE_EXAMPLE: &'static str = "eat 2 of colour 3";

    fn games(input: &Input) -> Result<Vec<Start<Board>>, String> {
        Ok(input.tests.iter().map(|heaps| Start { game: Board, position: heaps.clone() }).collect())
    }
    fn from_words(words: &Words) -> Result<Start<Board>, String> {
        Ok(Start { game: Board, position: heaps::heaps_from_words(words)? })
    }
}
