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
    /// The pile whole, its limit cut to the heap.
    fn parts(&self, position: Pile) -> Vec<Pile> {
        vec![pile(position.heap, position.limit)]
    }
}

/// Mirko's first position: `n` stones, any take up to the whole heap.
pub fn start(n: u64) -> Pile {
    pile(n, n)
}

/// Whether the player to move wins `(heap, limit)`, by search.
///
/// # Complexity
/// O(heap³) at worst, memoised in `solver`: small heaps only.
pub fn wins(solver: &mut Solver<Rules>, heap: u64, limit: u64) -> bool {
    solver.outcome(&pile(heap, limit)) == Outcome::Win
}

/// Every first take after which the opponent loses, increasing, by search.
///
/// # Complexity
/// As [`wins`].
pub fn winning_takes(solver: &mut Solver<Rules>, n: u64) -> Vec<u64> {
    let first = start(n);
    let takes: Vec<u64> = Rules.legal_moves(&first).collect();
    takes
        .into_iter()
        .filter(|take| solver.outcome(&Rules.play(&first, take)) == Outcome::Lose)
        .collect()
}

/// The smallest winning first take, by searching the game tree (0 if there were none; taking
/// the whole heap always wins).
///
/// # Complexity
/// O(N³) at worst: small inputs only.
pub fn answer(input: &Input) -> u64 {
    let mut solver = Solver::new(Rules);
    winning_takes(&mut solver, input.n).first().copied().unwrap_or(0)
}
