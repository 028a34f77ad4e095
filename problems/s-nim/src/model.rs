//! S-Nim by its rules, for sg-core's engine: a position is the sorted list of all its heaps,
//! and a move removes exactly `s ∈ S` beads from one heap. No Grundy theory is assumed: the
//! engine searches the whole multi-heap position.

use sg_core::{Game, Outcome, Solver};

use crate::Input;

/// S-Nim with move set `moves`, as one game over the whole list of heaps.
#[derive(Debug, Clone)]
pub struct SNimRules {
    /// The allowed removal sizes (all positive).
    pub moves: Vec<u64>,
}

impl Game for SNimRules {
    type Position = Vec<u64>;

    fn moves(&self, heaps: &Vec<u64>) -> Vec<Vec<Vec<u64>>> {
        let mut out = Vec::new();
        for (i, &h) in heaps.iter().enumerate() {
            for &s in self.moves.iter().filter(|&&s| s <= h) {
                let mut next = heaps.clone();
                next[i] -= s;
                next.sort_unstable();
                out.push(vec![next]);
            }
        }
        out
    }
}

/// Whether the first player wins from `heaps`, by searching the game tree.
///
/// # Complexity
/// Exponential in the number of heaps: small positions only.
pub fn first_player_wins(solver: &mut Solver<SNimRules>, heaps: &[u64]) -> bool {
    let mut sorted = heaps.to_vec();
    sorted.sort_unstable();
    solver.outcome(&sorted) == Outcome::Win
}

/// Every test's verdicts by search (as [`crate::answer`], which may refuse; this cannot).
///
/// # Complexity
/// Exponential in the number of heaps: small inputs only.
pub fn answer(input: &Input) -> Vec<Vec<bool>> {
    let verdicts = |test: &crate::Test| {
        let mut solver = Solver::new(SNimRules { moves: test.game.moves().to_vec() });
        test.positions.iter().map(|heaps| first_player_wins(&mut solver, heaps)).collect()
    };
    input.tests.iter().map(verdicts).collect()
}
