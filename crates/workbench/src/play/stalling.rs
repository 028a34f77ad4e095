//! The longest game: the move a player who must lose makes to last longest, by remoteness
//! (`sg_core::remoteness`) over the rules' own moves, held to a budget of moves listed.

use std::cell::Cell;

use sg_core::Moves;
use sg_core::remoteness::{Convention, Remoteness, RemotenessSolver};

/// The most moves of one position the search lists (a heap of 10^18 stones has 10^18 moves;
/// beyond this the position counts as too large to search).
pub const SEARCH_MOVES: usize = 1 << 10;

/// A game's rules searched whole (a move leads to one position, as the remoteness search
/// wants): at most [`SEARCH_MOVES`] moves per position and `work` in all, beyond which
/// `exhausted` is set and the search's result is void.
struct Whole<R> {
    rules: R,
    work: Cell<usize>,
    exhausted: Cell<bool>,
}

impl<R: Moves> sg_core::Game for Whole<R> {
    type Position = R::Position;

    fn moves(&self, position: &R::Position) -> Vec<Vec<R::Position>> {
        let cap = SEARCH_MOVES.min(self.work.get());
        let moves: Vec<R::Move> = self.rules.legal_moves(position).take(cap + 1).collect();
        if moves.len() > cap {
            self.exhausted.set(true);
            return Vec::new();
        }
        self.work.set(self.work.get() - moves.len());
        moves.iter().map(|m| vec![self.rules.play(position, m)]).collect()
    }
}

/// The longest-game search of one game, held to a budget of moves listed per search and to a
/// total over all its searches.
pub struct Stalling<R: Moves> {
    solver: RemotenessSolver<Whole<R>>,
    convention: Convention,
    per_search: usize,
    left: usize,
}

impl<R: Moves + Clone> Stalling<R> {
    /// The search of `rules` under `convention`, listing at most `per_search` moves in one
    /// search and `total` in all.
    pub fn new(rules: R, convention: Convention, per_search: usize, total: usize) -> Self {
        let whole = Whole { rules, work: Cell::new(0), exhausted: Cell::new(false) };
        let solver = RemotenessSolver::new(whole, convention);
        Self { solver, convention, per_search, left: total }
    }

    /// The remoteness of `position`, or `None` when the search is beyond the budget (it then
    /// starts afresh next time) or the total is spent.
    ///
    /// # Complexity
    /// At most the budget's moves listed.
    pub fn remoteness(&mut self, position: &R::Position) -> Option<Remoteness> {
        let allowed = self.per_search.min(self.left);
        self.solver.game().work.set(allowed);
        let found = self.solver.remoteness(position);
        self.left -= allowed - self.solver.game().work.get();
        if self.solver.game().exhausted.get() {
            let rules = self.solver.game().rules.clone();
            *self = Self::new(rules, self.convention, self.per_search, self.left);
            return None;
        }
        Some(found)
    }

    /// The move after which the game lasts longest, and how many moves it then lasts; `None`
    /// when the search does not fit its budget.
    ///
    /// # Complexity
    /// At most [`SEARCH_MOVES`] searches within the budget.
    pub fn longest_move(&mut self, position: &R::Position) -> Option<(R::Move, u64)> {
        let rules = self.solver.game().rules.clone();
        let moves: Vec<R::Move> = rules.legal_moves(position).take(SEARCH_MOVES + 1).collect();
        if moves.len() > SEARCH_MOVES {
            return None;
        }
        let mut best: Option<(R::Move, u64)> = None;
        for m in moves {
            let length = self.remoteness(&rules.play(position, &m))?.moves + 1;
            if best.as_ref().is_none_or(|&(_, b)| length > b) {
                best = Some((m, length));
            }
        }
        best
    }
}
