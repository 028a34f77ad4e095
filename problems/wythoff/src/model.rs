//! Wythoff's game by its rules, for sg-core's engine (the brute force the fast solution is
//! tested against): a position is the pair of piles, and a move takes from one pile or the
//! same amount from both. The engine keys a position by its pair with the smaller pile first.

use sg_core::{Moves, Outcome, Solver};

use crate::Input;

/// A move of Wythoff's game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Take {
    /// Pile 1 or 2 goes down to `to`.
    One {
        /// 1 or 2.
        pile: u8,
        /// Its size after the move.
        to: u64,
    },
    /// The same number from both piles.
    Both(u64),
}

/// Wythoff's game: a position is `(pile 1, pile 2)`.
#[derive(Debug, Clone, Copy, Default)]
pub struct Rules;

/// The pair with the smaller pile first (the piles are interchangeable): the position the
/// search stores.
pub fn sorted(a: u64, b: u64) -> (u64, u64) {
    (a.min(b), a.max(b))
}

impl Moves for Rules {
    type Position = (u64, u64);
    type Move = Take;

    /// One stone first: from pile 1, pile 2, then both, for each amount in turn.
    fn legal_moves<'a>(&'a self, &(a, b): &'a (u64, u64)) -> impl Iterator<Item = Take> + 'a {
        (1..=a.max(b)).flat_map(move |t| {
            let one = (t <= a).then(|| Take::One { pile: 1, to: a - t });
            let two = (t <= b).then(|| Take::One { pile: 2, to: b - t });
            let both = (t <= a.min(b)).then_some(Take::Both(t));
            [one, two, both].into_iter().flatten()
        })
    }

    fn play(&self, &(a, b): &(u64, u64), take: &Take) -> (u64, u64) {
        match *take {
            Take::One { pile: 1, to } => (to, b),
            Take::One { to, .. } => (a, to),
            Take::Both(t) => (a - t, b - t),
        }
    }

    /// The pair with the smaller pile first: mirrored positions are one.
    fn parts(&self, piles: (u64, u64)) -> Vec<(u64, u64)> {
        vec![sorted(piles.0, piles.1)]
    }
}

/// The Grundy value of piles `a` and `b` by search.
///
/// # Complexity
/// O(a·b·(a + b)) the first time, with memoisation.
pub fn grundy(solver: &mut Solver<Rules>, a: u64, b: u64) -> u64 {
    solver.grundy(&sorted(a, b))
}

/// Whether the first player wins at piles `a` and `b`, by search (small piles only).
///
/// # Complexity
/// As [`grundy`].
pub fn first_player_wins(solver: &mut Solver<Rules>, a: u64, b: u64) -> bool {
    solver.outcome(&sorted(a, b)) == Outcome::Win
}

/// The verdict of every line by search.
///
/// # Complexity
/// Cubic in the largest pile: small inputs only.
pub fn answer(input: &Input) -> Vec<bool> {
    let mut solver = Solver::new(Rules);
    input.games.iter().map(|&(a, b)| first_player_wins(&mut solver, a, b)).collect()
}
