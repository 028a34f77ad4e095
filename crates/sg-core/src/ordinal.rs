//! Ordinals below ω^ω: the Grundy values of games whose positions may have infinitely many
//! options.
//!
//! **Definitions.** The Grundy value of a position is the *mex* (minimum excluded value) of
//! its options' values: the least ordinal not among them. With finitely many options that is a
//! natural number; a position whose options have every natural value has value ω, the first
//! infinite ordinal, and so on through ω+1, …, ω·2, …, ω^2, …. Every ordinal below ω^ω has a
//! unique *Cantor normal form* `ω^k·c_k + … + ω·c_1 + c_0` with natural coefficients; an
//! [`Ordinal`] stores the non-zero terms of that form with `u64` coefficients and exponents.
//!
//! - **Order:** compare the highest exponent whose coefficients differ; the larger coefficient
//!   is the larger ordinal (so `ω > n` for every natural `n`, and `ω^2 > ω·c` for every `c`).
//! - **Nim-sum:** `α ⊕ β` XORs the coefficients exponent by exponent. This is the ordinal
//!   nim-sum (write each ordinal as a sum of distinct powers of two, `ω^k·2^j = 2^(ω·k+j)`,
//!   and cancel equal powers), and by the Sprague–Grundy theorem for well-founded games
//!   (Smith 1966; Conway, *On Numbers and Games*, ch. 11) the value of a sum of games is the
//!   nim-sum of their values: the player to move loses exactly when it is 0.
//! - **Sum:** `α + β` (ordinal addition, not commutative: `1 + ω = ω`) keeps the terms of `α`
//!   above the leading exponent of `β`, adds the coefficients at that exponent, and appends the
//!   lower terms of `β`.
//! - **Mex of intervals:** [`mex`] takes a set given as a finite union of half-open intervals
//!   `start..end`, whose ends may be limits (`3..ω` is every natural from 3 on, `ω..ω·2` is all
//!   of ω+ℕ), and returns its least missing ordinal.
//!
//! Text is the usual notation: `0`, `7`, `ω`, `ω+3`, `ω·2+1`, `ω^2·3+ω+1`.

use std::cmp::Ordering;
use std::fmt;
use std::ops::{BitXor, Range};
use std::str::FromStr;

/// An ordinal below ω^ω in Cantor normal form, `ω^k·c_k + … + ω·c_1 + c_0`, with `u64`
/// coefficients and exponents.
///
/// ```
/// use sg_core::ordinal::Ordinal;
///
/// let a: Ordinal = "ω^2·3+ω+1".parse().unwrap();
/// assert_eq!(a.coefficient(2), 3);
/// assert_eq!(a.to_string(), "ω^2·3+ω+1");
/// assert!(Ordinal::omega() > Ordinal::from(u64::MAX));
/// assert_eq!(&Ordinal::omega_times(2) ^ &"ω+1".parse().unwrap(), "ω·3+1".parse().unwrap());
/// ```
#[derive(Clone, Default, PartialEq, Eq, Hash)]
pub struct Ordinal {
    /// The non-zero terms `(exponent, coefficient)`, exponents strictly decreasing. The derived
    /// order of this vector is exactly the ordinal order: the first differing term decides (a
    /// higher exponent, or a larger coefficient at the same exponent, is larger), and a form
    /// that ends earlier is smaller.
    terms: Vec<(u64, u64)>,
}

impl PartialOrd for Ordinal {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for Ordinal {
    /// The ordinal order (see the field's comment for why the lexicographic order is it).
    ///
    /// # Complexity
    /// O(number of terms).
    fn cmp(&self, other: &Self) -> Ordering {
        self.terms.cmp(&other.terms)
    }
}

impl From<u64> for Ordinal {
    fn from(n: u64) -> Self {
        Self::term(0, n)
    }
}

impl Ordinal {
    /// The ordinal 0.
    pub const ZERO: Self = Self { terms: Vec::new() };

    /// `ω^exponent · coefficient` (zero when the coefficient is 0).
    ///
    /// ```
    /// use sg_core::ordinal::Ordinal;
    /// assert_eq!(Ordinal::term(2, 5).to_string(), "ω^2·5");
    /// assert_eq!(Ordinal::term(0, 5), Ordinal::from(5));
    /// ```
    pub fn term(exponent: u64, coefficient: u64) -> Self {
        let terms = if coefficient == 0 { Vec::new() } else { vec![(exponent, coefficient)] };
        Self { terms }
    }

    /// ω, the least infinite ordinal: the mex of all natural numbers.
    pub fn omega() -> Self {
        Self::term(1, 1)
    }

    /// `ω·m`.
    pub fn omega_times(m: u64) -> Self {
        Self::term(1, m)
    }

    /// The coefficient `c_k` of `ω^k` (0 when the form has no such term).
    ///
    /// # Complexity
    /// O(number of terms).
    pub fn coefficient(&self, exponent: u64) -> u64 {
        self.terms.iter().find(|&&(e, _)| e == exponent).map_or(0, |&(_, c)| c)
    }

    /// The non-zero terms `(exponent, coefficient)`, highest exponent first.
    pub fn terms(&self) -> &[(u64, u64)] {
        &self.terms
    }

    /// Whether this is 0.
    pub fn is_zero(&self) -> bool {
        self.terms.is_empty()
    }

    /// The natural number this is, if it is finite.
    pub fn as_finite(&self) -> Option<u64> {
        match self.terms[..] {
            [] => Some(0),
            [(0, c)] => Some(c),
            _ => None,
        }
    }

    /// Whether this is a limit ordinal: non-zero with no finite part (ω, ω·2, ω^2, …).
    pub fn is_limit(&self) -> bool {
        !self.is_zero() && self.finite_part() == 0
    }

    /// The finite part `c_0`.
    pub fn finite_part(&self) -> u64 {
        match self.terms.last() {
            Some(&(0, c)) => c,
            _ => 0,
        }
    }

    /// The ordinal without its finite part: the greatest limit (or 0) not above it.
    ///
    /// # Complexity
    /// O(number of terms).
    ///
    /// ```
    /// let a: sg_core::ordinal::Ordinal = "ω·2+5".parse().unwrap();
    /// assert_eq!(a.limit_part().to_string(), "ω·2");
    /// ```
    pub fn limit_part(&self) -> Self {
        let mut terms = self.terms.clone();
        if terms.last().is_some_and(|&(e, _)| e == 0) {
            terms.pop();
        }
        Self { terms }
    }

    /// The ordinal sum `self + other`, or `None` if a coefficient would exceed `u64`.
    ///
    /// Terms of `self` below the leading exponent of `other` are absorbed: `1 + ω = ω`, while
    /// `ω + 1` is the successor of ω.
    ///
    /// # Complexity
    /// O(number of terms).
    ///
    /// ```
    /// use sg_core::ordinal::Ordinal;
    /// let w = Ordinal::omega();
    /// assert_eq!(Ordinal::from(1).checked_add(&w), Some(w.clone()));
    /// assert_eq!(w.checked_add(&Ordinal::from(1)).unwrap().to_string(), "ω+1");
    /// assert_eq!(Ordinal::from(u64::MAX).checked_add(&Ordinal::from(1)), None);
    /// ```
    pub fn checked_add(&self, other: &Self) -> Option<Self> {
        let Some(&(lead, lead_coefficient)) = other.terms.first() else {
            return Some(self.clone());
        };
        let mut terms: Vec<(u64, u64)> =
            self.terms.iter().copied().take_while(|&(e, _)| e >= lead).collect();
        match terms.last_mut() {
            Some((e, c)) if *e == lead => *c = c.checked_add(lead_coefficient)?,
            _ => terms.push((lead, lead_coefficient)),
        }
        terms.extend_from_slice(&other.terms[1..]);
        Some(Self { terms })
    }

    /// The nim-sum `self ⊕ other`: coefficients XORed exponent by exponent.
    ///
    /// # Complexity
    /// O(number of terms of both).
    ///
    /// ```
    /// use sg_core::ordinal::Ordinal;
    /// let a: Ordinal = "ω^2·3+ω+1".parse().unwrap();
    /// let b: Ordinal = "ω^2+ω+6".parse().unwrap();
    /// assert_eq!(a.nim_sum(&b).to_string(), "ω^2·2+7");
    /// assert!(a.nim_sum(&a).is_zero());
    /// ```
    pub fn nim_sum(&self, other: &Self) -> Self {
        let (mut i, mut j) = (0, 0);
        let (x, y) = (&self.terms, &other.terms);
        let mut terms = Vec::with_capacity(x.len() + y.len());
        while i < x.len() || j < y.len() {
            let term = match (x.get(i), y.get(j)) {
                (Some(&(ex, cx)), Some(&(ey, cy))) if ex == ey => {
                    (i, j) = (i + 1, j + 1);
                    (ex, cx ^ cy)
                }
                (Some(&a), Some(&b)) if a.0 > b.0 => {
                    i += 1;
                    a
                }
                (Some(&a), None) => {
                    i += 1;
                    a
                }
                (_, Some(&b)) => {
                    j += 1;
                    b
                }
                (None, None) => unreachable!("the loop condition"),
            };
            if term.1 != 0 {
                terms.push(term);
            }
        }
        Self { terms }
    }
}

impl BitXor for &Ordinal {
    type Output = Ordinal;

    /// The nim-sum, [`Ordinal::nim_sum`].
    fn bitxor(self, other: &Ordinal) -> Ordinal {
        self.nim_sum(other)
    }
}

/// The nim-sum of any number of ordinals (0 for none).
///
/// # Complexity
/// O(total number of terms × terms of the running sum).
///
/// ```
/// use sg_core::ordinal::{Ordinal, nim_sum};
/// let values: Vec<Ordinal> = ["ω+3", "ω·2+1", "7"].iter().map(|s| s.parse().unwrap()).collect();
/// assert_eq!(nim_sum(&values).to_string(), "ω·3+5");
/// ```
pub fn nim_sum<'a>(values: impl IntoIterator<Item = &'a Ordinal>) -> Ordinal {
    values.into_iter().fold(Ordinal::ZERO, |acc, v| acc.nim_sum(v))
}

/// The mex of the union of the half-open intervals `start..end`: the least ordinal in none of
/// them. Empty intervals (`end <= start`) contribute nothing.
///
/// Sorted by start, the intervals are swept with the least ordinal `m` not yet covered: an
/// interval starting at or below `m` pushes `m` up to its end, and the first interval starting
/// above `m` (and every later one) leaves `m` uncovered.
///
/// # Complexity
/// O(k log k) comparisons for k intervals.
///
/// ```
/// use sg_core::ordinal::{Ordinal, mex};
/// let n = Ordinal::from;
/// let w = Ordinal::omega();
/// // {0, 1, 2} ∪ {5, 6, …}: 3 is missing.
/// assert_eq!(mex([n(0)..n(3), n(5)..w.clone()]), n(3));
/// // Every natural number: the mex is ω.
/// assert_eq!(mex([n(3)..w.clone(), n(0)..n(3)]), w);
/// // Every natural, ω itself, and ω+2, ω+3, …: the mex is ω+1.
/// let w_plus = |k| w.checked_add(&n(k)).unwrap();
/// let intervals = [n(0)..w.clone(), w.clone()..w_plus(1), w_plus(2)..Ordinal::omega_times(2)];
/// assert_eq!(mex(intervals).to_string(), "ω+1");
/// assert_eq!(mex([]), n(0));
/// ```
pub fn mex(intervals: impl IntoIterator<Item = Range<Ordinal>>) -> Ordinal {
    let mut intervals: Vec<Range<Ordinal>> = intervals.into_iter().collect();
    intervals.sort_unstable_by(|p, q| p.start.cmp(&q.start));
    let mut missing = Ordinal::ZERO;
    for range in intervals {
        if range.start > missing {
            break;
        }
        if range.end > missing {
            missing = range.end;
        }
    }
    missing
}

impl fmt::Display for Ordinal {
    /// `0`, `7`, `ω`, `ω+3`, `ω·2+1`, `ω^2·3+ω+1`: terms from the highest exponent down, `·1`
    /// and `^1` omitted.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.terms.is_empty() {
            return f.write_str("0");
        }
        for (i, &(e, c)) in self.terms.iter().enumerate() {
            if i > 0 {
                f.write_str("+")?;
            }
            match e {
                0 => write!(f, "{c}")?,
                1 => f.write_str("ω")?,
                _ => write!(f, "ω^{e}")?,
            }
            if e > 0 && c > 1 {
                write!(f, "·{c}")?;
            }
        }
        Ok(())
    }
}

impl fmt::Debug for Ordinal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

/// Text that is not an ordinal in the notation of [`Ordinal`]'s `Display`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParseOrdinalError {
    message: String,
}

impl fmt::Display for ParseOrdinalError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for ParseOrdinalError {}

fn parse_error(text: &str, why: &str) -> ParseOrdinalError {
    ParseOrdinalError { message: format!("`{text}` is not an ordinal: {why}") }
}

/// A decimal natural number without a sign or leading zeros.
fn parse_natural(digits: &str, whole: &str) -> Result<u64, ParseOrdinalError> {
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return Err(parse_error(whole, &format!("expected a number, found `{digits}`")));
    }
    if digits.len() > 1 && digits.starts_with('0') {
        return Err(parse_error(whole, &format!("`{digits}` has a leading zero")));
    }
    digits.parse().map_err(|_| parse_error(whole, &format!("`{digits}` does not fit in 64 bits")))
}

/// One term `c`, `ω`, `ω·c`, `ω^e` or `ω^e·c`, as `(exponent, coefficient)`.
fn parse_term(term: &str, whole: &str) -> Result<(u64, u64), ParseOrdinalError> {
    let Some(rest) = term.strip_prefix('ω').or_else(|| term.strip_prefix('w')) else {
        let c = parse_natural(term, whole)?;
        return if c == 0 {
            Err(parse_error(whole, "a term 0 is not written"))
        } else {
            Ok((0, c))
        };
    };
    let (exponent, rest) = match rest.strip_prefix('^') {
        Some(power) => {
            let end = power.find(['·', '*']).unwrap_or(power.len());
            let e = parse_natural(&power[..end], whole)?;
            if e < 2 {
                return Err(parse_error(whole, "write ω^0 as 1 and ω^1 as ω"));
            }
            (e, &power[end..])
        }
        None => (1, rest),
    };
    let coefficient = match rest.strip_prefix('·').or_else(|| rest.strip_prefix('*')) {
        Some(digits) => {
            let c = parse_natural(digits, whole)?;
            if c < 2 {
                return Err(parse_error(whole, "a coefficient ·0 or ·1 is not written"));
            }
            c
        }
        None if rest.is_empty() => 1,
        None => return Err(parse_error(whole, &format!("unexpected `{rest}` in `{term}`"))),
    };
    Ok((exponent, coefficient))
}

impl FromStr for Ordinal {
    type Err = ParseOrdinalError;

    /// Parse the notation [`Display`](fmt::Display) writes, and only it (so every ordinal has
    /// exactly one text): terms joined by `+` with strictly decreasing exponents, no `·1`,
    /// `^1`, `^0` or zero terms, no leading zeros. `w` and `*` are accepted for `ω` and `·`.
    ///
    /// # Complexity
    /// O(text length).
    ///
    /// ```
    /// use sg_core::ordinal::Ordinal;
    /// assert_eq!("w*2+1".parse::<Ordinal>().unwrap().to_string(), "ω·2+1");
    /// assert!("ω+ω".parse::<Ordinal>().is_err());
    /// assert!("ω·1".parse::<Ordinal>().is_err());
    /// ```
    fn from_str(text: &str) -> Result<Self, Self::Err> {
        if text == "0" {
            return Ok(Self::ZERO);
        }
        let mut terms: Vec<(u64, u64)> = Vec::new();
        for part in text.split('+') {
            let (e, c) = parse_term(part, text)?;
            if terms.last().is_some_and(|&(prev, _)| prev <= e) {
                return Err(parse_error(text, "exponents must strictly decrease"));
            }
            terms.push((e, c));
        }
        Ok(Self { terms })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn o(text: &str) -> Ordinal {
        text.parse().unwrap_or_else(|e| panic!("{e}"))
    }

    /// Every ordinal ω^2·i + ω·j + k with i, j, k below 4, in increasing order.
    fn small_ordinals() -> Vec<Ordinal> {
        let mut all = Vec::new();
        for i in 0..4 {
            for j in 0..4 {
                for k in 0..4 {
                    let a = Ordinal::term(2, i).checked_add(&Ordinal::term(1, j)).unwrap();
                    all.push(a.checked_add(&Ordinal::from(k)).unwrap());
                }
            }
        }
        all
    }

    #[test]
    fn display_and_parse_round_trip() {
        for text in ["0", "7", "ω", "ω+3", "ω·2+1", "ω^2·3+ω+1", "ω^18446744073709551615·2+ω^5"]
        {
            assert_eq!(o(text).to_string(), text);
        }
        for a in small_ordinals() {
            assert_eq!(o(&a.to_string()), a);
        }
        assert_eq!(o("18446744073709551615"), Ordinal::from(u64::MAX));
        assert_eq!(o("w^3*4+w+2"), o("ω^3·4+ω+2"));
    }

    #[test]
    fn parse_rejects_everything_else() {
        for bad in [
            "",
            "+",
            "1+",
            "+1",
            "01",
            "00",
            "0+1",
            "1+0",
            "2+ω",
            "ω+ω",
            "ω·0",
            "ω·1",
            "ω^1",
            "ω^0",
            "ω^2+ω^3",
            "ω^",
            "ω·",
            "ωω",
            "ω2",
            "-1",
            "ω+ 1",
            "x",
            "ω^02",
            "ω·2·3",
            "18446744073709551616",
            "ω^18446744073709551616",
        ] {
            assert!(bad.parse::<Ordinal>().is_err(), "{bad:?} should not parse");
        }
        let err = "ω+ω".parse::<Ordinal>().unwrap_err();
        assert_eq!(err.to_string(), "`ω+ω` is not an ordinal: exponents must strictly decrease");
    }

    #[test]
    fn order_is_the_ordinal_order() {
        let all = small_ordinals();
        for pair in all.windows(2) {
            assert!(pair[0] < pair[1], "{:?} < {:?}", pair[0], pair[1]);
        }
        assert!(Ordinal::from(u64::MAX) < Ordinal::omega());
        assert!(o("ω·18446744073709551615+18446744073709551615") < o("ω^2"));
        assert!(o("ω^2") < o("ω^2+1"));
        assert!(Ordinal::ZERO < Ordinal::from(1));
    }

    #[test]
    fn parts_and_predicates() {
        let a = o("ω^2·3+ω+1");
        assert_eq!((a.coefficient(2), a.coefficient(1), a.coefficient(0)), (3, 1, 1));
        assert_eq!(a.coefficient(7), 0);
        assert_eq!(a.finite_part(), 1);
        assert_eq!(a.limit_part(), o("ω^2·3+ω"));
        assert!(!a.is_limit() && o("ω·2").is_limit() && !Ordinal::ZERO.is_limit());
        assert_eq!(o("12").as_finite(), Some(12));
        assert_eq!(Ordinal::ZERO.as_finite(), Some(0));
        assert_eq!(o("ω").as_finite(), None);
        assert_eq!(Ordinal::term(1, 0), Ordinal::ZERO);
    }

    #[test]
    fn addition_absorbs_lower_terms() {
        assert_eq!(o("ω+5").checked_add(&o("ω·2+1")), Some(o("ω·3+1")));
        assert_eq!(o("ω^2+ω·4+5").checked_add(&o("ω^2")), Some(o("ω^2·2")));
        assert_eq!(o("ω^3+5").checked_add(&o("ω+1")), Some(o("ω^3+ω+1")));
        assert_eq!(o("3").checked_add(&Ordinal::ZERO), Some(o("3")));
        assert_eq!(o("ω·18446744073709551615").checked_add(&o("ω")), None);
        // Adding 1 is the successor: the least ordinal above.
        let all = small_ordinals();
        for a in &all {
            let next = a.checked_add(&Ordinal::from(1)).unwrap();
            assert!(all.iter().all(|b| b <= a || *b >= next), "{a:?}");
        }
    }

    #[test]
    fn nim_sum_is_coefficientwise_xor() {
        let all = small_ordinals();
        for a in &all {
            assert_eq!(a ^ a, Ordinal::ZERO);
            assert_eq!(a ^ &Ordinal::ZERO, *a);
            for b in &all {
                let s = a ^ b;
                assert_eq!(s, b ^ a);
                for e in 0..3 {
                    assert_eq!(s.coefficient(e), a.coefficient(e) ^ b.coefficient(e));
                }
                assert_eq!(&s ^ b, *a);
            }
        }
        for x in 0..64u64 {
            for y in 0..64u64 {
                assert_eq!(&Ordinal::from(x) ^ &Ordinal::from(y), Ordinal::from(x ^ y));
            }
        }
        assert_eq!(&o("ω^5+ω^2·3") ^ &o("ω^4+ω^2·3+1"), o("ω^5+ω^4+1"));
        assert_eq!(nim_sum(&[]), Ordinal::ZERO);
    }

    #[test]
    fn mex_agrees_with_the_definition_on_small_sets() {
        // Intervals with ends among the small ordinals; the union is checked member by member
        // against the definition "least ordinal in none of them". The answer lies among the
        // small ordinals or is the first one above them all (ω^2·4).
        let all = small_ordinals();
        let top = o("ω^2·4");
        let mut state = 0x0dd5_u64;
        let mut next = |n: usize| {
            state = state
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            (state >> 33) as usize % n
        };
        for _ in 0..3000 {
            let k = next(5);
            let intervals: Vec<Range<Ordinal>> = (0..k)
                .map(|_| all[next(all.len())].clone()..all[next(all.len())].clone())
                .collect();
            let covered = |a: &Ordinal| intervals.iter().any(|r| r.start <= *a && *a < r.end);
            let naive = all.iter().find(|a| !covered(a)).cloned().unwrap_or(top.clone());
            assert_eq!(mex(intervals.clone()), naive, "{intervals:?}");
        }
    }

    #[test]
    fn mex_with_limit_ends() {
        let n = Ordinal::from;
        let w = Ordinal::omega();
        // All naturals from 4 on, and 0..4: everything below ω.
        assert_eq!(mex([n(4)..w.clone(), n(0)..n(4)]), w);
        // All of ω+ℕ and the naturals: ω·2.
        assert_eq!(mex([w.clone()..o("ω·2"), n(0)..w.clone()]), o("ω·2"));
        // A gap at ω+2.
        assert_eq!(mex([n(0)..o("ω+2"), o("ω+3")..o("ω^2")]), o("ω+2"));
        // Empty intervals change nothing.
        assert_eq!(mex([n(0)..n(2), n(9)..n(5), n(1)..n(1)]), n(2));
    }
}
