//! Grundy's Game at the table: heaps in order, and a move splits one heap into two unequal
//! non-empty heaps (`split heap 2 into 3 and 7`). The moves are the model's ([`Row`], built on
//! [`model::Rules`]); the insight is the crate doc's: each heap is a component worth `g(n)`,
//! computed for every heap up to the largest at the start by sg-core's sparse-space engine (which
//! the crate's tests hold to the definition up to 3000 and run to 10^6; splits never make a heap
//! larger), and the player to move wins iff the values XOR to non-zero.

use std::sync::Arc;

use sg_core::Game;
use sg_core::octal::OctalGame;
use sg_core::octal::sparse::{Engine, Options};
use workbench::play::heaps::{self, heaps_from_words};
use workbench::play::words::component;
use workbench::play::{Part, Play, Playable, Start, Words};

use crate::model::{self, Row, Split};
use crate::{GrundysGame, Input, PROVEN_UP_TO};

/// The most heaps a typed position holds (a row is drawn and valued heap by heap).
pub const MOST_HEAPS: usize = 1000;

/// Grundy's Game at the table: the model's rules, with `g(0..=largest)` computed once.
#[derive(Debug, Clone)]
pub struct Board {
    values: Arc<Engine>,
}

impl Board {
    /// The value of a heap no larger than the largest at the start.
    fn value(&self, n: u64) -> u32 {
        usize::try_from(n).map_or(0, |n| self.values.get(n))
    }

    /// The XOR of the heaps' values.
    fn nim_sum(&self, heaps: &[u64]) -> u32 {
        heaps.iter().fold(0, |sum, &n| sum ^ self.value(n))
    }
}

/// The values of every heap up to `largest` (at most [`PROVEN_UP_TO`]), by the engine.
///
/// # Complexity
/// The engine's, up to `largest`: about half a second at 10^5 and six at 10^6 (release build),
/// once per game or input; every move after that is O(heaps) to value and O(n) per heap to
/// find the winning splits.
fn values_up_to(largest: u64) -> Arc<Engine> {
    let game = OctalGame::new("4!.0").expect("Grundy's game is a valid code");
    let mut engine = Engine::new(&game, Options::default());
    engine.compute(largest.min(PROVEN_UP_TO) as usize, &mut |_| {});
    Arc::new(engine)
}

/// Refuses a heap above [`PROVEN_UP_TO`] (no value is computed beyond it).
fn in_range(heaps: &[u64]) -> Result<(), String> {
    match heaps.iter().find(|&&n| n > PROVEN_UP_TO) {
        Some(n) => {
            Err(format!("play takes heaps up to {PROVEN_UP_TO} (the values computed), not {n}"))
        }
        None => Ok(()),
    }
}

impl Playable for Board {
    type Rules = Row;

    fn rules(&self) -> &Row {
        &Row
    }
    fn picture(&self, _: &Vec<u64>) -> Vec<String> {
        vec![
            "A move splits one heap into two non-empty heaps of different sizes; heaps of 1 or 2 \
             cannot be split."
                .into(),
        ]
    }
    /// Each heap, worth `g(n)` (shown beside its size where the two differ).
    fn parts(&self, heaps: &Vec<u64>) -> Vec<Part> {
        heaps::parts(heaps, "heap", |n| Some(u128::from(self.value(n))))
    }
    fn describe(&self, _: &Vec<u64>, chosen: &Split) -> String {
        let parts: Vec<String> = chosen.into.iter().map(u64::to_string).collect();
        format!("split heap {} into {}", chosen.heap + 1, parts.join(" and "))
    }
    /// `split heap 2 into 3 and 7` (`pile` for `heap`, the parts in either order, one part
    /// alone, or no heap named when there is only one).
    fn parse_move(&self, heaps: &Vec<u64>, typed: &str) -> Result<Split, String> {
        let example = GrundysGame::MOVE_EXAMPLE;
        let words = Words::parse(typed)?;
        words.only(&["split", "heap", "pile", "into", "in", "and"], false, example)?;
        words.numbered_only(&["heap", "pile", "into", "in", "and"], example)?;
        let heap = component(&words, &["heap", "pile"], heaps.len(), "heap")?;
        let n = heaps[heap];
        let parts = words.numbers(&["into", "in", "and"]);
        let a = match parts[..] {
            [a] if a < n => a,
            [a, b] if a.checked_add(b) == Some(n) => a,
            [_] => return Err(format!("heap {} has only {n}", heap + 1)),
            [_, _] => return Err(format!("the two heaps must add up to heap {}'s {n}", heap + 1)),
            _ => {
                return Err(format!(
                    "split heap {} into what? e.g. `split heap {} into 1 and {}`",
                    heap + 1,
                    heap + 1,
                    n.saturating_sub(1)
                ));
            }
        };
        let (small, large) = (a.min(n - a), a.max(n - a));
        if small == 0 {
            return Err("both heaps of a split must be non-empty".into());
        }
        if small == large {
            return Err(format!("the two heaps must differ in size, not both {small}"));
        }
        let into = vec![small, large];
        match model::Rules.moves(&n).contains(&into) {
            true => Ok(Split { heap, into }),
            false => Err(format!("{small} and {large} is not a split of heap {}", heap + 1)),
        }
    }
    fn wins(&self, heaps: &Vec<u64>) -> bool {
        self.nim_sum(heaps) != 0
    }
    /// Heap by heap, with `s` the nim-sum of the values: the splits `(a, n − a)` of heap `n`
    /// with `g(a) ⊕ g(n − a) = g(n) ⊕ s` (none anywhere when `s = 0`). O(n) per heap.
    fn winning_moves<'a>(&'a self, heaps: &'a Vec<u64>) -> impl Iterator<Item = Split> + 'a {
        let sum = self.nim_sum(heaps);
        let won = if sum == 0 { &heaps[..0] } else { &heaps[..] };
        won.iter().enumerate().flat_map(move |(heap, &n)| {
            let target = self.value(n) ^ sum;
            (1..n.div_ceil(2))
                .filter(move |&a| self.value(a) ^ self.value(n - a) == target)
                .map(move |a| Split { heap, into: vec![a, n - a] })
        })
    }
}

impl Play for GrundysGame {
    type Game = Board;

    const SHORT_FORM: &'static str = "the heap sizes: `grundy play grundys-game 20`";
    const MOVE_EXAMPLE: &'static str = "split heap 1 into 3 and 17";

    /// One game per heap, all sharing the values up to the input's largest heap.
    fn games(input: &Input) -> Result<Vec<Start<Board>>, String> {
        in_range(&input.heaps)?;
        let values = values_up_to(input.heaps.iter().copied().max().unwrap_or(0));
        let start = |&n: &u64| Start { game: Board { values: values.clone() }, position: vec![n] };
        Ok(input.heaps.iter().map(start).collect())
    }
    fn from_words(words: &Words) -> Result<Start<Board>, String> {
        let heaps = heaps_from_words(words)?;
        in_range(&heaps)?;
        if heaps.len() > MOST_HEAPS {
            return Err(format!("at most {MOST_HEAPS} heaps, not {}", heaps.len()));
        }
        let values = values_up_to(heaps.iter().copied().max().unwrap_or(0));
        Ok(Start { game: Board { values }, position: heaps })
    }
}
