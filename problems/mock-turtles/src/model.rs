//! Mock Turtles by its rules, for sg-core's engine: the position is the set of heads as a
//! bitmask (coin `x` is bit `x`), and a move turns a head and up to two coins left of it
//! (`sg_core::coin_turning::Coins` with the `MockTurtles` rule).

use sg_core::coin_turning::{self, Coins};
use sg_core::{Outcome, Solver};

use crate::Input;

/// The game searched over whole coin configurations.
pub type Rules = Coins<coin_turning::MockTurtles>;

/// The bitmask of the listed heads (a repeat is the same coin, the same bit).
///
/// # Panics
/// For a position of 64 or more (the model is for small rows).
///
/// # Complexity
/// O(n).
pub fn heads_mask(listed: &[u64]) -> u64 {
    listed.iter().fold(0, |mask, &x| {
        assert!(x < 64, "the model searches rows of fewer than 64 coins");
        mask | 1 << x
    })
}

/// Whether the first player wins with these listed heads, by search.
///
/// # Complexity
/// O(2^(m+1) · m³) for the rightmost head `m`, with memoisation.
pub fn first_player_wins(solver: &mut Solver<Rules>, listed: &[u64]) -> bool {
    solver.outcome(&heads_mask(listed)) == Outcome::Win
}

/// The verdict of every test by search (small positions only).
///
/// # Complexity
/// Exponential in the largest position.
pub fn answer(input: &Input) -> Vec<bool> {
    let mut solver = Solver::new(Coins(coin_turning::MockTurtles));
    input.tests.iter().map(|heads| first_player_wins(&mut solver, heads)).collect()
}
