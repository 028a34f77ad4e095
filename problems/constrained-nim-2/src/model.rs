//! The game by its rules, for sg-core's engine: the brute force the fast solution is tested
//! against. A move takes `L` to `R` stones from one heap, never more than are left; the heaps
//! are independent, so the engine values each heap once and the board as their sum. No
//! insight belongs here.

use sg_core::game::{Take, after_take};
use sg_core::{Moves, Solver};

use crate::{Input, Takes};

/// A row of heaps from which a move takes `l..=r` stones from one heap: the game's rules,
/// stated once.
#[derive(Debug, Clone, Copy)]
pub struct Rules(pub Takes);

impl Moves for Rules {
    type Position = Vec<u64>;
    type Move = Take;

    /// Heap by heap, the fewest stones first.
    fn legal_moves<'a>(&'a self, heaps: &'a Vec<u64>) -> impl Iterator<Item = Take> + 'a {
        let Takes { l, r } = self.0;
        heaps
            .iter()
            .enumerate()
            .flat_map(move |(heap, &x)| (l..=r.min(x)).map(move |take| Take { heap, to: x - take }))
    }
    fn play(&self, heaps: &Vec<u64>, &take: &Take) -> Vec<u64> {
        after_take(heaps, take)
    }
    /// Each non-empty heap alone: the heaps are independent games.
    fn parts(&self, heaps: Vec<u64>) -> Vec<Vec<u64>> {
        sg_core::game::separate_heaps(heaps)
    }
}

/// The Grundy value of a heap of `x` by search.
///
/// # Complexity
/// O(x · (R − L + 1)), memoised in `solver`: small heaps only.
pub fn grundy(solver: &mut Solver<Rules>, x: u64) -> u64 {
    solver.grundy(&vec![x])
}

/// Whether Taro wins, by searching the game (the board as the sum of its heaps).
///
/// # Complexity
/// O(max A · (R − L + 1)) with memoisation: small inputs only.
pub fn answer(input: &Input) -> bool {
    let rules = Rules(input.takes);
    Solver::new(rules).grundy_of_sum(&rules.parts(input.heaps.clone())) != 0
}
