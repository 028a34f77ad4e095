//! Misère play: the player who cannot move **wins** (equivalently, whoever makes the last move
//! loses).
//!
//! Under normal play a sum of games is decided by the nim-sum of its components' Grundy values.
//! Under misère play it is not: the last-move rule looks at the whole sum, so two components of
//! equal value need not be interchangeable. Two tools follow.
//!
//! - [`MisereSolver`] decides a misère sum by its definition: a sum (a multiset of component
//!   positions of any [`Game`]) is won by the player to move iff it has no move at all, or some
//!   move reaches a sum that is lost for the player to move then. It searches the whole sum,
//!   memoised, and knows nothing but the rules. This is the brute force misère solutions are
//!   tested against.
//! - [`first_player_wins`] is the anti-SG rule, the Sprague–Grundy–Jia (SJ) theorem: with `g_i`
//!   the components' normal-play Grundy values and `s` their nim-sum, the player to move wins
//!   the misère sum iff
//!   (`s ≠ 0` and some `g_i > 1`) or (`s = 0` and every `g_i ≤ 1`).
//!
//! **Conditions of the SJ theorem** ([`check_sj_conditions`] tests them on a game):
//! 1. every component position of Grundy value 0 is terminal (has no move), so the sum ends
//!    exactly when every component's value is 0 (Jia: "the game ends when every single game's
//!    SG value is 0");
//! 2. no move splits a component: a move replaces one component by one position (or removes
//!    it).
//!
//! **Proof** (under both conditions). Sort sums into A (`s ≠ 0`, some `g_i > 1`), B (`s = 0`,
//! all `g_i ≤ 1`), C (`s ≠ 0`, all `g_i ≤ 1`) and D (`s = 0`, some `g_i > 1`); we show A and B
//! are won, C and D lost, by induction on the game tree. A sum with no move has only terminal
//! components, of value 0, so it is in B: won, as misère play says. A move changes one component's value to a different one (an option never has its
//! position's value). From B with a move: some component has value 1 (value-0 components are
//! terminal); moving it to an option of value 0 leaves an odd number of 1s: C. From C (an odd
//! number of 1s, the rest 0 and terminal) a 1 goes to 0 (B) or to some `v ≥ 2` (then `s = v`:
//! A). From D at least two components exceed 1 (one alone would make `s` its value), one
//! survives any move and `s` becomes non-zero: A. From A with one component above 1, move it to
//! value 0 or 1 (a value ≥ 2 has options of both) so that an odd number of 1s remains: C; with
//! two or more, Bouton's move to `s = 0` leaves one above 1: D. ∎
//!
//! The tests hold the rule to [`MisereSolver`] on Nim heaps, on "take `s ∈ S` or everything"
//! heaps and on random DAGs whose non-sinks all reach a sink, where both conditions hold; show
//! it fails on Nim with boxed heaps (a value-0 position with a move) and on Kayles (moves
//! split rows); and show the conditions are not necessary: sums of subtraction-game heaps
//! break condition 1 yet obey the rule on every sum tested.

use std::hash::Hash;

use rustc_hash::{FxHashMap, FxHashSet};

use crate::game::{Game, Solver};
use crate::nim::nim_sum;

/// Whether the player to move wins the misère sum whose components have normal-play Grundy
/// values `values`, by the anti-SG rule (the SJ theorem; see the [module](self) for its
/// conditions and proof). An empty sum, or one of all zeros, is won: the mover cannot move.
///
/// ```
/// use sg_core::misere::first_player_wins;
/// assert!(first_player_wins([1, 1]));      // take one; the opponent must take the last
/// assert!(!first_player_wins([1, 1, 1]));
/// assert!(first_player_wins([2, 3, 4]));   // nim-sum 5, a value above 1
/// assert!(!first_player_wins([2, 2]));
/// assert!(first_player_wins([]));
/// ```
///
/// # Complexity
/// O(n).
pub fn first_player_wins(values: impl IntoIterator<Item = u64>) -> bool {
    let (sum, above_one) = values.into_iter().fold((0, 0), |(s, big), g| (s ^ g, big | (g >> 1)));
    (sum != 0) == (above_one != 0)
}

/// A winning move of the anti-SG rule: move component `index` to an option of value `target`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct AntiSgMove {
    /// The component to play in.
    pub index: usize,
    /// The Grundy value it must have after the move (below its value now, so such an option
    /// exists).
    pub target: u64,
}

/// A winning move in the misère sum with these component values, by the anti-SG rule: `None`
/// when the mover loses, and also when every value is 0 (then the mover has no move and has
/// already won).
///
/// The move follows the proof: with every value at most 1, a value-1 component goes to 0; with
/// one value above 1, it goes to 0 or 1 so that an odd number of 1s remains; with several,
/// Bouton's move to nim-sum 0.
///
/// ```
/// use sg_core::misere::{AntiSgMove, winning_move};
/// assert_eq!(winning_move(&[1, 1]), Some(AntiSgMove { index: 0, target: 0 }));
/// assert_eq!(winning_move(&[1, 5]), Some(AntiSgMove { index: 1, target: 0 }));
/// assert_eq!(winning_move(&[3, 5]), Some(AntiSgMove { index: 1, target: 3 }));
/// assert_eq!(winning_move(&[1, 2, 3]), None);
/// ```
///
/// # Complexity
/// O(n).
pub fn winning_move(values: &[u64]) -> Option<AntiSgMove> {
    if !first_player_wins(values.iter().copied()) {
        return None;
    }
    let mut big = values.iter().enumerate().filter(|&(_, &g)| g > 1).map(|(i, _)| i);
    match (big.next(), big.next()) {
        (None, _) => {
            let index = values.iter().position(|&g| g == 1)?;
            Some(AntiSgMove { index, target: 0 })
        }
        (Some(index), None) => {
            let ones = values.iter().filter(|&&g| g == 1).count() as u64;
            Some(AntiSgMove { index, target: 1 - ones % 2 })
        }
        (Some(_), Some(_)) => {
            let s = nim_sum(values);
            let index = values.iter().position(|&g| g ^ s < g)?;
            Some(AntiSgMove { index, target: values[index] ^ s })
        }
    }
}

/// Why a game falls outside the SJ theorem: a reachable position breaking a condition.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SjViolation<P> {
    /// A position of Grundy value 0 that still has a move.
    ZeroNotTerminal(P),
    /// A position with a move into two or more independent parts.
    Splits(P),
}

/// Check the SJ theorem's conditions on every position reachable from `start`: each
/// position of value 0 is terminal, and no move splits.
///
/// # Errors
/// The first violation found.
///
/// # Complexity
/// O(reachable positions · their moves), plus the solver's work for their values.
pub fn check_sj_conditions<G: Game>(
    solver: &mut Solver<G>,
    start: &G::Position,
) -> Result<(), SjViolation<G::Position>> {
    let mut seen: FxHashSet<G::Position> = FxHashSet::default();
    let mut todo = vec![start.clone()];
    seen.insert(start.clone());
    while let Some(p) = todo.pop() {
        let moves = solver.game().moves(&p);
        if moves.iter().any(|parts| parts.len() > 1) {
            return Err(SjViolation::Splits(p));
        }
        if !moves.is_empty() && solver.grundy(&p) == 0 {
            return Err(SjViolation::ZeroNotTerminal(p));
        }
        for q in moves.into_iter().flatten() {
            if seen.insert(q.clone()) {
                todo.push(q);
            }
        }
    }
    Ok(())
}

/// Misère outcomes of sums of a [`Game`]'s positions, by definition.
///
/// A sum is a multiset of component positions (kept sorted, so equal sums share a memo
/// entry). A move plays in one component, replacing it by the parts of one of its moves. The
/// player to move wins iff the sum has no move, or some move reaches a sum lost for the player
/// to move. No Grundy value is used.
///
/// ```
/// use sg_core::Game;
/// use sg_core::misere::MisereSolver;
///
/// /// A Nim heap: lower it to any smaller size.
/// struct Heap;
/// impl Game for Heap {
///     type Position = u64;
///     fn moves(&self, &h: &u64) -> Vec<Vec<u64>> {
///         (0..h).map(|k| vec![k]).collect()
///     }
/// }
///
/// let mut solver = MisereSolver::new(Heap);
/// assert!(!solver.first_player_wins(&[1]));   // must take the last stone
/// assert!(solver.first_player_wins(&[3]));    // leave one
/// assert!(solver.first_player_wins(&[]));     // cannot move: wins
/// assert_eq!(solver.winning_move(&[1, 1]), Some((0, vec![0])));
/// ```
#[derive(Debug)]
pub struct MisereSolver<G: Game> {
    game: G,
    /// Sorted sum → whether the player to move wins.
    memo: FxHashMap<Vec<G::Position>, bool>,
}

/// A sum under evaluation on the explicit stack.
struct Frame<P> {
    sum: Vec<P>,
    options: Vec<Vec<P>>,
    next: usize,
}

impl<G: Game> MisereSolver<G>
where
    G::Position: Ord + Hash,
{
    /// A solver with an empty memo.
    pub fn new(game: G) -> Self {
        Self { game, memo: FxHashMap::default() }
    }

    /// The component game.
    pub fn game(&self) -> &G {
        &self.game
    }

    /// How many sums have been decided so far.
    pub fn sums_solved(&self) -> usize {
        self.memo.len()
    }

    /// Every sum one move away from the sorted sum `sum`, each sorted.
    fn options(&self, sum: &[G::Position]) -> Vec<Vec<G::Position>> {
        let mut out = Vec::new();
        for (i, part) in sum.iter().enumerate() {
            if i > 0 && sum[i - 1] == *part {
                continue; // equal components have the same moves
            }
            for replacement in self.game.moves(part) {
                let mut next: Vec<G::Position> = sum[..i].to_vec();
                next.extend(sum[i + 1..].iter().cloned());
                next.extend(replacement);
                next.sort_unstable();
                out.push(next);
            }
        }
        out
    }

    /// Whether the player to move wins the misère sum of `parts` (in any order).
    ///
    /// # Panics
    /// If the game is not well-founded (a sum is reachable from itself).
    ///
    /// # Complexity
    /// O(Σ over reachable sums of their options · sum size · log), each sum once; memory
    /// O(reachable sums). Exponential in general: small sums only.
    pub fn first_player_wins(&mut self, parts: &[G::Position]) -> bool {
        let mut start = parts.to_vec();
        start.sort_unstable();
        self.decide(start)
    }

    /// [`MisereSolver::first_player_wins`] of a sorted sum, with an explicit stack.
    fn decide(&mut self, start: Vec<G::Position>) -> bool {
        if let Some(&wins) = self.memo.get(&start) {
            return wins;
        }
        let mut on_stack: FxHashSet<Vec<G::Position>> = FxHashSet::default();
        on_stack.insert(start.clone());
        let first = Frame { options: self.options(&start), sum: start.clone(), next: 0 };
        let mut stack = vec![first];
        while let Some(top) = stack.last_mut() {
            // No move at all: the mover wins. Otherwise a win is a move to a lost sum.
            let verdict = if top.options.is_empty() {
                Some(true)
            } else {
                match top.options.get(top.next) {
                    None => Some(false),
                    Some(option) => match self.memo.get(option) {
                        Some(false) => Some(true),
                        Some(true) => {
                            top.next += 1;
                            None
                        }
                        None => {
                            let option = option.clone();
                            assert!(
                                on_stack.insert(option.clone()),
                                "the game is not well-founded: a sum can be reached from itself"
                            );
                            let frame =
                                Frame { options: self.options(&option), sum: option, next: 0 };
                            stack.push(frame);
                            None
                        }
                    },
                }
            };
            if let Some(wins) = verdict {
                let done = stack.pop().expect("stack is non-empty");
                on_stack.remove(&done.sum);
                self.memo.insert(done.sum, wins);
            }
        }
        self.memo[&start]
    }

    /// A winning move in the misère sum of `parts`: the index of the component to play in and
    /// the parts that replace it, or `None` when the mover loses or has no move (and so wins).
    ///
    /// # Complexity
    /// As [`MisereSolver::first_player_wins`] on each option.
    pub fn winning_move(&mut self, parts: &[G::Position]) -> Option<(usize, Vec<G::Position>)> {
        for (i, part) in parts.iter().enumerate() {
            for replacement in self.game.moves(part) {
                let mut next: Vec<G::Position> = parts[..i].to_vec();
                next.extend(parts[i + 1..].iter().cloned());
                next.extend(replacement.iter().cloned());
                next.sort_unstable();
                if !self.decide(next) {
                    return Some((i, replacement));
                }
            }
        }
        None
    }
}

/// Whether the player to move wins misère Nim (the player who takes the last stone loses).
///
/// If every heap has at most one stone the parity decides: the mover wins with an even number
/// of single stones. Otherwise the normal-play rule holds. This is the anti-SG rule
/// ([`first_player_wins`]) with heap sizes as the values.
///
/// # Complexity
/// O(n).
///
/// ```
/// assert!(sg_core::misere::nim_first_wins(&[1, 1]));
/// assert!(!sg_core::misere::nim_first_wins(&[1, 1, 1]));
/// assert!(sg_core::misere::nim_first_wins(&[2, 3, 4]));
/// ```
pub fn nim_first_wins(heaps: &[u64]) -> bool {
    // A heap's value is its size, and Nim meets the anti-SG rule's conditions.
    first_player_wins(heaps.iter().copied())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lcg(state: &mut u64) -> u64 {
        *state = state.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        *state >> 33
    }

    /// Every multiset of at most `n` values from `0..=max`, as sorted vectors.
    fn multisets(n: usize, max: u64) -> Vec<Vec<u64>> {
        let mut all = vec![vec![]];
        let mut last = vec![vec![]];
        for _ in 0..n {
            last = last
                .iter()
                .flat_map(|p: &Vec<u64>| {
                    (p.last().copied().unwrap_or(0)..=max).map(move |h| {
                        let mut q = p.clone();
                        q.push(h);
                        q
                    })
                })
                .collect();
            all.extend(last.iter().cloned());
        }
        all
    }

    /// A Nim heap: lower it to any smaller size.
    #[derive(Clone)]
    struct Heap;
    impl Game for Heap {
        type Position = u64;
        fn moves(&self, &h: &u64) -> Vec<Vec<u64>> {
            (0..h).map(|k| vec![k]).collect()
        }
    }

    /// A heap from which a move takes any `s ∈ S` (at most the heap) or the whole heap.
    #[derive(Clone)]
    struct TakeOrClear(Vec<u64>);
    impl Game for TakeOrClear {
        type Position = u64;
        fn moves(&self, &h: &u64) -> Vec<Vec<u64>> {
            let mut out: Vec<Vec<u64>> =
                self.0.iter().filter(|&&s| s <= h).map(|&s| vec![h - s]).collect();
            if h > 0 {
                out.push(vec![0]);
            }
            out
        }
    }

    /// A heap of the subtraction game `S`: take exactly some `s ∈ S`.
    #[derive(Clone)]
    struct Subtract(Vec<u64>);
    impl Game for Subtract {
        type Position = u64;
        fn moves(&self, &h: &u64) -> Vec<Vec<u64>> {
            self.0.iter().filter(|&&s| s <= h).map(|&s| vec![h - s]).collect()
        }
    }

    /// A Nim heap `(false, h)`, or a boxed one `(true, h)` whose only move opens the box.
    #[derive(Clone)]
    struct Boxed;
    impl Game for Boxed {
        type Position = (bool, u64);
        fn moves(&self, &(boxed, h): &(bool, u64)) -> Vec<Vec<(bool, u64)>> {
            if boxed { vec![vec![(false, h)]] } else { (0..h).map(|k| vec![(false, k)]).collect() }
        }
    }

    /// A chessman on a DAG: vertex `v` moves along `edges[v]` (to smaller vertices).
    #[derive(Clone)]
    struct Dag(Vec<Vec<u32>>);
    impl Game for Dag {
        type Position = u32;
        fn moves(&self, &v: &u32) -> Vec<Vec<u32>> {
            self.0[v as usize].iter().map(|&w| vec![w]).collect()
        }
    }

    /// A row of pins; a move knocks down one or two adjacent pins (Kayles), which may split the
    /// row in two.
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

    /// Assert the rule and its moves against the search on every given sum; returns how many
    /// sums were checked.
    fn rule_matches_search<G: Game + Clone>(game: G, sums: &[Vec<G::Position>]) -> usize
    where
        G::Position: Ord + Hash + std::fmt::Debug,
    {
        let mut normal = Solver::new(game.clone());
        let mut misere = MisereSolver::new(game);
        for sum in sums {
            let values: Vec<u64> = sum.iter().map(|p| normal.grundy(p)).collect();
            let wins = misere.first_player_wins(sum);
            assert_eq!(first_player_wins(values.iter().copied()), wins, "{sum:?} {values:?}");
            match winning_move(&values) {
                None => assert!(!wins || values.iter().all(|&g| g == 0), "{sum:?}"),
                Some(m) => {
                    let replacement = normal
                        .move_to_value(&sum[m.index], m.target)
                        .expect("a lower value is always an option");
                    let mut after = sum.clone();
                    after.remove(m.index);
                    after.extend(replacement);
                    assert!(!misere.first_player_wins(&after), "{sum:?} -> {after:?}");
                }
            }
        }
        sums.len()
    }

    #[test]
    fn definition_on_tiny_sums() {
        let mut solver = MisereSolver::new(Heap);
        assert!(solver.first_player_wins(&[]));
        assert!(solver.first_player_wins(&[0, 0]));
        assert!(!solver.first_player_wins(&[1]));
        assert!(!solver.first_player_wins(&[1, 0, 1, 1]));
        assert!(!solver.first_player_wins(&[2, 2]));
        assert!(solver.first_player_wins(&[2, 1]));
        assert_eq!(solver.winning_move(&[1]), None);
        assert_eq!(solver.winning_move(&[]), None);
    }

    #[test]
    fn rule_matches_search_on_nim() {
        let mut normal = Solver::new(Heap);
        assert_eq!(check_sj_conditions(&mut normal, &7), Ok(()));
        let n = rule_matches_search(Heap, &multisets(4, 6));
        assert!(n > 200, "{n}");
        // Heaps of value ≥ 2 outside the small box, one at a time.
        let sums: Vec<Vec<u64>> =
            (2..40).flat_map(|h| [vec![h], vec![1, h], vec![1, 1, h]]).collect();
        rule_matches_search(Heap, &sums);
    }

    #[test]
    fn rule_matches_search_on_take_or_clear() {
        let mut state = 5;
        for _ in 0..60 {
            let k = 1 + lcg(&mut state) % 3;
            let set: Vec<u64> = (0..k).map(|_| 1 + lcg(&mut state) % 5).collect();
            let mut normal = Solver::new(TakeOrClear(set.clone()));
            assert_eq!(check_sj_conditions(&mut normal, &12), Ok(()), "{set:?}");
            rule_matches_search(TakeOrClear(set), &multisets(3, 9));
        }
    }

    #[test]
    fn rule_matches_search_on_dags_whose_non_sinks_reach_a_sink() {
        let mut state = 17;
        for _ in 0..80 {
            let n = 3 + (lcg(&mut state) % 10) as u32;
            let sinks = 1 + (lcg(&mut state) % 2) as u32;
            let mut edges: Vec<Vec<u32>> = vec![Vec::new(); n as usize];
            for v in sinks..n {
                let mut out = vec![(lcg(&mut state) % u64::from(sinks)) as u32];
                for w in 0..v {
                    if lcg(&mut state) % 3 == 0 {
                        out.push(w);
                    }
                }
                out.sort_unstable();
                out.dedup();
                edges[v as usize] = out;
            }
            let dag = Dag(edges);
            let mut normal = Solver::new(dag.clone());
            for v in 0..n {
                assert_eq!(check_sj_conditions(&mut normal, &v), Ok(()));
            }
            let sums: Vec<Vec<u32>> = multisets(3, u64::from(n) - 1)
                .into_iter()
                .map(|s| s.into_iter().map(|v| v as u32).collect())
                .collect();
            rule_matches_search(dag, &sums);
        }
    }

    /// Nim heaps, some of them boxed: a boxed heap's one move opens the box. A boxed heap of
    /// `h ≥ 1` has value 0 and a move, so condition 1 fails; the rule is then wrong, e.g. on
    /// a boxed 2 alone (value 0, so the rule says "win", but the only move leaves a heap of 2
    /// to the opponent, who leaves 1).
    #[test]
    fn rule_fails_where_value_zero_positions_have_moves() {
        let mut normal = Solver::new(Boxed);
        let mut misere = MisereSolver::new(Boxed);
        let violation = check_sj_conditions(&mut normal, &(true, 2));
        assert!(matches!(violation, Err(SjViolation::ZeroNotTerminal(_))), "{violation:?}");
        assert_eq!(normal.grundy(&(true, 2)), 0);
        assert!(first_player_wins([0]) && !misere.first_player_wins(&[(true, 2)]));
        let parts: Vec<(bool, u64)> = (0..5).flat_map(|h| [(false, h), (true, h)]).collect();
        let mut wrong = 0;
        for a in 0..parts.len() {
            for b in a..parts.len() {
                let sum = [parts[a], parts[b]];
                let values = sum.iter().map(|p| normal.grundy(p));
                wrong += usize::from(first_player_wins(values) != misere.first_player_wins(&sum));
            }
        }
        assert!(wrong > 1, "{wrong}");
    }

    /// The conditions are sufficient, not necessary: subtraction-game heaps have non-terminal
    /// positions of value 0 (3 for `S = {1, 2}`), yet on these sums the rule still holds.
    #[test]
    fn rule_can_hold_beyond_its_conditions() {
        for set in [vec![1, 2], vec![2], vec![1, 3], vec![2, 3], vec![1, 2, 4]] {
            let mut normal = Solver::new(Subtract(set.clone()));
            let violation = check_sj_conditions(&mut normal, &12);
            assert!(matches!(violation, Err(SjViolation::ZeroNotTerminal(_))), "{set:?}");
            rule_matches_search(Subtract(set), &multisets(3, 12));
        }
    }

    /// In Kayles only the empty row has value 0 (condition 1 holds on these rows), but moves
    /// split rows, so condition 2 fails, and so does the rule.
    #[test]
    fn rule_fails_where_moves_split() {
        let mut normal = Solver::new(Kayles);
        assert!((1..12).all(|n| normal.grundy(&n) != 0));
        assert!(matches!(check_sj_conditions(&mut normal, &9), Err(SjViolation::Splits(_))));
        let mut misere = MisereSolver::new(Kayles);
        let wrong = (0..12u32)
            .find(|&n| first_player_wins([normal.grundy(&n)]) != misere.first_player_wins(&[n]));
        assert!(wrong.is_some(), "the rule held on every Kayles row");
    }
}
