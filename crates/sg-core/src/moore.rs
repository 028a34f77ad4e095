//! Moore's Nim_k: Nim where a move takes stones from at least one and at most `k` heaps (any
//! positive number from each heap chosen). Nim is Nim_1.
//!
//! **Theorem (Moore, 1910).** A position is lost for the player to move (a P-position) exactly
//! when, for every binary digit, the number of heaps having that digit set is a multiple of
//! `k + 1`. *Why.* Call such a position balanced. (1) The empty position is balanced. (2) From
//! a balanced position every move unbalances: take the highest digit at which some changed
//! heap changes; each changed heap (at most `k` of them) that changes there loses that digit
//! (it shrinks, and the higher digits agree), so the column drops by between 1 and `k`: no
//! longer a multiple of `k + 1`. (3) From an unbalanced position some move balances: go down
//! the digits keeping the set `C` of heaps already chosen (each already smaller, so its lower
//! digits are free). At a digit whose column among unchosen heaps is `t mod (k + 1)`, `t > 0`:
//! if `|C| + t ≤ k`, choose `t` unchosen heaps with the digit set and clear it (they shrink);
//! otherwise `|C| ≥ k + 1 − t`, and setting the digit in `k + 1 − t` chosen heaps balances the
//! column. `|C|` never exceeds `k`, and the first unbalanced digit chooses at least one heap.
//! [`winning_move`] is this construction; the tests below search [`MooreRules`] by definition.
//!
//! **Counting.** Since balance is a condition on each digit's column alone, the balanced
//! vectors of `m` heaps with a given total are counted digit by digit ([`lost_by_total`]).

use crate::nim::NimMove;

pub mod rules;
pub use rules::MooreRules;

/// The modulus of a column: `k + 1`, with `k` capped at the number of heaps (a move may then
/// take from every heap, and only the empty column is a multiple of `heaps + 1`).
fn column_modulus(heaps: usize, k: u64) -> u64 {
    k.min(heaps as u64) + 1
}

/// Whether the row of heaps is lost for the player to move in Nim_k: every binary digit's
/// column count is a multiple of `k + 1` (Moore). `k = 0` allows no move: every row is lost.
///
/// # Complexity
/// O(64 · n).
///
/// ```
/// use sg_core::moore::is_lost;
/// assert!(is_lost(&[1, 2, 3], 1)); // Nim: nim-sum 0
/// assert!(is_lost(&[5, 5, 5], 2)); // each column 0 or 3
/// assert!(!is_lost(&[5, 5], 2)); // take from both
/// ```
pub fn is_lost(heaps: &[u64], k: u64) -> bool {
    let modulus = column_modulus(heaps.len(), k);
    (0..64).all(|bit| {
        let column = heaps.iter().filter(|&&h| h >> bit & 1 == 1).count() as u64;
        column % modulus == 0
    })
}

/// A winning move of Nim_k (Moore's construction, see the module doc): the heaps to lower,
/// in increasing index, each with its new size; `None` when the row is lost.
///
/// # Complexity
/// O(64 · n).
///
/// ```
/// use sg_core::{NimMove, moore::winning_move};
/// // Take from both heaps of (5, 5) when two heaps may be taken from.
/// assert_eq!(
///     winning_move(&[5, 5], 2),
///     Some(vec![NimMove { heap: 0, new_size: 0 }, NimMove { heap: 1, new_size: 0 }])
/// );
/// assert_eq!(winning_move(&[1, 2, 3], 1), None);
/// ```
pub fn winning_move(heaps: &[u64], k: u64) -> Option<Vec<NimMove>> {
    let modulus = column_modulus(heaps.len(), k);
    let mut after = heaps.to_vec();
    let mut chosen: Vec<usize> = Vec::new();
    for bit in (0..64).rev() {
        let unchosen = |i: &usize| !chosen.contains(i) && heaps[*i] >> bit & 1 == 1;
        let column = (0..heaps.len()).filter(unchosen).count() as u64;
        let t = column % modulus;
        if t == 0 {
            continue;
        }
        if chosen.len() as u64 + t < modulus {
            // Clear the digit in t more heaps: they shrink, and their lower digits are free.
            let fresh: Vec<usize> = (0..heaps.len()).filter(unchosen).take(t as usize).collect();
            for &i in &fresh {
                after[i] = heaps[i] >> bit >> 1 << 1 << bit;
            }
            chosen.extend(fresh);
        } else {
            // Enough chosen heaps: set the digit in modulus − t of them.
            for &i in chosen.iter().take((modulus - t) as usize) {
                after[i] |= 1 << bit;
            }
        }
    }
    if chosen.is_empty() {
        return None;
    }
    chosen.sort_unstable();
    Some(chosen.into_iter().map(|heap| NimMove { heap, new_size: after[heap] }).collect())
}

/// How many rows of `heaps` heaps (ordered, each any size ≥ 0) are lost in Nim_k, by their
/// total: entry `s`, for `s` in `0..=max_total`, counts the rows of total `s`, modulo
/// `modulus`. Digit by digit from the lowest: at digit `b`, a multiple `j` of the column
/// modulus (`k + 1`, see [`is_lost`]) of the heaps have the digit set, chosen in `C(heaps, j)`
/// ways, adding `j · 2^b` to the total.
///
/// # Panics
/// If `modulus` is 0 or above 2^32 (products must fit in 64 bits).
///
/// # Complexity
/// O(heaps²) for the binomials, then O(Σ over digits b with 2^b ≤ max_total of max_total ·
/// min(heaps, max_total / 2^b) / (k + 1)) multiply-adds; memory O(max_total + heaps).
///
/// ```
/// use sg_core::moore::lost_by_total;
/// // Nim on two heaps: the lost rows are (x, x), of even total.
/// assert_eq!(lost_by_total(2, 1, 6, 1_000_000_007), [1, 0, 1, 0, 1, 0, 1]);
/// ```
pub fn lost_by_total(heaps: usize, k: u64, max_total: usize, modulus: u64) -> Vec<u64> {
    assert!((1..=1 << 32).contains(&modulus), "the modulus must be in 1..=2^32");
    let step = column_modulus(heaps, k) as usize;
    // One row of Pascal's triangle: binomial[j] = C(heaps, j) mod modulus.
    let mut binomial = vec![0u64; heaps + 1];
    binomial[0] = 1 % modulus;
    for row in 1..=heaps {
        for j in (1..=row).rev() {
            binomial[j] = (binomial[j] + binomial[j - 1]) % modulus;
        }
    }
    let mut counts = vec![0u64; max_total + 1];
    counts[0] = 1 % modulus;
    let mut next = vec![0u64; max_total + 1];
    let mut digit = 1usize;
    while digit <= max_total {
        next.fill(0);
        for (total, &count) in counts.iter().enumerate() {
            if count == 0 {
                continue;
            }
            let mut ones = 0;
            while ones <= heaps {
                let Some(reached) = (ones * digit).checked_add(total) else { break };
                if reached > max_total {
                    break;
                }
                next[reached] = (next[reached] + count * binomial[ones]) % modulus;
                ones += step;
            }
        }
        std::mem::swap(&mut counts, &mut next);
        digit = match digit.checked_mul(2) {
            Some(d) => d,
            None => break,
        };
    }
    counts
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Moves, Outcome, Solver};

    /// Every row of `heaps` heaps of at most `max` stones.
    fn rows(heaps: usize, max: u64) -> Vec<Vec<u64>> {
        let mut all = vec![vec![]];
        for _ in 0..heaps {
            all = all
                .into_iter()
                .flat_map(|row: Vec<u64>| (0..=max).map(move |h| [row.clone(), vec![h]].concat()))
                .collect();
        }
        all
    }

    #[test]
    fn moores_law_and_move_match_the_rules_searched() {
        let mut checked = 0;
        for k in 0..=4 {
            let mut solver = Solver::new(MooreRules { k });
            for (heaps, max) in [(1, 9), (2, 7), (3, 5), (4, 3), (5, 2)] {
                for row in rows(heaps, max) {
                    let lost = solver.outcome(&row) == Outcome::Lose;
                    assert_eq!(is_lost(&row, k), lost, "k = {k}: {row:?}");
                    match winning_move(&row, k) {
                        None => assert!(lost, "k = {k}: {row:?}"),
                        Some(m) => {
                            // Legal (one of the rules' moves) and to a lost row.
                            let rules = MooreRules { k };
                            assert!(rules.legal_moves(&row).any(|l| l == m), "{row:?}: {m:?}");
                            let after = rules.play(&row, &m);
                            assert_eq!(solver.outcome(&after), Outcome::Lose, "{row:?}: {m:?}");
                        }
                    }
                    checked += 1;
                }
            }
        }
        assert!(checked > 3900, "{checked}");
    }

    #[test]
    fn the_winning_move_stays_within_k_heaps_on_large_rows() {
        let mut seed = 0x9e37_79b9_7f4a_7c15u64;
        let mut next = move || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed
        };
        for _ in 0..2000 {
            let k = next() % 6;
            let n = (next() % 12) as usize;
            let row: Vec<u64> = (0..n).map(|_| next() >> (next() % 64)).collect();
            match winning_move(&row, k) {
                None => assert!(is_lost(&row, k), "{row:?}"),
                Some(m) => {
                    assert!((1..=k as usize).contains(&m.len()), "{row:?}: {m:?}");
                    assert!(m.iter().all(|t| t.new_size < row[t.heap]), "{row:?}: {m:?}");
                    assert!(is_lost(&MooreRules { k }.play(&row, &m), k), "{row:?}: {m:?}");
                }
            }
        }
    }

    #[test]
    fn lost_rows_by_total_match_enumeration() {
        for k in 0..=3 {
            let mut solver = Solver::new(MooreRules { k });
            for heaps in 0..=4 {
                let max_total = 9;
                let mut expected = vec![0u64; max_total + 1];
                for row in rows(heaps, max_total as u64) {
                    let total = row.iter().sum::<u64>() as usize;
                    if total <= max_total && solver.outcome(&row) == Outcome::Lose {
                        expected[total] += 1;
                    }
                }
                assert_eq!(lost_by_total(heaps, k, max_total, 1 << 32), expected, "{heaps}, {k}");
            }
        }
        // Modular reduction: the same counts mod 7.
        let exact = lost_by_total(6, 2, 40, 1 << 32);
        let reduced = lost_by_total(6, 2, 40, 7);
        assert!(exact.iter().zip(&reduced).all(|(e, r)| e % 7 == *r));
        assert!(exact.iter().any(|&e| e >= 7));
    }
}
