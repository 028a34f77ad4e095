//! The game by its rules, for sg-core's engine: the brute force the fast solution is tested
//! against. A position is the heap and the most the player to move may take; a take of `k`
//! leaves the heap less `k` and lets the opponent take up to `2k`. No insight belongs here.

use sg_core::{Moves, Outcome, Solver};

use crate::Input;

/// One heap under the doubling rule.
#[derive(Debug, Clone, Copy, Default)]
pub struct Rules;

/// A position: the stones left and the most the player to move may take.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Pile {
    /// The stones left.
    pub heap: u64,
    /// The most the player to move may take.
    pub limit: u64,
}

/// The position with the limit cut to the heap: a limit above the heap allows the same takes,
/// so the search meets each position once.
fn canonical(heap: u64, limit: u64) -> Pile {
    Pile { heap, limit: limit.min(heap) }
}

/// A move is how many stones to take, one first: up to the limit, and then the opponent's
/// limit is twice the take.
impl Moves for Rules {
    type Position = Pile;
    type Move = u64;

    fn legal_moves<'a>(&'a self, pile: &'a Pile) -> impl Iterator<Item = u64> + 'a {
        1..=pile.limit.min(pile.heap)
    }
    fn play(&self, pile: &Pile, &take: &u64) -> Pile {
        Pile { heap: pile.heap - take, limit: take.saturating_mul(2) }
    }
    /// The pile whole, its limit cut to the heap.
    fn parts(&self, pile: Pile) -> Vec<Pile> {
        vec![canonical(pile.heap, pile.limit)]
    }
}

/// The first player's position: `n` stones, any take but the whole heap.
pub fn start(n: u64) -> Pile {
    canonical(n, n.saturating_sub(1))
}

/// Whether the player to move wins `(heap, limit)`, by search.
///
/// # Complexity
/// O(heap³) at worst, memoised in `solver`: small heaps only.
pub fn wins(solver: &mut Solver<Rules>, heap: u64, limit: u64) -> bool {
    solver.outcome(&canonical(heap, limit)) == Outcome::Win
}

/// The Grundy value of `(heap, limit)`, by search.
///
/// # Complexity
/// As [`wins`].
pub fn grundy(solver: &mut Solver<Rules>, heap: u64, limit: u64) -> u64 {
    solver.grundy(&canonical(heap, limit))
}

/// The verdict of every test by searching the game tree.
///
/// # Complexity
/// O(max n³), memoised across the tests: small inputs only.
pub fn answer(input: &Input) -> Vec<bool> {
    let mut solver = Solver::new(Rules);
    input.heaps.iter().map(|&n| solver.outcome(&start(n)) == Outcome::Win).collect()
}
