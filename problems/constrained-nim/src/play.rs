//! Constrained Nim at the table: heaps in order, a move takes from one heap (`take 2 from heap
//! 3`) unless that take is forbidden; the perfect player reads the heaps' values off the
//! exceptions ([`Values`]).

use sg_core::Solver;
use sg_core::winning::Component;
use workbench::play::heaps::{self, NIM_WORDS, Take};
use workbench::play::{Part, Play, Shared, Words};

use crate::model::ForbiddenTakes;
use crate::values::Values;
use crate::{ConstrainedNim, Input};

/// A position: the values under the game's forbidden moves (shared by the positions of one
/// game) and the heaps.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Position {
    values: Shared<Values>,
    heaps: Vec<u64>,
}

impl Position {
    fn new(heaps: Vec<u64>, forbidden: &[(u64, u64)]) -> Self {
        Self { values: Shared::new(Values::new(forbidden)), heaps }
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

impl Play for ConstrainedNim {
    type Position = Position;
    type Move = Take;
    type Model = Solver<ForbiddenTakes>;

    const SHORT_FORM: &'static str = "the heaps, then the forbidden (heap, take) pairs: \
                                      `grundy play constrained-nim heaps 1 2 4 forbid 2 1 3 3`";
    const MOVE_EXAMPLE: &'static str = "take 2 from heap 3";

    fn positions(input: &Input) -> Result<Vec<Position>, String> {
        Ok(vec![Position::new(input.heaps.clone(), &input.forbidden)])
    }
    fn from_words(words: &Words) -> Result<Position, String> {
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
        Ok(Position::new(heaps, &forbidden))
    }
    fn picture(p: &Position) -> Vec<String> {
        let pairs: Vec<String> =
            p.values.forbidden_pairs().take(12).map(|(x, y)| format!("{y} from {x}")).collect();
        if pairs.is_empty() {
            return vec!["No take is forbidden: this is plain Nim.".into()];
        }
        let more = p.values.forbidden_pairs().count().saturating_sub(pairs.len());
        let tail = if more > 0 { format!(" and {more} more") } else { String::new() };
        vec![format!(
            "Forbidden takes (stones from a heap of exactly): {}{tail}.",
            pairs.join(", ")
        )]
    }
    /// A heap of `h` is worth `g(h)`, read off the exceptions.
    fn parts(p: &Position) -> Vec<Part> {
        heaps::parts(&p.heaps, "heap", |h| Some(u128::from(p.values.get(h))))
    }
    fn moves(p: &Position) -> impl Iterator<Item = Take> + '_ {
        (0..p.heaps.len()).flat_map(move |heap| {
            let h = p.heaps[heap];
            (0..h)
                .rev()
                .filter(move |&to| !p.values.forbids(h, to))
                .map(move |to| Take { heap, to })
        })
    }
    fn play(p: &Position, take: &Take) -> Position {
        Position { heaps: heaps::after(&p.heaps, *take), ..p.clone() }
    }
    fn describe(p: &Position, take: &Take) -> String {
        NIM_WORDS.describe(&p.heaps, *take)
    }
    fn parse_move(p: &Position, words: &Words) -> Result<Take, String> {
        let take = NIM_WORDS.parse(&p.heaps, words, &[])?;
        let h = p.heaps[take.heap];
        if p.values.forbids(h, take.to) {
            return Err(format!(
                "taking {} from a heap of exactly {h} stones is forbidden",
                h - take.to
            ));
        }
        Ok(take)
    }
    fn wins(p: &Position) -> bool {
        p.heaps.iter().fold(0, |sum, &h| sum ^ p.values.get(h)) != 0
    }
    /// The moves of a heap to a heap of value `g(h) ⊕ s` (`sg_core::winning`).
    fn winning_moves(p: &Position) -> impl Iterator<Item = Take> + '_ {
        let parts: Vec<Heap<'_>> =
            p.heaps.iter().map(|&size| Heap { size, values: &p.values }).collect();
        let found: Vec<Take> = sg_core::winning::winning_moves(&parts)
            .map(|m| Take { heap: m.component, to: m.then })
            .collect();
        found.into_iter()
    }
    fn new_model(start: &Position) -> Solver<ForbiddenTakes> {
        let pairs: Vec<(u64, u64)> = start.values.forbidden_pairs().collect();
        Solver::new(ForbiddenTakes::new(&pairs))
    }
    fn model_wins(solver: &mut Solver<ForbiddenTakes>, p: &Position) -> bool {
        solver.grundy_of_sum(&p.heaps) != 0
    }
}
