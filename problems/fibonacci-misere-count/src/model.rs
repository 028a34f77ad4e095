//! The game by its rules, for sg-core's misère engine: a position is the heap and the most the
//! player to move may take; a take of `k` leaves the heap less `k` and lets the opponent take
//! up to `2k`. `MisereSolver` searches it with the last mover losing. The count enumerates the
//! heaps and counts the searched wins. No insight belongs here.

use sg_core::Moves;
use sg_core::misere::MisereSolver;

use crate::Input;

/// One heap under the doubling rule.
#[derive(Debug, Clone, Copy, Default)]
pub struct Rules;

/// A position: the stones left and the most the player to move may take.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Pile {
    /// The stones left.
    pub heap: u64,
    /// The most the player to move may take.
    pub limit: u64,
}

/// The position with the limit cut to the heap: a limit above the heap allows the same takes,
/// so the search meets each position once.
pub fn pile(heap: u64, limit: u64) -> Pile {
    Pile { heap, limit: limit.min(heap) }
}

/// A move is how many stones to take, one first: up to the limit; then the opponent's limit is
/// twice the take.
impl Moves for Rules {
    type Position = Pile;
    type Move = u64;

    fn legal_moves<'a>(&'a self, pile: &'a Pile) -> impl Iterator<Item = u64> + 'a {
        1..=pile.limit.min(pile.heap)
    }
    fn play(&self, before: &Pile, &take: &u64) -> Pile {
        pile(before.heap - take, take.saturating_mul(2))
    }
    /// The pile whole (a misère game must not split), its limit cut to the heap.
    fn parts(&self, position: Pile) -> Vec<Pile> {
        vec![pile(position.heap, position.limit)]
    }
}

/// Whether the player to move wins `(heap, limit)` when taking the last stone loses, by search.
///
/// # Complexity
/// O(heap³) at worst, memoised in `solver`: small heaps only.
pub fn wins(solver: &mut MisereSolver<Rules>, heap: u64, limit: u64) -> bool {
    solver.first_player_wins(&[pile(heap, limit)])
}

/// Each test's count: the heaps `1..=N` enumerated, each searched with a first take of at most
/// `k`.
///
/// # Complexity
/// O(N · N³) at worst, memoised across the tests: small inputs only.
pub fn answer(input: &Input) -> Vec<u64> {
    let mut solver = MisereSolver::new(Rules);
    let count = |t: &crate::Test, solver: &mut MisereSolver<Rules>| {
        (1..=t.n).filter(|&n| wins(solver, n, t.k)).count() as u64
    };
    input.tests.iter().map(|t| count(t, &mut solver)).collect()
}
