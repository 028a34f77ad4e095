//! # Ordinal Machines — our reconstruction of a 2026 contest game
//!
//! **Game.** `n` machines, machine `i` in state `(a, b, c)` of natural numbers. A move changes
//! one machine by one of:
//! 1. lower `a`: go to `(a′, b, c)` for any `a′ < a`;
//! 2. if `c ≥ 1`: jump to `(x, x, c − 1)` for any `x ≥ b`;
//! 3. if `c ≥ 2`: jump to `(x, x, c′)` for any `x ≥ 0` and any `c′ ≤ c − 2`.
//!
//! The player who cannot move loses. Does the first player win? Every move lowers `(c, a)`
//! lexicographically, so play ends, but moves 2 and 3 have infinitely many choices: Grundy
//! values are ordinals (see [`sg_core::ordinal`]), and the whole position loses for the player
//! to move exactly when the ordinal nim-sum of the machines' values is 0.
//!
//! **Insight.** With `m = ⌊c/2⌋`, the value of `(a, b, c)` is
//!
//! | `c` | `a < b` | `a ≥ b` |
//! |---|---|---|
//! | 0 | `a` | `a` |
//! | 1 | `a` | `ω + (a − b)` |
//! | `2m ≥ 2` | `ω·m + a + 1` | `ω·m + a + 1` |
//! | `2m + 1 ≥ 3` | `ω·m + a + 1` | `ω·(m + 1) + (a − b)` |
//!
//! *Proof* (well-founded induction on `(c, a)`). For fixed `(b, c)` the options of moves 2
//! and 3 form a set `F` that does not depend on `a`, so `a ↦ value(a, b, c)` lists, in
//! increasing order, the ordinals outside `F`. On the diagonal the formula gives
//! `value(x, x, 0) = x`, `value(x, x, 2k − 1) = ω·k` and `value(x, x, 2k) = ω·k + x + 1`
//! (`k ≥ 1`), so move 3 reaches exactly `[0, ω·m)` from `c = 2m` and `[0, ω·m]` from `c = 2m +
//! 1`; move 2 reaches `[b, ω)` from `c = 1`, the single value `ω·m` from `c = 2m`, and `[ω·m +
//! b + 1, ω·(m + 1))` from `c = 2m + 1`. Listing the complement of `F` in each case gives the
//! table. `tests/recursion.rs` checks `value = mex(options)` with the ordinal mex for every
//! `a, b ≤ 40`, `c ≤ 12`; [`model`] recomputes the values from the rules alone, and
//! `tests/sum_rule.rs` checks the nim-sum rule against an exact search of sums with `c ≤ 1`.
//!
//! **Algorithm.** Values below ω^2 need two coefficients: XOR the ω-coefficients and the
//! finite parts of all machines separately; the first player wins iff either is non-zero.
//! O(n) time. Any `u64` state is accepted except the one whose value does not fit: `a =
//! 2^64 − 1` with even `c ≥ 2` (finite part `a + 1`), refused by the reader, which checks each
//! machine once and keeps its value in the [`Machine`]. The judge path [`solve`] folds the
//! machines as it reads them, in O(1) memory.
//!
//! **Format.** `n` (at most 10^5 at the judge), then `n` lines `a b c` (each at most 10^18 at
//! the judge, any `u64` here). One line: `first` if the first player wins, else `second`.
//! [`explain`] also gives every machine's value (the `--values` of the original statement), the
//! nim-sum and a winning move; the crate's `table` (`grundy table ordinal-machines --c 0..6 --a
//! 0..10 --b 3`) prints a table of values.

use std::io::Write as _;

use judge::Scanner;
use sg_core::ordinal::Ordinal;

mod explain;
pub mod model;
#[cfg(feature = "workbench")]
mod problem;
pub use explain::{Explanation, explain};
#[cfg(feature = "workbench")]
pub use problem::OrdinalMachines;

/// The value of `(a, b, c)` as `(ω-coefficient, finite part)`, or `None` when the finite part
/// `a + 1` exceeds `u64` (only for `a = 2^64 − 1` with even `c ≥ 2`).
///
/// # Complexity
/// O(1).
pub fn value_parts(a: u64, b: u64, c: u64) -> Option<(u64, u64)> {
    let m = c / 2;
    Some(match c {
        0 => (0, a),
        1 if a < b => (0, a),
        1 => (1, a - b),
        _ if c % 2 == 0 || a < b => (m, a.checked_add(1)?),
        // c odd, so m < 2^63 and m + 1 cannot overflow.
        _ => (m + 1, a - b),
    })
}

/// The Grundy value of machine `(a, b, c)` (see the crate doc), or `None` if it does not fit.
///
/// # Complexity
/// O(1).
///
/// ```
/// use ordinal_machines::grundy;
/// assert_eq!(grundy(5, 2, 1).unwrap().to_string(), "ω+3");
/// assert_eq!(grundy(0, 0, 2).unwrap().to_string(), "ω+1");
/// assert_eq!(grundy(4, 9, 5).unwrap().to_string(), "ω·2+5");
/// assert_eq!(grundy(9, 4, 5).unwrap().to_string(), "ω·3+5");
/// ```
pub fn grundy(a: u64, b: u64, c: u64) -> Option<Ordinal> {
    Machine::new(a, b, c).map(|m| m.grundy())
}

/// A machine `(a, b, c)` whose Grundy value fits, stored with that value: only [`Machine::new`]
/// (and so the reader) makes one, so code holding a `Machine` never checks the value again.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Machine {
    state: (u64, u64, u64),
    parts: (u64, u64),
}

impl Machine {
    /// The machine `(a, b, c)`, or `None` for the one state whose value does not fit (see
    /// [`value_parts`]).
    pub fn new(a: u64, b: u64, c: u64) -> Option<Self> {
        Some(Self { state: (a, b, c), parts: value_parts(a, b, c)? })
    }

    /// Read one machine `a b c`.
    ///
    /// # Errors
    /// As [`Scanner::read`], or at `a` when the value does not fit.
    pub fn read(sc: &mut Scanner<'_>) -> judge::Result<Self> {
        let a = sc.read("a")?;
        let at = sc.position();
        let (b, c) = (sc.read("b")?, sc.read("c")?);
        Self::new(a, b, c).ok_or_else(|| {
            at.error(format!(
                "a = {a} with even c = {c} has Grundy value ω·{}+2^64, whose finite part does \
                 not fit in 64 bits",
                c / 2
            ))
        })
    }

    /// The state `(a, b, c)`.
    pub fn state(&self) -> (u64, u64, u64) {
        self.state
    }

    /// The value as an ordinal: `ω·p + q` is `ω·p ⊕ q`, as the two terms have different
    /// exponents, so building it cannot overflow.
    ///
    /// # Complexity
    /// O(1).
    pub fn grundy(&self) -> Ordinal {
        &Ordinal::omega_times(self.parts.0) ^ &Ordinal::from(self.parts.1)
    }

    /// An option of this machine whose value is `target`, when `target` is below its value
    /// (the mex definition promises one).
    ///
    /// Each family of options is inverted by the formula: lowering `a` hits `target` only at
    /// `a′ ∈ {q, q − 1, b + q}` and a jump to level `c − 1` only at `x ∈ {q, q − 1, b}`, where
    /// `q` is the finite part of `target`; a jump to `c′ ≤ c − 2` only at the diagonal state of
    /// that value. The candidates are checked against [`Machine::grundy`], so a wrong
    /// inversion can only give `None`, never a wrong move.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// ```
    /// use ordinal_machines::Machine;
    /// let target = "ω+7".parse().unwrap();
    /// let to = Machine::new(9, 3, 3).unwrap().option_with_value(&target).unwrap();
    /// assert_eq!((to.state(), to.grundy()), ((6, 6, 2), target));
    /// ```
    pub fn option_with_value(&self, target: &Ordinal) -> Option<Self> {
        let (a, b, c) = self.state;
        if target.terms().iter().any(|&(e, _)| e >= 2) || *target >= self.grundy() {
            return None;
        }
        let (p, q) = (target.coefficient(1), target.finite_part());
        let near = [Some(q), q.checked_sub(1), b.checked_add(q), Some(b)];
        let lower_a = near.into_iter().flatten().filter(|&a2| a2 < a).map(|a2| (a2, b, c));
        let level_below =
            near.into_iter().flatten().filter(|&x| c >= 1 && x >= b).map(|x| (x, x, c - 1));
        // The diagonal state of value ω·p + q: (q, q, 0), (0, 0, 2p − 1) or (q − 1, q − 1, 2p).
        let diagonal = match (p, q) {
            (0, q) => Some((q, q, 0)),
            (p, 0) => p.checked_mul(2).map(|c2| (0, 0, c2 - 1)),
            (p, q) => p.checked_mul(2).map(|c2| (q - 1, q - 1, c2)),
        };
        let far_below = diagonal.filter(|s| c >= 2 && s.2 <= c - 2);
        let candidates = lower_a.chain(level_below).chain(far_below);
        candidates.filter_map(|(x, y, z)| Self::new(x, y, z)).find(|m| m.grundy() == *target)
    }
}

/// A judge input: the machines.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Input {
    /// The machines, in input order.
    pub machines: Vec<Machine>,
}

impl Input {
    /// Reads the judge format: `n`, then `n` machines `a b c`.
    ///
    /// # Errors
    /// Truncated or non-numeric input, a negative count, a value beyond `u64`, the one state
    /// whose Grundy value does not fit (see [`Machine::read`]), or trailing tokens.
    ///
    /// # Complexity
    /// O(n); memory grows with the machines read, never with a declared count.
    pub fn read(sc: &mut Scanner<'_>) -> judge::Result<Self> {
        let n = sc.count("the number of machines n", ..)?;
        let mut machines = Vec::with_capacity(judge::capacity_for(n));
        for _ in 0..n {
            machines.push(Machine::read(sc)?);
        }
        sc.finish()?;
        Ok(Self { machines })
    }

    /// The one writer: judge text that [`Input::read`] reads back as `self`.
    ///
    /// # Complexity
    /// O(n).
    pub fn write(&self, out: &mut Vec<u8>) {
        let _ = writeln!(out, "{}", self.machines.len());
        for m in &self.machines {
            let (a, b, c) = m.state;
            let _ = writeln!(out, "{a} {b} {c}");
        }
    }
}

/// Whether the first player wins: the XORs of the ω-coefficients and of the finite parts are
/// not both 0.
///
/// # Complexity
/// O(n).
pub fn answer(input: &Input) -> bool {
    let xor = |(w, f): (u64, u64), m: &Machine| (w ^ m.parts.0, f ^ m.parts.1);
    input.machines.iter().fold((0, 0), xor) != (0, 0)
}

/// The verdict as the judge's line, `first` or `second`.
pub fn write_answer(&first_player_wins: &bool, out: &mut Vec<u8>) {
    out.extend_from_slice(if first_player_wins { b"first\n" } else { b"second\n" });
}

/// The judge path: like [`Input::read`] then [`answer`], but each machine is folded into the
/// two XORs as it is read instead of stored.
///
/// # Errors
/// As [`Input::read`].
///
/// # Complexity
/// O(n) time, O(1) memory.
pub fn solve(sc: &mut Scanner<'_>, out: &mut Vec<u8>) -> judge::Result<()> {
    let n = sc.count("the number of machines n", ..)?;
    let (mut omegas, mut finite) = (0, 0);
    for _ in 0..n {
        let (w, f) = Machine::read(sc)?.parts;
        omegas ^= w;
        finite ^= f;
    }
    sc.finish()?;
    write_answer(&(omegas | finite != 0), out);
    Ok(())
}
