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
//! O(n) time, O(1) memory, any `u64` state except the one whose value does not fit: `a =
//! 2^64 − 1` with even `c ≥ 2` (finite part `a + 1`), which is rejected.
//!
//! **Format.** `n` (at most 10^5 at the judge), then `n` lines `a b c` (each at most 10^18 at
//! the judge, any `u64` here). One line: `first` if the first player wins, else `second`.
//! `sg run ordinal-machines --explain` also prints every machine's value (the `--values` of
//! the original statement), the nim-sum and a winning move; `sg table ordinal-machines --c 0..6
//! --a 0..10 --b 3` prints a table of values.

use std::io::Write as _;

use judge::random::{Rng, Size};
use judge::table::{Args, Cell, Table};
use judge::{Problem, Scanner};
use sg_core::ordinal::Ordinal;

pub mod model;

/// The judge descriptor.
pub const PROBLEM: Problem = Problem {
    slug: "ordinal-machines",
    title: "Ordinal Machines",
    judge: "reconstructed 2026 contest game",
    solve,
    model: model::solve,
    generate,
    explain: Some(explain),
    table: Some(table),
    ..judge::problem::DEFAULTS
};

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
    let (omegas, finite) = value_parts(a, b, c)?;
    Ordinal::omega_times(omegas).checked_add(&Ordinal::from(finite))
}

/// An option of machine `(a, b, c)` whose value is `target`, when `target` is below the
/// machine's value (the mex definition promises one).
///
/// Each family of options is inverted by the formula: lowering `a` hits `target` only at
/// `a′ ∈ {q, q − 1, b + q}` and a jump to level `c − 1` only at `x ∈ {q, q − 1, b}`, where `q`
/// is the finite part of `target`; a jump to `c′ ≤ c − 2` only at the diagonal state of that
/// value. The candidates are checked against [`grundy`], so a wrong inversion can only give
/// `None`, never a wrong move.
///
/// # Complexity
/// O(1).
///
/// ```
/// use ordinal_machines::{grundy, option_with_value};
/// let target = "ω+7".parse().unwrap();
/// assert_eq!(option_with_value(9, 3, 3, &target), Some((6, 6, 2)));
/// assert_eq!(grundy(6, 6, 2), Some(target));
/// ```
pub fn option_with_value(a: u64, b: u64, c: u64, target: &Ordinal) -> Option<(u64, u64, u64)> {
    if target.terms().iter().any(|&(e, _)| e >= 2) || Some(target) >= grundy(a, b, c).as_ref() {
        return None;
    }
    let has = |(x, y, z): (u64, u64, u64)| grundy(x, y, z).as_ref() == Some(target);
    let (p, q) = (target.coefficient(1), target.finite_part());
    let near = [Some(q), q.checked_sub(1), b.checked_add(q), Some(b)];
    let lower_a = near.into_iter().flatten().map(|a2| (a2, b, c)).filter(|s| s.0 < a);
    let level_below =
        near.into_iter().flatten().filter(|&x| c >= 1 && x >= b).map(|x| (x, x, c.wrapping_sub(1)));
    // The diagonal state of value ω·p + q: (q, q, 0), (0, 0, 2p − 1) or (q − 1, q − 1, 2p).
    let diagonal = match (p, q) {
        (0, q) => Some((q, q, 0)),
        (p, 0) => p.checked_mul(2).map(|c2| (0, 0, c2 - 1)),
        (p, q) => p.checked_mul(2).map(|c2| (q - 1, q - 1, c2)),
    };
    let far_below = diagonal.filter(|s| c >= 2 && s.2 <= c - 2);
    lower_a.chain(level_below).chain(far_below).find(|&s| has(s))
}

/// Read one machine `a b c`, refusing the single state whose value does not fit.
fn read_machine(sc: &mut Scanner<'_>) -> judge::Result<(u64, u64, u64)> {
    let a = sc.read("a")?;
    let at = sc.position();
    let b = sc.read("b")?;
    let c = sc.read("c")?;
    if value_parts(a, b, c).is_none() {
        return Err(at.error(format!(
            "a = {a} with even c = {c} has Grundy value ω·{}+2^64, whose finite part does not \
             fit in 64 bits",
            c / 2
        )));
    }
    Ok((a, b, c))
}

/// Read the machines and answer `first` or `second`.
///
/// # Errors
/// Truncated or non-numeric input, a negative count, a value beyond `u64`, the one state whose
/// Grundy value does not fit (see [`value_parts`]), or trailing tokens.
///
/// # Complexity
/// O(n) time, O(1) memory.
pub fn solve(sc: &mut Scanner<'_>, out: &mut Vec<u8>) -> judge::Result<()> {
    let n = sc.count("the number of machines n", ..)?;
    let (mut omegas, mut finite) = (0, 0);
    for _ in 0..n {
        let (a, b, c) = read_machine(sc)?;
        let (w, f) = value_parts(a, b, c).expect("read_machine checked that the value fits");
        omegas ^= w;
        finite ^= f;
    }
    sc.finish()?;
    out.extend_from_slice(if omegas | finite != 0 { b"first\n" } else { b"second\n" });
    Ok(())
}

/// A winning move, `(machine index, state after the move)`, or `None` when the nim-sum of the
/// values is 0 (every move loses).
///
/// With nim-sum `S ≠ 0`, let `2^j` be the top bit of its leading coefficient (at `ω^e`). A
/// machine whose value `v` has that bit at `ω^e` satisfies `v ⊕ S < v` (the coefficients above
/// `ω^e` stay, the one at `ω^e` drops), so by the mex definition it has an option of value
/// `v ⊕ S`, and moving there makes the nim-sum 0.
///
/// # Panics
/// If a value does not fit (see [`value_parts`]).
///
/// # Complexity
/// O(n).
pub fn winning_move(machines: &[(u64, u64, u64)]) -> Option<(usize, (u64, u64, u64))> {
    let values: Vec<Ordinal> =
        machines.iter().map(|&(a, b, c)| grundy(a, b, c).expect("value fits")).collect();
    let sum = sg_core::ordinal::nim_sum(&values);
    let &(e, lead) = sum.terms().first()?;
    let top = 1 << lead.ilog2();
    let i = values.iter().position(|v| v.coefficient(e) & top != 0).expect("S is their XOR");
    let (a, b, c) = machines[i];
    let to = option_with_value(a, b, c, &values[i].nim_sum(&sum))
        .expect("every ordinal below a value is the value of an option");
    Some((i, to))
}

/// Like [`solve`], then one indented line per machine with its Grundy value, the nim-sum, and
/// a winning move (see [`winning_move`]) or the reason every move loses.
///
/// # Errors
/// As [`solve`].
///
/// # Complexity
/// O(n) time and memory.
pub fn explain(sc: &mut Scanner<'_>, out: &mut Vec<u8>) -> judge::Result<()> {
    let n = sc.count("the number of machines n", ..)?;
    let mut machines = Vec::with_capacity(judge::capacity_for(n));
    for _ in 0..n {
        machines.push(read_machine(sc)?);
    }
    sc.finish()?;
    let values: Vec<Ordinal> =
        machines.iter().map(|&(a, b, c)| grundy(a, b, c).expect("value fits")).collect();
    let sum = sg_core::ordinal::nim_sum(&values);
    out.extend_from_slice(if sum.is_zero() { b"second\n" } else { b"first\n" });
    for (i, ((a, b, c), v)) in machines.iter().zip(&values).enumerate() {
        let _ = writeln!(out, "  machine {} ({a} {b} {c}): {v}", i + 1);
    }
    let _ = writeln!(out, "  nim-sum: {sum}");
    let _ = match winning_move(&machines) {
        Some((i, (x, y, z))) => {
            let (a, b, c) = machines[i];
            let after = grundy(x, y, z).expect("below a value that fits");
            writeln!(
                out,
                "  winning move: machine {} ({a} {b} {c}) -> ({x} {y} {z}), value {} -> {after}, \
                 leaving nim-sum 0",
                i + 1,
                values[i]
            )
        }
        None => writeln!(
            out,
            "  every move loses: the nim-sum is 0, and changing one machine's value makes it \
             non-zero"
        ),
    };
    Ok(())
}

/// The Grundy values of `(a, b, c)` for `c` in `--c` (rows) and `a` in `--a` (columns) at a
/// fixed `--b`; defaults `--c 0..6 --a 0..10 --b 3`. A cell's shade grows with its ordinal
/// (0 is white).
///
/// # Errors
/// Unknown or malformed options, more than a million cells, or a value that does not fit.
///
/// # Complexity
/// O(cells · log cells).
pub fn table(args: &Args) -> Result<Table, String> {
    args.only(&["c", "a", "b"])?;
    let (c0, c1) = args.range("c", (0, 6))?;
    let (a0, a1) = args.range("a", (0, 10))?;
    let b = args.number("b", 3)?;
    let cells = (c1 - c0).saturating_add(1).saturating_mul((a1 - a0).saturating_add(1));
    if cells > 1_000_000 {
        return Err(format!("{cells} cells is too many for a printed table (at most 10^6)"));
    }
    let mut values = Vec::new();
    for c in c0..=c1 {
        let row: Option<Vec<Ordinal>> = (a0..=a1).map(|a| grundy(a, b, c)).collect();
        values.push(row.ok_or(format!("a = {a1} with even c has a value beyond 64 bits"))?);
    }
    // Shade = 1 + rank among the distinct non-zero values: increasing, and exact at any size.
    let mut distinct: Vec<&Ordinal> = values.iter().flatten().filter(|v| !v.is_zero()).collect();
    distinct.sort_unstable();
    distinct.dedup();
    let shade = |v: &Ordinal| {
        if v.is_zero() { 0 } else { 1 + distinct.binary_search(&v).expect("listed") as u64 }
    };
    let cells = values
        .iter()
        .map(|row| row.iter().map(|v| Cell { text: v.to_string(), shade: shade(v) }).collect())
        .collect();
    Ok(Table {
        title: format!("ordinal machines: Grundy value of (a, b = {b}, c)"),
        row_label: "c".into(),
        col_label: "a".into(),
        row_keys: (c0..=c1).map(|c| c.to_string()).collect(),
        col_keys: (a0..=a1).map(|a| a.to_string()).collect(),
        cells,
        notes: vec![
            "c = 0: a;  c = 1: a if a < b, else ω+(a−b)".into(),
            "c = 2m: ω·m+a+1;  c = 2m+1: ω·m+a+1 if a < b, else ω·(m+1)+(a−b)".into(),
        ],
    })
}

/// The machines `(a, b, c)` with `a, b ≤ 6` and `c ≤ 8`: small states with many values.
fn small_states() -> impl Iterator<Item = (u64, u64, u64)> {
    (0..=8).flat_map(|c| (0..=6).flat_map(move |a| (0..=6).map(move |b| (a, b, c))))
}

/// Machine lines `a b c` for the input text.
fn write_machines(machines: &[(u64, u64, u64)]) -> Vec<u8> {
    let mut text = format!("{}\n", machines.len()).into_bytes();
    for &(a, b, c) in machines {
        let _ = writeln!(text, "{a} {b} {c}");
    }
    text
}

/// A random valid input. `Small`: 1 to 4 machines with `a, b, c ≤ 6` (for the model); half
/// the time the last one is replaced by a small state whose value cancels the others', so
/// both answers are common. `Max`: 10^5 machines with `a, b, c ≤ 10^18`, half the time a
/// shuffled second copy of the first half (a second-player win). `N(n)`: `n` machines with
/// every number within 10^6 of 10^18.
///
/// # Complexity
/// O(size of the input).
pub fn generate(rng: &mut Rng, size: Size) -> Vec<u8> {
    const E18: u64 = 1_000_000_000_000_000_000;
    let mut machines: Vec<(u64, u64, u64)> = Vec::new();
    match size {
        Size::Small => {
            let n = rng.range(1, 4) as usize;
            machines.extend((0..n).map(|_| (rng.range(0, 6), rng.range(0, 6), rng.range(0, 6))));
            if rng.chance(1, 2) {
                let rest = &machines[..n - 1];
                let others = sg_core::ordinal::nim_sum(
                    &rest
                        .iter()
                        .map(|&(a, b, c)| grundy(a, b, c).expect("small"))
                        .collect::<Vec<_>>(),
                );
                let fits: Vec<_> = small_states()
                    .filter(|&(a, b, c)| grundy(a, b, c).as_ref() == Some(&others))
                    .collect();
                if !fits.is_empty() {
                    machines[n - 1] = fits[rng.below(fits.len())];
                    rng.shuffle(&mut machines);
                }
            }
        }
        Size::Max => {
            let half = 50_000;
            machines.extend(
                (0..half).map(|_| (rng.range(0, E18), rng.range(0, E18), rng.range(0, E18))),
            );
            if rng.chance(1, 2) {
                let mut copy = machines.clone();
                rng.shuffle(&mut copy);
                machines.extend(copy);
            } else {
                machines.extend(
                    (0..half).map(|_| (rng.range(0, E18), rng.range(0, E18), rng.range(0, E18))),
                );
            }
        }
        Size::N(n) => {
            let near = |rng: &mut Rng| E18 - rng.range(0, 1_000_000);
            machines.extend((0..n).map(|_| (near(rng), near(rng), near(rng))));
        }
    }
    write_machines(&machines)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(words: &[&str]) -> Args {
        Args::parse(&words.iter().map(|w| w.to_string()).collect::<Vec<_>>()).unwrap()
    }

    #[test]
    fn table_shows_ordinals_with_increasing_shades() {
        let t = table(&args(&["--c", "0..6", "--a", "0..10", "--b", "3"])).unwrap();
        assert_eq!((t.row_keys.len(), t.col_keys.len()), (7, 11));
        let cell = |c: usize, a: usize| &t.cells[c][a];
        assert_eq!(cell(0, 0).text, "0");
        assert_eq!(cell(1, 2).text, "2");
        assert_eq!(cell(1, 5).text, "ω+2");
        assert_eq!(cell(4, 0).text, "ω·2+1");
        assert_eq!(cell(5, 10).text, "ω·3+7");
        assert_eq!(cell(0, 0).shade, 0);
        let all: Vec<(Ordinal, u64)> = (0..7)
            .flat_map(|c| (0..11).map(move |a| (c, a)))
            .map(|(c, a)| (grundy(a, 3, c).unwrap(), cell(c as usize, a as usize).shade))
            .collect();
        for (v, s) in &all {
            for (w, t) in &all {
                assert_eq!(v.cmp(w), s.cmp(t), "{v} vs {w}");
            }
        }
    }

    #[test]
    fn table_refuses_bad_options() {
        assert!(table(&args(&["--d", "1"])).unwrap_err().contains("unknown option"));
        assert!(table(&args(&["--a", "0..5000", "--c", "0..5000"])).unwrap_err().contains("cells"));
        let top = u64::MAX.to_string();
        let err = table(&args(&["--a", &format!("{}..{top}", u64::MAX - 1), "--c", "2..2"]));
        assert!(err.unwrap_err().contains("beyond 64 bits"));
        assert_eq!(table(&args(&[])).unwrap().cells.len(), 7);
    }

    #[test]
    fn explain_lists_values_and_a_winning_move() {
        let out = judge::run(explain, &mut &b"2\n5 2 1\n0 0 2\n"[..]).unwrap();
        assert_eq!(
            String::from_utf8(out).unwrap(),
            "first\n  machine 1 (5 2 1): ω+3\n  machine 2 (0 0 2): ω+1\n  nim-sum: 2\n  \
             winning move: machine 1 (5 2 1) -> (3 2 1), value ω+3 -> ω+1, leaving nim-sum 0\n"
        );
    }

    #[test]
    fn only_one_state_overflows() {
        assert_eq!(value_parts(u64::MAX, 0, 2), None);
        assert_eq!(value_parts(u64::MAX, 0, u64::MAX - 1), None);
        assert_eq!(value_parts(u64::MAX, 0, 3), Some((2, u64::MAX)));
        assert_eq!(value_parts(u64::MAX - 1, 0, 2), Some((1, u64::MAX)));
        assert_eq!(value_parts(0, 0, u64::MAX), Some((1 << 63, 0)));
        assert_eq!(value_parts(u64::MAX, u64::MAX, 1), Some((1, 0)));
    }
}
