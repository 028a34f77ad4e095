//! The Guy–Smith test checked while the values arrive, in O(1) amortised work per value.
//!
//! A period `p` with preperiod `n₀` is proven by `g(0..len)` when `g(n + p) = g(n)` for
//! `n₀ ≤ n < len − p` and `len ≥ values_needed(n₀, p)` ([`ProofRule::values_needed`], at least
//! `2(n₀ + p)` for two-heap splits). So when a proof first exists, the newest half of the
//! values repeats at distance `p`.
//!
//! **Candidates.** At lengths `L = 1, 2, 3, 4, 6, 9, …` (each half as long again as the last) a
//! rolling hash of the newest `m = ⌈L/8⌉` values is slid over the whole sequence: every
//! distance `p` at which they repeat (hash equal, then checked value by value while finding
//! `n₀`, the last mismatch plus one) becomes a candidate. Each new value is compared with the
//! one `p` before it for every candidate: a mismatch drops the candidate, and the first
//! candidate with `len ≥ values_needed(n₀, p)` is a proof. A pair first provable at length
//! `L*` has `n₀ + p ≤ L*/2`, and the last scan at `L_c ≥ L*/1.5` sees it (its newest `7L_c/8`
//! values repeat, and `7/8 · 2/1.5 > 1`), so the proof is reported at exactly `L*`. At most
//! [`MAX_CANDIDATES`] candidates are kept (the shortest); more would be dropped, which only
//! delays a proof to a later scan.
//!
//! Games whose moves leave at most one heap (`k = 1`: subtraction games in octal dress) are
//! proven by a repeat of just `t` values (`values_needed = n₀' + t + p`), too short for the
//! scans above to see in time; they are scanned at every length, with a window of `t` values,
//! up to [`ONE_HEAP_EVERY_LENGTH`] values, so their proofs too come exactly when they exist
//! there (later proofs of such games may come up to half as late again).
//!
//! **The reported pair** is the least for the whole sequence: the proof fixes every value, so
//! the least period is the least divisor `d` of `p` with `g(n + d) = g(n)` over one period,
//! and the least preperiod is found by walking back from `n₀`.
//!
//! **Complexity.** The scans cost O(L) each, O(3N) in all for `N` values; each value costs
//! O(#candidates); memory O(#candidates).

use super::ProofRule;

/// The most candidate periods followed at once.
pub const MAX_CANDIDATES: usize = 64;

/// Games whose moves leave at most one heap are scanned at every length below this one.
pub const ONE_HEAP_EVERY_LENGTH: usize = 4096;

/// A period that still matches every value since its preperiod.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Candidate {
    period: usize,
    preperiod: usize,
}

/// A stored value width: `u8`, `u16` or `u32`.
pub trait Width:
    Copy + Default + Eq + Into<u32> + TryFrom<u32> + std::ops::BitXor<Output = Self>
{
}
impl Width for u8 {}
impl Width for u16 {}
impl Width for u32 {}

/// The incremental Guy–Smith test (module docs).
#[derive(Debug, Clone)]
pub struct PeriodTracker {
    rule: ProofRule,
    candidates: Vec<Candidate>,
    next_scan: usize,
    proven: Option<(usize, usize)>,
    proven_at: Option<usize>,
}

impl PeriodTracker {
    /// A tracker for games proven by `rule`.
    pub fn new(rule: ProofRule) -> Self {
        Self { rule, candidates: Vec::new(), next_scan: 1, proven: None, proven_at: None }
    }

    /// The least `(preperiod, period)` of the whole sequence, once proven.
    pub fn proven(&self) -> Option<(usize, usize)> {
        self.proven
    }

    /// The length of the prefix that first proved a period.
    pub fn proven_at(&self) -> Option<usize> {
        self.proven_at
    }

    /// The shortest candidate `(preperiod, period)` still matching, if any (the proven pair
    /// once there is one).
    pub fn candidate(&self) -> Option<(usize, usize)> {
        self.proven.or_else(|| self.candidates.first().map(|c| (c.preperiod, c.period)))
    }

    /// Take note of the newest value, `values[len − 1]`, after every value before it.
    ///
    /// # Complexity
    /// O(#candidates), plus O(len) at the scan lengths (module docs).
    pub fn observe<T: Width>(&mut self, values: &[T]) {
        if self.proven.is_some() {
            return;
        }
        let len = values.len();
        let newest = values[len - 1];
        self.candidates.retain(|c| values[len - 1 - c.period] == newest);
        if len >= self.next_scan {
            self.scan(values);
            self.next_scan = if self.rule.max_parts == 1 && len < ONE_HEAP_EVERY_LENGTH {
                len + 1
            } else {
                len + len.div_ceil(2)
            };
        }
        let rule = self.rule;
        let proof =
            self.candidates.iter().find(|c| rule.values_needed(c.preperiod, c.period) <= len);
        if let Some(&Candidate { preperiod, period }) = proof {
            self.proven = Some(least_pair(values, preperiod, period));
            self.proven_at = Some(len);
            self.candidates.clear();
        }
    }

    /// New candidates: the distances at which the newest `⌈len/8⌉` values repeat.
    fn scan<T: Width>(&mut self, values: &[T]) {
        const BASE: u64 = 0x9e37_79b9_7f4a_7c15;
        let len = values.len();
        let m = if self.rule.max_parts == 1 && len < ONE_HEAP_EVERY_LENGTH {
            self.rule.max_take.clamp(1, len)
        } else {
            len.div_ceil(8)
        };
        if m >= len {
            return;
        }
        let digit = |i: usize| u64::from(values[i].into()) + 1;
        let hash_of = |start: usize| {
            (start..start + m).fold(0u64, |h, i| h.wrapping_mul(BASE).wrapping_add(digit(i)))
        };
        let target = hash_of(len - m);
        let top = (0..m).fold(1u64, |p, _| p.wrapping_mul(BASE)); // BASE^m
        let mut hash = hash_of(0);
        // The window starting at `start` is the newest one moved back by `len − m − start`.
        for start in 0..len - m {
            if start > 0 {
                hash = hash
                    .wrapping_mul(BASE)
                    .wrapping_add(digit(start + m - 1))
                    .wrapping_sub(digit(start - 1).wrapping_mul(top));
            }
            let period = len - m - start;
            if hash != target || self.candidates.iter().any(|c| c.period == period) {
                continue;
            }
            // Walk back from the newest value while the values repeat at distance `period`.
            let mut n = len - period;
            while n > 0 && values[n - 1] == values[n - 1 + period] {
                n -= 1;
            }
            if len - period - n >= m {
                self.candidates.push(Candidate { period, preperiod: n });
            }
        }
        self.candidates.sort_by_key(|c| c.period);
        self.candidates.truncate(MAX_CANDIDATES);
    }
}

/// The least period and preperiod of a sequence proven `p`-periodic from `n₀` by `values`
/// (which hold at least `n₀ + p` of them).
fn least_pair<T: Width>(values: &[T], n0: usize, p: usize) -> (usize, usize) {
    let get = |n: usize| if n < values.len() { values[n] } else { values[n0 + (n - n0) % p] };
    let period = (1..=p)
        .filter(|d| p % d == 0)
        .find(|&d| (n0..n0 + p).all(|n| get(n + d) == get(n)))
        .unwrap_or(p);
    let mut preperiod = n0;
    while preperiod > 0 && values[preperiod - 1] == values[preperiod - 1 + period] {
        preperiod -= 1;
    }
    (preperiod, period)
}

#[cfg(test)]
mod tests {
    use super::super::OctalGame;
    use super::*;

    /// The tracker fed one value at a time, against the O(len²) search at every length.
    fn agrees_with_the_quadratic_search(code: &str, len: usize) {
        let game = OctalGame::new(code).unwrap();
        let rule = game.proof_rule();
        let values: Vec<u32> = game.values(len).into_iter().map(|v| v as u32).collect();
        let mut tracker = PeriodTracker::new(rule);
        for l in 1..=len {
            tracker.observe(&values[..l]);
            let quadratic = rule.least_proven(&values[..l]);
            match tracker.proven_at() {
                Some(at) if at < l => {}
                Some(_) => {
                    let (n0, p) = quadratic.expect("the quadratic search proves it too");
                    assert_eq!(tracker.proven(), Some(least_pair(&values[..l], n0, p)), "{code}");
                }
                None => assert_eq!(quadratic, None, "{code}: missed at length {l}"),
            }
        }
    }

    #[test]
    fn proofs_come_exactly_when_the_quadratic_search_finds_them() {
        for code in ["0.07", "0.77", "0.137", "0.51", "0.33", "0.4", "0.7", "4.0", "0.12", "0.007"]
        {
            agrees_with_the_quadratic_search(code, 700);
        }
    }

    #[test]
    fn kayles_and_dawsons_kayles() {
        for (code, pair) in [("0.77", (71, 12)), ("0.07", (53, 34))] {
            let game = OctalGame::new(code).unwrap();
            let values: Vec<u8> = game.values(400).into_iter().map(|v| v as u8).collect();
            let mut tracker = PeriodTracker::new(game.proof_rule());
            for l in 1..=values.len() {
                tracker.observe(&values[..l]);
            }
            assert_eq!(tracker.proven(), Some(pair), "{code}");
        }
    }
}
