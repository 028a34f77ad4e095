//! Constrained Nim at the table: heaps in order, a move takes from one heap (`take 2 from heap
//! 3`) unless that take is forbidden; the perfect player reads the heaps' values off the
//! exceptions ([`Values`]).

use sg_core::game::Take;
use sg_core::winning::Component;
use workbench::play::heaps::{self, NIM_WORDS};
use workbench::play::{Part, Play, Playable, Start, Words};

use crate::model::Rules;
use crate::values::Values;
use crate::{ConstrainedNim, Input};

/// One game at the table: the rules under its forbidden moves, and the heaps' values under
/// them (the insight).
#[derive(Debug, Clone)]
pub struct Board {
    rules: Rules,
    values: Values,
}

impl Board {
    /// The game under the forbidden pairs `(X, Y)`, each with `1 ≤ Y ≤ X`.
    ///
    /// # Complexity
    /// O(M log M).
    fn new(forbidden: &[(u64, u64)]) -> Self {
        Self { rules: Rules::new(forbidden), values: Values::new(forbidden) }
    }
}

/// A heap as a component of the sum: its value is `g(h)`, its moves every smaller heap not
/// forbidden.
struct Heap<'a> {
    size: u64,
    values: &'a Values,
}

impl Component for Heap<'_> {
    type Move = u64;

    fn value(&self) -> u64 {
        self.values.get(self.size)
    }

    /// The heaps of value `target` this one may move to, ascending.
    fn moves_to(&self, target: u64) -> impl Iterator<Item = u64> {
        self.values.moves_to(self.size, target).into_iter()
    }
}

impl Playable for Board {
    type Rules = Rules;

    fn rules(&self) -> &Rules {
        &self.rules
    }
    fn picture(&self, _: &Vec<u64>) -> Vec<String> {
        let pairs: Vec<String> =
            self.values.forbidden_pairs().take(12).map(|(x, y)| format!("{y} from {x}")).collect();
        if pairs.is_empty() {
            return vec!["No take is forbidden: this is plain Nim.".into()];
        }
        let more = self.values.forbidden_pairs().count().saturating_sub(pairs.len());
        let tail = if more > 0 { format!(" and {more} more") } else { String::new() };
        vec![format!(
            "Forbidden takes (stones from a heap of exactly): {}{tail}.",
            pairs.join(", ")
        )]
    }
    /// A heap of `h` is worth `g(h)`, read off the exceptions.
    fn parts(&self, heaps: &Vec<u64>) -> Vec<Part> {
        heaps::parts(heaps, "heap", |h| Some(u128::from(self.values.get(h))))
    }
    fn describe(&self, heaps: &Vec<u64>, take: &Take) -> String {
        NIM_WORDS.describe(heaps, *take)
    }
    fn parse_move(&self, heaps: &Vec<u64>, typed: &str) -> Result<Take, String> {
        let take = NIM_WORDS.parse(heaps, &Words::parse(typed)?, &[])?;
        let h = heaps[take.heap];
        if !self.rules.allows(h, take.to) {
            return Err(format!(
                "taking {} from a heap of exactly {h} stones is forbidden",
                h - take.to
            ));
        }
        Ok(take)
    }
    fn wins(&self, heaps: &Vec<u64>) -> bool {
        heaps.iter().fold(0, |sum, &h| sum ^ self.values.get(h)) != 0
    }
    /// The moves of a heap to a heap of value `g(h) ⊕ s` (`sg_core::winning`).
    fn winning_moves<'a>(&'a self, heaps: &'a Vec<u64>) -> impl Iterator<Item = Take> + 'a {
        let parts: Vec<Heap<'_>> =
            heaps.iter().map(|&size| Heap { size, values: &self.values }).collect();
        let found: Vec<Take> = sg_core::winning::winning_moves(&parts)
            .map(|m| Take { heap: m.component, to: m.then })
            .collect();
        found.into_iter()
    }
}

impl Play for ConstrainedNim {
    type Game = Board;

    const SHORT_FORM: &'static str = "the heaps, then the forbidden (heap, take) pairs: \
                                      `grundy play constrained-nim heaps 1 2 4 forbid 2 1 3 3`";
    const MOVE_EXAMPLE: &'static str = "take 2 from heap 3";

    fn games(input: &Input) -> Result<Vec<Start<Board>>, String> {
        Ok(vec![Start { game: Board::new(&input.forbidden), position: input.heaps.clone() }])
    }
    fn from_words(words: &Words) -> Result<Start<Board>, String> {
        let example = "heaps 1 2 4 forbid 2 1 3 3";
        words.only(&["heap", "pile", "forbid", "forbidden"], false, example)?;
        let heaps = words.numbers(&["heap", "pile"]);
        let pairs = words.numbers(&["forbid", "forbidden"]);
        if heaps.is_empty() {
            return Err(format!("give the heaps, e.g. `{example}`"));
        }
        if pairs.len() % 2 == 1 {
            return Err(
                "the forbidden moves come in pairs: a heap, then the take it forbids".into()
            );
        }
        let forbidden: Vec<(u64, u64)> = pairs.chunks(2).map(|p| (p[0], p[1])).collect();
        if let Some(&(x, y)) = forbidden.iter().find(|&&(x, y)| y == 0 || y > x) {
            return Err(format!("taking {y} from a heap of {x} is not a move to forbid"));
        }
        Ok(Start { game: Board::new(&forbidden), position: heaps })
    }
}
