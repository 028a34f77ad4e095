//! The game by its rules, for sg-core's engine: the brute force the fast solution is tested
//! against. A position is the list of bean counts; a move takes a bean from bottle `i` and
//! puts one into `j` and one into `k` for `i < j ≤ k`. The winning first moves are the moves
//! to a position of value 0, tried in lexicographic order. No insight belongs here: neither
//! the beans' independence nor the parity of the counts (the position is searched whole).

use std::cell::RefCell;

use sg_core::{Moves, Solver};

use crate::{Input, Reply};

/// The bean counts of the bottles.
pub type Counts = Vec<u64>;

/// A move `(i, j, k)`: a bean out of bottle `i`, one into `j` and one into `k`, `i < j ≤ k`.
pub type Split = (usize, usize, usize);

/// The rules of the split game, stated once.
#[derive(Debug, Clone, Copy, Default)]
pub struct Rules;

impl Moves for Rules {
    type Position = Counts;
    type Move = Split;

    /// In lexicographic order: the first non-empty bottle into the next one, twice, first.
    ///
    /// # Complexity
    /// O(1) per move listed, O(n³) moves.
    fn legal_moves<'a>(&'a self, counts: &'a Counts) -> impl Iterator<Item = Split> + 'a {
        let n = counts.len();
        (0..n)
            .filter(|&i| counts[i] > 0)
            .flat_map(move |i| (i + 1..n).flat_map(move |j| (j..n).map(move |k| (i, j, k))))
    }
    /// The counts after the move (a count stays at `u64::MAX` rather than overflow).
    fn play(&self, counts: &Counts, &(i, j, k): &Split) -> Counts {
        let mut next = counts.clone();
        next[i] -= 1;
        next[j] = next[j].saturating_add(1);
        next[k] = next[k].saturating_add(1);
        next
    }
}

thread_local! {
    /// One search for every call: small positions recur across the tests' inputs.
    static SOLVER: RefCell<Solver<Rules>> = RefCell::new(Solver::new(Rules));
}

/// Whether the player to move wins at `counts`, by search.
///
/// # Complexity
/// Proportional to the positions reachable: small counts and few bottles only.
pub fn wins(counts: &[u64]) -> bool {
    SOLVER.with(|s| s.borrow_mut().grundy(&counts.to_vec()) != 0)
}

/// The reply to one test by search: the moves to a lost position, counted, the first kept.
///
/// # Complexity
/// As [`wins`] for every position after one move.
pub fn reply(beans: &[u64]) -> Reply {
    let counts = beans.to_vec();
    let mut winning = Rules.legal_moves(&counts).filter(|m| !wins(&Rules.play(&counts, m)));
    let first = winning.next();
    Reply { first, count: first.map_or(0, |_| 1 + winning.count() as u64) }
}

/// The reply to every test by search.
///
/// # Complexity
/// As [`reply`] per test.
pub fn answer(input: &Input) -> Vec<Reply> {
    input.tests.iter().map(|beans| reply(beans)).collect()
}
