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
#[cfg(test)]
mod tests;

use std::fmt::{self, Write as _};

pub use features::Feature;

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
///
/// # Complexity
/// O(1).
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
    ///
    /// # Complexity
    /// O(1).
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
    fn family(&self) -> usize {
        match self {
            Rule::Periodic { .. } => 0,
            Rule::ArithmeticPeriodic { .. } => 1,
            Rule::Affine { .. } => 2,
            Rule::ByClass { .. } => 3,
            Rule::LinearByClass { .. } => 4,
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
    ///
    /// # Complexity
    /// O(1).
    pub fn from(&self) -> u64 {
        self.start + self.exceptions.len() as u64
    }

    /// How many numbers state the law: its exceptions and its rule's parameters.
    ///
    /// # Complexity
    /// O(1).
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
    ///
    /// # Complexity
    /// O(1).
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
    ///
    /// # Complexity
    /// O(1).
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

/// The simplest law of `g(start), …, g(start + len − 1)` with enough evidence, or `None`.
///
/// # Complexity
/// O(len) per form tried (about 700), plus a sieve of `start + len` for the factor features.
pub fn best_law(start: u64, values: &[u64]) -> Option<SequenceLaw> {
    let mut best: Option<SequenceLaw> = None;
    let mut consider = |law: SequenceLaw| {
        if !enough(law.stated(), values.len().saturating_sub(law.stated())) {
            return;
        }
        let key = |l: &SequenceLaw| (l.stated(), l.rule.family());
        if best.as_ref().is_none_or(|b| key(&law) < key(b)) {
            best = Some(law);
        }
    };
    let law_from =
        |n0: usize, rule: Rule| SequenceLaw { start, exceptions: values[..n0].to_vec(), rule };
    if let Some((n0, p)) = period::best_period(values) {
        consider(law_from(n0, Rule::Periodic { period: values[n0..n0 + p].to_vec() }));
    }
    if let Some((n0, p, saltus)) = period::best_arithmetic_period(values) {
        let period = values[n0..n0 + p].to_vec();
        consider(law_from(n0, Rule::ArithmeticPeriodic { period, saltus }));
    }
    let indices: Vec<u64> = (0..values.len() as u64).map(|i| start + i).collect();
    let sieve = start.checked_add(values.len() as u64).is_some_and(|end| end <= 1 << 25);
    for feature in Feature::all() {
        let f: Vec<u64> = if sieve {
            feature.table((start as usize) + values.len())[start as usize..].to_vec()
        } else {
            indices
                .iter()
                .map(|&n| feature.at(u128::from(n)).map_or(u64::MAX, |v| v as u64))
                .collect()
        };
        let changes = |n0: usize, k: u64| {
            f[n0..]
                .windows(2)
                .filter(|w| if k == 0 { w[0] != w[1] } else { w[0] % k != w[1] % k })
                .count()
                >= MIN_CHANGES
        };
        if let Some((n0, scale, offset)) = fit_affine(&f, values).filter(|&(n0, ..)| changes(n0, 0))
        {
            consider(law_from(n0, Rule::Affine { feature, scale, offset }));
        }
        if feature != Feature::Identity {
            for k in 2..=MAX_CLASSES {
                if let Some((n0, table)) =
                    fit_classes(&f, values, k).filter(|(n0, _)| changes(*n0, k))
                {
                    consider(law_from(n0, Rule::ByClass { feature, values: table }));
                }
            }
        }
        let most = if feature == Feature::Identity { MAX_LINES } else { 4 };
        for k in 1..=most {
            if k == 1 && feature != Feature::Identity {
                continue;
            }
            if let Some((n0, lines)) =
                fit_lines(&f, &indices, values, k).filter(|(n0, _)| changes(*n0, 0))
            {
                consider(law_from(n0, Rule::LinearByClass { feature, lines }));
            }
        }
    }
    best
}

/// The finder's answer for `g(start..start + len)`, with the proof `certificate` allows.
///
/// # Complexity
/// That of [`best_law`].
pub fn find_sequence(start: u64, values: &[u64], certificate: &Certificate) -> Finding {
    let len = values.len();
    let found = best_law(start, values);
    // A proven period covered by the table gives the values for every n: the law is that
    // period (the least one within it), whatever the evidence rule says.
    if let Certificate::Period { preperiod, period, by } = certificate {
        let (n0, p) = (*preperiod, *period);
        if p > 0 && start <= n0 && n0 - start + p <= len as u64 {
            let rel = (n0 - start) as usize;
            let (n0, p) = reduce_period(values, rel, p as usize);
            let law = SequenceLaw {
                start,
                exceptions: values[..n0].to_vec(),
                rule: Rule::Periodic { period: values[n0..n0 + p].to_vec() },
            };
            return Finding {
                len,
                law: Some(law),
                status: Status::Proven(format!(
                    "period {} from n = {} by {by}",
                    *period, *preperiod
                )),
            };
        }
    }
    let status = match (&found, certificate) {
        (None, _) => Status::NotProven("no law".into()),
        (Some(_), Certificate::WholeGame { by }) => {
            Status::Proven(format!("the game is finite and the table lists every position ({by})"))
        }
        (Some(law), Certificate::ArithmeticPeriod { preperiod, period, saltus, by })
            if arithmetic_matches(law, *preperiod, *period, *saltus, len) =>
        {
            Status::Proven(format!("period {period}, saltus {saltus} from n = {preperiod} by {by}"))
        }
        (Some(law), _) => Status::NotProven(needs(law)),
    };
    Finding { len, law: found, status }
}

/// The least `(n₀, p)` with `p | period` and `n₀ ≥ ` nothing smaller than needed, such that the
/// values from `rel` on (periodic with `period`) are `p`-periodic from `n₀`.
fn reduce_period(values: &[u64], rel: usize, period: usize) -> (usize, usize) {
    let window = &values[rel..rel + period];
    let p = (1..=period)
        .find(|&p| period % p == 0 && (0..period).all(|i| window[i] == window[i % p]))
        .unwrap_or(period);
    // Walk back while the values keep the period p.
    let mut n0 = rel;
    while n0 > 0 && values[n0 - 1] == values[n0 - 1 + p] {
        n0 -= 1;
    }
    (n0, p)
}

/// Whether an arithmetic-periodic law found agrees with a proven arithmetic period: the table
/// then determines every value (both laws step by the same saltus over the same period).
fn arithmetic_matches(law: &SequenceLaw, n0: u64, p: u64, s: u64, len: usize) -> bool {
    match &law.rule {
        Rule::ArithmeticPeriodic { period, saltus } => {
            let q = period.len() as u64;
            q > 0
                && p % q == 0
                && s == saltus * (p / q)
                && law.start + len as u64 >= n0.max(law.from()) + p
        }
        _ => false,
    }
}

/// What a proof of `law` would need, in one sentence.
fn needs(law: &SequenceLaw) -> String {
    match law.rule {
        Rule::Periodic { .. } => "a proof needs a periodicity theorem for the game's rules (a \
             subtraction game's repeated window of max S values, the Guy–Smith test for a \
             take-and-break code) or an induction on n from the rules"
            .into(),
        Rule::ArithmeticPeriodic { .. } => "a proof needs an arithmetic-periodicity test for the \
             game (Howse–Nowakowski's for hexadecimal codes) or an induction on n showing that \
             g(n + p) = g(n) + s follows from the rules"
            .into(),
        _ => "a proof needs an induction on n from the rules: that the formula's value at n is \
              the mex of its values at n's options"
            .into(),
    }
}

/// `g = a·f + b` fitted on the longest tail: `(n₀, a, b)`, `a ≠ 0`.
fn fit_affine(f: &[u64], g: &[u64]) -> Option<(usize, i64, i64)> {
    let len = g.len();
    let last = len.checked_sub(1)?;
    let (f1, g1) = (i128::from(f[last]), i128::from(g[last]));
    let mut line: Option<(i128, i128)> = None;
    let mut n0 = 0;
    for i in (0..last).rev() {
        let (fi, gi) = (i128::from(f[i]), i128::from(g[i]));
        let fits = match line {
            Some((a, b)) => a * fi + b == gi,
            None if fi == f1 => gi == g1,
            None => {
                let (df, dg) = (fi - f1, gi - g1);
                if dg % df == 0 && dg != 0 {
                    let a = dg / df;
                    line = Some((a, g1 - a * f1));
                    true
                } else {
                    false
                }
            }
        };
        if !fits {
            n0 = i + 1;
            break;
        }
    }
    let (a, b) = line?;
    Some((n0, i64::try_from(a).ok()?, i64::try_from(b).ok()?))
}

/// `g = T[f mod k]` fitted on the longest tail, every class seen at two values of `f` (so the
/// table is a periodic function of `f` seen to repeat, not a look-up of the values seen):
/// `(n₀, T)`.
fn fit_classes(f: &[u64], g: &[u64], k: u64) -> Option<(usize, Vec<u64>)> {
    let mut table: Vec<Option<u64>> = vec![None; k as usize];
    let mut n0 = 0;
    for i in (0..g.len()).rev() {
        let slot = &mut table[(f[i] % k) as usize];
        match *slot {
            None => *slot = Some(g[i]),
            Some(v) if v == g[i] => {}
            Some(_) => {
                n0 = i + 1;
                break;
            }
        }
    }
    if !classes_repeat(&f[n0..], k) {
        return None;
    }
    Some((n0, table.into_iter().collect::<Option<Vec<u64>>>()?))
}

/// Whether every class `c < k` holds two different values of `f`.
fn classes_repeat(f: &[u64], k: u64) -> bool {
    let mut seen: Vec<(Option<u64>, bool)> = vec![(None, false); k as usize];
    for &v in f {
        let slot = &mut seen[(v % k) as usize];
        match slot.0 {
            None => slot.0 = Some(v),
            Some(w) if w != v => slot.1 = true,
            Some(_) => {}
        }
    }
    seen.iter().all(|s| s.1)
}

/// `g(n) = a_c·n + b_c`, `c = f(n) mod k`, fitted on the longest tail, every line fixed by
/// two points: `(n₀, lines)`.
fn fit_lines(f: &[u64], n: &[u64], g: &[u64], k: u64) -> Option<(usize, Vec<(i64, i64)>)> {
    enum Slot {
        Empty,
        Point(i128, i128),
        Line(i128, i128),
    }
    let mut slots: Vec<Slot> = (0..k).map(|_| Slot::Empty).collect();
    let mut n0 = 0;
    for i in (0..g.len()).rev() {
        let slot = &mut slots[(f[i] % k) as usize];
        let (x, y) = (i128::from(n[i]), i128::from(g[i]));
        let fits = match *slot {
            Slot::Empty => {
                *slot = Slot::Point(x, y);
                true
            }
            Slot::Point(x1, y1) => {
                let (dx, dy) = (x1 - x, y1 - y);
                if dy % dx == 0 {
                    let a = dy / dx;
                    *slot = Slot::Line(a, y1 - a * x1);
                    true
                } else {
                    false
                }
            }
            Slot::Line(a, b) => a * x + b == y,
        };
        if !fits {
            n0 = i + 1;
            break;
        }
    }
    let lines = slots
        .into_iter()
        .map(|s| match s {
            Slot::Line(a, b) => Some((i64::try_from(a).ok()?, i64::try_from(b).ok()?)),
            _ => None,
        })
        .collect::<Option<Vec<_>>>()?;
    if !classes_repeat(&f[n0..], k) {
        return None;
    }
    // Lines that are all flat are a table (a simpler family), not a new law.
    lines.iter().any(|&(a, _)| a != 0).then_some((n0, lines))
}
