//! Lasker's Nim at the table: heaps in order, a move takes from one heap (`take 2 from heap
//! 3`) or splits one in two (`split heap 3 into 1 and 4`). Each heap is a component worth
//! `g(x)`, so the perfect player plays as `sg_core::winning` does: in a heap whose value
//! `g(x) ⊕ s` lowers, to an option of that value.

use sg_core::game::Take;
use workbench::play::heaps::{self, NIM_WORDS};
use workbench::play::words::component;
use workbench::play::{Part, Play, Playable, Start, Words};

use crate::model::{Change, Move, Rules};
use crate::{Input, LaskerNim, grundy};

/// Heaps from this on are not played: their values would not fit the 64 bits of
/// `sg_core::winning` (the judge path takes any `u64`, in 128 bits).
pub const HEAPS: u64 = 1 << 63;

/// The splits `(a, x − a)` a hint looks through, by the smaller part: all of them for heaps up
/// to twice this. (A winning move is always found at once: a take, or the split `(1, x − 1)`.)
pub const SPLITS_SEARCHED: u64 = 1 << 16;

/// The value of a heap below [`HEAPS`], which fits 64 bits.
fn value(x: u64) -> u64 {
    grundy(x) as u64
}

/// Every move of a heap of `x` to an option of value `target`: `g` is an involution (it swaps
/// `4m + 3` and `4m + 4`), so the one take to value `t` goes to `g(t)`; then the splits
/// `(a, x − a)` with `g(a) ⊕ g(x − a) = t`.
fn changes_to(x: u64, target: u64) -> impl Iterator<Item = Change> {
    let take = u64::try_from(grundy(target)).ok().filter(|&to| to < x).map(Change::To);
    let splits = (1..=(x / 2).min(SPLITS_SEARCHED))
        .filter(move |&a| (grundy(a) ^ grundy(x - a)) as u64 == target)
        .map(Change::Split);
    take.into_iter().chain(splits)
}

/// The heaps in words and at the table, if every one is below [`HEAPS`].
fn playable(heaps: Vec<u64>) -> Result<Start<Board>, String> {
    match heaps.iter().find(|&&h| h >= HEAPS) {
        Some(h) => {
            Err(format!("play takes heaps below 2^63, not {h} (their values must fit 64 bits)"))
        }
        None => Ok(Start { game: Board, position: heaps }),
    }
}

/// Lasker's Nim at the table: the model's rules, with the closed form of a heap's value.
#[derive(Debug, Clone, Copy)]
pub struct Board;

impl Playable for Board {
    type Rules = Rules;

    fn rules(&self) -> &Rules {
        &Rules
    }
    fn picture(&self, _: &Vec<u64>) -> Vec<String> {
        vec!["A move takes from one heap, or splits one into two non-empty heaps.".into()]
    }
    /// A heap of `x` is worth `x − 1`, `x`, `x`, `x + 1` for `x ≡ 0, 1, 2, 3 (mod 4)`.
    fn parts(&self, heaps: &Vec<u64>) -> Vec<Part> {
        heaps::parts(heaps, "heap", |h| Some(grundy(h)))
    }
    fn describe(&self, heaps: &Vec<u64>, m: &Move) -> String {
        let x = heaps[m.heap];
        match m.change {
            Change::To(to) => NIM_WORDS.describe(heaps, Take { heap: m.heap, to }),
            Change::Split(a) => format!("split heap {} into {a} and {}", m.heap + 1, x - a),
        }
    }
    fn parse_move(&self, heaps: &Vec<u64>, typed: &str) -> Result<Move, String> {
        let words = Words::parse(typed)?;
        if !words.has(&["split"]) {
            let take = NIM_WORDS.parse(heaps, &words, &["split", "into"])?;
            return Ok(Move { heap: take.heap, change: Change::To(take.to) });
        }
        let example = LaskerNim::MOVE_EXAMPLE;
        words.only(&["split", "heap", "pile", "into", "in"], false, example)?;
        words.numbered_only(&["heap", "pile", "into", "in"], example)?;
        let heap = component(&words, &["heap", "pile"], heaps.len(), "heap")?;
        let x = heaps[heap];
        let parts = words.numbers(&["into", "in"]);
        let a = match parts[..] {
            [a] if a < x => a,
            [a, b] if a.checked_add(b) == Some(x) => a,
            [_, _] => return Err(format!("the two heaps must add up to heap {}'s {x}", heap + 1)),
            _ => {
                return Err(format!(
                    "split heap {} into what? e.g. `split heap {} into 1 and {}`",
                    heap + 1,
                    heap + 1,
                    x.saturating_sub(1)
                ));
            }
        };
        let a = a.min(x - a);
        if a == 0 {
            return Err("both heaps of a split must be non-empty".into());
        }
        Ok(Move { heap, change: Change::Split(a) })
    }
    fn wins(&self, heaps: &Vec<u64>) -> bool {
        crate::first_player_wins(heaps)
    }
    /// Heap by heap, with `s` the nim-sum of the values: the moves of heap `x` to an option of
    /// value `g(x) ⊕ s` (none anywhere when `s = 0`).
    fn winning_moves<'a>(&'a self, heaps: &'a Vec<u64>) -> impl Iterator<Item = Move> + 'a {
        let sum = heaps.iter().fold(0, |sum, &x| sum ^ value(x));
        let won = if sum == 0 { &heaps[..0] } else { &heaps[..] };
        won.iter().enumerate().flat_map(move |(heap, &x)| {
            changes_to(x, value(x) ^ sum).map(move |change| Move { heap, change })
        })
    }
}

impl Play for LaskerNim {
    type Game = Board;

    const SHORT_FORM: &'static str = "the heap sizes: `grundy play lasker-nim 2 3 7`";
    const MOVE_EXAMPLE: &'static str = "split heap 3 into 1 and 6";

    fn games(input: &Input) -> Result<Vec<Start<Board>>, String> {
        input.tests.iter().map(|heaps| playable(heaps.clone())).collect()
    }
    fn from_words(words: &Words) -> Result<Start<Board>, String> {
        playable(heaps::heaps_from_words(words)?)
    }
}
