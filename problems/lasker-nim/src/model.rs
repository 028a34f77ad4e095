//! Lasker's Nim by its rules, for sg-core's engine: a position is the row of heaps, and a move
//! takes some objects from one heap or splits it into two non-empty heaps ([`Rules`]). The
//! engine values each heap on its own and a row, or a split, by the nim-sum of its heaps;
//! [`WholeRules`] checks that step, searching whole multisets of heaps with no XOR anywhere.
//! [`HeapRules`] is one heap alone, the line `grundy table` draws.

use sg_core::game::sorted_heaps;
use sg_core::{Game, Moves, Outcome, Solver};

use crate::Input;

/// What a move does to its heap.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Change {
    /// The heap goes down to this size.
    To(u64),
    /// The heap splits into this (the smaller part, at least 1) and the rest.
    Split(u64),
}

/// A move: what happens to heap `heap` (0-based).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Move {
    /// The heap's index in the row.
    pub heap: usize,
    /// What happens to it.
    pub change: Change,
}

/// The row of heaps in order; a split puts its two heaps where the heap was, the smaller
/// first. The engine is handed every non-empty heap as its own part.
#[derive(Debug, Clone, Copy, Default)]
pub struct Rules;

/// Heap by heap: one object taken first, then the splits by their smaller part.
impl Moves for Rules {
    type Position = Vec<u64>;
    type Move = Move;

    fn legal_moves<'a>(&'a self, heaps: &'a Vec<u64>) -> impl Iterator<Item = Move> + 'a {
        heaps.iter().enumerate().flat_map(|(heap, &x)| {
            let takes = (0..x).rev().map(Change::To);
            let splits = (1..=x / 2).map(Change::Split);
            takes.chain(splits).map(move |change| Move { heap, change })
        })
    }
    fn play(&self, heaps: &Vec<u64>, m: &Move) -> Vec<u64> {
        let mut next = heaps.clone();
        match m.change {
            Change::To(to) => next[m.heap] = to,
            Change::Split(a) => {
                let x = next[m.heap];
                next[m.heap] = a;
                next.insert(m.heap + 1, x - a);
            }
        }
        next
    }
    /// Each non-empty heap alone: the heaps are independent.
    fn parts(&self, heaps: Vec<u64>) -> Vec<Vec<u64>> {
        sg_core::game::separate_heaps(heaps)
    }
}

/// The rules of [`Rules`] with the whole position as one part: the sorted multiset of
/// non-empty heaps. Each move then gives one position, so the engine's outcome here uses no
/// Sprague–Grundy sum at all.
#[derive(Debug, Clone, Copy, Default)]
pub struct WholeRules;

impl Moves for WholeRules {
    type Position = Vec<u64>;
    type Move = Move;

    fn legal_moves<'a>(&'a self, heaps: &'a Vec<u64>) -> impl Iterator<Item = Move> + 'a {
        Rules.legal_moves(heaps)
    }
    fn play(&self, heaps: &Vec<u64>, m: &Move) -> Vec<u64> {
        Rules.play(heaps, m)
    }
    /// The row whole, as its sorted non-empty heaps.
    fn parts(&self, heaps: Vec<u64>) -> Vec<Vec<u64>> {
        vec![sorted_heaps(heaps)]
    }
}

/// One heap of [`Rules`] as a game on its size: a move leaves the sizes of the heaps it makes
/// (none for a heap taken whole, two for a split).
#[derive(Debug, Clone, Copy, Default)]
pub struct HeapRules;

impl Game for HeapRules {
    type Position = u64;

    fn moves(&self, &x: &u64) -> Vec<Vec<u64>> {
        let sizes = |parts: Vec<Vec<u64>>| parts.into_iter().flatten().collect();
        Rules.moves(&vec![x]).into_iter().map(sizes).collect()
    }
}

/// Whether the first player wins, by the engine over single heaps (exponential only in the
/// heap sizes: small heaps only).
///
/// # Complexity
/// O(max heap²) positions' moves, memoised, plus O(n).
pub fn first_player_wins(solver: &mut Solver<Rules>, heaps: &[u64]) -> bool {
    solver.outcome_of_sum(&Rules.parts(heaps.to_vec())) == Outcome::Win
}

/// The verdict of every test by search.
///
/// # Complexity
/// O(max heap²) memoised plus O(total heaps): small heaps only.
pub fn answer(input: &Input) -> Vec<bool> {
    let mut solver = Solver::new(Rules);
    input.tests.iter().map(|heaps| first_player_wins(&mut solver, heaps)).collect()
}
