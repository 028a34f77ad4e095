//! Lasker's Nim at the table: heaps in order, a move takes from one heap (`take 2 from heap
//! 3`) or splits one in two (`split heap 3 into 1 and 4`). Each heap is a component worth
//! `g(x)`, so the perfect player plays with `sg_core::winning`.

use sg_core::Solver;
use sg_core::winning::Component;
use workbench::play::heaps::{self, NIM_WORDS};
use workbench::play::words::component;
use workbench::play::{Part, Play, Words};

use crate::model::{self, HeapRules};
use crate::{Input, LaskerNim, grundy};

/// Heaps from this on are not played: their values would not fit the 64 bits of
/// `sg_core::winning` (the judge path takes any `u64`, in 128 bits).
pub const HEAPS: u64 = 1 << 63;

/// The splits `(a, x − a)` a hint looks through, by the smaller part: all of them for heaps up
/// to twice this. (A winning move is always found at once: a take, or the split `(1, x − 1)`.)
pub const SPLITS_SEARCHED: u64 = 1 << 16;

/// A heap as a component of the sum.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Heap(u64);

/// What a move does to its heap.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Change {
    /// The heap goes down to this size.
    To(u64),
    /// The heap splits into this (the smaller part, at least 1) and the rest.
    Split(u64),
}

impl Component for Heap {
    type Move = Change;

    fn value(&self) -> u64 {
        grundy(self.0) as u64
    }

    /// `g` is an involution (it swaps `4m + 3` and `4m + 4`), so the one take to value `t`
    /// goes to `g(t)`; then the splits `(a, x − a)` with `g(a) ⊕ g(x − a) = t`.
    fn moves_to(&self, target: u64) -> impl Iterator<Item = Change> {
        let x = self.0;
        let take = u64::try_from(grundy(target)).ok().filter(|&to| to < x).map(Change::To);
        let splits = (1..=(x / 2).min(SPLITS_SEARCHED))
            .filter(move |&a| (grundy(a) ^ grundy(x - a)) as u64 == target)
            .map(Change::Split);
        take.into_iter().chain(splits)
    }
}

/// A move: what happens to heap `heap` (0-based).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Move {
    heap: usize,
    change: Change,
}

fn sizes(heaps: &[Heap]) -> Vec<u64> {
    heaps.iter().map(|h| h.0).collect()
}

fn playable(sizes: Vec<u64>) -> Result<Vec<Heap>, String> {
    match sizes.iter().find(|&&h| h >= HEAPS) {
        Some(h) => {
            Err(format!("play takes heaps below 2^63, not {h} (their values must fit 64 bits)"))
        }
        None => Ok(sizes.into_iter().map(Heap).collect()),
    }
}

impl Play for LaskerNim {
    type Position = Vec<Heap>;
    type Move = Move;
    type Model = Solver<HeapRules>;

    const SHORT_FORM: &'static str = "the heap sizes: `grundy play lasker-nim 2 3 7`";
    const MOVE_EXAMPLE: &'static str = "split heap 3 into 1 and 6";

    fn positions(input: &Input) -> Result<Vec<Vec<Heap>>, String> {
        input.tests.iter().map(|heaps| playable(heaps.clone())).collect()
    }
    fn from_words(words: &Words) -> Result<Vec<Heap>, String> {
        playable(heaps::heaps_from_words(words)?)
    }
    fn picture(_: &Vec<Heap>) -> Vec<String> {
        vec!["A move takes from one heap, or splits one into two non-empty heaps.".into()]
    }
    /// A heap of `x` is worth `x − 1`, `x`, `x`, `x + 1` for `x ≡ 0, 1, 2, 3 (mod 4)`.
    fn parts(heaps: &Vec<Heap>) -> Vec<Part> {
        heaps::parts(&sizes(heaps), "heap", |h| Some(grundy(h)))
    }
    /// Heap by heap: one object taken first, then the splits.
    fn moves(heaps: &Vec<Heap>) -> impl Iterator<Item = Move> + '_ {
        heaps.iter().enumerate().flat_map(|(heap, &Heap(x))| {
            let takes = (0..x).rev().map(Change::To);
            let splits = (1..=x / 2).map(Change::Split);
            takes.chain(splits).map(move |change| Move { heap, change })
        })
    }
    fn play(heaps: &Vec<Heap>, m: &Move) -> Vec<Heap> {
        let mut next = heaps.clone();
        match m.change {
            Change::To(to) => next[m.heap] = Heap(to),
            Change::Split(a) => {
                let x = next[m.heap].0;
                next[m.heap] = Heap(a);
                next.insert(m.heap + 1, Heap(x - a));
            }
        }
        next
    }
    fn describe(heaps: &Vec<Heap>, m: &Move) -> String {
        let x = heaps[m.heap].0;
        match m.change {
            Change::To(to) => NIM_WORDS.describe(&sizes(heaps), heaps::Take { heap: m.heap, to }),
            Change::Split(a) => format!("split heap {} into {a} and {}", m.heap + 1, x - a),
        }
    }
    fn parse_move(heaps: &Vec<Heap>, words: &Words) -> Result<Move, String> {
        if !words.has(&["split"]) {
            let take = NIM_WORDS.parse(&sizes(heaps), words, &["split", "into"])?;
            return Ok(Move { heap: take.heap, change: Change::To(take.to) });
        }
        words.only(&["split", "heap", "pile", "into", "in"], false, Self::MOVE_EXAMPLE)?;
        words.numbered_only(&["heap", "pile", "into", "in"], Self::MOVE_EXAMPLE)?;
        let heap = component(words, &["heap", "pile"], heaps.len(), "heap")?;
        let x = heaps[heap].0;
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
    fn wins(heaps: &Vec<Heap>) -> bool {
        sg_core::winning::sum_value(heaps) != 0
    }
    fn winning_moves(heaps: &Vec<Heap>) -> impl Iterator<Item = Move> + '_ {
        sg_core::winning::winning_moves(heaps).map(|m| Move { heap: m.component, change: m.then })
    }
    fn new_model(_: &Vec<Heap>) -> Solver<HeapRules> {
        Solver::new(HeapRules)
    }
    fn model_wins(solver: &mut Solver<HeapRules>, heaps: &Vec<Heap>) -> bool {
        model::first_player_wins(solver, &sizes(heaps))
    }
}
