//! Fibonacci Nim at the table: one heap and the most the next take may remove (`take 3`).

use workbench::play::words::{amount, component, counted};
use workbench::play::{Part, Play, Playable, Start, Words};

use crate::model::{Pile, Rules};
use crate::{FibonacciNim, Input, smallest_term, winning_takes, wins};

/// The words that say how many to leave rather than take.
const LEAVES: [&str; 3] = ["leave", "leaving", "to"];

/// Fibonacci Nim at the table: the model's rules, with the Zeckendorf insight.
#[derive(Debug, Clone, Copy)]
pub struct Board;

/// A game from `position`.
fn start(position: Pile) -> Start<Board> {
    Start { game: Board, position }
}

impl Playable for Board {
    type Rules = Rules;

    fn rules(&self) -> &Rules {
        &Rules
    }
    fn picture(&self, pile: &Pile) -> Vec<String> {
        if pile.limit == 0 && pile.heap > 0 {
            return vec![format!(
                "A heap of {}; no take is allowed (the first take may not empty the heap).",
                counted(pile.heap, "stones")
            )];
        }
        vec![format!(
            "A heap of {}; this take removes 1 to {}, the next one up to twice this one.",
            counted(pile.heap, "stones"),
            pile.limit
        )]
    }
    /// Only the outcome is known in closed form, not the Grundy value.
    fn parts(&self, pile: &Pile) -> Vec<Part> {
        vec![Part {
            label: format!("heap of {}, takes up to {}", pile.heap, pile.limit),
            value: None,
        }]
    }
    fn describe(&self, _: &Pile, take: &u64) -> String {
        format!("take {take}")
    }
    fn parse_move(&self, pile: &Pile, typed: &str) -> Result<u64, String> {
        let words = Words::parse(typed)?;
        words.only(
            &["take", "remove", "from", "pile", "heap", "leave", "leaving", "to"],
            false,
            "take 1",
        )?;
        let numbered = ["take", "remove", "leave", "leaving", "to", "pile", "heap"];
        words.numbered_only(&numbered, "take 1")?;
        component(&words, &["pile", "heap"], 1, "heap")?;
        let take = amount(&words, (&["take", "remove"], &LEAVES), pile.heap, "the heap", "stones")?;
        if take > pile.limit {
            return Err(format!("this take removes at most {}", counted(pile.limit, "stones")));
        }
        Ok(take)
    }
    fn wins(&self, pile: &Pile) -> bool {
        wins(pile.heap, pile.limit)
    }
    /// The sums of the smallest Zeckendorf terms that leave a smallest term above twice the take.
    fn winning_moves<'a>(&'a self, pile: &'a Pile) -> impl Iterator<Item = u64> + 'a {
        winning_takes(pile.heap, pile.limit).into_iter()
    }
    fn why_winning(&self, pile: &Pile, take: &u64) -> String {
        let left = pile.heap - take;
        if left == 0 {
            return "it takes the last stone".into();
        }
        format!(
            "it leaves {left}, whose smallest Zeckendorf term {} is more than the {} the opponent \
             may take",
            smallest_term(left),
            u128::from(*take) * 2
        )
    }
    fn why_lost(&self, pile: &Pile) -> String {
        if pile.heap == 0 {
            return "the heap is empty: the last stone is taken".into();
        }
        format!(
            "the smallest Zeckendorf term of {} is {}, more than the {} this take may remove: \
             the opponent answers with the smallest term of what is left, at most twice the take",
            pile.heap,
            smallest_term(pile.heap),
            pile.limit
        )
    }
}

impl Play for FibonacciNim {
    type Game = Board;

    const SHORT_FORM: &'static str = "the heap, and optionally the most the next take may remove: \
         `grundy play fibonacci-nim 20` (the first take, anything but all) or `… 20 3`";
    const MOVE_EXAMPLE: &'static str = "take 3";

    fn games(input: &Input) -> Result<Vec<Start<Board>>, String> {
        Ok(input.heaps.iter().map(|&n| start(crate::model::start(n))).collect())
    }
    fn from_words(words: &Words) -> Result<Start<Board>, String> {
        words.only(&[], true, "20")?;
        match *words.bare() {
            [0] | [0, _] => Err("a heap of 0 is no game: give at least one stone".into()),
            [n] => Ok(start(crate::model::start(n))),
            [heap, limit] => Ok(start(Pile { heap, limit })),
            _ => {
                Err("give the heap, and optionally the most the next take removes, e.g. `20 3`"
                    .into())
            }
        }
    }
}
