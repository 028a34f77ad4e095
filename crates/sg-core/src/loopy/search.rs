//! The definition-level search for games that may not end: the brute force every loopy
//! solution is tested against. It knows the rules ([`LoopyGame::moves`]) and the definition
//! of the outcomes only.
//!
//! A position is won when the player to move can force a win in finitely many moves: after
//! `k` rounds of "won if some move reaches a lost position; lost if every move reaches a won
//! one (so a position without a move is lost)", exactly the positions decided within `k` moves
//! are labelled. [`LoopySolver`] explores every position reachable from the one asked about,
//! applies those rounds to all of them until nothing changes, and calls the rest drawn. It uses
//! no counter and no queue, unlike [`super::outcomes`], and it is searched over whole positions
//! (a sum of tokens is one position here), unlike [`super::loopy_values`].

use std::hash::Hash;

use rustc_hash::FxHashMap;

use super::Outcome;

/// A game given by its rules; plays may go on forever (a position may repeat).
pub trait LoopyGame {
    /// A position (of the whole game: for a sum of tokens, all of them; make equivalent
    /// positions equal, by sorting a multiset).
    type Position: Clone + Eq + Hash;

    /// Every position the player to move can move to.
    fn moves(&self, position: &Self::Position) -> Vec<Self::Position>;
}

/// Where a move leads during one search: a position explored now, or one known before.
#[derive(Clone, Copy)]
enum Next {
    /// The index of a position of this search.
    New(usize),
    /// A position solved by an earlier search.
    Known(Outcome),
}

/// Outcomes of a [`LoopyGame`] by exhaustive search of the positions reachable from each one
/// asked about, memoised across calls.
///
/// ```
/// use sg_core::loopy::Outcome;
/// use sg_core::loopy::search::{LoopyGame, LoopySolver};
///
/// /// A counter on 0..5: add 1 or 2, or go back to 0 from 4; 5 is the end (no move).
/// struct Counter;
/// impl LoopyGame for Counter {
///     type Position = u32;
///     fn moves(&self, &p: &u32) -> Vec<u32> {
///         match p {
///             5 => vec![],
///             4 => vec![5, 0],
///             _ => vec![p + 1, p + 2],
///         }
///     }
/// }
/// let mut solver = LoopySolver::new(Counter);
/// assert_eq!(solver.outcome(&5), Outcome::Lose);
/// assert_eq!(solver.outcome(&4), Outcome::Win);
/// assert_eq!(solver.outcome(&3), Outcome::Win); // 3 → 5
/// assert_eq!(solver.outcome(&2), Outcome::Lose); // 2 → 3 or 4, both won
/// ```
#[derive(Debug)]
pub struct LoopySolver<G: LoopyGame> {
    game: G,
    known: FxHashMap<G::Position, Outcome>,
}

impl<G: LoopyGame> LoopySolver<G> {
    /// A solver with nothing searched yet.
    pub fn new(game: G) -> Self {
        Self { game, known: FxHashMap::default() }
    }

    /// The game.
    pub fn game(&self) -> &G {
        &self.game
    }

    /// How many positions are solved.
    pub fn positions_solved(&self) -> usize {
        self.known.len()
    }

    /// The outcome of `position` for the player to move. Every position reachable from it is
    /// solved too (and remembered).
    ///
    /// # Complexity
    /// O(R · (M + rounds)), with R positions reachable and not solved before, M moves among
    /// them and at most R rounds: exponential in the size of a sum, for small games only.
    pub fn outcome(&mut self, position: &G::Position) -> Outcome {
        if let Some(&outcome) = self.known.get(position) {
            return outcome;
        }
        let mut index: FxHashMap<G::Position, usize> = FxHashMap::default();
        let mut positions = vec![position.clone()];
        index.insert(position.clone(), 0);
        let mut moves: Vec<Vec<Next>> = Vec::new();
        while moves.len() < positions.len() {
            let next: Vec<Next> = self
                .game
                .moves(&positions[moves.len()])
                .into_iter()
                .map(|p| {
                    if let Some(&outcome) = self.known.get(&p) {
                        return Next::Known(outcome);
                    }
                    let fresh = positions.len();
                    let at = *index.entry(p.clone()).or_insert(fresh);
                    if at == fresh {
                        positions.push(p);
                    }
                    Next::New(at)
                })
                .collect();
            moves.push(next);
        }
        let mut decided: Vec<Option<Outcome>> = vec![None; positions.len()];
        loop {
            let mut changed = false;
            for i in 0..positions.len() {
                if decided[i].is_some() {
                    continue;
                }
                let outcome_of = |next: &Next| match *next {
                    Next::Known(outcome) => Some(outcome),
                    Next::New(j) => decided[j],
                };
                let reaches_lost = moves[i].iter().any(|n| outcome_of(n) == Some(Outcome::Lose));
                let all_won = moves[i].iter().all(|n| outcome_of(n) == Some(Outcome::Win));
                if reaches_lost || all_won {
                    decided[i] = Some(if reaches_lost { Outcome::Win } else { Outcome::Lose });
                    changed = true;
                }
            }
            if !changed {
                break;
            }
        }
        for (p, outcome) in positions.into_iter().zip(decided) {
            self.known.insert(p, outcome.unwrap_or(Outcome::Draw));
        }
        self.known[position]
    }
}
