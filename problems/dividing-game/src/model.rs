//! The game by its rules, for sg-core's engine: the brute force the fast solution is tested
//! against. A number's moves are its proper divisors, found by trying every smaller number;
//! the board is the sum of its numbers. No insight belongs here.

use sg_core::{Game, Solver};

use crate::Input;

/// One number on the board; a move replaces it by a proper divisor.
#[derive(Debug, Clone, Copy, Default)]
pub struct Rules;

impl Game for Rules {
    type Position = u64;

    fn moves(&self, &n: &u64) -> Vec<Vec<u64>> {
        (1..n).filter(|d| n % d == 0).map(|d| vec![d]).collect()
    }
}

/// The Grundy value of one number by search.
///
/// # Complexity
/// O(n²) over the divisors' chain, memoised: small numbers only.
pub fn grundy(solver: &mut Solver<Rules>, n: u64) -> u64 {
    solver.grundy(&n)
}

/// Whether Anna wins, by searching the game (the board as the sum of its numbers).
///
/// # Complexity
/// O(max A²) with memoisation: small inputs only.
pub fn answer(input: &Input) -> bool {
    let mut solver = Solver::new(Rules);
    solver.grundy_of_sum(&input.numbers) != 0
}
