//! The definition-level engine: Grundy values by memoised mex over every move.
//!
//! A game is described by its moves only ([`Game::moves`]). A move may split a position into a
//! *sum* of independent positions (cutting a path in two, say); the value of that option is the
//! nim-sum of its parts' values, by the Sprague–Grundy theorem. [`Solver`] computes
//! `grundy(p) = mex { g(q1) ^ … ^ g(qk) : (q1, …, qk) a move from p }` with an explicit stack, so
//! deep games do not overflow the call stack, and memoises every position in an `FxHashMap`.
//!
//! This is the brute force that every fast solution in the workspace is tested against: it
//! knows nothing but the rules.

use std::hash::Hash;

use rustc_hash::{FxHashMap, FxHashSet};

use crate::mex::Mex;
pub use crate::outcome::Outcome;

/// An impartial game under normal play (the player who cannot move loses).
///
/// The game must be well-founded: no sequence of moves may return to an earlier position.
pub trait Game {
    /// A position, used as a memo key: make equivalent positions equal (sort multisets).
    type Position: Clone + Eq + Hash;

    /// Every move from `position`. Each move is the list of independent positions whose sum is
    /// the position after the move; an empty list is the empty sum, a lost position for the
    /// next player.
    fn moves(&self, position: &Self::Position) -> Vec<Vec<Self::Position>>;

    /// Every move from `position` as [`Solver`] takes them: the parts of every move in a row,
    /// and how many parts each move has. The default flattens [`Game::moves`]; a game whose
    /// moves come one at a time (a script's) hands them over as they come, with no list per
    /// move.
    ///
    /// # Complexity
    /// That of [`Game::moves`], plus O(parts).
    fn moves_flat(&self, position: &Self::Position) -> (Vec<Self::Position>, Vec<usize>) {
        let moves = self.moves(position);
        let sizes = moves.iter().map(Vec::len).collect();
        (moves.into_iter().flatten().collect(), sizes)
    }
}

/// A game stated once, by the moves a player makes: the one definition of a problem's rules.
///
/// A [`Move`](Moves::Move) is what a player chooses (take 2 from heap 3, slide a chessman), and
/// [`play`](Moves::play) says where it leads. Every `Moves` is a [`Game`] (the blanket impl
/// below), so sg-core's engines search it, and the workbench plays, hints and tabulates it, all
/// from these two methods: nothing restates the rules.
///
/// ```
/// use sg_core::{Moves, Solver};
///
/// /// Take one or two stones from a single heap.
/// struct TakeOneOrTwo;
/// impl Moves for TakeOneOrTwo {
///     type Position = u64;
///     type Move = u64;
///     fn legal_moves<'a>(&'a self, &h: &'a u64) -> impl Iterator<Item = u64> + 'a {
///         1..=2.min(h)
///     }
///     fn play(&self, &h: &u64, &taken: &u64) -> u64 {
///         h - taken
///     }
/// }
///
/// assert_eq!(Solver::new(TakeOneOrTwo).grundy(&7), 1);
/// ```
pub trait Moves {
    /// A whole position as a player sees it (heaps in their order, a board).
    type Position: Clone + Eq + Hash + std::fmt::Debug;
    /// What a player chooses.
    type Move: Clone + PartialEq + std::fmt::Debug;

    /// Every legal move from `position`, lazily, the smallest first (one stone): a player that
    /// must stall in a position too large to search plays the first.
    fn legal_moves<'a>(
        &'a self,
        position: &'a Self::Position,
    ) -> impl Iterator<Item = Self::Move> + 'a;

    /// The position after the legal move `chosen`.
    fn play(&self, position: &Self::Position, chosen: &Self::Move) -> Self::Position;

    /// The independent parts whose sum `position` is, each in the form the engine memoises
    /// (heaps sorted): by default the position itself, whole, which assumes nothing. A game
    /// that splits into parts lets the engine value each part once (the Sprague–Grundy
    /// theorem); a misère game must not split.
    fn parts(&self, position: Self::Position) -> Vec<Self::Position> {
        vec![position]
    }
}

/// The engine's view of a game stated by its moves: each move's position, as its parts.
impl<R: Moves> Game for R {
    type Position = R::Position;

    fn moves(&self, position: &R::Position) -> Vec<Vec<R::Position>> {
        self.legal_moves(position).map(|m| self.parts(self.play(position, &m))).collect()
    }
}

/// A memoised Grundy solver for a [`Game`].
///
/// Every position reached is expanded once; the memo is kept between calls, so many queries
/// on one game share work.
///
/// ```
/// use sg_core::{Game, Outcome, Solver};
///
/// /// Take one or two stones from a single heap.
/// struct TakeOneOrTwo;
/// impl Game for TakeOneOrTwo {
///     type Position = u64;
///     fn moves(&self, &h: &u64) -> Vec<Vec<u64>> {
///         (1..=2.min(h)).map(|t| vec![h - t]).collect()
///     }
/// }
///
/// let mut solver = Solver::new(TakeOneOrTwo);
/// assert_eq!(solver.grundy(&7), 1);
/// assert_eq!(solver.grundy_of_sum(&[1, 2]), 3);
/// assert_eq!(solver.outcome(&9), Outcome::Lose);
/// assert_eq!(solver.winning_move(&7), Some(vec![6]));
/// ```
#[derive(Debug)]
pub struct Solver<G: Game> {
    game: G,
    memo: FxHashMap<G::Position, u64>,
    mex: Mex,
}

/// One position under evaluation on [`evaluate`]'s stack: its children, the values of those
/// already known, and what `expand` kept for `combine`.
struct Frame<P, V, X> {
    position: P,
    children: Vec<P>,
    values: Vec<V>,
    kept: X,
}

/// The value of `root` in a well-founded game graph, by a post-order search with its own stack
/// (deep games do not overflow the call stack), memoised in `memo`: each position not in the
/// memo is expanded once into its children and something to keep (`expand`), and its value
/// is `combine(kept, values of the children in order)` once they all have one. The engine's
/// one search: [`Solver`] and [`crate::every_sg::StepSolver`] differ only in what they expand
/// and combine.
///
/// # Panics
/// If a position can be reached from itself (the game is not well-founded).
///
/// # Complexity
/// O(Σ over the positions reached and not yet memoised of their child counts) steps, each
/// O(1) expected hash-map work, plus `expand` and `combine` once per such position; memory
/// O(positions reached).
pub(crate) fn evaluate<P: Clone + Eq + Hash, V: Copy, X>(
    root: &P,
    memo: &mut FxHashMap<P, V>,
    mut expand: impl FnMut(&P) -> (Vec<P>, X),
    mut combine: impl FnMut(X, &[V]) -> V,
) -> V {
    if let Some(&value) = memo.get(root) {
        return value;
    }
    let mut frame = |position: P| {
        let (children, kept) = expand(&position);
        Frame { values: Vec::with_capacity(children.len()), position, children, kept }
    };
    let mut on_stack: FxHashSet<P> = FxHashSet::default();
    on_stack.insert(root.clone());
    let mut stack = vec![frame(root.clone())];
    while let Some(top) = stack.last_mut() {
        let Some(child) = top.children.get(top.values.len()) else {
            let done = stack.pop().expect("stack is non-empty");
            let value = combine(done.kept, &done.values);
            on_stack.remove(&done.position);
            memo.insert(done.position, value);
            continue;
        };
        if let Some(&value) = memo.get(child) {
            top.values.push(value);
            continue;
        }
        let child = child.clone();
        assert!(
            on_stack.insert(child.clone()),
            "the game is not well-founded: a position can be reached from itself"
        );
        stack.push(frame(child));
    }
    memo[root]
}

impl<G: Game> Solver<G> {
    /// A solver with an empty memo.
    pub fn new(game: G) -> Self {
        Self { game, memo: FxHashMap::default(), mex: Mex::new() }
    }

    /// The game being solved.
    pub fn game(&self) -> &G {
        &self.game
    }

    /// How many positions have been evaluated so far.
    pub fn positions_solved(&self) -> usize {
        self.memo.len()
    }

    /// The Grundy value of `position`.
    ///
    /// # Panics
    /// If the game is not well-founded (a position is reachable from itself).
    ///
    /// # Complexity
    /// O(Σ over reachable positions of the size of their move lists), each position once,
    /// with O(1) expected hash-map work per part; memory O(reachable positions).
    pub fn grundy(&mut self, position: &G::Position) -> u64 {
        let Self { game, memo, mex } = self;
        // The children are every move's parts in a row; kept: how many parts each move has.
        let expand = |position: &G::Position| game.moves_flat(position);
        let combine = |sizes: Vec<usize>, values: &[u64]| {
            let mut rest = values;
            let options = sizes.into_iter().map(|size| {
                let (parts, after) = rest.split_at(size);
                rest = after;
                parts.iter().fold(0, |sum, value| sum ^ value)
            });
            mex.of(options)
        };
        evaluate(position, memo, expand, combine)
    }

    /// The Grundy value of the sum of independent positions: the XOR of their values.
    ///
    /// # Complexity
    /// As [`Solver::grundy`] for each part.
    pub fn grundy_of_sum(&mut self, parts: &[G::Position]) -> u64 {
        parts.iter().fold(0, |acc, p| acc ^ self.grundy(p))
    }

    /// Who wins `position`.
    ///
    /// # Complexity
    /// As [`Solver::grundy`].
    pub fn outcome(&mut self, position: &G::Position) -> Outcome {
        Outcome::of_grundy(self.grundy(position))
    }

    /// Who wins the sum of `parts`.
    ///
    /// # Complexity
    /// As [`Solver::grundy`] for each part.
    pub fn outcome_of_sum(&mut self, parts: &[G::Position]) -> Outcome {
        Outcome::of_grundy(self.grundy_of_sum(parts))
    }

    /// A move from `position` to a position of value 0 (so the mover wins), or `None` when the
    /// position is lost.
    ///
    /// # Complexity
    /// As [`Solver::grundy`], plus one pass over the move list.
    pub fn winning_move(&mut self, position: &G::Position) -> Option<Vec<G::Position>> {
        self.move_to_value(position, 0)
    }

    /// A move from `position` to a sum of value `target`, if any.
    ///
    /// # Complexity
    /// As [`Solver::grundy`], plus one pass over the move list.
    pub fn move_to_value(
        &mut self,
        position: &G::Position,
        target: u64,
    ) -> Option<Vec<G::Position>> {
        let moves = self.game.moves(position);
        moves.into_iter().find(|parts| self.grundy_of_sum(parts) == target)
    }

    /// `position` as a component of a sum for [`crate::winning`]: each of its moves (the
    /// positions it leaves) with the value of the option it leads to, in [`Game::moves`] order.
    ///
    /// # Complexity
    /// As [`Solver::grundy`], plus one pass over the move list.
    pub fn listed(&mut self, position: &G::Position) -> crate::winning::Listed<Vec<G::Position>> {
        let moves = self.game.moves(position);
        let options = moves.into_iter().map(|parts| {
            let value = self.grundy_of_sum(&parts);
            (parts, value)
        });
        crate::winning::Listed::new(options.collect())
    }

    /// A winning move in the sum of `parts`: the index of the part to play in and the
    /// positions that replace it, or `None` when the sum is lost.
    ///
    /// # Complexity
    /// As [`Solver::grundy`] for each part, plus one pass over one part's moves.
    pub fn winning_move_in_sum(
        &mut self,
        parts: &[G::Position],
    ) -> Option<(usize, Vec<G::Position>)> {
        let total = self.grundy_of_sum(parts);
        if total == 0 {
            return None;
        }
        // Some part can move to value g ^ total < g (its values include all of 0..g), and that
        // makes the whole sum 0.
        (0..parts.len()).find_map(|i| {
            let g = self.grundy(&parts[i]);
            let target = g ^ total;
            (target < g).then(|| self.move_to_value(&parts[i], target).map(|m| (i, m)))?
        })
    }
}

/// A move that lowers heap `heap` (0-based) of a row of heaps to `to` stones: the move of Nim
/// and of every game that takes from one heap.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Take {
    /// The heap's index.
    pub heap: usize,
    /// Its size after the move.
    pub to: u64,
}

/// The row of heaps after `take`.
///
/// # Complexity
/// O(n).
pub fn after_take(heaps: &[u64], take: Take) -> Vec<u64> {
    let mut next = heaps.to_vec();
    next[take.heap] = take.to;
    next
}

/// Every take from a row of heaps: heap by heap, one stone first.
///
/// # Complexity
/// O(1) per move listed.
pub fn takes(heaps: &[u64]) -> impl Iterator<Item = Take> + '_ {
    heaps.iter().enumerate().flat_map(|(heap, &h)| (0..h).rev().map(move |to| Take { heap, to }))
}

/// The heaps sorted, empty ones left out: the form in which equal rows of heaps are equal.
///
/// # Complexity
/// O(n log n).
pub fn sorted_heaps(mut heaps: Vec<u64>) -> Vec<u64> {
    heaps.retain(|&h| h > 0);
    heaps.sort_unstable();
    heaps
}

/// Each non-empty heap as a part of its own: the parts of a row of heaps when each heap is an
/// independent game (`Moves::parts` for the engine to value them apart).
///
/// # Complexity
/// O(n).
pub fn separate_heaps(heaps: Vec<u64>) -> Vec<Vec<u64>> {
    heaps.into_iter().filter(|&h| h > 0).map(|h| vec![h]).collect()
}

/// Nim by its rules alone: a position is the row of heaps, and a move lowers one heap to any
/// smaller size. The engine keys a position by its sorted heaps (equal positions are equal)
/// and searches it whole, with no XOR: the brute force of the Nim problems. (Here, not in
/// [`crate::nim`], so that a judge path using Nim's arithmetic does not reach the engine.)
///
/// ```
/// use sg_core::{Outcome, Solver, game::NimRules};
/// let mut solver = Solver::new(NimRules);
/// assert_eq!(solver.outcome(&vec![1, 2, 3]), Outcome::Lose);
/// ```
#[derive(Debug, Clone, Copy, Default)]
pub struct NimRules;

impl Moves for NimRules {
    type Position = Vec<u64>;
    type Move = Take;

    fn legal_moves<'a>(&'a self, heaps: &'a Vec<u64>) -> impl Iterator<Item = Take> + 'a {
        takes(heaps)
    }
    fn play(&self, heaps: &Vec<u64>, &take: &Take) -> Vec<u64> {
        after_take(heaps, take)
    }
    fn parts(&self, heaps: Vec<u64>) -> Vec<Vec<u64>> {
        vec![sorted_heaps(heaps)]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Kayles-like splitting game: remove one or two adjacent pins from a row.
    struct Kayles;
    impl Game for Kayles {
        type Position = u32;
        fn moves(&self, &n: &u32) -> Vec<Vec<u32>> {
            let mut out = Vec::new();
            for take in 1..=2.min(n) {
                for left in 0..=n - take {
                    let right = n - take - left;
                    out.push([left, right].into_iter().filter(|&r| r > 0).collect());
                }
            }
            out
        }
    }

    #[test]
    fn kayles_values_are_the_known_sequence() {
        // Kayles Grundy values 0..=12 (OEIS A002186).
        let known = [0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4];
        let mut solver = Solver::new(Kayles);
        for (n, &g) in known.iter().enumerate() {
            assert_eq!(solver.grundy(&(n as u32)), g, "kayles({n})");
        }
    }

    #[test]
    fn winning_moves_reach_zero() {
        let mut solver = Solver::new(Kayles);
        for n in 0..30 {
            match solver.winning_move(&n) {
                Some(m) => assert_eq!(solver.grundy_of_sum(&m), 0),
                None => assert_eq!(solver.outcome(&n), Outcome::Lose),
            }
        }
        for a in 0..8 {
            for b in 0..8 {
                let parts = [a, b];
                match solver.winning_move_in_sum(&parts) {
                    None => assert_eq!(solver.grundy(&a), solver.grundy(&b)),
                    Some((i, replacement)) => {
                        let mut after: Vec<u32> = replacement;
                        after.push(parts[1 - i]);
                        assert_eq!(solver.grundy_of_sum(&after), 0);
                    }
                }
            }
        }
    }

    /// A chain of a million positions must not overflow the call stack.
    struct Chain;
    impl Game for Chain {
        type Position = u32;
        fn moves(&self, &n: &u32) -> Vec<Vec<u32>> {
            if n == 0 { vec![] } else { vec![vec![n - 1]] }
        }
    }

    #[test]
    fn deep_games_do_not_overflow() {
        let mut solver = Solver::new(Chain);
        assert_eq!(solver.grundy(&1_000_000), 0);
        assert_eq!(solver.grundy(&999_999), 1);
        assert_eq!(solver.positions_solved(), 1_000_001);
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
        Solver::new(Loop).grundy(&0);
    }
}
