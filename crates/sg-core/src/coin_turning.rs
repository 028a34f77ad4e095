//! Coin-turning games: a row of coins, heads or tails; a move turns over a set of coins that
//! the rule allows, and the rightmost coin turned must go from heads to tails.
//!
//! **Decomposition.** A position is its set of heads, and its Grundy value is the nim-sum of
//! the values of single-head positions: `G(H) = ⊕_{x ∈ H} g(x)`. Why: turning a tail to heads
//! adds a head, turning a head to tails removes one, and by the same XOR a head "turned twice"
//! cancels — so a position with heads `H` plays like the sum of one-head games, one per head,
//! where a move in the game of head `x` is replaced by heads at the other coins it turns (a
//! coin present twice in the sum is worth `g ⊕ g = 0`, as the coin's tail is). Then
//! `g(x) = mex { ⊕_{y ∈ S} g(y) : S a set the rule lets a move at x turn besides x }`
//! ([`single_coin_values`]).
//!
//! [`Coins`] is the definition-level game for sg-core's engine: the position is the bitmask of
//! heads, and a move flips exactly the coins of a rule's set. Its tests prove the decomposition
//! by search, for every position of up to 12 coins, for three rules: [`MockTurtles`] (turn 1, 2
//! or 3 coins), [`Ruler`] (turn a run of consecutive coins) and [`TurningTurtles`] (turn 1 or 2
//! coins); and they prove each closed form ([`mock_turtles`], [`ruler`], [`turning_turtles`])
//! against [`single_coin_values`]. Coins are numbered from 0, leftmost first.

use crate::game::Game;
use crate::mex::Mex;

/// Which coins a move may turn.
///
/// The game must end: every move turns its rightmost coin from heads to tails, so the bitmask of
/// heads (coin `x` as bit `x`) strictly decreases.
pub trait CoinRule {
    /// Every set of other coins (each left of `x`, distinct) that a move whose rightmost coin is
    /// `x` may turn as well; the empty set if turning `x` alone is allowed.
    fn companions(&self, x: u32) -> Vec<Vec<u32>>;
}

/// Mock Turtles: turn one, two or three coins.
#[derive(Debug, Clone, Copy, Default)]
pub struct MockTurtles;

impl CoinRule for MockTurtles {
    fn companions(&self, x: u32) -> Vec<Vec<u32>> {
        let mut sets = vec![vec![]];
        for y in 0..x {
            sets.push(vec![y]);
            sets.extend((0..y).map(|z| vec![z, y]));
        }
        sets
    }
}

/// Ruler: turn any run of consecutive coins (ending, of course, at the rightmost one).
#[derive(Debug, Clone, Copy, Default)]
pub struct Ruler;

impl CoinRule for Ruler {
    fn companions(&self, x: u32) -> Vec<Vec<u32>> {
        (0..=x).rev().map(|start| (start..x).collect()).collect()
    }
}

/// Turning Turtles: turn one or two coins (Nim in disguise).
#[derive(Debug, Clone, Copy, Default)]
pub struct TurningTurtles;

impl CoinRule for TurningTurtles {
    fn companions(&self, x: u32) -> Vec<Vec<u32>> {
        std::iter::once(vec![]).chain((0..x).map(|y| vec![y])).collect()
    }
}

/// A coin-turning game by its definition, for [`crate::Solver`]: the position is the bitmask of
/// heads (coin `x` is bit `x`, so coins `0..64`), and a move turns a head `x` and one of the
/// rule's companion sets of `x`, whatever those coins show.
#[derive(Debug, Clone, Copy, Default)]
pub struct Coins<R>(pub R);

impl<R: CoinRule> Game for Coins<R> {
    type Position = u64;

    fn moves(&self, &heads: &u64) -> Vec<Vec<u64>> {
        let mut moves = Vec::new();
        for x in (0..64).filter(|&x| heads >> x & 1 == 1) {
            for set in self.0.companions(x) {
                let flipped = set.iter().fold(1u64 << x, |m, &y| m ^ 1 << y);
                moves.push(vec![heads ^ flipped]);
            }
        }
        moves
    }
}

/// The values `g(0), …, g(count − 1)` of single-head positions, by the mex of the decomposition
/// (the companions of `x` turned to heads are worth the XOR of their values).
///
/// # Complexity
/// O(Σ_x Σ_S |S|) over the rule's companion sets.
pub fn single_coin_values<R: CoinRule>(rule: &R, count: u32) -> Vec<u64> {
    let mut mex = Mex::new();
    let mut values: Vec<u64> = Vec::with_capacity(count as usize);
    for x in 0..count {
        let options: Vec<u64> = rule.companions(x).iter().map(|s| nim_sum_at(&values, s)).collect();
        values.push(mex.of(options));
    }
    values
}

/// The XOR of `values` at the given coins.
fn nim_sum_at(values: &[u64], coins: &[u32]) -> u64 {
    coins.iter().fold(0, |acc, &c| acc ^ values[c as usize])
}

/// The value of a position with these heads (each coin at most once), given the single-coin
/// values: their nim-sum.
///
/// # Complexity
/// O(number of heads).
pub fn value_of_heads(values: &[u64], heads: &[u32]) -> u64 {
    nim_sum_at(values, heads)
}

/// Mock Turtles' single-coin value at coin `x` (numbered from 0): the `x`-th odious number
/// (odd number of ones in binary), `2x + [popcount(x) even]`. Exact for every `u64`, hence the
/// `u128`.
///
/// # Complexity
/// O(1).
pub fn mock_turtles(x: u64) -> u128 {
    2 * u128::from(x) + u128::from(x.count_ones() % 2 == 0)
}

/// Ruler's single-coin value at coin `x` (from 0): the largest power of two dividing `x + 1`.
///
/// # Complexity
/// O(1).
pub fn ruler(x: u64) -> u128 {
    1u128 << (u128::from(x) + 1).trailing_zeros()
}

/// Turning Turtles' single-coin value at coin `x` (from 0): `x + 1`, a Nim heap.
///
/// # Complexity
/// O(1).
pub fn turning_turtles(x: u64) -> u128 {
    u128::from(x) + 1
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Solver;

    const COINS: u32 = 12;

    /// For every position of up to [`COINS`] coins, the searched value is the XOR of the
    /// single-coin values of its heads.
    fn decomposition_holds<R: CoinRule>(rule: R) -> Vec<u64> {
        let values = single_coin_values(&rule, COINS);
        let mut solver = Solver::new(Coins(rule));
        for heads in 0..1u64 << COINS {
            let coins: Vec<u32> = (0..COINS).filter(|&x| heads >> x & 1 == 1).collect();
            assert_eq!(solver.grundy(&heads), value_of_heads(&values, &coins), "heads {heads:b}");
        }
        values
    }

    #[test]
    fn mock_turtles_decomposes_and_its_values_are_odious() {
        let values = decomposition_holds(MockTurtles);
        assert_eq!(values[..8], [1, 2, 4, 7, 8, 11, 13, 14]);
        let longer = single_coin_values(&MockTurtles, 300);
        for (x, &g) in longer.iter().enumerate() {
            assert_eq!(u128::from(g), mock_turtles(x as u64), "coin {x}");
        }
    }

    #[test]
    fn ruler_decomposes_and_its_values_are_powers_of_two() {
        let values = decomposition_holds(Ruler);
        assert_eq!(values[..8], [1, 2, 1, 4, 1, 2, 1, 8]);
        for (x, &g) in single_coin_values(&Ruler, 600).iter().enumerate() {
            assert_eq!(u128::from(g), ruler(x as u64), "coin {x}");
        }
    }

    #[test]
    fn turning_turtles_decomposes_and_is_nim() {
        decomposition_holds(TurningTurtles);
        for (x, &g) in single_coin_values(&TurningTurtles, 600).iter().enumerate() {
            assert_eq!(u128::from(g), turning_turtles(x as u64), "coin {x}");
        }
    }

    #[test]
    fn closed_forms_at_the_top_of_u64() {
        // 64 ones (evil), then 63 ones (odious).
        assert_eq!(mock_turtles(u64::MAX), 2 * u128::from(u64::MAX) + 1);
        assert_eq!(mock_turtles(u64::MAX - 1), 2 * u128::from(u64::MAX - 1));
        assert_eq!(ruler(u64::MAX), 1 << 64);
        assert_eq!(ruler(u64::MAX - 1), 1);
        assert_eq!(turning_turtles(u64::MAX), 1 << 64);
    }
}
