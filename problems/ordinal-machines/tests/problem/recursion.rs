//! The closed form satisfies the definition `value = mex(values of the options)`.
//!
//! A function on states that equals the mex of its values on the options, at every state, is
//! the Grundy function (well-founded induction on `(c, a)`, which every move lowers). Here the
//! options of `(a, b, c)` come in families, and with the closed form `f` their values are:
//!
//! - move 1: `{ f(a′, b, c) : a′ < a }`, finitely many singletons;
//! - move 2: `{ f(x, x, c − 1) : x ≥ b }` and move 3: `{ f(x, x, c′) : x ≥ 0 }`, `c′ ≤ c − 2`.
//!
//! On the diagonal the closed form is, by inspection, either constant in `x` (`x ↦ ω·k`) or
//! `x ↦ λ + x + k` (`x ↦ x`, `x ↦ ω·k + x + 1`), so each infinite family is a single value or
//! the interval from its first value to the next limit. [`diagonal_family`] reads which from
//! two evaluations and checks that reading against the following values.

use std::ops::Range;

use ordinal_machines::grundy;
use sg_core::ordinal::{self, Ordinal};

fn f(a: u64, b: u64, c: u64) -> Ordinal {
    grundy(a, b, c).expect("small states fit")
}

fn succ(v: &Ordinal) -> Ordinal {
    v.checked_add(&Ordinal::from(1)).unwrap()
}

/// `{ f(x, x, c) : x ≥ from }` as one interval.
fn diagonal_family(c: u64, from: u64) -> Range<Ordinal> {
    let first = f(from, from, c);
    let second = f(from + 1, from + 1, c);
    let family = if first == second {
        first.clone()..succ(&first)
    } else {
        assert_eq!(second, succ(&first), "diagonal of level {c} is neither constant nor +1");
        first.clone()..first.limit_part().checked_add(&Ordinal::omega()).unwrap()
    };
    let mut expected = first;
    for x in from..from + 60 {
        let value = f(x, x, c);
        assert!(family.start <= value && value < family.end, "level {c}, x = {x}");
        assert_eq!(value, expected, "level {c}, x = {x}: the diagonal reading is wrong");
        if family.end != succ(&family.start) {
            expected = succ(&expected);
        }
    }
    family
}

/// The mex of the option values of `(a, b, c)`, the options' values given by the closed form.
fn mex_of_options(a: u64, b: u64, c: u64) -> Ordinal {
    let mut families: Vec<Range<Ordinal>> = (0..a)
        .map(|lower| {
            let v = f(lower, b, c);
            v.clone()..succ(&v)
        })
        .collect();
    if c >= 1 {
        families.push(diagonal_family(c - 1, b));
    }
    for lower in 0..c.saturating_sub(1) {
        families.push(diagonal_family(lower, 0));
    }
    ordinal::mex(families)
}

#[test]
fn closed_form_is_the_mex_of_its_options_for_a_b_up_to_40_and_c_up_to_12() {
    for c in 0..=12 {
        for a in 0..=40 {
            for b in 0..=40 {
                assert_eq!(mex_of_options(a, b, c), f(a, b, c), "({a}, {b}, {c})");
            }
        }
    }
}

#[test]
fn closed_form_is_the_mex_of_its_options_at_random_larger_states() {
    let mut rng = workbench::random::Rng::new(40);
    for _ in 0..300 {
        let (a, b, c) = (rng.range(0, 500), rng.range(0, 500), rng.range(0, 60));
        assert_eq!(mex_of_options(a, b, c), f(a, b, c), "({a}, {b}, {c})");
    }
}
