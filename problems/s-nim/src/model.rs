//! S-Nim by its rules, for sg-core's engine: a position is the row of heaps, and a move
//! removes exactly `s ∈ S` beads from one heap. No Grundy theory is assumed: the engine
//! searches the whole multi-heap position, keyed by its sorted heaps.

use sg_core::game::{Take, after_take, sorted_heaps};
use sg_core::{Moves, Outcome, Solver};

use crate::Input;

/// S-Nim with move set `moves`, as one game over the whole row of heaps: the game's rules,
/// stated once.
#[derive(Debug, Clone)]
pub struct Rules {
    /// The allowed removal sizes (all positive), ascending.
    pub moves: Vec<u64>,
}

impl Moves for Rules {
    type Position = Vec<u64>;
    type Move = Take;

    /// Heap by heap, the smallest removal first.
    fn legal_moves<'a>(&'a self, heaps: &'a Vec<u64>) -> impl Iterator<Item = Take> + 'a {
        heaps.iter().enumerate().flat_map(move |(heap, &h)| {
            self.moves.iter().filter(move |&&s| s <= h).map(move |&s| Take { heap, to: h - s })
        })
    }
    fn play(&self, heaps: &Vec<u64>, &take: &Take) -> Vec<u64> {
        after_take(heaps, take)
    }
    /// The whole position, its heaps sorted (no split: the search assumes no Grundy theory).
    fn parts(&self, heaps: Vec<u64>) -> Vec<Vec<u64>> {
        vec![sorted_heaps(heaps)]
    }
}

/// Whether the first player wins from `heaps`, by searching the game tree.
///
/// # Complexity
/// Exponential in the number of heaps: small positions only.
pub fn first_player_wins(solver: &mut Solver<Rules>, heaps: &[u64]) -> bool {
    solver.outcome(&sorted_heaps(heaps.to_vec())) == Outcome::Win
}

/// Every test's verdicts by search (as [`crate::answer`], which may refuse; this cannot).
///
/// # Complexity
/// Exponential in the number of heaps: small inputs only.
pub fn answer(input: &Input) -> Vec<Vec<bool>> {
    let verdicts = |test: &crate::Test| {
        let mut solver = Solver::new(Rules { moves: test.game.moves().to_vec() });
        test.positions.iter().map(|heaps| first_player_wins(&mut solver, heaps)).collect()
    };
    input.tests.iter().map(verdicts).collect()
}
