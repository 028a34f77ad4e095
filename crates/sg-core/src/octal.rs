//! Take-and-break games (octal and hexadecimal codes), their Grundy values at research scale,
//! and the Guy–Smith periodicity test.
//!
//! **Codes.** A game is named by a code `d₀.d₁d₂…d_t` in which digit `d_j` says what removing
//! exactly `j` tokens from a heap may leave behind: bit 1 nothing (the whole heap of `j` goes),
//! bit 2 one non-empty heap, bit 4 two non-empty heaps, bit 8 (a hexadecimal digit `8`–`f`)
//! three. Kayles is `0.77`, Dawson's Kayles `0.07`, Treblecross `0.007`, Officers `0.6`; `.16`
//! is short for `0.16`. The prefix `4.` (`d₀ = 4`) also lets a player split a heap into two
//! without removing anything (`4.0` is "split a heap into two"), `8.` into three; a `d₀` with
//! bit 1 or 2 is refused, since such a move leaves the position as it was (or takes nothing
//! from nothing). A `!` after a digit with bit 4 asks for two *unequal* heaps: Grundy's game,
//! "split a heap into two unequal heaps", is `4!.0`. Trailing zeros are ignored.
//!
//! **Values.** [`OctalGame::values`] is the definition: for each heap, every option's value,
//! then the mex (O(n²·t) for two-heap splits, O(n³·t) for three). [`sparse::Engine`] computes
//! the same values at research scale (10⁸ heaps) by the rare/common split of *sparse space*;
//! the tests hold it to the definition on every code of up to three digits. How far the codes
//! go there: every code with at most two heaps left per move (octal digits, hexadecimal digits
//! below 8, the `4.` prefix, `!`) gets sparse space where a mask is sparse; codes with a
//! three-heap digit (8–f) are computed by the plain loop, correct but O(n³).
//!
//! **Guy–Smith theorem** (Winning Ways, ch. 4), in the form proven here for every code: let `t`
//! be the most tokens a move removes and `k` the most heaps it leaves (1, 2 or 3), and write
//! `n₀' = max(n₀, 1)`. If `g(n + p) = g(n)` for every `n` with `n₀ ≤ n < N`, where
//! `N = k·n₀' + (k − 1)·p + t` (one `p` more, `2n₀' + 2p + t`, when splits must be unequal),
//! then `g(n + p) = g(n)` for every `n ≥ n₀`. *Proof*, by induction on `m ≥ N`: every option
//! of a heap `m > t` leaves at most `k` heaps adding up to at least `m − t`, so its largest
//! heap `c` has `c ≥ (m − t)/k ≥ n₀'`; adding `p` to it gives an option of `m + p` of the
//! same value (the largest heap stays the largest, so unequal heaps stay unequal). Conversely
//! the largest heap `c` of an option of `m + p` has `c − p ≥ (m + p − t)/k − p ≥ n₀'`, so
//! taking `p` from it gives an option of `m` of the same value; with unequal splits `(a, c)`,
//! when `c − p ≤ a` the two heaps are both at least `(m − t)/2` and `p` is taken from `a`
//! instead, which the extra `p` in `N` allows. So `m` and `m + p` have the same option values.
//! ([`guy_smith`] is the case `k = 2`, which reads `N = 2n₀' + p + t`.)
//! [`OctalGame::period`] and [`period::PeriodTracker`] look for the least such `(n₀, p)`, so a
//! period they return is a proof, not a guess.
//!
//! **Arithmetic periodicity** (`g(n + p) = g(n) + s` eventually, a *saltus* `s`) occurs in a
//! few take-and-break games whose values grow; no test of it is implemented here: these
//! modules claim a period only when the Guy–Smith test above proves one.
//!
//! [`RemoveExactly`] computes the values of the games `0.0…07` fast (two slices zipped per
//! heap instead of a generic option list), for a prefix or through their proven period.

mod codes;
pub mod period;
pub mod rules;
pub mod sparse;

// The games live in `codes`, so a caller of `RemoveExactly` alone (and its bundle) does not
// carry the code reader.
pub use codes::{OctalCodeError, OctalGame, Split};

use crate::subtraction::PeriodicSequence;

/// What the Guy–Smith test needs to know of a game (module docs): the most tokens a move
/// takes, the most heaps it leaves, and whether splits must be unequal.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ProofRule {
    /// `t`.
    pub max_take: usize,
    /// `k`, at least 1.
    pub max_parts: usize,
    /// Some two-heap split must leave unequal heaps.
    pub unequal: bool,
}

impl ProofRule {
    /// How many values `g(0..len)` prove period `p` from `n₀`: `N + p`, where `g(n + p) = g(n)`
    /// must hold for `n₀ ≤ n < N` (module docs).
    pub fn values_needed(&self, n0: usize, p: usize) -> usize {
        let k = self.max_parts;
        let extra = if self.unequal { k } else { k - 1 };
        k * n0.max(1) + extra * p + self.max_take + p
    }

    /// The least period `p`, with its least `n₀`, that the test proves from `values`.
    ///
    /// # Complexity
    /// O(len²).
    pub fn least_proven(&self, values: &[impl PartialEq]) -> Option<(usize, usize)> {
        let len = values.len();
        (1..len).find_map(|p| {
            // The least n₀ from which g(n + p) = g(n) holds up to the end of the prefix.
            let n0 = (0..len - p).rev().find(|&n| values[n + p] != values[n]).map_or(0, |n| n + 1);
            (self.values_needed(n0, p) <= len).then_some((n0, p))
        })
    }
}

/// The least period `p`, with its least `n₀`, that the Guy–Smith test proves from `values`
/// for an octal game whose moves remove at most `t` tokens and leave at most two heaps:
/// `g(n + p) = g(n)` for all `n₀ ≤ n < 2·max(n₀, 1) + p + t`, every such `n + p` inside
/// `values`.
///
/// # Complexity
/// O(len²).
pub fn guy_smith(values: &[u64], t: usize) -> Option<(usize, usize)> {
    ProofRule { max_take: t, max_parts: 2, unequal: false }.least_proven(values)
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
    use crate::game::Solver;

    #[test]
    fn values_match_the_engine() {
        for code in [
            "0.07", "0.007", "0.77", "0.137", "0.6", "0.4", "0.33", "0.1", "0.0007", "0.51", "4.0",
            "4!.0", "4.07", "0.4!", "0.08", "8.0", "0.f", "4!.1", "0.9c", ".16",
        ] {
            let game = OctalGame::new(code).unwrap();
            let values = game.values(if game.max_parts() == 3 { 30 } else { 60 });
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
    fn bad_codes_are_refused_with_a_reason() {
        for (code, why) in [
            ("1.07", "changes nothing"),
            ("2.0", "changes nothing"),
            ("0.0g", "not a hexadecimal digit"),
            ("0.", "no move"),
            ("0.000", "no move"),
            ("07", "no `.`"),
            ("0.3!", "without two-heap splits"),
            ("0.c!", "two-heap splits only"),
            ("0.4!!", "a second `!`"),
            ("00.7", "one digit"),
        ] {
            let error = OctalGame::new(code).unwrap_err().to_string();
            assert!(error.contains(why) && error.contains(code), "{code}: {error}");
        }
        assert!(OctalGame::new(&format!("0.{}", "7".repeat(65))).is_err());
    }

    #[test]
    fn codes_are_read_as_researchers_write_them() {
        for (code, canonical, t, k) in [
            (".16", "0.16", 2, 2),
            ("4.0", "4.0", 0, 2),
            ("4!.0", "4!.0", 0, 2),
            ("0.07000", "0.07", 2, 2),
            ("0.3F", "0.3f", 2, 3),
            ("0.106", "0.106", 3, 2),
            ("0.33", "0.33", 2, 1),
        ] {
            let game = OctalGame::new(code).unwrap();
            assert_eq!(
                (game.to_string(), game.max_take(), game.max_parts()),
                (canonical.into(), t, k)
            );
            assert_eq!(OctalGame::new(canonical).unwrap(), game);
        }
        assert!(OctalGame::new("4!.0").unwrap().has_unequal_splits());
        assert!(!OctalGame::new("4.0").unwrap().has_unequal_splits());
    }
}
