//! Every winning move of a sum of games: the count, the list, or the first in a stated order.
//!
//! **Theorem.** Let a position be the sum `G₁ + … + G_k` of independent components with Grundy
//! values `v₁, …, v_k` and nim-sum `s = v₁ ⊕ … ⊕ v_k`. A move changes exactly one component
//! `i`, into an option of some value `g`, and leaves the nim-sum `s ⊕ vᵢ ⊕ g`; by the
//! Sprague–Grundy theorem the position after it is lost for the opponent exactly when that is
//! 0. So **the winning moves are exactly the moves of a component `i` to an option of value
//! `vᵢ ⊕ s`**, and nothing else.
//! - When `s = 0` there are none: the target `vᵢ ⊕ 0 = vᵢ` is never an option's value (a
//!   value is the mex of its options').
//! - When `s ≠ 0` there is at least one: a component whose value has the top bit of `s` set has
//!   `vᵢ ⊕ s < vᵢ`, and by the mex every smaller value is an option's.
//! - A move to a *larger* value `vᵢ ⊕ s > vᵢ` wins too when such an option exists (Kayles
//!   has them); a search that only lowers values, as in Nim, would miss it.
//!
//! A component says how it reaches a target value ([`Component::moves_to`]): a Nim heap in
//! O(1), a game searched by the engine through the list of its options with their values
//! ([`Listed`], [`Solver::listed`](crate::Solver::listed)). The functions here then cost
//! O(k) for the nim-sum plus the components' own work for their targets; the tests hold them
//! to a search of the whole sum's game tree that uses no XOR.

/// One component of a sum, as the winning-move search sees it: its Grundy value and its moves
/// to an option of a given value.
///
/// A bare `u64` is a Nim heap of that many stones (or any component seen only through its
/// value, which the Sprague–Grundy theorem makes the same thing): its move to `t < h` is the
/// heap size `t` after it.
pub trait Component {
    /// A move of this component, as the caller wants to report it (the size after it, the
    /// positions it leaves, a pair of cells…).
    type Move;

    /// The component's Grundy value.
    fn value(&self) -> u64;

    /// Every move of this component to an option of Grundy value `target`, in the component's
    /// own order (the order [`winning_moves`] reports them in).
    fn moves_to(&self, target: u64) -> impl Iterator<Item = Self::Move>;

    /// How many moves [`Component::moves_to`] yields for `target`; override it where counting
    /// is cheaper than listing.
    ///
    /// # Complexity
    /// That of listing them, by default.
    fn count_moves_to(&self, target: u64) -> u64 {
        self.moves_to(target).count() as u64
    }
}

impl Component for u64 {
    type Move = u64;

    fn value(&self) -> u64 {
        *self
    }

    /// The heap size `target`, if it is below this heap's.
    fn moves_to(&self, target: u64) -> impl Iterator<Item = u64> {
        (target < *self).then_some(target).into_iter()
    }

    fn count_moves_to(&self, target: u64) -> u64 {
        u64::from(target < *self)
    }
}

/// A winning move of a sum: which component to play in, and its move there.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct WinningMove<M> {
    /// The component's index in the sum.
    pub component: usize,
    /// The component's move (to an option of value `vᵢ ⊕ s`).
    pub then: M,
}

/// The nim-sum of the components' values: the sum's Grundy value.
///
/// # Complexity
/// O(k) calls of [`Component::value`].
pub fn sum_value<C: Component>(components: &[C]) -> u64 {
    components.iter().fold(0, |sum, c| sum ^ c.value())
}

/// Every winning move of the sum, lazily: components in index order, and within a component
/// in its own order. Nothing when the sum is lost (nim-sum 0).
///
/// # Complexity
/// O(k) for the nim-sum, then each component's [`Component::moves_to`] as far as the
/// iterator is driven.
///
/// ```
/// use sg_core::winning::{WinningMove, winning_moves};
/// // Nim 5, 7, 8, 9, 10 (nim-sum 9): lower 8 to 1, 9 to 0 or 10 to 3.
/// let moves: Vec<_> = winning_moves(&[5u64, 7, 8, 9, 10]).collect();
/// let expected = [(2, 1), (3, 0), (4, 3)].map(|(component, then)| WinningMove { component, then });
/// assert_eq!(moves, expected);
/// assert_eq!(winning_moves(&[3u64, 5, 6]).count(), 0);
/// ```
pub fn winning_moves<C: Component>(
    components: &[C],
) -> impl Iterator<Item = WinningMove<C::Move>> + '_ {
    let sum = sum_value(components);
    let parts = if sum == 0 { &components[..0] } else { components };
    parts.iter().enumerate().flat_map(move |(component, c)| {
        c.moves_to(c.value() ^ sum).map(move |then| WinningMove { component, then })
    })
}

/// How many winning moves the sum has (0 when it is lost).
///
/// # Complexity
/// O(k) plus each component's [`Component::count_moves_to`]: O(k) for Nim heaps.
///
/// ```
/// // POJ 2975's sample: 7, 11, 13 has three winning moves.
/// assert_eq!(sg_core::winning::count_winning_moves(&[7u64, 11, 13]), 3);
/// ```
pub fn count_winning_moves<C: Component>(components: &[C]) -> u64 {
    let sum = sum_value(components);
    if sum == 0 {
        return 0;
    }
    components.iter().map(|c| c.count_moves_to(c.value() ^ sum)).sum()
}

/// The first winning move in [`winning_moves`]' order, or `None` when the sum is lost.
///
/// # Complexity
/// O(k) plus the components' [`Component::moves_to`] up to the first move found.
pub fn first_winning_move<C: Component>(components: &[C]) -> Option<WinningMove<C::Move>> {
    winning_moves(components).next()
}

/// A component given by the list of its moves, each with the Grundy value of the option it
/// leads to (for a move into a sum, the nim-sum of its parts): how the engine sees a game.
/// Its value is the mex of those values.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Listed<M> {
    value: u64,
    options: Vec<(M, u64)>,
}

impl<M> Listed<M> {
    /// The component whose moves and option values are `options`, in that order.
    ///
    /// # Complexity
    /// O(options).
    pub fn new(options: Vec<(M, u64)>) -> Self {
        let value = crate::mex::mex(options.iter().map(|&(_, g)| g));
        Self { value, options }
    }

    /// The moves with their options' values, in order.
    pub fn options(&self) -> &[(M, u64)] {
        &self.options
    }
}

impl<M: Clone> Component for Listed<M> {
    type Move = M;

    fn value(&self) -> u64 {
        self.value
    }

    /// # Complexity
    /// O(options) to filter them.
    fn moves_to(&self, target: u64) -> impl Iterator<Item = M> {
        self.options.iter().filter(move |(_, g)| *g == target).map(|(m, _)| m.clone())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{Game, Outcome, Solver};

    /// The component games of the tests: a subtraction game, Kayles (which has options of a
    /// larger value) and a game whose moves split a heap into two.
    #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
    enum Part {
        /// Subtraction with moves {1, 3, 4}.
        Subtract(u8),
        /// Kayles: knock down one or two adjacent pins of a row.
        Kayles(u8),
        /// Split a heap into two unequal non-empty heaps (Grundy's game).
        Split(u8),
    }

    struct Parts;

    impl Game for Parts {
        type Position = Part;
        fn moves(&self, &part: &Part) -> Vec<Vec<Part>> {
            match part {
                Part::Subtract(n) => [1, 3, 4]
                    .into_iter()
                    .filter(|&t| t <= n)
                    .map(|t| vec![Part::Subtract(n - t)])
                    .collect(),
                Part::Kayles(n) => {
                    let mut out = Vec::new();
                    for take in 1..=2.min(n) {
                        for left in 0..=n - take {
                            let rows = [left, n - take - left];
                            out.push(
                                rows.into_iter().filter(|&r| r > 0).map(Part::Kayles).collect(),
                            );
                        }
                    }
                    out
                }
                Part::Split(n) => {
                    (1..n.div_ceil(2)).map(|a| vec![Part::Split(a), Part::Split(n - a)]).collect()
                }
            }
        }
    }

    /// The whole sum as one game whose position is the sorted list of its parts and whose
    /// moves replace one part by what its move leaves: searched with no XOR of values.
    struct WholeSum;

    impl Game for WholeSum {
        type Position = Vec<Part>;
        fn moves(&self, parts: &Vec<Part>) -> Vec<Vec<Vec<Part>>> {
            (0..parts.len()).flat_map(|i| after_each_move(parts, i)).map(|p| vec![p]).collect()
        }
    }

    /// The sorted positions after each move of part `i`, in the part's move order.
    fn after_each_move(parts: &[Part], i: usize) -> Vec<Vec<Part>> {
        Parts
            .moves(&parts[i])
            .into_iter()
            .map(|replacement| replace(parts, i, replacement))
            .collect()
    }

    fn replace(parts: &[Part], i: usize, replacement: Vec<Part>) -> Vec<Part> {
        let mut after: Vec<Part> =
            parts.iter().enumerate().filter(|&(j, _)| j != i).map(|(_, &p)| p).collect();
        after.extend(replacement);
        after.sort_unstable();
        after
    }

    fn random_sum(state: &mut u64) -> Vec<Part> {
        let mut next = |below: u64| {
            *state ^= *state << 13;
            *state ^= *state >> 7;
            *state ^= *state << 17;
            (*state % below) as u8
        };
        let len = next(4) + 1;
        let mut parts: Vec<Part> = (0..len)
            .map(|_| match next(3) {
                0 => Part::Subtract(next(12)),
                1 => Part::Kayles(next(9)),
                _ => Part::Split(next(11)),
            })
            .collect();
        parts.sort_unstable();
        parts
    }

    /// For thousands of random sums, the winning moves found through the values are exactly
    /// the moves that the whole sum's search says leave a lost position (as a multiset of
    /// positions after them, in the same order), with the same count and the same first move.
    #[test]
    fn winning_moves_are_those_of_the_whole_sum_search() {
        let mut parts_solver = Solver::new(Parts);
        let mut whole = Solver::new(WholeSum);
        let mut state = 0x9e37_79b9_7f4a_7c15;
        let (mut won, mut larger) = (0, 0);
        for _ in 0..3000 {
            let parts = random_sum(&mut state);
            let components: Vec<Listed<Vec<Part>>> =
                parts.iter().map(|p| parts_solver.listed(p)).collect();
            let by_values: Vec<Vec<Part>> =
                winning_moves(&components).map(|m| replace(&parts, m.component, m.then)).collect();
            let by_search: Vec<Vec<Part>> = (0..parts.len())
                .flat_map(|i| after_each_move(&parts, i))
                .filter(|after| whole.outcome(after) == Outcome::Lose)
                .collect();
            assert_eq!(by_values, by_search, "{parts:?}");
            assert_eq!(count_winning_moves(&components), by_search.len() as u64, "{parts:?}");
            let first =
                first_winning_move(&components).map(|m| replace(&parts, m.component, m.then));
            assert_eq!(first.as_ref(), by_search.first(), "{parts:?}");
            assert_eq!(whole.outcome(&parts) == Outcome::Win, !by_search.is_empty());
            won += usize::from(!by_search.is_empty());
            let sum = sum_value(&components);
            larger += winning_moves(&components)
                .filter(|m| components[m.component].value() ^ sum > components[m.component].value())
                .count();
        }
        // The random sums exercise both outcomes and the moves that raise a value.
        assert!(won > 1000 && won < 2900, "{won} won sums of 3000");
        assert!(larger > 100, "only {larger} winning moves to a larger value");
    }

    /// The check can fail: "lower a component to vᵢ ⊕ s only when that is smaller", Nim's rule,
    /// misses the winning moves that raise a value, and the whole-sum search notices.
    #[test]
    fn the_nim_only_rule_is_refuted() {
        let mut parts_solver = Solver::new(Parts);
        let mut whole = Solver::new(WholeSum);
        let mut state = 7;
        let refuted = (0..3000).any(|_| {
            let parts = random_sum(&mut state);
            let components: Vec<_> = parts.iter().map(|p| parts_solver.listed(p)).collect();
            let sum = sum_value(&components);
            let nim_only = winning_moves(&components)
                .filter(|m| components[m.component].value() ^ sum < components[m.component].value())
                .count();
            let by_search = (0..parts.len())
                .flat_map(|i| after_each_move(&parts, i))
                .filter(|after| whole.outcome(after) == Outcome::Lose)
                .count();
            nim_only != by_search
        });
        assert!(refuted);
    }

    #[test]
    fn nim_heaps_count_and_list_in_order() {
        assert_eq!(count_winning_moves(&[7u64, 11, 13]), 3);
        assert_eq!(count_winning_moves(&[1_000_000_000u64, 1_000_000_000]), 0);
        assert_eq!(count_winning_moves::<u64>(&[]), 0);
        let all: Vec<_> = winning_moves(&[3u64, 6, 9]).map(|m| (m.component, m.then)).collect();
        // Nim-sum 12: 6 → 10 and 3 → 15 would raise a heap, which Nim forbids; 9 → 5 wins.
        assert_eq!(all, [(2, 5)]);
        assert_eq!(first_winning_move(&[1u64, 2, 4]).map(|m| (m.component, m.then)), Some((2, 3)));
        assert_eq!(first_winning_move(&[u64::MAX, u64::MAX]), None);
        assert_eq!(sum_value(&[u64::MAX, 1]), u64::MAX - 1);
    }

    #[test]
    fn listed_components_take_the_mex_and_keep_their_order() {
        let c = Listed::new(vec![('a', 0), ('b', 2), ('c', 0), ('d', 1)]);
        assert_eq!(c.value(), 3);
        assert_eq!(c.moves_to(0).collect::<String>(), "ac");
        assert_eq!(c.count_moves_to(2), 1);
        assert_eq!(c.options().len(), 4);
        assert_eq!(Listed::<char>::new(vec![]).value(), 0);
    }
}
