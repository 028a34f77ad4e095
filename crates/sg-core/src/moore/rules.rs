//! Nim_k's rules as an [`sg_core::Moves`](crate::Moves), in a module of their own so that a
//! judge path using only Moore's arithmetic (the parent module) does not reach the engine.

use crate::game::{Moves, sorted_heaps};
use crate::nim::NimMove;

/// Nim_k by its rules alone: a position is the row of heaps, and a move lowers at least one
/// and at most `k` heaps, each to any smaller size. The engine keys a position by its sorted
/// non-empty heaps and searches it whole (Nim_k is not a sum of its heaps).
///
/// ```
/// use sg_core::{Outcome, Solver, moore::MooreRules};
/// let mut solver = Solver::new(MooreRules { k: 2 });
/// assert_eq!(solver.outcome(&vec![3, 3, 3]), Outcome::Lose);
/// assert_eq!(solver.outcome(&vec![3, 3]), Outcome::Win);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MooreRules {
    /// The most heaps a move may take from.
    pub k: u64,
}

impl Moves for MooreRules {
    type Position = Vec<u64>;
    /// The heaps lowered, in increasing index, with their new sizes.
    type Move = Vec<NimMove>;

    /// Every choice of amounts taken, as an odometer over the heaps (the first heap turning
    /// fastest, so one stone from the first heap comes first), keeping those that take from 1
    /// to `k` heaps. O(Π (h_i + 1)) steps in all.
    fn legal_moves<'a>(&'a self, heaps: &'a Vec<u64>) -> impl Iterator<Item = Vec<NimMove>> + 'a {
        let mut taken = vec![0u64; heaps.len()];
        std::iter::from_fn(move || {
            loop {
                // Advance the odometer; None once it wraps to all zeros.
                let turned = (0..heaps.len()).find(|&i| {
                    if taken[i] < heaps[i] {
                        taken[i] += 1;
                        true
                    } else {
                        taken[i] = 0;
                        false
                    }
                });
                turned?;
                let lowered = taken.iter().filter(|&&t| t > 0).count() as u64;
                if lowered <= self.k {
                    let moves = (0..heaps.len()).filter(|&i| taken[i] > 0);
                    return Some(
                        moves
                            .map(|heap| NimMove { heap, new_size: heaps[heap] - taken[heap] })
                            .collect(),
                    );
                }
            }
        })
    }
    fn play(&self, heaps: &Vec<u64>, chosen: &Vec<NimMove>) -> Vec<u64> {
        let mut next = heaps.clone();
        for m in chosen {
            next[m.heap] = m.new_size;
        }
        next
    }
    fn parts(&self, heaps: Vec<u64>) -> Vec<Vec<u64>> {
        vec![sorted_heaps(heaps)]
    }
}
