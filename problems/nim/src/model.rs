//! Nim by its rules, for sg-core's engine: a position is the sorted list of heap sizes, and a
//! move lowers one heap to any smaller size.

use judge::Scanner;
use sg_core::{Game, Outcome, Solver};

/// Nim as a single game whose position is the whole (sorted) list of heaps.
#[derive(Debug, Clone, Copy, Default)]
pub struct NimRules;

impl Game for NimRules {
    type Position = Vec<u64>;

    fn moves(&self, heaps: &Vec<u64>) -> Vec<Vec<Vec<u64>>> {
        let mut moves = Vec::new();
        for (i, &h) in heaps.iter().enumerate() {
            for smaller in 0..h {
                let mut next = heaps.clone();
                next[i] = smaller;
                next.sort_unstable();
                moves.push(vec![next]);
            }
        }
        moves
    }
}

/// Whether the first player wins, by searching the game tree (exponential: small heaps only).
///
/// # Complexity
/// O(product of (h_i + 1) · Σ h_i) with memoisation.
pub fn first_player_wins(solver: &mut Solver<NimRules>, heaps: &[u64]) -> bool {
    let mut sorted = heaps.to_vec();
    sorted.sort_unstable();
    solver.outcome(&sorted) == Outcome::FirstPlayerWins
}

/// The judge output computed by [`first_player_wins`] (same format as [`crate::solve`]).
///
/// # Errors
/// As [`crate::solve`].
///
/// # Complexity
/// Exponential in the heap sizes: small inputs only.
pub fn solve(sc: &mut Scanner<'_>, out: &mut Vec<u8>) -> judge::Result<()> {
    let mut solver = Solver::new(NimRules);
    let tests = sc.count("the number of tests T", ..)?;
    for _ in 0..tests {
        let n = sc.count("the number of heaps n", ..)?;
        let heaps = (0..n).map(|_| sc.read("a heap size")).collect::<judge::Result<Vec<u64>>>()?;
        out.extend_from_slice(if first_player_wins(&mut solver, &heaps) {
            b"Yes\n"
        } else {
            b"No\n"
        });
    }
    sc.finish()
}
