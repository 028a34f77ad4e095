//! Wythoff's game by its rules, for sg-core's engine: a position is the pair of heaps; a move
//! takes from one heap, or the same amount from both. No insight.

use sg_core::{Moves, Outcome, Solver};

use crate::Input;

/// A move: heap 1 or heap 2 goes down to a size, or the same number leaves both.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Take {
    /// Heap 1 goes down to this size.
    First(u64),
    /// Heap 2 goes down to this size.
    Second(u64),
    /// This many from each heap.
    Both(u64),
}

/// Wythoff's game: a position is `(heap 1, heap 2)`.
#[derive(Debug, Clone, Copy, Default)]
pub struct Rules;

impl Moves for Rules {
    type Position = (u64, u64);
    type Move = Take;

    /// One stone first: from heap 1, heap 2, then both, for each amount in turn.
    fn legal_moves<'a>(&'a self, &(a, b): &'a (u64, u64)) -> impl Iterator<Item = Take> + 'a {
        (1..=a.max(b)).flat_map(move |t| {
            let first = (t <= a).then(|| Take::First(a - t));
            let second = (t <= b).then(|| Take::Second(b - t));
            let both = (t <= a.min(b)).then_some(Take::Both(t));
            [first, second, both].into_iter().flatten()
        })
    }

    fn play(&self, &(a, b): &(u64, u64), take: &Take) -> (u64, u64) {
        match *take {
            Take::First(to) => (to, b),
            Take::Second(to) => (a, to),
            Take::Both(t) => (a - t, b - t),
        }
    }

    /// Mirrored positions are one: the smaller heap first.
    fn parts(&self, (a, b): (u64, u64)) -> Vec<(u64, u64)> {
        vec![(a.min(b), a.max(b))]
    }
}

/// Whether the first player wins at heaps `a` and `b`, by search (small heaps only).
///
/// # Complexity
/// O(a·b·(a + b)) the first time, with memoisation.
pub fn first_player_wins(solver: &mut Solver<Rules>, a: u64, b: u64) -> bool {
    solver.outcome(&(a, b)) == Outcome::Win
}

/// The verdict of every pair by search.
///
/// # Complexity
/// Cubic in the largest heap: small inputs only.
pub fn answer(input: &Input) -> Vec<bool> {
    let mut solver = Solver::new(Rules);
    input.games.iter().map(|&(a, b)| first_player_wins(&mut solver, a, b)).collect()
}
