//! The game by its rules, for sg-core's engine: the brute force the fast solution is tested
//! against. A move lowers one heap to any smaller size except by a forbidden take; the heaps
//! are independent, so the engine values each heap once and the position as their sum. No
//! insight belongs here.

use std::collections::BTreeSet;

use sg_core::game::{Take, after_take, takes};
use sg_core::{Moves, Solver};

use crate::Input;

/// Nim on a row of heaps under the forbidden moves: the game's rules, stated once.
#[derive(Debug, Clone, Default)]
pub struct Rules {
    /// `(X, Y)`: taking `Y` stones from a heap of exactly `X` is not allowed.
    forbidden: BTreeSet<(u64, u64)>,
}

impl Rules {
    /// The rules with these forbidden `(X, Y)` pairs.
    ///
    /// # Complexity
    /// O(M log M).
    pub fn new(pairs: &[(u64, u64)]) -> Self {
        Self { forbidden: pairs.iter().copied().collect() }
    }

    /// Whether a heap of `from` stones may be lowered to `to` (`to < from`, and that take not
    /// forbidden).
    ///
    /// # Complexity
    /// O(log M).
    pub fn allows(&self, from: u64, to: u64) -> bool {
        to < from && !self.forbidden.contains(&(from, from - to))
    }
}

impl Moves for Rules {
    type Position = Vec<u64>;
    type Move = Take;

    /// Heap by heap, one stone first, the forbidden takes left out.
    fn legal_moves<'a>(&'a self, heaps: &'a Vec<u64>) -> impl Iterator<Item = Take> + 'a {
        takes(heaps).filter(|t| self.allows(heaps[t.heap], t.to))
    }
    fn play(&self, heaps: &Vec<u64>, &take: &Take) -> Vec<u64> {
        after_take(heaps, take)
    }
    /// Each non-empty heap alone: the heaps are independent games.
    fn parts(&self, heaps: Vec<u64>) -> Vec<Vec<u64>> {
        sg_core::game::separate_heaps(heaps)
    }
}

/// The Grundy value of a heap of `x` stones, by search.
///
/// # Complexity
/// O(x² log M) with memoisation: small heaps only.
pub fn grundy(solver: &mut Solver<Rules>, x: u64) -> u64 {
    solver.grundy(&vec![x])
}

/// Whether Takahashi wins, by searching the game (the heaps as a sum).
///
/// # Complexity
/// O(max A² log M) with memoisation: small inputs only.
pub fn answer(input: &Input) -> bool {
    let rules = Rules::new(&input.forbidden);
    let parts = rules.parts(input.heaps.clone());
    Solver::new(rules).grundy_of_sum(&parts) != 0
}
