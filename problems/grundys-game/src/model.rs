//! The game by its rules, for sg-core's engine (the brute force the fast solution is tested
//! against): a position is one heap; a move splits it into two unequal non-empty heaps, whose
//! sum it leaves ([`Rules`]). [`Row`] is the same rules on a row of heaps, one move at a time,
//! as a person plays them: it splits one heap by an option of [`Rules`], stating nothing again.
//! No insight belongs here.

use sg_core::{Game, Moves, Outcome, Solver};

use crate::Input;

/// Grundy's game on one heap.
#[derive(Debug, Clone, Copy, Default)]
pub struct Rules;

impl Game for Rules {
    type Position = u64;

    fn moves(&self, &n: &u64) -> Vec<Vec<u64>> {
        (1..n).filter(|&a| a < n - a).map(|a| vec![a, n - a]).collect()
    }
}

/// A move on a row of heaps: heap `heap` (0-based) becomes the heaps `into`, one option of
/// [`Rules`] (the smaller heap first).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Split {
    /// The heap's index in the row.
    pub heap: usize,
    /// The heaps it becomes, as [`Rules`] lists them.
    pub into: Vec<u64>,
}

/// A row of heaps in order, each played by [`Rules`]: a split puts its heaps where the heap
/// was. The engine is handed every heap as its own part (the heaps are independent).
#[derive(Debug, Clone, Copy, Default)]
pub struct Row;

/// Heap by heap, in the order [`Rules`] lists each heap's options (the smallest part first).
impl Moves for Row {
    type Position = Vec<u64>;
    type Move = Split;

    fn legal_moves<'a>(&'a self, heaps: &'a Vec<u64>) -> impl Iterator<Item = Split> + 'a {
        heaps
            .iter()
            .enumerate()
            .flat_map(|(heap, n)| Rules.moves(n).into_iter().map(move |into| Split { heap, into }))
    }
    fn play(&self, heaps: &Vec<u64>, chosen: &Split) -> Vec<u64> {
        let mut next = heaps.clone();
        next.splice(chosen.heap..=chosen.heap, chosen.into.iter().copied());
        next
    }
    /// Each heap alone.
    fn parts(&self, heaps: Vec<u64>) -> Vec<Vec<u64>> {
        sg_core::game::separate_heaps(heaps)
    }
}

/// The verdict of every test by searching the game tree.
///
/// # Complexity
/// Proportional to the positions searched: small heaps only.
pub fn answer(input: &Input) -> Vec<bool> {
    let mut solver = Solver::new(Rules);
    input.heaps.iter().map(|h| solver.outcome(h) == Outcome::Win).collect()
}
