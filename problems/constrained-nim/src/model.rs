//! The game by its rules, for sg-core's engine: the brute force the fast solution is tested
//! against. A heap's moves are every smaller heap except the forbidden ones; the position is
//! the sum of its heaps. No insight belongs here.

use std::collections::BTreeSet;

use sg_core::{Game, Solver};

use crate::Input;

/// One heap under the forbidden moves.
#[derive(Debug, Clone, Default)]
pub struct ForbiddenTakes {
    /// `(X, Y)`: taking `Y` stones from a heap of exactly `X` is not allowed.
    forbidden: BTreeSet<(u64, u64)>,
}

impl ForbiddenTakes {
    /// The rules with these forbidden `(X, Y)` pairs.
    ///
    /// # Complexity
    /// O(M log M).
    pub fn new(pairs: &[(u64, u64)]) -> Self {
        Self { forbidden: pairs.iter().copied().collect() }
    }
}

impl Game for ForbiddenTakes {
    type Position = u64;

    fn moves(&self, &heap: &u64) -> Vec<Vec<u64>> {
        (1..=heap)
            .filter(|&take| !self.forbidden.contains(&(heap, take)))
            .map(|take| vec![heap - take])
            .collect()
    }
}

/// The Grundy value of a heap of `x` stones, by search.
///
/// # Complexity
/// O(x² log M) with memoisation: small heaps only.
pub fn grundy(solver: &mut Solver<ForbiddenTakes>, x: u64) -> u64 {
    solver.grundy(&x)
}

/// Whether Takahashi wins, by searching the game (the heaps as a sum).
///
/// # Complexity
/// O(max A² log M) with memoisation: small inputs only.
pub fn answer(input: &Input) -> bool {
    let mut solver = Solver::new(ForbiddenTakes::new(&input.forbidden));
    solver.grundy_of_sum(&input.heaps) != 0
}
