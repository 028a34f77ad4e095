//! The machines by their rules, computed symbolically, without the closed form.
//!
//! sg-core's [`Solver`](sg_core::Solver) cannot search this game: moves 2 and 3 have
//! infinitely many options. But the options of a state fall into finitely many *families*,
//! and each family's values form finitely many intervals of ordinals, so the definition
//! `value = mex(values of the options)` can still be evaluated exactly:
//!
//! - move 1 (`a′ < a`): the values of `(a′, b, c)`, computed first (recursion on `a`);
//! - move 2: `{ δ_{c−1}(x) : x ≥ b }` and move 3: `{ δ_{c′}(x) : x ≥ 0 }` for `c′ ≤ c − 2`,
//!   where `δ_c(x)` is the value of the diagonal state `(x, x, c)` (recursion on `c`).
//!
//! [`Symbolic::grundy`] takes the mex literally, with [`sg_core::ordinal::mex`], for `a′ = 0,
//! 1, …, a` in turn. The diagonal needs `δ_c(x)` for *every* `x`, and is found symbolically:
//!
//! - **Lemma.** For fixed `(b, c)` the families of moves 2 and 3 give a set `F` not depending
//!   on `a`, so `value(a, b, c)` is the `a`-th ordinal (from 0) outside `F`: by induction on
//!   `a`, the values of `(0, b, c), …, (a − 1, b, c)` are the first `a` of them, and the mex
//!   of `F` with those is the next.
//! - **Symbolic `x`.** To get `δ_c(x) = value(x, x, c)` the engine runs that computation once
//!   with `x` a symbol: finite parts are expressions `k + s·x`, and every comparison between two
//!   of them is decided as it holds for all large enough `x`, recording the threshold from which
//!   it holds. Past the largest threshold every comparison comes out the same, so the one
//!   computation is valid for all those `x`; below it, the values are computed one by one.
//!   The result must have the form `λ + k + s·x` with `s ∈ {0, 1}` (then `{ δ_c(x) : x ≥ b }`
//!   is a point or the interval `[λ + k + b, λ + ω)`), which the engine checks rather than
//!   assumes: a result outside that form stops it with a panic, never a wrong value.
//!
//! Nothing here knows the closed form of [`crate::grundy`]. The sum of machines is the ordinal
//! nim-sum of their values (the Sprague–Grundy theorem for well-founded games).

use std::cmp::Ordering;
use std::ops::Range;

use sg_core::ordinal::{self, Ordinal};

use crate::Input;

/// `k + s·x` for the symbol `x` (a plain number when `s = 0`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Lin {
    k: i128,
    s: i128,
}

impl Lin {
    const X: Self = Self { k: 0, s: 1 };

    fn num(n: u64) -> Self {
        Self { k: n.into(), s: 0 }
    }

    fn plus(self, other: Self) -> Self {
        Self { k: self.k + other.k, s: self.s + other.s }
    }

    fn minus(self, other: Self) -> Self {
        Self { k: self.k - other.k, s: self.s - other.s }
    }
}

/// The decisions taken so far, all valid for every `x ≥ from`.
#[derive(Debug, Default)]
struct Assume {
    from: i128,
}

impl Assume {
    /// `p` against `q` for all large `x`; records from which `x` on the answer holds.
    fn cmp(&mut self, p: Lin, q: Lin) -> Ordering {
        let (dk, ds) = (p.k - q.k, p.s - q.s);
        if ds == 0 {
            return dk.cmp(&0);
        }
        // sign(ds)·(dk + ds·x) = sign(ds)·dk + |ds|·x > 0 once x > −sign(ds)·dk / |ds|.
        let from = (-ds.signum() * dk).div_euclid(ds.abs()) + 1;
        self.from = self.from.max(from);
        ds.cmp(&0)
    }

    /// Whether `p ≥ q` for all large `x`; records from which `x` on it holds.
    fn at_least(&mut self, p: Lin, q: Lin) -> bool {
        let (dk, ds) = (p.k - q.k, p.s - q.s);
        if ds <= 0 {
            return self.cmp(p, q) != Ordering::Less;
        }
        // dk + ds·x ≥ 0 once x ≥ ⌈−dk / ds⌉.
        self.from = self.from.max(-dk.div_euclid(ds));
        true
    }
}

/// `limit + fin`: an ordinal whose finite part may depend on `x`.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Sym {
    limit: Ordinal,
    fin: Lin,
}

impl Sym {
    fn of(value: &Ordinal) -> Self {
        Self { limit: value.limit_part(), fin: Lin::num(value.finite_part()) }
    }

    fn plus(&self, n: Lin) -> Self {
        Self { limit: self.limit.clone(), fin: self.fin.plus(n) }
    }

    fn cmp(&self, other: &Self, assume: &mut Assume) -> Ordering {
        self.limit.cmp(&other.limit).then_with(|| assume.cmp(self.fin, other.fin))
    }

    /// The ordinal, for an expression without `x`.
    fn concrete(&self) -> Ordinal {
        assert_eq!(self.fin.s, 0, "a concrete value depends on x");
        let fin = u64::try_from(self.fin.k).expect("finite parts are natural numbers");
        self.limit.checked_add(&Ordinal::from(fin)).expect("small values fit")
    }
}

/// The half-open interval `[start, end)`.
type Span = (Sym, Sym);

/// The gaps of a union of spans, in increasing order; the last gap has no end.
fn gaps(mut spans: Vec<Span>, assume: &mut Assume) -> Vec<(Sym, Option<Sym>)> {
    spans.sort_by(|p, q| p.0.cmp(&q.0, assume));
    let mut out = Vec::new();
    let mut covered = Sym::of(&Ordinal::ZERO);
    for (start, end) in spans {
        if start.cmp(&covered, assume) == Ordering::Greater {
            out.push((covered.clone(), Some(start)));
        }
        if end.cmp(&covered, assume) == Ordering::Greater {
            covered = end;
        }
    }
    out.push((covered, None));
    out
}

/// The `index`-th ordinal (from 0) in the gaps.
fn nth(gaps: &[(Sym, Option<Sym>)], mut index: Lin, assume: &mut Assume) -> Sym {
    for (start, end) in gaps {
        match end {
            // A gap inside one block λ + ℕ holds finitely many ordinals.
            Some(end) if end.limit == start.limit => {
                let len = end.fin.minus(start.fin);
                if assume.cmp(index, len) == Ordering::Less {
                    return start.plus(index);
                }
                index = index.minus(len);
            }
            // Otherwise it holds start, start + 1, … without end.
            _ => return start.plus(index),
        }
    }
    unreachable!("the last gap is unbounded")
}

/// `δ_c`: the value of `(x, x, c)` for `x < from` one by one, and `tail` for all `x ≥ from`.
#[derive(Debug, Clone)]
struct Level {
    prefix: Vec<Ordinal>,
    tail: Sym,
    from: u64,
}

/// The largest prefix a level may need before its symbolic form takes over.
const PREFIX_LIMIT: u64 = 10_000;

/// The symbolic evaluator: the diagonal of every level computed so far.
#[derive(Debug, Default)]
pub struct Symbolic {
    levels: Vec<Level>,
}

impl Symbolic {
    /// An evaluator with no level computed yet.
    pub fn new() -> Self {
        Self::default()
    }

    /// The values `{ δ_c(x) : x ≥ start }` as spans.
    fn image(&self, c: usize, start: Lin, assume: &mut Assume) -> Vec<Span> {
        let level = &self.levels[c];
        let mut spans = Vec::new();
        let first = if start.s == 0 {
            let start = u64::try_from(start.k).expect("natural");
            for x in start..level.from {
                let v = Sym::of(&level.prefix[x as usize]);
                spans.push((v.clone(), v.plus(Lin::num(1))));
            }
            Lin::num(start.max(level.from))
        } else {
            assert!(assume.at_least(start, Lin::num(level.from)), "x grows past the prefix");
            start
        };
        let tail = &level.tail;
        match tail.fin.s {
            0 => spans.push((tail.clone(), tail.plus(Lin::num(1)))),
            1 => {
                let lowest = Sym { limit: tail.limit.clone(), fin: Lin { k: tail.fin.k, s: 0 } };
                let block_end = tail.limit.checked_add(&Ordinal::omega()).expect("small");
                spans.push((lowest.plus(first), Sym::of(&block_end)));
            }
            s => unreachable!("levels are checked to have slope 0 or 1, not {s}"),
        }
        spans
    }

    /// The values of moves 2 and 3 from `(·, b, c)`: they do not depend on `a`.
    fn jumps(&self, b: Lin, c: usize, assume: &mut Assume) -> Vec<Span> {
        let mut spans = Vec::new();
        if c >= 1 {
            spans.extend(self.image(c - 1, b, assume));
        }
        for lower in 0..c.saturating_sub(1) {
            spans.extend(self.image(lower, Lin::num(0), assume));
        }
        spans
    }

    /// Make sure `δ_0, …, δ_c` are known.
    fn ensure(&mut self, c: usize) {
        while self.levels.len() <= c {
            let level = self.levels.len();
            let mut assume = Assume::default();
            let spans = self.jumps(Lin::X, level, &mut assume);
            let gaps = gaps(spans, &mut assume);
            let tail = nth(&gaps, Lin::X, &mut assume);
            assert!(
                matches!(tail.fin.s, 0 | 1),
                "δ_{level}(x) = {:?} + {}x + {} is outside the symbolic class",
                tail.limit,
                tail.fin.s,
                tail.fin.k
            );
            assert!(assume.at_least(tail.fin, Lin::num(0)), "a finite part must be natural");
            let from = u64::try_from(assume.from.max(0)).expect("non-negative");
            assert!(from <= PREFIX_LIMIT, "δ_{level} settles only from x = {from}");
            let prefix = (0..from).map(|x| self.grundy_at(x, x, level)).collect();
            self.levels.push(Level { prefix, tail, from });
        }
    }

    /// The value of `(a, b, c)` with levels below `c` known: the mex of its options' values,
    /// taken for `a′ = 0, 1, …, a` in turn.
    fn grundy_at(&self, a: u64, b: u64, c: usize) -> Ordinal {
        let mut assume = Assume::default();
        let jumps: Vec<Range<Ordinal>> = self
            .jumps(Lin::num(b), c, &mut assume)
            .iter()
            .map(|(start, end)| start.concrete()..end.concrete())
            .collect();
        let mut lower: Vec<Range<Ordinal>> = Vec::new();
        loop {
            let value = ordinal::mex(jumps.iter().cloned().chain(lower.iter().cloned()));
            if lower.len() as u64 == a {
                return value;
            }
            let next = value.checked_add(&Ordinal::from(1)).expect("small");
            lower.push(value..next);
        }
    }

    /// The Grundy value of machine `(a, b, c)` from the rules alone.
    ///
    /// # Panics
    /// If a level leaves the symbolic class (it does not, for this game).
    ///
    /// # Complexity
    /// O(c^2 + a^2·(a + c)·log) ordinal operations (the level diagonals once, then `a + 1`
    /// mexes of up to `a + c + 1` intervals): small `a` and `c` only.
    pub fn grundy(&mut self, a: u64, b: u64, c: u64) -> Ordinal {
        let c = usize::try_from(c).expect("small c");
        if c >= 1 {
            self.ensure(c - 1);
        }
        self.grundy_at(a, b, c)
    }

    /// `δ_c(x)`, the value of the diagonal state `(x, x, c)`, for any `x` (from the symbolic
    /// form of the level, not by a mex per `x`).
    ///
    /// # Complexity
    /// O(c^2) ordinal operations for the first call with this `c`, then O(1).
    pub fn diagonal(&mut self, x: u64, c: u64) -> Ordinal {
        let c = usize::try_from(c).expect("small c");
        self.ensure(c);
        let level = &self.levels[c];
        if x < level.from {
            return level.prefix[x as usize].clone();
        }
        let fin = level.tail.fin.k + level.tail.fin.s * i128::from(x);
        let fin = u64::try_from(fin).expect("fits for this x");
        level.tail.limit.checked_add(&Ordinal::from(fin)).expect("fits for this x")
    }
}

/// The largest `a` and `c` the model accepts (its cost grows like `a^3` and `c^2`).
pub const LIMITS: (u64, u64) = (2_000, 200);

/// Whether the first player wins, from the values [`Symbolic`] computes and their ordinal
/// nim-sum (as [`crate::answer`]).
///
/// # Panics
/// If some machine has `a` or `c` above [`LIMITS`]: the model is for small inputs.
///
/// # Complexity
/// O(n · (a^3 + c^2)) ordinal operations: small inputs only.
pub fn answer(input: &Input) -> bool {
    let mut symbolic = Symbolic::new();
    let mut sum = Ordinal::ZERO;
    for m in &input.machines {
        let (a, b, c) = m.state();
        assert!(a <= LIMITS.0 && c <= LIMITS.1, "({a}, {b}, {c}) is beyond the model's limits");
        sum = sum.nim_sum(&symbolic.grundy(a, b, c));
    }
    !sum.is_zero()
}
