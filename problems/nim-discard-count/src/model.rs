//! The game by its rules, stated once: B's discard, then Nim on the piles left, searched by
//! sg-core's engine (sg-core's `NimRules`, no XOR). The count is the discards whose remaining
//! Nim the search says is lost for A, who moves first.

pub use sg_core::game::NimRules as Rules;
use sg_core::{Outcome, Solver};

use crate::Input;

/// The number of allowed discards (a multiple of `d` piles, not all) after which A, to move,
/// loses the remaining Nim by search, modulo [`crate::MODULUS`].
///
/// # Complexity
/// 2^n discards, each a Nim search below the piles: small inputs only.
pub fn answer(input: &Input) -> u64 {
    let mut solver = Solver::new(Rules);
    let n = input.piles.len();
    let mut wins_for_b = 0u64;
    for discard in 0u64..1 << n {
        let size = u64::from(discard.count_ones());
        if size % input.d != 0 || size == n as u64 {
            continue;
        }
        let left: Vec<u64> =
            (0..n).filter(|i| discard >> i & 1 == 0).map(|i| u64::from(input.piles[i])).collect();
        if solver.outcome(&left) == Outcome::Lose {
            wins_for_b += 1;
        }
    }
    wins_for_b % u64::from(crate::MODULUS)
}
