//! The game by its rules, stated once: Nim on the chosen piles, where the first move must take
//! from the designated pile. sg-core's engine searches it, and the count is the choices of
//! (set, designated pile) whose search Alice loses. No XOR.

use sg_core::game::{Take, after_take, sorted_heaps, takes};
use sg_core::{Moves, Outcome, Solver};

use crate::Input;

/// A position: the chosen piles in a row, and the pile the next move must take from, if any
/// (only the first move has one).
pub type Position = (Vec<u64>, Option<usize>);

/// Nim with a forced first pile.
#[derive(Debug, Clone, Copy, Default)]
pub struct Rules;

impl Moves for Rules {
    type Position = Position;
    type Move = Take;

    fn legal_moves<'a>(&'a self, (piles, forced): &'a Position) -> impl Iterator<Item = Take> + 'a {
        takes(piles).filter(move |take| forced.is_none_or(|f| take.heap == f))
    }
    fn play(&self, (piles, _): &Position, &take: &Take) -> Position {
        (after_take(piles, take), None)
    }
    /// Once no pile is forced, equal multisets of piles are the same position.
    fn parts(&self, (piles, forced): Position) -> Vec<Position> {
        match forced {
            None => vec![(sorted_heaps(piles), None)],
            Some(_) => vec![(piles, forced)],
        }
    }
}

/// The number of (non-empty set, designated pile of it) choices in which Alice, moving first,
/// loses, each searched by the rules, modulo [`crate::MODULUS`].
///
/// # Complexity
/// 2^N · N searches of Nim positions below the piles: small inputs only.
pub fn answer(input: &Input) -> u64 {
    let mut solver = Solver::new(Rules);
    let n = input.piles.len();
    let mut lost = 0u64;
    for set in 1u64..1 << n {
        let chosen: Vec<u64> =
            (0..n).filter(|i| set >> i & 1 == 1).map(|i| input.piles[i]).collect();
        for designated in 0..chosen.len() {
            if solver.outcome(&(chosen.clone(), Some(designated))) == Outcome::Lose {
                lost += 1;
            }
        }
    }
    lost % u64::from(crate::MODULUS)
}
