//! Nim: the nim-sum, Bouton's winning move and the misère rule.
//!
//! Bouton (1901): the player to move in normal-play Nim wins exactly when the XOR of the heap
//! sizes (the nim-sum) is non-zero. If it is `s != 0`, some heap `h` has the top bit of `s` set,
//! so `h ^ s < h`, and reducing that heap to `h ^ s` makes the nim-sum 0.

/// The nim-sum (XOR) of the values.
///
/// # Complexity
/// O(n).
///
/// ```
/// assert_eq!(sg_core::nim_sum([1, 2, 3]), 0);
/// assert_eq!(sg_core::nim_sum(vec![5u64, 9]), 12);
/// ```
pub fn nim_sum<I>(values: I) -> u64
where
    I: IntoIterator,
    I::Item: std::borrow::Borrow<u64>,
{
    values.into_iter().fold(0, |acc, v| acc ^ *std::borrow::Borrow::<u64>::borrow(&v))
}

/// A Nim move: reduce heap number `heap` to `new_size` stones.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct NimMove {
    /// Index of the heap in the input slice.
    pub heap: usize,
    /// Its size after the move (strictly smaller than before).
    pub new_size: u64,
}

/// A winning move in normal-play Nim, or `None` when the nim-sum is 0 (every move loses).
///
/// Picks the first heap `h` with `h ^ s < h`, where `s` is the nim-sum: the first of
/// [`crate::winning::winning_moves`].
///
/// # Complexity
/// O(n).
///
/// ```
/// use sg_core::{NimMove, winning_nim_move};
/// assert_eq!(winning_nim_move(&[3, 4, 5]), Some(NimMove { heap: 0, new_size: 1 }));
/// assert_eq!(winning_nim_move(&[1, 2, 3]), None);
/// ```
pub fn winning_nim_move(heaps: &[u64]) -> Option<NimMove> {
    let m = crate::winning::first_winning_move(heaps)?;
    Some(NimMove { heap: m.component, new_size: m.then })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{Game, Outcome, Solver};

    /// Nim by its definition: a position is a sorted multiset of heaps.
    struct NimGame {
        misere: bool,
    }
    impl Game for NimGame {
        type Position = Vec<u64>;
        fn moves(&self, heaps: &Vec<u64>) -> Vec<Vec<Vec<u64>>> {
            if heaps == &[u64::MAX] {
                return Vec::new();
            }
            let mut out = Vec::new();
            for i in 0..heaps.len() {
                for smaller in 0..heaps[i] {
                    let mut next = heaps.clone();
                    next[i] = smaller;
                    next.sort_unstable();
                    out.push(vec![next]);
                }
            }
            if self.misere && heaps.iter().all(|&h| h == 0) {
                // Misère: the player facing no stones has just watched the opponent take the
                // last one, so they win; model it as a forced single move to a dead end.
                out.push(vec![vec![u64::MAX]]);
            }
            out
        }
    }

    fn all_positions(heaps: usize, max: u64) -> Vec<Vec<u64>> {
        let mut all = vec![vec![]];
        for _ in 0..heaps {
            all = all
                .into_iter()
                .flat_map(|p| {
                    (0..=max).map(move |h| {
                        let mut q = p.clone();
                        q.push(h);
                        q
                    })
                })
                .collect();
        }
        all
    }

    #[test]
    fn bouton_matches_the_definition() {
        let mut solver = Solver::new(NimGame { misere: false });
        for heaps in all_positions(3, 6) {
            let mut sorted = heaps.clone();
            sorted.sort_unstable();
            assert_eq!(solver.grundy(&sorted), nim_sum(&heaps), "{heaps:?}");
            match winning_nim_move(&heaps) {
                None => assert_eq!(solver.outcome(&sorted), Outcome::Lose),
                Some(m) => {
                    assert!(m.new_size < heaps[m.heap]);
                    let mut after = heaps.clone();
                    after[m.heap] = m.new_size;
                    assert_eq!(nim_sum(&after), 0);
                }
            }
        }
    }

    #[test]
    fn misere_rule_matches_the_definition() {
        let mut solver = Solver::new(NimGame { misere: true });
        for heaps in all_positions(3, 4) {
            let mut sorted = heaps.clone();
            sorted.sort_unstable();
            let wins = solver.outcome(&sorted) == Outcome::Win;
            assert_eq!(crate::misere::nim_first_wins(&heaps), wins, "{heaps:?}");
        }
    }
}
