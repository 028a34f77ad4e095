//! The game by its rules, for sg-core's engine: a position is the multiset of the lengths of
//! the runs of cards on the table (sorted), and a move removes `L..=R` consecutive cards of one
//! run, leaving the cards before and after it. Decided by search with no XOR.

use sg_core::{Game, Outcome, Solver};

use crate::Input;

/// The rules for moves of `l..=r` cards.
#[derive(Debug, Clone, Copy)]
pub struct Rules {
    /// The fewest cards a move removes.
    pub l: u64,
    /// The most.
    pub r: u64,
}

impl Game for Rules {
    type Position = Vec<u64>;

    fn moves(&self, runs: &Vec<u64>) -> Vec<Vec<Vec<u64>>> {
        let mut moves = Vec::new();
        for (i, &len) in runs.iter().enumerate() {
            for y in self.l..=self.r.min(len) {
                for before in 0..=len - y {
                    let mut next: Vec<u64> =
                        runs.iter().enumerate().filter(|&(j, _)| j != i).map(|(_, &r)| r).collect();
                    next.extend([before, len - y - before].into_iter().filter(|&r| r > 0));
                    next.sort_unstable();
                    moves.push(vec![next]);
                }
            }
        }
        moves
    }
}

/// Whether the first player wins `N` cards in a row, by search.
///
/// # Complexity
/// Exponential in `N`: small games only.
pub fn answer(input: &Input) -> bool {
    let mut solver = Solver::new(Rules { l: input.l, r: input.r });
    solver.outcome(&vec![input.n]) == Outcome::Win
}
