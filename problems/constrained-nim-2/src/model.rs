//! The game by its rules, for sg-core's engine: the brute force the fast solution is tested
//! against. A heap's moves take `L` to `R` stones, never more than are left; the board is the
//! sum of its heaps. No insight belongs here.

use sg_core::{Game, Solver};

use crate::{Input, Takes};

/// One heap from which a move takes `l..=r` stones.
#[derive(Debug, Clone, Copy)]
pub struct Rules(pub Takes);

impl Game for Rules {
    type Position = u64;

    fn moves(&self, &x: &u64) -> Vec<Vec<u64>> {
        let Takes { l, r } = self.0;
        (l..=r.min(x)).map(|take| vec![x - take]).collect()
    }
}

/// The Grundy value of a heap of `x` by search.
///
/// # Complexity
/// O(x · (R − L + 1)), memoised in `solver`: small heaps only.
pub fn grundy(solver: &mut Solver<Rules>, x: u64) -> u64 {
    solver.grundy(&x)
}

/// Whether Taro wins, by searching the game (the board as the sum of its heaps).
///
/// # Complexity
/// O(max A · (R − L + 1)) with memoisation: small inputs only.
pub fn answer(input: &Input) -> bool {
    Solver::new(Rules(input.takes)).grundy_of_sum(&input.heaps) != 0
}
