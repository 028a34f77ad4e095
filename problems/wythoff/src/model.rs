//! Wythoff's game by its rules, for sg-core's engine (the brute force the fast solution is
//! tested against): a position is the pair of piles, smaller first, and a move takes from one
//! pile or the same amount from both.

use sg_core::{Game, Outcome, Solver};

use crate::Input;

/// Wythoff's game as a single game whose position is `(smaller pile, larger pile)`.
#[derive(Debug, Clone, Copy, Default)]
pub struct WythoffRules;

/// The pair with the smaller pile first (the piles are interchangeable): the position the
/// search stores.
///
/// # Complexity
/// O(1).
pub fn sorted(a: u64, b: u64) -> (u64, u64) {
    (a.min(b), a.max(b))
}

impl Game for WythoffRules {
    type Position = (u64, u64);

    fn moves(&self, &(a, b): &(u64, u64)) -> Vec<Vec<(u64, u64)>> {
        let from_a = (0..a).map(|x| sorted(x, b));
        let from_b = (0..b).map(|y| sorted(a, y));
        let from_both = (1..=a.min(b)).map(|t| sorted(a - t, b - t));
        from_a.chain(from_b).chain(from_both).map(|p| vec![p]).collect()
    }
}

/// The Grundy value of piles `a` and `b` by search.
///
/// # Complexity
/// O(a·b·(a + b)) the first time, with memoisation.
pub fn grundy(solver: &mut Solver<WythoffRules>, a: u64, b: u64) -> u64 {
    solver.grundy(&sorted(a, b))
}

/// Whether the first player wins at piles `a` and `b`, by search (small piles only).
///
/// # Complexity
/// As [`grundy`].
pub fn first_player_wins(solver: &mut Solver<WythoffRules>, a: u64, b: u64) -> bool {
    solver.outcome(&sorted(a, b)) == Outcome::Win
}

/// The verdict of every line by search.
///
/// # Complexity
/// Cubic in the largest pile: small inputs only.
pub fn answer(input: &Input) -> Vec<bool> {
    let mut solver = Solver::new(WythoffRules);
    input.games.iter().map(|&(a, b)| first_player_wins(&mut solver, a, b)).collect()
}
