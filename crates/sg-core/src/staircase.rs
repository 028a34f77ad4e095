//! Staircase Nim: the reduction behind Georgia and Bob, KAM-Pebbles, Moving Coins and others.
//!
//! Coins lie on steps `1, 2, …, n` of a staircase whose bottom, step 0, is the floor. A move
//! takes one or more coins from one step `i ≥ 1` down to step `i − 1`. The player who cannot
//! move loses.
//!
//! **Theorem.** The player to move loses exactly when the nim-sum of the counts on the *odd*
//! steps is 0.
//!
//! *Proof sketch.* Moving `c` coins from an odd step `2k + 1` to the even step `2k` lowers one
//! odd heap by `c`: a Nim move on the odd steps. Moving coins from an even step `2k` down to
//! the odd step `2k − 1` raises an odd heap, but the next player can take the same coins on from
//! `2k − 1` to `2k − 2` and restore every odd heap; since coins only descend this reversal
//! cannot go on forever. So the player who wins Nim on the odd steps wins the staircase by
//! playing Nim there and answering every even-step move by passing the coins on. (The Grundy
//! value itself can differ from that nim-sum; only the outcome is claimed, and tested.)
//!
//! Disguised staircases map onto [`first_player_wins`]: [`steps_of_nondecreasing`] reads the
//! steps off a non-decreasing row whose values may each be lowered (KAM-Pebbles, and Georgia
//! and Bob once each chessman's cell is replaced by the empty cells to its left).

/// The nim-sum of the counts on the odd steps, where `counts[0]` is on step 1, `counts[1]` on
/// step 2, and so on. The player to move wins Staircase Nim exactly when it is non-zero.
///
/// # Complexity
/// O(n).
///
/// ```
/// // Steps 1, 2, 3 hold 1, 5, 1 coins: odd steps 1 ^ 1 = 0, so the mover loses.
/// assert_eq!(sg_core::staircase::odd_step_nim_sum([1, 5, 1]), 0);
/// assert_eq!(sg_core::staircase::odd_step_nim_sum([2, 7, 3]), 2 ^ 3);
/// ```
pub fn odd_step_nim_sum(counts: impl IntoIterator<Item = u64>) -> u64 {
    counts.into_iter().step_by(2).fold(0, |acc, c| acc ^ c)
}

/// Whether the player to move wins Staircase Nim with `counts[i]` coins on step `i + 1`.
///
/// # Complexity
/// O(n).
pub fn first_player_wins(counts: impl IntoIterator<Item = u64>) -> bool {
    odd_step_nim_sum(counts) != 0
}

/// The staircase hidden in a non-decreasing row `a_1 ≤ a_2 ≤ … ≤ a_n` above a floor `a_0 = 0`,
/// in a game where a move lowers one value and keeps the row non-decreasing: the counts on
/// steps 1, 2, …, n, which are the differences `d_i = a_i − a_{i−1}` read from the top,
/// `d_n, d_{n−1}, …, d_1`.
///
/// *Why.* Lowering `a_i` by `c` is allowed exactly when `c ≤ d_i`; it takes `c` from `d_i` and
/// adds `c` to `d_{i+1}` (when `i = n`, the `c` units leave the row). So units only travel
/// from `d_i` to `d_{i+1}`, any number at a time: step `k` is `d_{n+1−k}` and the floor lies
/// past `d_n`. Pebbles with non-decreasing piles (KAM) are this game as they stand; chessmen
/// on distinct cells `p_1 < … < p_n` become it with `a_i = p_i − i`, the empty cells to the
/// left of chessman `i`.
///
/// # Panics
/// If the row decreases somewhere (callers validate their input first).
///
/// # Complexity
/// O(n) for the whole iteration, O(1) memory.
///
/// ```
/// use sg_core::staircase::{first_player_wins, steps_of_nondecreasing};
/// // Piles 1 ≤ 2 ≤ 4: differences 1, 1, 2, so the steps hold 2, 1, 1.
/// assert_eq!(steps_of_nondecreasing(&[1, 2, 4]).collect::<Vec<_>>(), [2, 1, 1]);
/// assert!(first_player_wins(steps_of_nondecreasing(&[1, 2, 4]))); // 2 ^ 1 != 0
/// assert!(!first_player_wins(steps_of_nondecreasing(&[2, 2]))); // steps 0, 2
/// ```
pub fn steps_of_nondecreasing(row: &[u64]) -> impl Iterator<Item = u64> + '_ {
    let below = row.iter().rev().skip(1).chain(std::iter::once(&0));
    row.iter().rev().zip(below).map(|(&a, &b)| {
        a.checked_sub(b).expect("steps_of_nondecreasing: the row must be non-decreasing")
    })
}

/// A move that changes the coins on one odd step (see [`OddStep`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum StairMove {
    /// Move this many coins from the odd step down to the step below it.
    Down(u64),
    /// Move this many coins from the even step above down onto the odd step.
    FromAbove(u64),
}

/// An odd step of a staircase as a component of the Nim on the odd steps, for
/// [`crate::winning`]: its count is the heap, and its moves are those that change it.
///
/// Every move of Staircase Nim changes exactly one odd step: from an odd step coins go down to
/// an even one (or the floor), from an even step down to an odd one. By the theorem above the
/// position after a move is lost exactly when the odd steps' counts XOR to 0, so the winning
/// moves are exactly the moves of an odd step to the count `c ⊕ s` ([`crate::winning`]'s
/// characterisation applied to that Nim): lower it, or raise it from the step above when that
/// holds enough coins. (The staircase's own Grundy value may differ from this nim-sum; only
/// the outcome, and so the set of winning moves, is the Nim's.)
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct OddStep {
    /// The coins on the odd step.
    pub coins: u64,
    /// The coins on the even step just above it (0 for the top step).
    pub above: u64,
}

impl crate::winning::Component for OddStep {
    type Move = StairMove;

    fn value(&self) -> u64 {
        self.coins
    }

    /// # Complexity
    /// O(1): at most one move reaches a given count.
    fn moves_to(&self, target: u64) -> impl Iterator<Item = StairMove> {
        let found = if target < self.coins {
            Some(StairMove::Down(self.coins - target))
        } else if target > self.coins && target - self.coins <= self.above {
            Some(StairMove::FromAbove(target - self.coins))
        } else {
            None
        };
        found.into_iter()
    }
}

/// The odd steps of `counts` (`counts[i]` on step `i + 1`), step 1 first: component `j` is
/// step `2j + 1`.
///
/// # Complexity
/// O(n).
///
/// ```
/// use sg_core::staircase::{OddStep, StairMove, odd_steps};
/// use sg_core::winning::{WinningMove, winning_moves};
/// // Steps 1, 2, 3 hold 1, 2, 0: the odd steps XOR to 1 ^ 0 = 1, and the one winning move takes
/// // the coin on step 1 to the floor (coins from step 2 would raise step 1, not clear it).
/// let steps = odd_steps(&[1, 2, 0]);
/// assert_eq!(steps, [OddStep { coins: 1, above: 2 }, OddStep { coins: 0, above: 0 }]);
/// let moves: Vec<_> = winning_moves(&steps).collect();
/// assert_eq!(moves, [WinningMove { component: 0, then: StairMove::Down(1) }]);
/// ```
pub fn odd_steps(counts: &[u64]) -> Vec<OddStep> {
    let above = |i: usize| counts.get(i + 1).copied().unwrap_or(0);
    counts
        .iter()
        .enumerate()
        .step_by(2)
        .map(|(i, &coins)| OddStep { coins, above: above(i) })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{Game, Outcome, Solver};

    /// The staircase by its rules; the position lists the counts on steps 1..=n.
    struct Staircase;
    impl Game for Staircase {
        type Position = Vec<u64>;
        fn moves(&self, counts: &Vec<u64>) -> Vec<Vec<Vec<u64>>> {
            let mut out = Vec::new();
            for i in 0..counts.len() {
                for c in 1..=counts[i] {
                    let mut next = counts.clone();
                    next[i] -= c;
                    if i > 0 {
                        next[i - 1] += c;
                    }
                    out.push(vec![next]);
                }
            }
            out
        }
    }

    #[test]
    fn outcome_matches_the_rules() {
        let mut solver = Solver::new(Staircase);
        let mut checked = 0;
        for steps in 1..=4usize {
            let combos = 4u64.pow(steps as u32);
            for code in 0..combos {
                let counts: Vec<u64> = (0..steps).map(|i| code / 4u64.pow(i as u32) % 4).collect();
                let wins = solver.outcome(&counts) == Outcome::Win;
                assert_eq!(first_player_wins(counts.iter().copied()), wins, "{counts:?}");
                checked += 1;
            }
        }
        assert_eq!(checked, 4 + 16 + 64 + 256);
    }

    /// A non-decreasing row by its rules: lower one value, keeping the row non-decreasing.
    struct Row;
    impl Game for Row {
        type Position = Vec<u64>;
        fn moves(&self, row: &Vec<u64>) -> Vec<Vec<Vec<u64>>> {
            let mut out = Vec::new();
            for i in 0..row.len() {
                let floor = if i == 0 { 0 } else { row[i - 1] };
                for v in floor..row[i] {
                    let mut next = row.clone();
                    next[i] = v;
                    out.push(vec![next]);
                }
            }
            out
        }
    }

    #[test]
    fn nondecreasing_rows_are_staircases() {
        let mut solver = Solver::new(Row);
        let mut checked = 0;
        for len in 0..=4usize {
            for code in 0..6u64.pow(len as u32) {
                let row: Vec<u64> = (0..len).map(|i| code / 6u64.pow(i as u32) % 6).collect();
                if row.windows(2).any(|w| w[0] > w[1]) {
                    continue;
                }
                let wins = solver.outcome(&row) == Outcome::Win;
                assert_eq!(first_player_wins(steps_of_nondecreasing(&row)), wins, "{row:?}");
                checked += 1;
            }
        }
        // Non-decreasing rows of length 0..=4 over 0..6: 1 + 6 + 21 + 56 + 126.
        assert_eq!(checked, 210);
    }

    /// The winning moves through the odd steps are exactly the moves of the rules that leave a
    /// lost staircase, on every staircase of up to 4 steps of up to 3 coins.
    #[test]
    fn odd_step_moves_are_the_winning_moves() {
        use crate::winning::winning_moves;
        let mut solver = Solver::new(Staircase);
        for steps in 1..=4usize {
            for code in 0..4u64.pow(steps as u32) {
                let counts: Vec<u64> = (0..steps).map(|i| code / 4u64.pow(i as u32) % 4).collect();
                let by_values: Vec<Vec<u64>> = winning_moves(&odd_steps(&counts))
                    .map(|m| {
                        let (mut next, step) = (counts.clone(), 2 * m.component);
                        match m.then {
                            StairMove::Down(c) => {
                                next[step] -= c;
                                if step > 0 {
                                    next[step - 1] += c;
                                }
                            }
                            StairMove::FromAbove(c) => {
                                next[step + 1] -= c;
                                next[step] += c;
                            }
                        }
                        next
                    })
                    .collect();
                let mut by_search: Vec<Vec<u64>> = Staircase
                    .moves(&counts)
                    .into_iter()
                    .map(|mut m| m.remove(0))
                    .filter(|next| solver.outcome(next) == Outcome::Lose)
                    .collect();
                let mut sorted = by_values.clone();
                sorted.sort();
                by_search.sort();
                assert_eq!(sorted, by_search, "{counts:?}");
            }
        }
    }

    #[test]
    #[should_panic(expected = "non-decreasing")]
    fn decreasing_rows_are_refused() {
        let _ = steps_of_nondecreasing(&[3, 1]).count();
    }
}
