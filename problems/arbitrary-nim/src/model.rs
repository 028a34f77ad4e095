//! Nim with takes capped at `k`, by its rules: a position is the row of piles, a move takes
//! from 1 to `k` stones from one pile. The engine searches each cap's game whole; no residue,
//! no XOR.

use sg_core::game::{Take, after_take, sorted_heaps};
use sg_core::{Moves, Outcome, Solver};

use crate::{Cap, Input};

/// Nim whose takes are at most `cap` stones.
#[derive(Debug, Clone, Copy)]
pub struct Rules {
    /// The most stones one move may take (at least 1).
    pub cap: u64,
}

impl Moves for Rules {
    type Position = Vec<u64>;
    type Move = Take;

    /// One stone first, pile by pile.
    fn legal_moves<'a>(&'a self, piles: &'a Vec<u64>) -> impl Iterator<Item = Take> + 'a {
        piles.iter().enumerate().flat_map(move |(heap, &h)| {
            (1..=self.cap.min(h)).map(move |taken| Take { heap, to: h - taken })
        })
    }
    fn play(&self, piles: &Vec<u64>, &take: &Take) -> Vec<u64> {
        after_take(piles, take)
    }
    /// The row with its piles sorted and empty piles left out, searched whole.
    fn parts(&self, piles: Vec<u64>) -> Vec<Vec<u64>> {
        vec![sorted_heaps(piles)]
    }
}

/// Whether Alice, to move, wins with takes capped at `cap`, by search (small piles only).
///
/// # Complexity
/// The number of sorted rows below the piles times the moves from each.
pub fn alice_wins(piles: &[u64], cap: u64) -> bool {
    Solver::new(Rules { cap }).outcome(&piles.to_vec()) == Outcome::Win
}

/// The answer by trying every cap: a cap of at least `M = max A_i` never binds, so it is the
/// game for every larger cap too; if Alice wins it, any large `k` works; otherwise the largest
/// winning cap below `M`, if any.
///
/// # Complexity
/// `M` searches: small inputs only.
pub fn answer(input: &Input) -> Cap {
    let most = input.piles.iter().copied().max().unwrap_or(0).max(1);
    if alice_wins(&input.piles, most) {
        return Cap::Any;
    }
    (1..most).rev().find(|&k| alice_wins(&input.piles, k)).map_or(Cap::None, Cap::Largest)
}
