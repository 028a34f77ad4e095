//! Every-SG: several games played at once, where each turn the player to move must make one move
//! in **every** subgame that is not finished; the player who cannot move (every subgame
//! finished) loses. Winning Ways calls this the *continued conjunctive compound*.
//!
//! Grundy values say nothing here: a subgame's winner matters only through *when* it ends. Give
//! each subgame position a step count (Jia Zhihao's Every-SG step; Winning Ways' suspense
//! number), by [`StepSolver`]:
//! - a finished position (no move) has step 0;
//! - a won position (some option is lost) has step 1 + the **largest** step of a lost option —
//!   its winner drags it out;
//! - a lost position has step 1 + the **smallest** step of any option — its loser cuts it
//!   short.
//!
//! Then ([`first_player_wins`]) the player to move wins the compound iff the largest step over
//! its subgames is odd.
//!
//! **Proof.** First, by induction, a position's step is odd iff it is won: a finished one has
//! step 0 and is lost; a won one has step 1 + (the step of a lost option, even); a lost one has
//! only won options, of odd steps. Now let `M` be the largest step in a compound.
//! - `M` odd: in each won subgame move to a lost option of step `s − 1` (it exists: the largest
//!   is chosen), in each lost one to an option of the smallest step, `s − 1`. Every step drops
//!   by exactly one, so the largest becomes `M − 1`, even.
//! - `M` even: if `M = 0` every subgame is finished and the mover loses. Otherwise the subgames
//!   of step `M` are lost and every option of one has an odd step `≥ M − 1`. Any subgame moved
//!   to a lost (even-step) option came from a won one, of step `s ≤ M − 1`, and its option's
//!   step is `≤ s − 1 ≤ M − 2`. So after any move the largest step is odd.
//!
//! Every move makes progress in a well-founded game, so the side that always leaves an even
//! largest step makes the last move. ∎
//!
//! The tests hold this to [`ContinuedConjunctive`], the compound game itself searched by
//! sg-core's [`Solver`](crate::Solver), on thousands of tuples of random DAG games and of
//! Euclid's game, and show that simpler rules fail there.

use rustc_hash::FxHashMap;

use crate::game::Game;

/// Whether the player to move wins the Every-SG compound whose subgames have step counts
/// `steps`: iff the largest is odd. No subgame, or all finished (all 0): the mover loses.
///
/// ```
/// use sg_core::every_sg::first_player_wins;
/// assert!(first_player_wins([1, 1, 1]));
/// assert!(!first_player_wins([2, 1]));
/// assert!(first_player_wins([2, 5, 4]));
/// assert!(!first_player_wins([0, 0]));
/// assert!(!first_player_wins([]));
/// ```
///
/// # Complexity
/// O(number of subgames).
pub fn first_player_wins(steps: impl IntoIterator<Item = u64>) -> bool {
    steps.into_iter().max().is_some_and(|m| m % 2 == 1)
}

/// A memoised solver for the Every-SG step count of a [`Game`]'s positions.
///
/// Each move must go to one position (a move list of one part); a move that splits a subgame
/// into a sum has no meaning in a compound where every part must move. Deep games do not
/// overflow the call stack: the search keeps its own stack.
///
/// ```
/// use sg_core::Game;
/// use sg_core::every_sg::{StepSolver, first_player_wins};
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
/// let mut solver = StepSolver::new(TakeOneOrTwo);
/// // Heap 4 is won (take 1 to reach 3, a lost heap) and its winner drags it out: 4, 3, 1 or 2,
/// // then 0; three moves.
/// assert_eq!(solver.steps(&4), 3);
/// // Heap 3 is lost: the loser takes 2 and the winner the last one; two moves.
/// assert_eq!(solver.steps(&3), 2);
/// assert_eq!(solver.step_move(&4), Some(3));
/// // Heaps 3 and 4 at once: the largest step, 3, is odd, so the first player wins.
/// assert!(first_player_wins([3, 4].map(|h| solver.steps(&h))));
/// ```
#[derive(Debug)]
pub struct StepSolver<G: Game> {
    game: G,
    memo: FxHashMap<G::Position, u64>,
}

/// The step count of a position from its options' step counts: 0 with no option; else one
/// more than the largest even (lost) option's, or, when every option is won, one more than
/// the smallest.
fn steps_from(options: &[u64]) -> u64 {
    match options.iter().filter(|&&steps| steps % 2 == 0).max() {
        Some(&loss) => loss + 1,
        None => options.iter().min().map_or(0, |&shortest| shortest + 1),
    }
}

/// The options of `position` in `game`, each one position.
///
/// # Panics
/// If a move splits the position into a sum (meaningless where every part must move, and in
/// [`crate::remoteness`], which searches whole positions).
pub(crate) fn options<G: Game>(game: &G, position: &G::Position) -> Vec<G::Position> {
    let moves = game.moves(position);
    moves
        .into_iter()
        .map(|mut parts| {
            assert!(
                parts.len() == 1,
                "each move must go to one position here (a sum is one position of the whole game)"
            );
            parts.pop().expect("one part")
        })
        .collect()
}

impl<G: Game> StepSolver<G> {
    /// A solver with an empty memo.
    pub fn new(game: G) -> Self {
        Self { game, memo: FxHashMap::default() }
    }

    /// The game being solved.
    pub fn game(&self) -> &G {
        &self.game
    }

    /// How many positions have been evaluated so far.
    pub fn positions_solved(&self) -> usize {
        self.memo.len()
    }

    /// The step count of `position` (see the [module](self)); it is odd iff the player to move
    /// wins `position` alone.
    ///
    /// # Panics
    /// If the game is not well-founded, or a move splits a position into a sum.
    ///
    /// # Complexity
    /// O(Σ over reachable positions of their move counts), each position expanded once, with
    /// O(1) expected hash-map work per option; memory O(reachable positions).
    pub fn steps(&mut self, position: &G::Position) -> u64 {
        let Self { game, memo } = self;
        let expand = |position: &G::Position| (options(game, position), ());
        crate::game::evaluate(position, memo, expand, |(), steps| steps_from(steps))
    }

    /// Whether the player to move wins `position` played alone: its step count is odd.
    ///
    /// # Complexity
    /// As [`StepSolver::steps`].
    pub fn wins(&mut self, position: &G::Position) -> bool {
        self.steps(position) % 2 == 1
    }

    /// The move of the winning strategy's proof: an option whose step is exactly one less
    /// (from a won position a lost option of the largest step, from a lost one an option of the
    /// smallest step); `None` for a finished position.
    ///
    /// # Complexity
    /// As [`StepSolver::steps`], plus one pass over the options.
    pub fn step_move(&mut self, position: &G::Position) -> Option<G::Position> {
        let target = self.steps(position).checked_sub(1)?;
        options(&self.game, position).into_iter().find(|option| self.steps(option) == target)
    }
}

/// The Every-SG compound of a game, as a [`Game`] for sg-core's [`Solver`](crate::Solver): a
/// position is the tuple of subgame positions, and a move makes one move in every subgame
/// that has one. Searching it decides a compound by the definition alone (exponential: tiny
/// tuples only); this is what [`first_player_wins`] is proven against.
///
/// ```
/// use sg_core::{Game, Outcome, Solver};
/// use sg_core::every_sg::ContinuedConjunctive;
///
/// /// Take one stone from a heap.
/// struct TakeOne;
/// impl Game for TakeOne {
///     type Position = u64;
///     fn moves(&self, &h: &u64) -> Vec<Vec<u64>> {
///         if h == 0 { vec![] } else { vec![vec![h - 1]] }
///     }
/// }
///
/// // Heaps 2 and 3 shrink together; the third turn, the first player's, takes the last stone.
/// let mut solver = Solver::new(ContinuedConjunctive(TakeOne));
/// assert_eq!(solver.outcome(&vec![2, 3]), Outcome::Win);
/// assert_eq!(solver.outcome(&vec![2, 2]), Outcome::Lose);
/// ```
#[derive(Debug, Clone, Copy, Default)]
pub struct ContinuedConjunctive<G>(pub G);

impl<G: Game> Game for ContinuedConjunctive<G> {
    type Position = Vec<G::Position>;

    /// Every combination of one move per unfinished subgame; none when all are finished.
    ///
    /// # Panics
    /// If a subgame's move splits it into a sum.
    ///
    /// # Complexity
    /// The product of the unfinished subgames' move counts.
    fn moves(&self, subgames: &Vec<G::Position>) -> Vec<Vec<Vec<G::Position>>> {
        let mut tuples: Vec<Vec<G::Position>> = vec![Vec::new()];
        let mut any_move = false;
        for subgame in subgames {
            let options: Vec<G::Position> = self
                .0
                .moves(subgame)
                .into_iter()
                .map(|mut parts| {
                    assert!(parts.len() == 1, "an Every-SG subgame's move must go to one position");
                    parts.pop().expect("one part")
                })
                .collect();
            let options = if options.is_empty() {
                vec![subgame.clone()] // finished: it stays as it is
            } else {
                any_move = true;
                options
            };
            tuples = tuples
                .iter()
                .flat_map(|tuple| {
                    options.iter().map(move |option| {
                        let mut next = tuple.clone();
                        next.push(option.clone());
                        next
                    })
                })
                .collect();
        }
        if any_move { tuples.into_iter().map(|tuple| vec![tuple]).collect() } else { Vec::new() }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{Outcome, Solver};

    /// xorshift*: a small deterministic generator.
    fn next(state: &mut u64) -> u64 {
        *state ^= *state >> 12;
        *state ^= *state << 25;
        *state ^= *state >> 27;
        state.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    /// A DAG game: vertex `v` moves to `edges[v]`, all smaller vertices.
    #[derive(Clone)]
    struct Dag(Vec<Vec<u8>>);
    impl Game for Dag {
        type Position = u8;
        fn moves(&self, &v: &u8) -> Vec<Vec<u8>> {
            self.0[v as usize].iter().map(|&w| vec![w]).collect()
        }
    }

    fn random_dag(state: &mut u64) -> Dag {
        let n = 1 + next(state) % 9;
        let density = 1 + next(state) % 4; // an edge with probability density / 5
        let edges = (0..n)
            .map(|v| (0..v).filter(|_| next(state) % 5 < density).map(|w| w as u8).collect())
            .collect();
        Dag(edges)
    }

    /// Euclid's game: from `(a, b)`, `a ≤ b`, take a positive multiple of `a` from `b`.
    #[derive(Clone, Copy)]
    struct Euclid;
    impl Game for Euclid {
        type Position = (u8, u8);
        fn moves(&self, &(a, b): &(u8, u8)) -> Vec<Vec<(u8, u8)>> {
            if a == 0 {
                return Vec::new();
            }
            (1..=b / a).map(|k| b - k * a).map(|c| vec![(c.min(a), c.max(a))]).collect()
        }
    }

    /// Take one stone: step(n) = n.
    #[derive(Clone)]
    struct Chain;
    impl Game for Chain {
        type Position = u32;
        fn moves(&self, &n: &u32) -> Vec<Vec<u32>> {
            if n == 0 { vec![] } else { vec![vec![n - 1]] }
        }
    }

    /// Check the rule against the searched compound on `tuple`; returns the verdict.
    fn check<G: Game + Clone>(game: &G, tuple: Vec<G::Position>) -> bool
    where
        G::Position: std::fmt::Debug,
    {
        let mut steps = StepSolver::new(game.clone());
        let values: Vec<u64> = tuple.iter().map(|p| steps.steps(p)).collect();
        let searched =
            Solver::new(ContinuedConjunctive(game.clone())).outcome(&tuple) == Outcome::Win;
        assert_eq!(first_player_wins(values.iter().copied()), searched, "{tuple:?}: {values:?}");
        searched
    }

    #[test]
    fn chains_shrink_together() {
        let mut solver = StepSolver::new(Chain);
        for n in 0..20 {
            assert_eq!(solver.steps(&n), u64::from(n));
        }
        for a in 0..6 {
            for b in 0..6 {
                assert_eq!(check(&Chain, vec![a, b]), a.max(b) % 2 == 1, "{a} {b}");
            }
        }
    }

    #[test]
    fn step_parity_is_the_outcome_and_step_moves_drop_by_one() {
        let mut state = 0x5eed_0001;
        for _ in 0..300 {
            let dag = random_dag(&mut state);
            let n = dag.0.len() as u8;
            let mut steps = StepSolver::new(dag.clone());
            let mut grundy = Solver::new(dag.clone());
            for v in 0..n {
                let s = steps.steps(&v);
                assert_eq!(s % 2 == 1, grundy.outcome(&v) == Outcome::Win);
                match steps.step_move(&v) {
                    None => assert!(s == 0 && dag.0[v as usize].is_empty()),
                    Some(w) => {
                        assert!(dag.0[v as usize].contains(&w));
                        assert_eq!(steps.steps(&w), s - 1);
                    }
                }
            }
        }
    }

    #[test]
    fn rule_matches_the_searched_compound_on_random_dags() {
        let mut state = 0x5eed_0002;
        let (mut wins, mut cases) = (0, 0);
        for _ in 0..3000 {
            let dag = random_dag(&mut state);
            let n = dag.0.len() as u64;
            let parts = 2 + next(&mut state) % 2;
            let tuple = (0..parts).map(|_| (next(&mut state) % n) as u8).collect();
            wins += usize::from(check(&dag, tuple));
            cases += 1;
        }
        // Both verdicts occur often, so the agreement is not vacuous.
        assert!(wins > cases / 5 && wins < cases * 4 / 5, "{wins} of {cases}");
    }

    #[test]
    fn rule_matches_the_searched_compound_on_euclid_pairs() {
        let mut state = 0x5eed_0003;
        let mut pair = || {
            let (a, b) = ((next(&mut state) % 13) as u8, (next(&mut state) % 13) as u8);
            (a.min(b), a.max(b))
        };
        for case in 0..3000 {
            let parts = 2 + case % 2;
            check(&Euclid, (0..parts).map(|_| pair()).collect());
        }
        // Every pair below 8 with every other.
        for a in 0..8 {
            for b in a..8 {
                for c in 0..8 {
                    for d in c..8 {
                        check(&Euclid, vec![(a, b), (c, d)]);
                    }
                }
            }
        }
    }

    /// The search tells the rule from near misses: whether some subgame is won, the parity of
    /// the sum of steps, and "largest step wins" with the smallest instead.
    #[test]
    fn simpler_rules_fail() {
        let mut state = 0x5eed_0004;
        let mut refuted = [false; 3];
        for _ in 0..2000 {
            let dag = random_dag(&mut state);
            let n = dag.0.len() as u64;
            let tuple: Vec<u8> = (0..2).map(|_| (next(&mut state) % n) as u8).collect();
            let mut steps = StepSolver::new(dag.clone());
            let values: Vec<u64> = tuple.iter().map(|p| steps.steps(p)).collect();
            let searched = check(&dag, tuple);
            let some_won = values.iter().any(|s| s % 2 == 1);
            let sum_odd = values.iter().sum::<u64>() % 2 == 1;
            let min_odd = values.iter().min().is_some_and(|s| s % 2 == 1);
            for (i, guess) in [some_won, sum_odd, min_odd].into_iter().enumerate() {
                refuted[i] |= guess != searched;
            }
        }
        assert_eq!(refuted, [true; 3]);
    }

    #[test]
    fn deep_games_do_not_overflow() {
        let mut solver = StepSolver::new(Chain);
        assert_eq!(solver.steps(&1_000_000), 1_000_000);
        assert_eq!(solver.positions_solved(), 1_000_001);
    }

    #[test]
    fn finished_compounds_are_lost() {
        assert!(!check(&Euclid, vec![(0, 3), (0, 0)]));
        assert!(!first_player_wins(Vec::new()));
    }

    struct Split;
    impl Game for Split {
        type Position = u8;
        fn moves(&self, &n: &u8) -> Vec<Vec<u8>> {
            if n < 2 { vec![] } else { vec![vec![1, n - 1]] }
        }
    }

    #[test]
    #[should_panic(expected = "must go to one position")]
    fn splitting_moves_are_refused() {
        StepSolver::new(Split).steps(&3);
    }

    struct Loop;
    impl Game for Loop {
        type Position = u8;
        fn moves(&self, &n: &u8) -> Vec<Vec<u8>> {
            vec![vec![(n + 1) % 3]]
        }
    }

    #[test]
    #[should_panic(expected = "not well-founded")]
    fn cyclic_games_are_refused() {
        StepSolver::new(Loop).steps(&0);
    }
}
