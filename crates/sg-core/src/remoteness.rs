//! Remoteness (Steinhaus): how long a game lasts when the winner hurries and the loser stalls.
//!
//! Under perfect play the outcome of a position is fixed, but not its length. Give each
//! position a *remoteness* ([`RemotenessSolver`]):
//! - a position with no move has remoteness 0 (lost for the player to move under normal play,
//!   won under misère play);
//! - a won position (some option is lost) has 1 + the **smallest** remoteness of a lost option:
//!   its winner takes the quickest win;
//! - a lost position has 1 + the **largest** remoteness of any option: its loser makes the game
//!   last longest.
//!
//! Then the player who follows these choices wins every won position in exactly that many
//! moves against any defence, and against a winner who hurries the loser can make a lost
//! position last that long and no longer (induction on the remoteness; Winning Ways, chapter
//! 9, where the opposite choice, the winner dragging the game out, gives the suspense numbers
//! of [`crate::every_sg`]). The outcome it finds is by definition: a search of the whole
//! position with no Grundy value, so it is a second exact method beside [`crate::Solver`] and
//! [`crate::misere::MisereSolver`], and the tests hold it to both.
//!
//! A search can be held to a budget of positions ([`RemotenessSolver::within`]): a game played
//! from a position too large to search then says so instead of running for hours.

use rustc_hash::FxHashMap;

use crate::game::Game;

/// Who wins a position with no move.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Convention {
    /// Normal play: the player who cannot move loses.
    Normal,
    /// Misère play: the player who cannot move wins (whoever makes the last move loses).
    Misere,
}

/// A position's outcome and remoteness.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Remoteness {
    /// Whether the player to move wins.
    pub wins: bool,
    /// How many more moves the game lasts when the winner hurries and the loser stalls.
    pub moves: u64,
}

/// The remoteness of a position from its options', under `convention` (see the
/// [module](self)).
fn remoteness_from(convention: Convention, options: &[Remoteness]) -> Remoteness {
    if options.is_empty() {
        return Remoteness { wins: convention == Convention::Misere, moves: 0 };
    }
    let quickest_win = options.iter().filter(|o| !o.wins).map(|o| o.moves).min();
    match quickest_win {
        Some(moves) => Remoteness { wins: true, moves: moves + 1 },
        None => {
            let longest = options.iter().map(|o| o.moves).max().expect("options is non-empty");
            Remoteness { wins: false, moves: longest + 1 }
        }
    }
}

/// A memoised solver for the remoteness of a [`Game`]'s positions.
///
/// Each move must go to one position (a move list of one part): the game is searched whole, so
/// a sum is one position of it. Deep games do not overflow the call stack: the search keeps its
/// own stack.
///
/// ```
/// use sg_core::Game;
/// use sg_core::remoteness::{Convention, Remoteness, RemotenessSolver};
///
/// /// Take one or two stones from a heap.
/// struct TakeOneOrTwo;
/// impl Game for TakeOneOrTwo {
///     type Position = u64;
///     fn moves(&self, &h: &u64) -> Vec<Vec<u64>> {
///         (1..=2.min(h)).map(|t| vec![h - t]).collect()
///     }
/// }
///
/// let mut solver = RemotenessSolver::new(TakeOneOrTwo, Convention::Normal);
/// // Heap 3 is lost; heap 4 is won in 3 moves: take 1, then answer each move by its complement.
/// assert_eq!(solver.remoteness(&3), Remoteness { wins: false, moves: 2 });
/// assert_eq!(solver.remoteness(&4), Remoteness { wins: true, moves: 3 });
/// // The loser of heap 3 stalls by taking one stone (the game then lasts two moves).
/// assert_eq!(solver.best_move(&3), Some(2));
/// // Under misère play, taking the last stone loses: heap 1 is lost, heap 2 won.
/// let mut misere = RemotenessSolver::new(TakeOneOrTwo, Convention::Misere);
/// assert!(!misere.remoteness(&1).wins && misere.remoteness(&2).wins);
/// ```
#[derive(Debug)]
pub struct RemotenessSolver<G: Game> {
    game: G,
    convention: Convention,
    memo: FxHashMap<G::Position, Remoteness>,
}

impl<G: Game> RemotenessSolver<G> {
    /// A solver with an empty memo.
    pub fn new(game: G, convention: Convention) -> Self {
        Self { game, convention, memo: FxHashMap::default() }
    }

    /// The game being solved.
    pub fn game(&self) -> &G {
        &self.game
    }

    /// How many positions have been evaluated so far.
    pub fn positions_solved(&self) -> usize {
        self.memo.len()
    }

    /// The outcome and remoteness of `position`.
    ///
    /// # Panics
    /// If the game is not well-founded, or a move splits a position into a sum.
    ///
    /// # Complexity
    /// O(Σ over reachable positions of their move counts), each position expanded once, with
    /// O(1) expected hash-map work per option; memory O(reachable positions).
    pub fn remoteness(&mut self, position: &G::Position) -> Remoteness {
        self.within(position, usize::MAX).expect("an unbounded search always finishes")
    }

    /// [`RemotenessSolver::remoteness`], or `None` if that needs more than `budget` positions
    /// not already in the memo. A refused search forgets the whole memo (the values it was
    /// building are wrong), so the next call starts afresh.
    ///
    /// # Panics
    /// As [`RemotenessSolver::remoteness`].
    ///
    /// # Complexity
    /// At most `budget` positions expanded, as in [`RemotenessSolver::remoteness`].
    pub fn within(&mut self, position: &G::Position, budget: usize) -> Option<Remoteness> {
        let Self { game, convention, memo } = self;
        let (mut expanded, mut refused) = (0usize, false);
        let expand = |position: &G::Position| {
            expanded += 1;
            if expanded > budget {
                refused = true;
                return (Vec::new(), ());
            }
            (crate::every_sg::options(game, position), ())
        };
        let convention = *convention;
        let value = crate::game::evaluate(position, memo, expand, |(), options| {
            remoteness_from(convention, options)
        });
        if refused {
            memo.clear();
            return None;
        }
        Some(value)
    }

    /// The move of the remoteness strategy, as the position it leads to: from a won position a
    /// lost option of the smallest remoteness, from a lost one an option of the largest; the
    /// first such in [`Game::moves`] order, and `None` when there is no move.
    ///
    /// # Panics
    /// As [`RemotenessSolver::remoteness`].
    ///
    /// # Complexity
    /// As [`RemotenessSolver::remoteness`], plus one pass over the options.
    pub fn best_move(&mut self, position: &G::Position) -> Option<G::Position> {
        let target = self.remoteness(position);
        let options = crate::every_sg::options(&self.game, position);
        options.into_iter().find(|option| {
            let r = self.remoteness(option);
            r.wins != target.wins && r.moves + 1 == target.moves
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{Outcome, Solver};
    use crate::misere::MisereSolver;

    /// A random DAG on vertices `0..n`: each vertex moves to a few smaller ones.
    struct Dag {
        successors: Vec<Vec<u8>>,
    }

    impl Game for Dag {
        type Position = u8;
        fn moves(&self, &v: &u8) -> Vec<Vec<u8>> {
            self.successors[v as usize].iter().map(|&w| vec![w]).collect()
        }
    }

    fn random_dag(state: &mut u64, n: u8) -> Dag {
        let mut next = |below: u64| {
            *state ^= *state << 13;
            *state ^= *state >> 7;
            *state ^= *state << 17;
            *state % below
        };
        let successors = (0..n)
            .map(|v| {
                let degree = if v == 0 { 0 } else { next(4) };
                (0..degree).map(|_| next(u64::from(v)) as u8).collect()
            })
            .collect();
        Dag { successors }
    }

    /// The definition read literally, by recursion (the test DAGs are shallow).
    fn by_definition(dag: &Dag, v: u8, convention: Convention) -> Remoteness {
        let options: Vec<Remoteness> =
            dag.moves(&v).into_iter().map(|m| by_definition(dag, m[0], convention)).collect();
        remoteness_from(convention, &options)
    }

    /// On a thousand random DAGs, the solver agrees with the definition read literally, its
    /// outcome with the Grundy engine (normal play) and the misère search, and its best move
    /// has remoteness one less with the other outcome.
    #[test]
    fn remoteness_agrees_with_the_definition_and_the_outcome_searches() {
        let mut state = 0x5eed_1234_abcd_0001;
        let mut lengths = 0;
        for _ in 0..1000 {
            let dag = random_dag(&mut state, 14);
            for convention in [Convention::Normal, Convention::Misere] {
                let n = dag.successors.len() as u8;
                let mut solver =
                    RemotenessSolver::new(Dag { successors: dag.successors.clone() }, convention);
                let mut grundy = Solver::new(Dag { successors: dag.successors.clone() });
                let mut misere = MisereSolver::new(Dag { successors: dag.successors.clone() });
                for v in 0..n {
                    let r = solver.remoteness(&v);
                    assert_eq!(r, by_definition(&dag, v, convention), "{:?} {v}", dag.successors);
                    let wins = match convention {
                        Convention::Normal => grundy.outcome(&v) == Outcome::Win,
                        Convention::Misere => misere.first_player_wins(&[v]),
                    };
                    assert_eq!(r.wins, wins, "{:?} {v} {convention:?}", dag.successors);
                    match solver.best_move(&v) {
                        None => assert_eq!(r.moves, 0),
                        Some(w) => {
                            let after = solver.remoteness(&w);
                            assert_eq!((after.wins, after.moves + 1), (!r.wins, r.moves));
                        }
                    }
                    lengths += r.moves;
                }
            }
        }
        assert!(lengths > 10_000, "the random games are too short: {lengths} moves in all");
    }

    /// The check can fail: a loser who cuts the game short (the smallest remoteness, as in the
    /// Every-SG steps) instead of stalling disagrees with the definition somewhere.
    #[test]
    fn a_loser_who_hurries_is_told_apart() {
        let hurried = |options: &[Remoteness]| {
            let real = remoteness_from(Convention::Normal, options);
            let shortest = options.iter().map(|o| o.moves).min();
            match shortest {
                Some(m) if !real.wins => Remoteness { wins: false, moves: m + 1 },
                _ => real,
            }
        };
        let mut state = 99;
        let differs = (0..200).any(|_| {
            let dag = random_dag(&mut state, 14);
            let mut memo: Vec<Remoteness> = Vec::new();
            (0..dag.successors.len() as u8).any(|v| {
                let options: Vec<Remoteness> =
                    dag.moves(&v).iter().map(|m| memo[m[0] as usize]).collect();
                memo.push(hurried(&options));
                memo[v as usize] != by_definition(&dag, v, Convention::Normal)
            })
        });
        assert!(differs);
    }

    /// A chain of a million positions is searched without overflowing the stack; a budget
    /// below its length refuses and forgets, and the next unbounded call is right.
    #[test]
    fn deep_games_and_budgets() {
        struct Chain;
        impl Game for Chain {
            type Position = u32;
            fn moves(&self, &n: &u32) -> Vec<Vec<u32>> {
                if n == 0 { vec![] } else { vec![vec![n - 1]] }
            }
        }
        let mut solver = RemotenessSolver::new(Chain, Convention::Normal);
        assert_eq!(solver.within(&1000, 500), None);
        assert_eq!(solver.positions_solved(), 0);
        assert_eq!(solver.within(&1000, 1001), Some(Remoteness { wins: false, moves: 1000 }));
        assert_eq!(solver.remoteness(&1_000_001), Remoteness { wins: true, moves: 1_000_001 });
        // Positions already known cost nothing.
        assert_eq!(solver.within(&999, 0), Some(Remoteness { wins: true, moves: 999 }));
        assert_eq!(solver.best_move(&0), None);
    }
}
