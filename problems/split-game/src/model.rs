//! The game by its rules, for sg-core's engine: the brute force the fast solution is tested
//! against. A position is the list of bean counts; a move takes a bean from bottle `i` and
//! puts one into `j` and one into `k` for `i < j ≤ k`. The winning first moves are the moves
//! to a position of value 0, tried in lexicographic order. No insight belongs here: neither
//! the beans' independence nor the parity of the counts.

use std::cell::RefCell;

use sg_core::{Game, Solver};

use crate::{Input, Reply};

/// The bean counts of the bottles.
pub type Counts = Vec<u16>;

/// The rules of the split game.
#[derive(Debug, Clone, Copy, Default)]
pub struct SplitRules;

/// Every legal move `(i, j, k)` from `counts`, in lexicographic order.
///
/// # Complexity
/// O(n³).
pub fn legal_moves(counts: &[u16]) -> impl Iterator<Item = (usize, usize, usize)> + '_ {
    let n = counts.len();
    (0..n)
        .filter(|&i| counts[i] > 0)
        .flat_map(move |i| (i + 1..n).flat_map(move |j| (j..n).map(move |k| (i, j, k))))
}

/// The counts after the move `(i, j, k)`.
///
/// # Complexity
/// O(n).
pub fn after(counts: &[u16], (i, j, k): (usize, usize, usize)) -> Counts {
    let mut next = counts.to_vec();
    next[i] -= 1;
    next[j] += 1;
    next[k] += 1;
    next
}

impl Game for SplitRules {
    type Position = Counts;

    fn moves(&self, counts: &Counts) -> Vec<Vec<Counts>> {
        legal_moves(counts).map(|m| vec![after(counts, m)]).collect()
    }
}

thread_local! {
    /// One search for every call: small positions recur across the tests' inputs.
    static SOLVER: RefCell<Solver<SplitRules>> = RefCell::new(Solver::new(SplitRules));
}

/// Whether the player to move wins at `counts`, by search.
///
/// # Complexity
/// Proportional to the positions reachable: small counts and few bottles only.
pub fn wins(counts: &[u16]) -> bool {
    SOLVER.with(|s| s.borrow_mut().grundy(&counts.to_vec()) != 0)
}

/// The counts of one test, for the model.
///
/// # Panics
/// If a count exceeds `u16` (the model searches small positions only).
pub fn counts(beans: &[u64]) -> Counts {
    beans.iter().map(|&p| u16::try_from(p).expect("the model searches small counts")).collect()
}

/// The reply to one test by search: the moves to a lost position, counted, the first kept.
///
/// # Complexity
/// As [`wins`] for every position after one move.
pub fn reply(beans: &[u64]) -> Reply {
    let counts = counts(beans);
    let mut winning = legal_moves(&counts).filter(|&m| !wins(&after(&counts, m)));
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
