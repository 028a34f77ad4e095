//! Eventually periodic and eventually arithmetic-periodic sequences, found in O(n).
//!
//! **Periods of every suffix at once.** Reverse the sequence: its suffix from `n₀` becomes a
//! prefix of length `L = n − n₀`, whose least period is `L − π(L)`, where `π` is the
//! prefix function (Knuth–Morris–Pratt), computed for all prefixes in O(n). So the least
//! period `p(n₀)` of every tail `g(n₀..n)` costs O(n) in all, and the law "periodic from `n₀`"
//! that needs the fewest values to state (`n₀ + p(n₀)`) is a minimum over `n₀`.
//!
//! **Arithmetic periods by differences.** `g(n + p) = g(n) + s` for all `n ≥ n₀` holds exactly
//! when the difference sequence `Δ(n) = g(n + 1) − g(n)` is periodic with period `p` from
//! `n₀` (the window sums of `Δ` are `g(n + p) − g(n)`, and two neighbouring windows differ by
//! `Δ(n + p) − Δ(n)`); then `s` is the sum of one period of `Δ`. Differences are compared as
//! wrapping 64-bit words, which is equality of the exact differences.

/// The least period of every suffix: `result[n₀]` is the least `p ≥ 1` with
/// `seq[i + p] == seq[i]` for `n₀ ≤ i < len − p` (`len − n₀` when there is none shorter;
/// `result[len]` is 0).
///
/// # Complexity
/// O(len) time and memory.
pub fn suffix_periods<T: PartialEq>(seq: &[T]) -> Vec<usize> {
    let n = seq.len();
    let at = |i: usize| &seq[n - 1 - i];
    let mut pi = vec![0usize; n];
    for i in 1..n {
        let mut k = pi[i - 1];
        while k > 0 && at(i) != at(k) {
            k = pi[k - 1];
        }
        if at(i) == at(k) {
            k += 1;
        }
        pi[i] = k;
    }
    let mut periods = vec![0usize; n + 1];
    for length in 1..=n {
        periods[n - length] = length - pi[length - 1];
    }
    periods
}

/// The eventually periodic law needing the fewest values to state: `(n₀, p)` minimising
/// `n₀ + p` (then `p`), such that `g(n + p) = g(n)` for every `n₀ ≤ n < len − p`.
///
/// # Complexity
/// O(len).
pub fn best_period(values: &[u64]) -> Option<(usize, usize)> {
    let periods = suffix_periods(values);
    (0..values.len()).map(|n0| (n0 + periods[n0], periods[n0], n0)).min().map(|(_, p, n0)| (n0, p))
}

/// The eventually arithmetic-periodic law needing the fewest values to state: `(n₀, p, s)`
/// with `s ≥ 1` and `g(n + p) = g(n) + s` for every `n₀ ≤ n < len − p`, minimising
/// `n₀ + p`; `None` when no tail with a positive saltus spans two periods.
///
/// # Complexity
/// O(len).
pub fn best_arithmetic_period(values: &[u64]) -> Option<(usize, usize, u64)> {
    if values.len() < 3 {
        return None;
    }
    let diffs: Vec<u64> = values.windows(2).map(|w| w[1].wrapping_sub(w[0])).collect();
    let periods = suffix_periods(&diffs);
    let mut best: Option<(usize, usize, u64)> = None;
    for n0 in 0..diffs.len() {
        let p = periods[n0];
        // The saltus needs one whole period of values after n₀.
        if n0 + p >= values.len() {
            continue;
        }
        let s = i128::from(values[n0 + p]) - i128::from(values[n0]);
        if s <= 0 {
            continue;
        }
        if best.is_none_or(|(b0, bp, _)| n0 + p < b0 + bp) {
            best = Some((n0, p, s as u64));
        }
    }
    best
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn suffix_periods_by_definition() {
        let seq = [3, 1, 4, 1, 5, 1, 5, 1, 5, 1];
        let periods = suffix_periods(&seq);
        for (n0, &period) in periods.iter().enumerate().take(seq.len()) {
            let least = (1..=seq.len() - n0)
                .find(|&p| (n0..seq.len() - p).all(|i| seq[i + p] == seq[i]))
                .unwrap();
            assert_eq!(period, least, "at {n0}");
        }
        assert_eq!(best_period(&seq), Some((3, 2)));
    }

    #[test]
    fn lasker_differences() {
        // g(0) = 0, then 1 2 4 3 | 5 6 8 7 | …: period 4, saltus 4 from 1.
        let g: Vec<u64> = (0..40u64)
            .map(|x| match x % 4 {
                _ if x == 0 => 0,
                0 => x - 1,
                3 => x + 1,
                _ => x,
            })
            .collect();
        assert_eq!(best_arithmetic_period(&g), Some((1, 4, 4)));
    }
}
