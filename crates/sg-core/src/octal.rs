//! Octal games (take-and-break games on rows of tokens) and the Guy–Smith periodicity test.
//!
//! An octal game is named by a code `0.d₁d₂…d_t`: digit `d_j` says what removing exactly `j`
//! tokens from a heap may leave behind — bit 1: nothing (the whole heap of `j` goes), bit 2:
//! one non-empty heap, bit 4: two non-empty heaps. Kayles is `0.77`, Dawson's Kayles `0.07`,
//! Treblecross `0.007`; "remove exactly `k` adjacent tokens from a row" is `0.0…07` with the 7
//! in place `k`.
//!
//! **Guy–Smith theorem** (Winning Ways, ch. 4): let `t` be the last non-zero digit. If
//! `g(n + p) = g(n)` for every `n` with `n₀ ≤ n < 2n₀ + p + t`, then `g(n + p) = g(n)` for
//! every `n ≥ n₀`. (Every option of a heap of `n` is a sum of at most two heaps whose sizes add
//! up to at least `n − t`, so one of them is at least `(n − t)/2`: induction carries the
//! period forward.) [`OctalGame::period`] looks for the least such `(n₀, p)` in a computed
//! prefix, so the period it returns is a proof, not a guess.
//!
//! [`RemoveExactly`] computes the values of the games `0.0…07` fast (two slices zipped per
//! heap instead of a generic option list), for a prefix or through their proven period.

use crate::mex::Mex;
use crate::subtraction::PeriodicSequence;

/// An octal game with a finite code `0.d₁…d_t`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OctalGame {
    /// `digits[j − 1] = d_j`.
    digits: Vec<u8>,
}

/// Why a code was refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OctalCodeError(String);

impl std::fmt::Display for OctalCodeError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for OctalCodeError {}

impl OctalGame {
    /// The game with code `0.d₁d₂…` (octal digits 0–7; trailing zeros are ignored).
    ///
    /// # Errors
    /// A code not starting with `0.` (a first digit would allow removing nothing, a move that
    /// may change nothing), a non-octal digit, or no move at all.
    ///
    /// # Complexity
    /// O(length of the code).
    ///
    /// ```
    /// let dawson = sg_core::octal::OctalGame::new("0.07").unwrap();
    /// assert_eq!(dawson.values(10), [0, 0, 1, 1, 2, 0, 3, 1, 1, 0]);
    /// assert!(sg_core::octal::OctalGame::new("4.07").is_err());
    /// ```
    pub fn new(code: &str) -> Result<Self, OctalCodeError> {
        let rest = code.strip_prefix("0.").ok_or_else(|| {
            OctalCodeError(format!(
                "an octal code starts with `0.` (removing nothing is no move), not `{code}`"
            ))
        })?;
        let mut digits = rest
            .chars()
            .map(|c| match c.to_digit(8) {
                Some(d) => Ok(d as u8),
                None => Err(OctalCodeError(format!("`{c}` is not an octal digit in `{code}`"))),
            })
            .collect::<Result<Vec<u8>, _>>()?;
        while digits.last() == Some(&0) {
            digits.pop();
        }
        if digits.is_empty() {
            return Err(OctalCodeError(format!("the code `{code}` allows no move")));
        }
        Ok(Self { digits })
    }

    /// The game "remove exactly `k` adjacent tokens from a row": code `0.0…07`.
    ///
    /// # Panics
    /// If `k = 0`.
    ///
    /// # Complexity
    /// O(k).
    pub fn remove_exactly(k: usize) -> Self {
        assert!(k > 0, "removing 0 tokens is no move");
        let mut digits = vec![0; k];
        digits[k - 1] = 7;
        Self { digits }
    }

    /// `t`: the most tokens one move removes.
    ///
    /// # Complexity
    /// O(1).
    pub fn max_take(&self) -> usize {
        self.digits.len()
    }

    /// The Grundy values `g(0), …, g(len − 1)`.
    ///
    /// # Complexity
    /// O(len² · t) time in the worst case (splits into two heaps), O(len) memory.
    pub fn values(&self, len: usize) -> Vec<u64> {
        let mut values = Vec::with_capacity(len);
        let mut mex = Mex::new();
        let mut options = Vec::new();
        for n in 0..len {
            options.clear();
            for (j, &d) in (1..).zip(&self.digits) {
                if n == j && d & 1 != 0 {
                    options.push(0);
                }
                if n > j && d & 2 != 0 {
                    options.push(values[n - j]);
                }
                if n >= j + 2 && d & 4 != 0 {
                    let rest = n - j;
                    options.extend((1..=rest / 2).map(|a| values[a] ^ values[rest - a]));
                }
            }
            values.push(mex.of(options.iter().copied()));
        }
        values
    }

    /// The exact eventually periodic sequence, proven by the Guy–Smith test on the first
    /// `limit` values, or `None` if the test does not succeed within them.
    ///
    /// # Complexity
    /// O(limit² · t) for the values, plus O(limit²) for the search of `(n₀, p)`.
    ///
    /// ```
    /// // Dawson's Kayles: period 34, the last exception at n = 52.
    /// let seq = sg_core::octal::OctalGame::new("0.07").unwrap().period(1000).unwrap();
    /// assert_eq!((seq.preperiod(), seq.period()), (53, 34));
    /// ```
    pub fn period(&self, limit: usize) -> Option<PeriodicSequence> {
        let values = self.values(limit);
        let (n0, p) = guy_smith(&values, self.max_take())?;
        Some(PeriodicSequence::new(values[..n0 + p].to_vec(), n0))
    }
}

/// The least period `p`, with its least `n₀`, that the Guy–Smith test proves from `values`
/// for an octal game whose moves remove at most `t` tokens: `g(n + p) = g(n)` for all
/// `n₀ ≤ n < 2n₀ + p + t`, every such `n + p` inside `values`.
///
/// # Complexity
/// O(len²).
pub fn guy_smith(values: &[u64], t: usize) -> Option<(usize, usize)> {
    let len = values.len();
    (1..len).find_map(|p| {
        // The least n₀ from which g(n + p) = g(n) holds up to the end of the prefix.
        let n0 = (0..len - p).rev().find(|&n| values[n + p] != values[n]).map_or(0, |n| n + 1);
        // The test needs every n < 2n₀ + p + t, so indices up to 2n₀ + 2p + t − 1.
        (2 * n0 + 2 * p + t <= len).then_some((n0, p))
    })
}

/// The Grundy values of "remove exactly `k` adjacent tokens from a row", the octal game
/// `0.0…07` with the 7 in place `k`: a move takes `k` consecutive tokens from a row of `n`,
/// leaving rows of `a` and `n − k − a`, so `g(n) = mex { g(a) ^ g(n − k − a) }` (0 for `n < k`).
/// `k = 1` gives the parity of `n` (period 2 from 0), `k = 2` Dawson's Kayles (period 34 from
/// 53), `k = 3` Treblecross, which is not known to be periodic.
///
/// The values are known either up to a computed length ([`RemoveExactly::prefix`]) or for
/// every `n`, through a period the Guy–Smith test proves ([`RemoveExactly::periodic`]).
///
/// # Examples
///
/// ```
/// use sg_core::octal::RemoveExactly;
/// let dawson = RemoveExactly::prefix(2, 11);
/// let first: Vec<u64> = (0..12).map(|n| dawson.get(n).unwrap()).collect();
/// assert_eq!(first, [0, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3]);
/// assert_eq!(dawson.get(12), None);
/// let every = RemoveExactly::periodic(2, 4096).unwrap();
/// assert_eq!(every.get(11), Some(3));
/// assert_eq!(every.get(10_000_000_000), every.get(10_000_000_000 - 34));
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RemoveExactly(Known);

/// What a [`RemoveExactly`] knows.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Known {
    /// `g(0..=last)`.
    Prefix(Vec<u64>),
    /// Every value.
    Periodic(PeriodicSequence),
}

impl RemoveExactly {
    /// The values `g(0..=last)`, computed directly.
    ///
    /// # Panics
    /// If `k = 0` (removing nothing is no move).
    ///
    /// # Complexity
    /// O(last²/4) time, about 0.4 ns per pair of rows whose lengths add up to `n − k`, and
    /// O(last) memory.
    pub fn prefix(k: usize, last: usize) -> Self {
        Self(Known::Prefix(row_values(k, last)))
    }

    /// Every value, through the least period the Guy–Smith test ([`guy_smith`]) proves on the
    /// first `search` values; `None` if it proves none there.
    ///
    /// # Panics
    /// If `k = 0`.
    ///
    /// # Complexity
    /// O(search²/4) for the values plus O(search²) at worst for the test.
    ///
    /// ```
    /// let dawson = sg_core::octal::RemoveExactly::periodic(2, 4096).unwrap();
    /// let seq = dawson.sequence().unwrap();
    /// assert_eq!((seq.preperiod(), seq.period()), (53, 34));
    /// assert!(sg_core::octal::RemoveExactly::periodic(3, 4096).is_none());
    /// ```
    pub fn periodic(k: usize, search: usize) -> Option<Self> {
        let values = row_values(k, search.checked_sub(1)?);
        let (n0, p) = guy_smith(&values, k)?;
        Some(Self(Known::Periodic(PeriodicSequence::new(values[..n0 + p].to_vec(), n0))))
    }

    /// `g(n)`, or `None` beyond a computed prefix.
    ///
    /// # Complexity
    /// O(1).
    pub fn get(&self, n: u64) -> Option<u64> {
        match &self.0 {
            Known::Prefix(values) => usize::try_from(n).ok().and_then(|n| values.get(n)).copied(),
            Known::Periodic(seq) => Some(seq.get(n)),
        }
    }

    /// The proven eventually periodic sequence, if the values came from one.
    ///
    /// # Complexity
    /// O(1).
    pub fn sequence(&self) -> Option<&PeriodicSequence> {
        match &self.0 {
            Known::Prefix(_) => None,
            Known::Periodic(seq) => Some(seq),
        }
    }
}

/// `g(0..=last)` of "remove exactly `k` adjacent".
///
/// # Panics
/// If `k = 0`.
fn row_values(k: usize, last: usize) -> Vec<u64> {
    assert!(k > 0, "removing 0 tokens is no move");
    // The values stay in the hundreds in practice: u16 is faster, u32 the fallback.
    let values = row_values_in::<u16>(k, last)
        .or_else(|| row_values_in::<u32>(k, last))
        .expect("g(n) ≤ n/2 + 1 fits in u32");
    values.into_iter().map(u64::from).collect()
}

/// [`row_values`] computed in value type `T`; `None` if some value does not fit in `T`.
///
/// `g(m) = mex { g(a) ^ g(c − a) : 0 ≤ a ≤ c/2 }` with `c = m − k`. A reversed copy of the
/// sequence makes `g(c − a)` a forward slice, so the pairs are two slices zipped, and the
/// option values are marked in a table whose width is a power of two above every value so far
/// (so their XORs stay inside it).
fn row_values_in<T>(k: usize, last: usize) -> Option<Vec<u32>>
where
    T: Copy + Default + Into<u32> + TryFrom<u32> + std::ops::BitXor<Output = T>,
{
    let mut forward: Vec<T> = Vec::with_capacity(last + 1);
    let mut reversed: Vec<T> = vec![T::default(); last + 1]; // g(m) at last − m
    let mut seen = vec![false; 1];
    for m in 0..=last {
        let value = if m < k {
            0
        } else {
            let c = m - k;
            let half = c / 2 + 1;
            let width = seen.len();
            let low = &forward[..half];
            let high = &reversed[last - c..last - c + half];
            for (&x, &y) in low.iter().zip(high) {
                seen[(x ^ y).into() as usize & (width - 1)] = true;
            }
            let mex = seen.iter().position(|&s| !s).unwrap_or(width);
            seen.fill(false);
            mex as u32
        };
        if value as usize >= seen.len() {
            seen.resize((value as usize + 1).next_power_of_two(), false);
        }
        let value = T::try_from(value).ok()?;
        forward.push(value);
        reversed[last - m] = value;
    }
    Some(forward.into_iter().map(Into::into).collect())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{Game, Solver};

    impl Game for OctalGame {
        type Position = u64;
        fn moves(&self, &n: &u64) -> Vec<Vec<u64>> {
            let mut out = Vec::new();
            for (j, &d) in (1..).zip(&self.digits) {
                if n == j && d & 1 != 0 {
                    out.push(vec![]);
                }
                if n > j && d & 2 != 0 {
                    out.push(vec![n - j]);
                }
                if n >= j + 2 && d & 4 != 0 {
                    out.extend((1..=(n - j) / 2).map(|a| vec![a, n - j - a]));
                }
            }
            out
        }
    }

    #[test]
    fn values_match_the_engine() {
        for code in
            ["0.07", "0.007", "0.77", "0.137", "0.6", "0.4", "0.33", "0.1", "0.0007", "0.51"]
        {
            let game = OctalGame::new(code).unwrap();
            let values = game.values(60);
            let mut solver = Solver::new(game);
            for (n, &v) in values.iter().enumerate() {
                assert_eq!(solver.grundy(&(n as u64)), v, "{code}, n = {n}");
            }
        }
    }

    #[test]
    fn known_sequences() {
        // Kayles (0.77): period 12 from n = 71.
        let kayles = OctalGame::new("0.77").unwrap().period(400).unwrap();
        assert_eq!((kayles.preperiod(), kayles.period()), (71, 12));
        assert_eq!(OctalGame::remove_exactly(2), OctalGame::new("0.07").unwrap());
        assert_eq!(OctalGame::new("0.0700").unwrap().max_take(), 2);
    }

    #[test]
    fn proven_periods_extend_far_beyond_the_prefix() {
        for code in ["0.07", "0.77", "0.137", "0.51", "0.33", "0.4"] {
            let game = OctalGame::new(code).unwrap();
            let seq = game.period(600).unwrap_or_else(|| panic!("{code}"));
            let long = game.values(1500);
            for (n, &v) in long.iter().enumerate() {
                assert_eq!(seq.get(n as u64), v, "{code}, n = {n}");
            }
        }
    }

    #[test]
    fn treblecross_and_officers_show_no_period_early() {
        // Neither is known to be periodic; the test must not claim a period from a prefix.
        assert!(OctalGame::remove_exactly(3).period(500).is_none());
        assert!(OctalGame::new("0.6").unwrap().period(500).is_none());
    }

    #[test]
    fn remove_exactly_prefixes_match_the_general_values() {
        for k in 1..=6 {
            let general = OctalGame::remove_exactly(k).values(301);
            let fast = RemoveExactly::prefix(k, 300);
            let values: Vec<u64> = (0..=300).map(|n| fast.get(n).unwrap()).collect();
            assert_eq!(values, general, "k = {k}");
            assert_eq!(fast.get(301), None, "k = {k}");
            assert_eq!(fast.sequence(), None, "k = {k}");
        }
    }

    #[test]
    fn remove_exactly_value_types_agree_and_narrow_ones_report_overflow() {
        for k in 2..=5 {
            let wide = row_values_in::<u32>(k, 6000).unwrap();
            assert_eq!(row_values_in::<u16>(k, 6000).as_ref(), Some(&wide), "k = {k}");
            let narrow = row_values_in::<u8>(k, 6000);
            if wide.iter().any(|&v| v > 255) {
                assert_eq!(narrow, None, "k = {k}");
            } else {
                assert_eq!(narrow.as_ref(), Some(&wide), "k = {k}");
            }
        }
    }

    #[test]
    fn remove_exactly_periods_are_proven_and_agree_with_long_prefixes() {
        let parity = RemoveExactly::periodic(1, 4096).unwrap();
        let seq = parity.sequence().unwrap();
        assert_eq!((seq.preperiod(), seq.period(), seq.head()), (0, 2, vec![0, 1]));
        let dawson = RemoveExactly::periodic(2, 4096).unwrap();
        let seq = dawson.sequence().unwrap();
        assert_eq!((seq.preperiod(), seq.period()), (53, 34));
        let long = RemoveExactly::prefix(2, 20_000);
        for n in 0..=20_000 {
            assert_eq!(dawson.get(n), long.get(n), "n = {n}");
        }
        assert_eq!(RemoveExactly::periodic(2, 0), None);
        // Treblecross: no period within 4096 values.
        assert_eq!(RemoveExactly::periodic(3, 4096), None);
    }

    #[test]
    fn bad_codes_are_refused() {
        for code in ["4.07", "0.08", "0.", "0.000", "07"] {
            assert!(OctalGame::new(code).is_err(), "{code}");
        }
    }
}
