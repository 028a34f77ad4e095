//! Find the law of a Grundy table: from the first values `g(0..n)` (or a 2-D table `g(x, y)`)
//! to the simplest rule that explains them, with the evidence for it and, where the game's
//! rules allow, a proof.
//!
//! **The space of laws** (1-D, [`find_sequence`]), tried from simple to complex. Every law may
//! list finitely many exceptions at the start (`g(start..from)`), and then holds for every
//! `n ≥ from`:
//! - [`Rule::Periodic`]: `g(n + p) = g(n)`;
//! - [`Rule::ArithmeticPeriodic`]: `g(n + p) = g(n) + s`, a saltus `s ≥ 1`;
//! - [`Rule::Affine`]: `g(n) = a·f(n) + b` for a [`Feature`] `f` (`n`, `⌊n/k⌋`, `v2(n)`,
//!   popcount, trailing ones, `Ω(n)`, `ω(n)`, the number of divisors, digit sums, `⌊log_b n⌋`,
//!   membership in the Fibonacci numbers, the powers of 2 or 3, the squares);
//! - [`Rule::ByClass`]: `g(n) = T[f(n) mod k]`, a periodic function of a feature (popcount
//!   parity is `f = popcount`, `k = 2`);
//! - [`Rule::LinearByClass`]: `g(n) = a_c·n + b_c` on each class `c = f(n) mod k`
//!   (piecewise-linear by residue when `f(n) = n`).
//!
//! A law is *stated* by its exceptions and its parameters (a period's `p` values, `p + 1` with
//! a saltus, 2 for `a·f + b`, `k` for a table, `2k` for lines). Among the laws that fit every
//! value, the one stated with the fewest numbers wins (ties: the order above).
//!
//! **The evidence rule.** A law's *evidence* is the number of values it explains beyond those
//! needed to state it: `len − stated`. A law counts only when its evidence is at least
//! [`MIN_EVIDENCE`] and at least the number of values it needs to state itself (so at most
//! half the table goes into stating the law), and, for a closed form, when its feature (for a
//! table, its class) changes at least [`MIN_CHANGES`] times over the values after the
//! exceptions (so `⌊log₃ n⌋`, constant on long runs, is not read into a constant tail).
//! Otherwise the answer is "no law found", never a
//! law fitted to noise. Measured (tests): on 10 000 random sequences of 500 values over
//! alphabets of 2, 3 and 4 letters, no law was found for any; a sequence with period 7 and one
//! exception at value 450 of 500 is not called periodic (stating it needs 458 values).
//!
//! **Speed.** Periods and arithmetic periods of every tail at once by the prefix function on
//! the reversed sequence (and on its differences), O(n) ([`period`]); each closed form is one
//! backward pass that fits its parameters on the last values and stops at the first value
//! that disagrees (that is the law's first exception), O(n) per form, about 700 forms.
//!
//! **Proof.** A law that fits `n` values is a conjecture about the game. [`Certificate`] is what
//! the caller knows from the game's rules: a proven period (a subtraction game's repeated
//! window, the Guy–Smith test for take-and-break codes), a proven arithmetic period, or that
//! the table lists every position of a finite game. [`Finding::status`] says "proven" only
//! from such a certificate, and otherwise what a proof would need. No arithmetic-periodicity
//! test is implemented here: finite octal games are never arithmetic-periodic (Horrocks and
//! Nowakowski, INTEGERS 3, 2003), and the test of Howse and Nowakowski for hexadecimal codes
//! (Theoret. Comput. Sci. 313, 2004) is left to a caller who runs it.
//!
//! **Use.** [`SequenceLaw::at`] evaluates a law exactly at every `n < 2^64` (values as `u128`:
//! Lasker's Nim has `g(2^64 − 1) = 2^64`), and [`emit`] writes it as a Rust or C++ function.

pub mod emit;
pub mod features;
pub mod period;
pub mod plane;
mod search;
#[cfg(test)]
mod tests;

use std::fmt::{self, Write as _};

pub use features::Feature;
pub use search::{best_law, find_sequence};

/// The least evidence a law needs, whatever its size (module docs).
pub const MIN_EVIDENCE: usize = 24;

/// The least number of times a closed form's feature (or its class) must change over the
/// values the law explains: `⌊log₃ n⌋` is constant on long runs, and a law of it that changes
/// class twice in the table says no more than a constant (module docs).
pub const MIN_CHANGES: usize = 8;

/// The most classes `k` of a [`Rule::ByClass`] law.
pub const MAX_CLASSES: u64 = 12;

/// The most classes `k` of a [`Rule::LinearByClass`] law.
pub const MAX_LINES: u64 = 6;

/// Whether a law with `evidence` explained values beyond the `stated` ones counts.
pub fn enough(stated: usize, evidence: usize) -> bool {
    evidence >= MIN_EVIDENCE && evidence >= stated
}

/// How `g(n)` follows for `n ≥ from` ([module docs](self)).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Rule {
    /// `g(n) = period[(n − from) mod p]`.
    Periodic {
        /// One period, from `g(from)`.
        period: Vec<u64>,
    },
    /// `g(n) = period[(n − from) mod p] + saltus·⌊(n − from) / p⌋`.
    ArithmeticPeriodic {
        /// One period, from `g(from)`.
        period: Vec<u64>,
        /// `s`.
        saltus: u64,
    },
    /// `g(n) = scale·f(n) + offset`.
    Affine {
        /// `f`.
        feature: Feature,
        /// `a ≠ 0`.
        scale: i64,
        /// `b`.
        offset: i64,
    },
    /// `g(n) = values[f(n) mod k]`.
    ByClass {
        /// `f`.
        feature: Feature,
        /// `values[c]` for each class `c < k`.
        values: Vec<u64>,
    },
    /// `g(n) = a_c·n + b_c` where `c = f(n) mod k`.
    LinearByClass {
        /// `f`.
        feature: Feature,
        /// `(a_c, b_c)` for each class `c < k`.
        lines: Vec<(i64, i64)>,
    },
}

impl Rule {
    /// How many numbers state the rule (exceptions aside).
    pub fn parameters(&self) -> usize {
        match self {
            Rule::Periodic { period } => period.len(),
            Rule::ArithmeticPeriodic { period, .. } => period.len() + 1,
            Rule::Affine { .. } => 2,
            Rule::ByClass { values, .. } => values.len(),
            Rule::LinearByClass { lines, .. } => 2 * lines.len(),
        }
    }

    /// The rank of the rule's family in the search order (ties of size go to the lower).
    pub(super) fn family(&self) -> usize {
        match self {
            Rule::Periodic { .. } => 0,
            Rule::ArithmeticPeriodic { .. } => 1,
            Rule::Affine { .. } => 2,
            Rule::ByClass { .. } => 3,
            Rule::LinearByClass { .. } => 4,
        }
    }

    /// The rule continued below `from`, as if it held from 0: its value at `n < from`, where the
    /// pre-period's exceptions are measured against it; `None` where it would be negative.
    fn continued(&self, n: u64, from: u64) -> Option<u128> {
        let back = u128::from(from - n);
        match self {
            Rule::Periodic { period } => {
                let p = period.len() as u128;
                Some(u128::from(period[((p - back % p) % p) as usize]))
            }
            Rule::ArithmeticPeriodic { period, saltus } => {
                let p = period.len() as u128;
                let steps = back.div_ceil(p);
                u128::from(period[((p - back % p) % p) as usize])
                    .checked_sub(steps.checked_mul(u128::from(*saltus))?)
            }
            _ => self.at(n, n),
        }
    }

    /// The rule's value at `n ≥ from`, exactly; `None` if it leaves `u128` or is negative.
    fn at(&self, n: u64, from: u64) -> Option<u128> {
        let shifted = u128::from(n - from);
        match self {
            Rule::Periodic { period } => {
                Some(u128::from(period[(shifted % period.len() as u128) as usize]))
            }
            Rule::ArithmeticPeriodic { period, saltus } => {
                let p = period.len() as u128;
                u128::from(period[(shifted % p) as usize])
                    .checked_add((shifted / p).checked_mul(u128::from(*saltus))?)
            }
            Rule::Affine { feature, scale, offset } => {
                let f = i128::try_from(feature.at(u128::from(n))?).ok()?;
                let v = f.checked_mul(i128::from(*scale))?.checked_add(i128::from(*offset))?;
                u128::try_from(v).ok()
            }
            Rule::ByClass { feature, values } => {
                let c = feature.at(u128::from(n))? % values.len() as u128;
                Some(u128::from(values[c as usize]))
            }
            Rule::LinearByClass { feature, lines } => {
                let c = feature.at(u128::from(n))? % lines.len() as u128;
                let (a, b) = lines[c as usize];
                let v = i128::from(n).checked_mul(i128::from(a))?.checked_add(i128::from(b))?;
                u128::try_from(v).ok()
            }
        }
    }
}

/// A law of a sequence `g(start), g(start + 1), …`: exceptions, then a rule.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SequenceLaw {
    /// The first index the table gives.
    pub start: u64,
    /// `g(start..from)`, which the rule does not give.
    pub exceptions: Vec<u64>,
    /// The rule for `n ≥ from = start + exceptions.len()`.
    pub rule: Rule,
}

impl SequenceLaw {
    /// The first `n` the rule gives.
    pub fn from(&self) -> u64 {
        self.start + self.exceptions.len() as u64
    }

    /// How many numbers state the law: its exceptions and its rule's parameters.
    pub fn stated(&self) -> usize {
        self.exceptions.len() + self.rule.parameters()
    }

    /// `g(n)` by the law, exactly, for any `n < 2^64`; `None` below `start`, or where the value
    /// would leave `u128` (no law found has such values below 2^64 unless its slope is huge).
    ///
    /// # Complexity
    /// O(1), or that of the feature ([`Feature::at`]).
    pub fn at(&self, n: u64) -> Option<u128> {
        if n < self.start {
            return None;
        }
        match self.exceptions.get((n - self.start) as usize) {
            Some(&v) if n < self.from() => Some(u128::from(v)),
            _ => self.rule.at(n, self.from()),
        }
    }

    /// Where the exceptions break the rule: the `n` below [`SequenceLaw::from`] at which the
    /// rule, continued backwards, gives another value than the table.
    ///
    /// # Complexity
    /// O(exceptions), or that of the feature at each.
    pub fn breaks(&self) -> Vec<u64> {
        let from = self.from();
        (self.start..from)
            .zip(&self.exceptions)
            .filter(|&(n, &v)| self.rule.continued(n, from) != Some(u128::from(v)))
            .map(|(n, _)| n)
            .collect()
    }

    /// An arithmetic period of length 1 is a line, `g(n) = s·(n − from) + c`: that line written
    /// plainly (`n` for Nim), or `None` for any other law (or numbers beyond `i64`).
    fn linear(&self) -> Option<String> {
        let Rule::ArithmeticPeriodic { period, saltus } = &self.rule else { return None };
        let [value] = period.as_slice() else { return None };
        let (slope, value) = (i64::try_from(*saltus).ok()?, i64::try_from(*value).ok()?);
        let offset = i64::try_from(self.from()).ok()?.checked_mul(slope)?;
        Some(affine("n", slope, value.checked_sub(offset)?))
    }

    /// The law in words, e.g. `eventually periodic: preperiod 71, period 12`.
    pub fn words(&self) -> String {
        let exceptions = match self.exceptions.len() {
            0 => String::new(),
            1 => format!(", with one exception at n = {}", self.start),
            e => format!(", with {e} exceptions at n = {}..{}", self.start, self.from() - 1),
        };
        let kind = match &self.rule {
            Rule::Periodic { period } if period.len() == 1 => {
                return match self.from() {
                    0 => format!("constant: g(n) = {}", period[0]),
                    from => format!("constant from n = {from}: g(n) = {}{exceptions}", period[0]),
                };
            }
            Rule::Periodic { period } if self.exceptions.is_empty() => {
                format!("periodic with period {}", period.len())
            }
            Rule::Periodic { period } => {
                return format!(
                    "eventually periodic: preperiod {}, period {}",
                    self.from(),
                    period.len()
                );
            }
            Rule::ArithmeticPeriodic { .. } if self.linear().is_some() => {
                let line = self.linear().unwrap_or_default();
                return match self.from() {
                    0 => format!("linear: g(n) = {line}"),
                    from => format!("linear from n = {from}: g(n) = {line}{exceptions}"),
                };
            }
            Rule::ArithmeticPeriodic { period, saltus } => {
                return format!(
                    "arithmetic-periodic: period {}, saltus {saltus}, from n = {}{}",
                    period.len(),
                    self.from(),
                    if self.exceptions.is_empty() {
                        String::new()
                    } else {
                        format!(" (exceptions: g(n) for n < {})", self.from())
                    }
                );
            }
            Rule::Affine { feature, scale: 1, offset: 0 } => format!("g(n) = {feature}"),
            Rule::Affine { feature, .. } => format!("a linear function of {feature}"),
            Rule::ByClass { feature, values } => {
                format!("a function of {feature} mod {}", values.len())
            }
            Rule::LinearByClass { feature: Feature::Identity, lines } => {
                format!("linear on each residue class of n mod {}", lines.len())
            }
            Rule::LinearByClass { feature, lines } => {
                format!("linear in n on each class of {feature} mod {}", lines.len())
            }
        };
        kind + &exceptions
    }

    /// The law as a formula, e.g. `g(n) = n − 1 if n ≡ 0 (mod 4), …`.
    ///
    /// # Complexity
    /// O(stated).
    pub fn formula(&self) -> String {
        let from = self.from();
        let list = |v: &[u64]| v.iter().map(u64::to_string).collect::<Vec<_>>().join(" ");
        let shift = |from: u64| if from == 0 { "n".to_string() } else { format!("(n − {from})") };
        let mut text = match &self.rule {
            Rule::Periodic { period } if period.len() == 1 => {
                format!("g(n) = {} for n ≥ {from}", period[0])
            }
            Rule::Periodic { period } => format!(
                "g(n) = P[{} mod {}] for n ≥ {from}, P = [{}]",
                shift(from),
                period.len(),
                list(period)
            ),
            Rule::ArithmeticPeriodic { .. } if self.linear().is_some() => {
                format!("g(n) = {} for n ≥ {from}", self.linear().unwrap_or_default())
            }
            Rule::ArithmeticPeriodic { period, saltus } => format!(
                "g(n) = P[{m} mod {p}] + {saltus}·⌊{m}/{p}⌋ for n ≥ {from}, P = [{}]",
                list(period),
                m = shift(from),
                p = period.len()
            ),
            Rule::Affine { feature, scale, offset } => {
                format!("g(n) = {} for n ≥ {from}", affine(&feature.to_string(), *scale, *offset))
            }
            Rule::ByClass { feature, values } => format!(
                "g(n) = T[{feature} mod {}] for n ≥ {from}, T = [{}]",
                values.len(),
                list(values)
            ),
            Rule::LinearByClass { feature, lines } => {
                let cases: Vec<String> = lines
                    .iter()
                    .enumerate()
                    .map(|(c, &(a, b))| format!("{} if {c}", affine("n", a, b)))
                    .collect();
                format!(
                    "g(n) = {} for n ≥ {from}, by {feature} mod {}",
                    cases.join("; "),
                    lines.len()
                )
            }
        };
        if !self.exceptions.is_empty() {
            let _ = write!(text, "; g({}..{from}) = [{}]", self.start, list(&self.exceptions));
        }
        text
    }
}

/// `a·x + b` written plainly.
fn affine(x: &str, a: i64, b: i64) -> String {
    let mut text = match a {
        1 => x.to_string(),
        -1 => format!("−{x}"),
        _ => format!("{a}·{x}"),
    };
    match b.cmp(&0) {
        std::cmp::Ordering::Greater => {
            let _ = write!(text, " + {b}");
        }
        std::cmp::Ordering::Less => {
            let _ = write!(text, " − {}", b.unsigned_abs());
        }
        std::cmp::Ordering::Equal => {}
    }
    text
}

/// What the game's rules prove about its values, passed by the caller who knows the game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Certificate {
    /// Nothing: the table is all that is known.
    None,
    /// `g(n + period) = g(n)` for every `n ≥ preperiod`, proven from the rules `by` (e.g. "the
    /// Guy–Smith test (t = 2, k = 2)").
    Period {
        /// `n₀`.
        preperiod: u64,
        /// `p`.
        period: u64,
        /// The proof, in words.
        by: String,
    },
    /// `g(n + period) = g(n) + saltus` for every `n ≥ preperiod`, proven `by` a test from the
    /// literature that the caller ran.
    ArithmeticPeriod {
        /// `n₀`.
        preperiod: u64,
        /// `p`.
        period: u64,
        /// `s`.
        saltus: u64,
        /// The proof, in words.
        by: String,
    },
    /// The game is finite and the table lists every one of its positions.
    WholeGame {
        /// How the table was searched, in words.
        by: String,
    },
}

/// Whether a law is proven for the game, and why or what is missing.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Status {
    /// Proven: the sentence says by what.
    Proven(String),
    /// Holds for the values given; the sentence says what a proof would need.
    NotProven(String),
}

/// What the finder says of a sequence.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Finding {
    /// How many values were given.
    pub len: usize,
    /// The law, or `None`: no law found.
    pub law: Option<SequenceLaw>,
    /// The law's proof status (for no law: what was tried).
    pub status: Status,
}

impl Finding {
    /// The values the law explains beyond those needed to state it.
    pub fn evidence(&self) -> usize {
        self.law.as_ref().map_or(0, |law| self.len.saturating_sub(law.stated()))
    }

    /// Law, formula, evidence and proof status, one per line.
    ///
    /// # Complexity
    /// O(stated).
    pub fn report(&self) -> String {
        let proof = match &self.status {
            Status::Proven(why) => format!("proof: proven: {why}"),
            Status::NotProven(why) => {
                format!("proof: holds for all {} values given; not proven: {why}", self.len)
            }
        };
        match &self.law {
            None => format!(
                "law: no law found in {} values (none of the laws tried explains at least \
                 {MIN_EVIDENCE} values, and as many as it needs to state, beyond those)\n",
                self.len
            ),
            Some(law) => format!(
                "law: {}\nformula: {}\nevidence: {} of {} values explained beyond the {} \
                 needed to state the law\n{proof}\n",
                law.words(),
                law.formula(),
                self.evidence(),
                self.len,
                law.stated()
            ),
        }
    }
}

impl fmt::Display for Finding {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.report())
    }
}
