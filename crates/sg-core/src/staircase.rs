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
                let wins = solver.outcome(&counts) == Outcome::FirstPlayerWins;
                assert_eq!(first_player_wins(counts.iter().copied()), wins, "{counts:?}");
                checked += 1;
            }
        }
        assert_eq!(checked, 4 + 16 + 64 + 256);
    }
}
