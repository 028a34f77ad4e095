//! Fibonacci Nim at the table: one heap and the most the next take may remove (`take 3`).

use sg_core::Solver;
use workbench::play::words::{amount, component, counted};
use workbench::play::{Part, Play, Words};

use crate::model::Rules;
use crate::{FibonacciNim, Input, smallest_term, winning_takes, wins};

/// A position at the table: the stones left and the most the player to move may take.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Pile {
    /// The stones left.
    pub heap: u64,
    /// The most the player to move may take.
    pub limit: u64,
}

impl Pile {
    /// The first player's position: any take but the whole heap.
    fn start(n: u64) -> Self {
        Pile { heap: n, limit: n.saturating_sub(1) }
    }
}

/// The words that say how many to leave rather than take.
const LEAVES: [&str; 3] = ["leave", "leaving", "to"];

impl Play for FibonacciNim {
    type Position = Pile;
    /// How many stones to take.
    type Move = u64;
    type Model = Solver<Rules>;

    const SHORT_FORM: &'static str = "the heap, and optionally the most the next take may remove: \
         `grundy play fibonacci-nim 20` (the first take, anything but all) or `… 20 3`";
    const MOVE_EXAMPLE: &'static str = "take 3";

    fn positions(input: &Input) -> Result<Vec<Pile>, String> {
        Ok(input.heaps.iter().map(|&n| Pile::start(n)).collect())
    }
    fn from_words(words: &Words) -> Result<Pile, String> {
        words.only(&[], true, "20")?;
        match *words.bare() {
            [0] | [0, _] => Err("a heap of 0 is no game: give at least one stone".into()),
            [n] => Ok(Pile::start(n)),
            [heap, limit] => Ok(Pile { heap, limit }),
            _ => {
                Err("give the heap, and optionally the most the next take removes, e.g. `20 3`"
                    .into())
            }
        }
    }
    fn picture(pile: &Pile) -> Vec<String> {
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
    fn parts(pile: &Pile) -> Vec<Part> {
        vec![Part {
            label: format!("heap of {}, takes up to {}", pile.heap, pile.limit),
            value: None,
        }]
    }
    fn moves(pile: &Pile) -> impl Iterator<Item = u64> + '_ {
        1..=pile.limit.min(pile.heap)
    }
    fn play(pile: &Pile, take: &u64) -> Pile {
        Pile { heap: pile.heap - take, limit: take.saturating_mul(2) }
    }
    fn describe(_: &Pile, take: &u64) -> String {
        format!("take {take}")
    }
    fn parse_move(pile: &Pile, words: &Words) -> Result<u64, String> {
        words.only(
            &["take", "remove", "from", "pile", "heap", "leave", "leaving", "to"],
            false,
            "take 1",
        )?;
        let numbered = ["take", "remove", "leave", "leaving", "to", "pile", "heap"];
        words.numbered_only(&numbered, "take 1")?;
        component(words, &["pile", "heap"], 1, "heap")?;
        let take = amount(words, (&["take", "remove"], &LEAVES), pile.heap, "the heap", "stones")?;
        if take > pile.limit {
            return Err(format!("this take removes at most {}", counted(pile.limit, "stones")));
        }
        Ok(take)
    }
    fn wins(pile: &Pile) -> bool {
        wins(pile.heap, pile.limit)
    }
    /// The sums of the smallest Zeckendorf terms that leave a smallest term above twice the take.
    fn winning_moves(pile: &Pile) -> impl Iterator<Item = u64> + '_ {
        winning_takes(pile.heap, pile.limit).into_iter()
    }
    fn why_winning(pile: &Pile, take: &u64) -> String {
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
    fn why_lost(pile: &Pile) -> String {
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
    fn new_model(_: &Pile) -> Solver<Rules> {
        Solver::new(Rules)
    }
    fn model_wins(solver: &mut Solver<Rules>, pile: &Pile) -> bool {
        crate::model::wins(solver, pile.heap, pile.limit)
    }
}
