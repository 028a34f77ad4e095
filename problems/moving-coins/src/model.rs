//! Moving Coins by its rules, for sg-core's engine: a position is the set of occupied cells
//! (bit `c` of a `u64` is cell `c + 1`), and a move slides one coin left to any empty cell
//! between it and the next coin on its left (or the strip's left end). The answer enumerates
//! every placement and counts those the engine finds won.

use sg_core::{Game, Outcome, Solver};

use crate::{Input, MODULUS};

/// The longest strip the model enumerates placements of (one bit per cell).
pub const MAX_MODEL_CELLS: usize = 63;

/// The coin game on a strip; the position is the bitmask of occupied cells.
#[derive(Debug, Clone, Copy, Default)]
pub struct Rules;

impl Game for Rules {
    type Position = u64;

    fn moves(&self, &coins: &u64) -> Vec<Vec<u64>> {
        let mut moves = Vec::new();
        let mut lowest_free = 0; // the leftmost cell the next coin may reach
        for cell in 0..64 {
            if (coins >> cell) & 1 == 1 {
                for target in lowest_free..cell {
                    moves.push(vec![(coins & !(1 << cell)) | (1 << target)]);
                }
                lowest_free = cell + 1;
            }
        }
        moves
    }
}

/// Every set of `m` cells out of `n`, as bitmasks in increasing order (Gosper's hack).
///
/// # Panics
/// If `n > MAX_MODEL_CELLS` or `m > n`.
///
/// # Complexity
/// O(C(n, m)).
pub fn placements(n: usize, m: usize) -> impl Iterator<Item = u64> {
    assert!(n <= MAX_MODEL_CELLS && m <= n, "placements({n}, {m})");
    let end = 1u64 << n;
    let first = (1u64 << m) - 1;
    std::iter::successors(Some(first), move |&mask| {
        if mask == 0 {
            return None;
        }
        let low = mask & mask.wrapping_neg();
        let ripple = mask + low;
        Some((((ripple ^ mask) >> 2) / low) | ripple)
    })
    .take_while(move |&mask| mask < end)
}

/// How many placements of the input's coins the first player wins, modulo [`MODULUS`] (the
/// fast [`crate::answer`]'s count), by searching each placement's game tree.
///
/// # Panics
/// If the strip is longer than [`MAX_MODEL_CELLS`].
///
/// # Complexity
/// Exponential: every subset of the `n` cells may be expanded once; small inputs only.
pub fn answer(&Input { n, m }: &Input) -> u64 {
    let mut solver = Solver::new(Rules);
    let wins = placements(n, m).filter(|p| solver.outcome(p) == Outcome::Win).count();
    wins as u64 % MODULUS
}
