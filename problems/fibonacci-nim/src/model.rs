//! The game by its rules, for sg-core's engine: the brute force the fast solution is tested
//! against. A position is the heap and the most the player to move may take; a take of `k`
//! leaves the heap less `k` and lets the opponent take up to `2k`. No insight belongs here.

use sg_core::{Game, Outcome, Solver};

use crate::Input;

/// One heap under the doubling rule.
#[derive(Debug, Clone, Copy, Default)]
pub struct Rules;

/// A position: `(heap, limit)`, the stones left and the most the player to move may take.
pub type Position = (u64, u64);

/// The position with the limit cut to the heap: a limit above the heap allows the same takes,
/// so the search meets each position once.
fn canonical(heap: u64, limit: u64) -> Position {
    (heap, limit.min(heap))
}

impl Game for Rules {
    type Position = Position;

    fn moves(&self, &(heap, limit): &Position) -> Vec<Vec<Position>> {
        (1..=limit.min(heap)).map(|k| vec![canonical(heap - k, k.saturating_mul(2))]).collect()
    }
}

/// The first player's position: `n` stones, any take but the whole heap.
///
/// # Complexity
/// O(1).
pub fn start(n: u64) -> Position {
    canonical(n, n.saturating_sub(1))
}

/// Whether the player to move wins `(heap, limit)`, by search.
///
/// # Complexity
/// O(heap³) at worst, memoised in `solver`: small heaps only.
pub fn wins(solver: &mut Solver<Rules>, heap: u64, limit: u64) -> bool {
    solver.outcome(&canonical(heap, limit)) == Outcome::Win
}

/// The Grundy value of `(heap, limit)`, by search.
///
/// # Complexity
/// As [`wins`].
pub fn grundy(solver: &mut Solver<Rules>, heap: u64, limit: u64) -> u64 {
    solver.grundy(&canonical(heap, limit))
}

/// The verdict of every test by searching the game tree.
///
/// # Complexity
/// O(max n³), memoised across the tests: small inputs only.
pub fn answer(input: &Input) -> Vec<bool> {
    let mut solver = Solver::new(Rules);
    input.heaps.iter().map(|&n| solver.outcome(&start(n)) == Outcome::Win).collect()
}
