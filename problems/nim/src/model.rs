//! Nim by its rules, for sg-core's engine: a position is the sorted list of heap sizes, and a
//! move lowers one heap to any smaller size.

use sg_core::{Game, Outcome, Solver};

use crate::Input;

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

/// The verdict of every test by search.
///
/// # Complexity
/// Exponential in the heap sizes: small inputs only.
pub fn answer(input: &Input) -> Vec<bool> {
    let mut solver = Solver::new(NimRules);
    input.tests.iter().map(|heaps| first_player_wins(&mut solver, heaps)).collect()
}
