//! S-Nim at the table: heaps in order, a move removes a number of beads from `S` from one heap
//! (`remove 2 from heap 1`); the perfect player reads the heaps' values off the proven period.

use std::rc::Rc;

use sg_core::SubtractionGame;
use sg_core::game::Take;
use sg_core::winning::Component;
use workbench::play::heaps::{self, Vocabulary};
use workbench::play::{Part, Play, Playable, Start, Words};

use crate::model::Rules;
use crate::{Input, SNim, Values};

/// S-Nim's words: `remove 2 from heap 1` (also `take`, `pile`).
const WORDS: Vocabulary =
    Vocabulary { verbs: &["remove", "take"], heap: &["heap", "pile"], from: "from", unit: "beads" };

/// One game at the table: the rules (the move set) and the values of every heap size up to
/// the largest the game started with (heaps only shrink), the insight.
#[derive(Debug, Clone)]
pub struct Board {
    rules: Rules,
    values: Rc<Values>,
}

/// The game of `game` from `heaps`.
///
/// # Errors
/// As [`Values::up_to`] for the largest heap.
fn start(game: &SubtractionGame, heaps: Vec<u64>) -> Result<Start<Board>, String> {
    let values = Values::up_to(game, heaps.iter().copied().max().unwrap_or(0))?;
    let rules = Rules { moves: game.moves().to_vec() };
    Ok(Start { game: Board { rules, values: Rc::new(values) }, position: heaps })
}

/// A heap as a component of the sum: its value is `g(h)`, its moves remove a member of `S`.
struct SHeap<'a> {
    size: u64,
    board: &'a Board,
}

impl Component for SHeap<'_> {
    type Move = u64;

    fn value(&self) -> u64 {
        self.board.values.get(self.size)
    }

    /// The sizes `h − s` of value `target`, `s ∈ S` ascending.
    fn moves_to(&self, target: u64) -> impl Iterator<Item = u64> {
        let (h, b) = (self.size, self.board);
        b.rules
            .moves
            .iter()
            .take_while(move |&&s| s <= h)
            .map(move |&s| h - s)
            .filter(move |&to| b.values.get(to) == target)
    }
}

impl Board {
    fn heaps<'a>(&'a self, heaps: &[u64]) -> Vec<SHeap<'a>> {
        heaps.iter().map(|&size| SHeap { size, board: self }).collect()
    }
}

impl Playable for Board {
    type Rules = Rules;

    fn rules(&self) -> &Rules {
        &self.rules
    }
    fn picture(&self, _: &Vec<u64>) -> Vec<String> {
        let moves: Vec<String> = self.rules.moves.iter().map(u64::to_string).collect();
        vec![format!("A move removes exactly {} beads from one heap.", moves.join(" or "))]
    }
    /// A heap is worth `g(h) = mex { g(h − s) : s ∈ S }`.
    fn parts(&self, heaps: &Vec<u64>) -> Vec<Part> {
        heaps::parts(heaps, "heap", |h| Some(u128::from(self.values.get(h))))
    }
    fn describe(&self, heaps: &Vec<u64>, take: &Take) -> String {
        WORDS.describe(heaps, *take)
    }
    fn parse_move(&self, heaps: &Vec<u64>, typed: &str) -> Result<Take, String> {
        let take = WORDS.parse(heaps, &Words::parse(typed)?, &[])?;
        let removed = heaps[take.heap] - take.to;
        if self.rules.moves.binary_search(&removed).is_err() {
            let allowed: Vec<String> = self.rules.moves.iter().map(u64::to_string).collect();
            return Err(format!(
                "a move removes exactly {} beads, not {removed}",
                allowed.join(" or ")
            ));
        }
        Ok(take)
    }
    fn wins(&self, heaps: &Vec<u64>) -> bool {
        self.heaps(heaps).iter().fold(0, |sum, heap| sum ^ heap.value()) != 0
    }
    /// The moves of a heap to a size of value `g(h) ⊕ s` (`sg_core::winning`).
    fn winning_moves<'a>(&'a self, heaps: &'a Vec<u64>) -> impl Iterator<Item = Take> + 'a {
        let found: Vec<Take> = sg_core::winning::winning_moves(&self.heaps(heaps))
            .map(|m| Take { heap: m.component, to: m.then })
            .collect();
        found.into_iter()
    }
}

impl Play for SNim {
    type Game = Board;

    const SHORT_FORM: &'static str =
        "the move set and the heaps: `grundy play s-nim moves 2 5 heaps 7 9 11`";
    const MOVE_EXAMPLE: &'static str = "remove 2 from heap 1";

    fn games(input: &Input) -> Result<Vec<Start<Board>>, String> {
        let mut games = Vec::new();
        for test in &input.tests {
            for heaps in &test.positions {
                games.push(start(&test.game, heaps.clone())?);
            }
        }
        Ok(games)
    }
    fn from_words(words: &Words) -> Result<Start<Board>, String> {
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
        start(&game, heaps)
    }
}
