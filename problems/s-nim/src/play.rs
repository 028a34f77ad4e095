//! S-Nim at the table: heaps in order, a move removes a number of beads from `S` from one heap
//! (`remove 2 from heap 1`); the perfect player reads the heaps' values off the proven period.

use std::rc::Rc;

use sg_core::winning::Component;
use sg_core::{Solver, SubtractionGame};
use workbench::play::heaps::{self, Take, Vocabulary};
use workbench::play::{Part, Play, Shared, Words};

use crate::model::{self, SNimRules};
use crate::{Input, SNim, Values};

/// S-Nim's words: `remove 2 from heap 1` (also `take`, `pile`).
const WORDS: Vocabulary =
    Vocabulary { verbs: &["remove", "take"], heap: &["heap", "pile"], from: "from", unit: "beads" };

/// A position: the move set, the heaps, and the values of every heap size up to the largest
/// the game started with (heaps only shrink), shared by the positions of a game.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Position {
    moves: Rc<[u64]>,
    values: Shared<Values>,
    heaps: Vec<u64>,
}

impl Position {
    /// The position of `heaps` under `game`.
    ///
    /// # Errors
    /// As [`Values::up_to`] for the largest heap.
    fn new(game: &SubtractionGame, heaps: Vec<u64>) -> Result<Self, String> {
        let values = Values::up_to(game, heaps.iter().copied().max().unwrap_or(0))?;
        Ok(Self { moves: game.moves().into(), values: Shared::new(values), heaps })
    }

    fn heap(&self, index: usize) -> SHeap<'_> {
        SHeap { size: self.heaps[index], position: self }
    }
}

/// A heap as a component of the sum: its value is `g(h)`, its moves remove a member of `S`.
struct SHeap<'a> {
    size: u64,
    position: &'a Position,
}

impl Component for SHeap<'_> {
    type Move = u64;

    fn value(&self) -> u64 {
        self.position.values.get(self.size)
    }

    /// The sizes `h − s` of value `target`, `s ∈ S` ascending.
    fn moves_to(&self, target: u64) -> impl Iterator<Item = u64> {
        let (h, p) = (self.size, self.position);
        p.moves
            .iter()
            .take_while(move |&&s| s <= h)
            .map(move |&s| h - s)
            .filter(move |&to| p.values.get(to) == target)
    }
}

impl Play for SNim {
    type Position = Position;
    type Move = Take;
    type Model = Solver<SNimRules>;

    const SHORT_FORM: &'static str =
        "the move set and the heaps: `grundy play s-nim moves 2 5 heaps 7 9 11`";
    const MOVE_EXAMPLE: &'static str = "remove 2 from heap 1";

    fn positions(input: &Input) -> Result<Vec<Position>, String> {
        let mut positions = Vec::new();
        for test in &input.tests {
            for heaps in &test.positions {
                positions.push(Position::new(&test.game, heaps.clone())?);
            }
        }
        Ok(positions)
    }
    fn from_words(words: &Words) -> Result<Position, String> {
        words.only(&["move", "set", "s", "heap", "pile"], false, "moves 2 5 heaps 7 9 11")?;
        let moves = words.numbers(&["move", "set", "s"]);
        let heaps = words.numbers(&["heap", "pile"]);
        let missing = match (moves.is_empty(), heaps.is_empty()) {
            (true, true) => Some("the move set and the heaps are missing"),
            (true, false) => Some("the move set is missing (numbers after `moves`)"),
            (false, true) => Some("the heaps are missing (numbers after `heaps`)"),
            (false, false) => None,
        };
        if let Some(missing) = missing {
            return Err(format!("{missing}: give e.g. `moves 2 5 heaps 7 9 11`"));
        }
        let game = SubtractionGame::new(moves).map_err(|e| e.to_string())?;
        Position::new(&game, heaps)
    }
    fn picture(p: &Position) -> Vec<String> {
        let moves: Vec<String> = p.moves.iter().map(u64::to_string).collect();
        vec![format!("A move removes exactly {} beads from one heap.", moves.join(" or "))]
    }
    /// A heap is worth `g(h) = mex { g(h − s) : s ∈ S }`.
    fn parts(p: &Position) -> Vec<Part> {
        heaps::parts(&p.heaps, "heap", |h| Some(u128::from(p.values.get(h))))
    }
    fn moves(p: &Position) -> impl Iterator<Item = Take> + '_ {
        (0..p.heaps.len()).flat_map(move |heap| {
            let h = p.heaps[heap];
            p.moves.iter().take_while(move |&&s| s <= h).map(move |&s| Take { heap, to: h - s })
        })
    }
    fn play(p: &Position, take: &Take) -> Position {
        Position { heaps: heaps::after(&p.heaps, *take), ..p.clone() }
    }
    fn describe(p: &Position, take: &Take) -> String {
        WORDS.describe(&p.heaps, *take)
    }
    fn parse_move(p: &Position, words: &Words) -> Result<Take, String> {
        let take = WORDS.parse(&p.heaps, words, &[])?;
        let removed = p.heaps[take.heap] - take.to;
        if p.moves.binary_search(&removed).is_err() {
            let allowed: Vec<String> = p.moves.iter().map(u64::to_string).collect();
            return Err(format!(
                "a move removes exactly {} beads, not {removed}",
                allowed.join(" or ")
            ));
        }
        Ok(take)
    }
    fn wins(p: &Position) -> bool {
        (0..p.heaps.len()).fold(0, |sum, i| sum ^ p.heap(i).value()) != 0
    }
    /// The moves of a heap to a size of value `g(h) ⊕ s` (`sg_core::winning`).
    fn winning_moves(p: &Position) -> impl Iterator<Item = Take> + '_ {
        let parts: Vec<SHeap<'_>> = (0..p.heaps.len()).map(|i| p.heap(i)).collect();
        let found: Vec<Take> = sg_core::winning::winning_moves(&parts)
            .map(|m| Take { heap: m.component, to: m.then })
            .collect();
        found.into_iter()
    }
    fn new_model(start: &Position) -> Solver<SNimRules> {
        Solver::new(SNimRules { moves: start.moves.to_vec() })
    }
    fn model_wins(solver: &mut Solver<SNimRules>, p: &Position) -> bool {
        model::first_player_wins(solver, &p.heaps)
    }
}
