//! Nim at the table: heaps in order, a move takes from one heap (`take 2 from heap 3`), and
//! the perfect player's winning moves are Bouton's, from `sg_core::winning`.

use sg_core::game::{NimRules, Take};
use workbench::play::heaps::{self, NIM_WORDS};
use workbench::play::{Part, Play, Playable, Start, Words};

use crate::{Input, Nim};

/// Nim at the table: sg-core's rules of Nim, with Bouton's insight.
#[derive(Debug, Clone, Copy)]
pub struct Board;

impl Playable for Board {
    type Rules = NimRules;

    fn rules(&self) -> &NimRules {
        &NimRules
    }
    /// A heap of `h` is worth `h`.
    fn parts(&self, heaps: &Vec<u64>) -> Vec<Part> {
        heaps::parts(heaps, "heap", |h| Some(u128::from(h)))
    }
    fn describe(&self, heaps: &Vec<u64>, take: &Take) -> String {
        NIM_WORDS.describe(heaps, *take)
    }
    fn parse_move(&self, heaps: &Vec<u64>, typed: &str) -> Result<Take, String> {
        NIM_WORDS.parse(heaps, &Words::parse(typed)?, &[])
    }
    fn wins(&self, heaps: &Vec<u64>) -> bool {
        crate::first_player_wins(heaps)
    }
    /// Bouton: lower a heap `h` to `h ⊕ s` where that is smaller (`sg_core::winning`).
    fn winning_moves<'a>(&'a self, heaps: &'a Vec<u64>) -> impl Iterator<Item = Take> + 'a {
        sg_core::winning::winning_moves(heaps).map(|m| Take { heap: m.component, to: m.then })
    }
}

impl Play for Nim {
    type Game = Board;

    const SHORT_FORM: &'static str = "the heap sizes: `grundy play nim 3 4 5`";
    const MOVE_EXAMPLE: &'static str = "take 2 from heap 3";

    fn games(input: &Input) -> Result<Vec<Start<Board>>, String> {
        Ok(input.tests.iter().map(|heaps| Start { game: Board, position: heaps.clone() }).collect())
    }
    fn from_words(words: &Words) -> Result<Start<Board>, String> {
        Ok(Start { game: Board, position: heaps::heaps_from_words(words)? })
    }
}
