//! The closed form, its options and its winning moves against the symbolic model, which knows
//! only the rules (`tests/problem.rs` holds the fast answer to the model on whole inputs).

use ordinal_machines::model::Symbolic;
use ordinal_machines::{Input, Machine, grundy};
use sg_core::ordinal::Ordinal;
use workbench::random::Rng;

#[test]
fn model_values_match_the_closed_form() {
    let mut model = Symbolic::new();
    for c in 0..=14 {
        for a in 0..=16 {
            for b in 0..=16 {
                assert_eq!(Some(model.grundy(a, b, c)), grundy(a, b, c), "({a}, {b}, {c})");
            }
        }
    }
}

#[test]
fn model_diagonal_matches_the_closed_form_for_huge_x() {
    let mut model = Symbolic::new();
    for c in 0..=30 {
        for x in (0..40).chain([1 << 20, 1_000_000_000_000_000_000, u64::MAX - 1]) {
            assert_eq!(Some(model.diagonal(x, c)), grundy(x, x, c), "({x}, {x}, {c})");
        }
    }
}

/// Whether `to` is an option of `from` under the three rules.
fn is_option(from: Machine, to: Machine) -> bool {
    let ((a, b, c), (x, y, z)) = (from.state(), to.state());
    let lower_a = (y, z) == (b, c) && x < a;
    let level_below = c >= 1 && z == c - 1 && x == y && x >= b;
    let far_below = c >= 2 && z <= c - 2 && x == y;
    lower_a || level_below || far_below
}

#[test]
fn every_smaller_value_is_reached_by_a_legal_option() {
    // The ordinals ω·p + q with p ≤ 6, q ≤ 20 below each value must all be options' values.
    let mut model = Symbolic::new();
    for c in 0..=9 {
        for a in 0..=9 {
            for b in 0..=9 {
                let from = Machine::new(a, b, c).unwrap();
                let v = from.grundy();
                for p in 0..=6 {
                    for q in 0..=20 {
                        let t = Ordinal::omega_times(p).checked_add(&Ordinal::from(q)).unwrap();
                        let found = from.option_with_value(&t);
                        if t >= v {
                            assert_eq!(found, None);
                            continue;
                        }
                        let to = found.unwrap_or_else(|| panic!("({a}, {b}, {c}) to {t}"));
                        assert!(is_option(from, to), "({a}, {b}, {c}) -> {to:?}");
                        let (x, y, z) = to.state();
                        assert_eq!(model.grundy(x, y, z), t, "({a}, {b}, {c}) -> {to:?}");
                    }
                }
            }
        }
    }
}

/// The explained winning move of these machines.
fn winning_move(machines: &[Machine]) -> Option<(usize, Machine)> {
    ordinal_machines::explain(&Input { machines: machines.to_vec() }).winning_move
}

#[test]
fn winning_moves_reach_positions_of_nim_sum_zero() {
    let mut model = Symbolic::new();
    let mut rng = Rng::new(77);
    let mut wins = 0;
    for _ in 0..3000 {
        let machines: Vec<Machine> = (0..rng.range(1, 4))
            .map(|_| Machine::new(rng.range(0, 7), rng.range(0, 7), rng.range(0, 7)).unwrap())
            .collect();
        let sum = |ms: &[Machine], model: &mut Symbolic| {
            ms.iter().fold(Ordinal::ZERO, |s, m| {
                let (a, b, c) = m.state();
                s.nim_sum(&model.grundy(a, b, c))
            })
        };
        match winning_move(&machines) {
            None => assert!(sum(&machines, &mut model).is_zero(), "{machines:?}"),
            Some((i, to)) => {
                wins += 1;
                assert!(is_option(machines[i], to), "{machines:?}: {i} -> {to:?}");
                let mut after = machines.clone();
                after[i] = to;
                assert!(sum(&after, &mut model).is_zero(), "{machines:?} -> {after:?}");
            }
        }
    }
    assert!(wins > 1000);
}

#[test]
fn winning_moves_exist_at_the_top_of_the_range() {
    let e18 = 1_000_000_000_000_000_000;
    let states = [(e18, 3, e18), (e18 - 1, e18, e18 - 1), (u64::MAX - 1, u64::MAX, u64::MAX)];
    let machines = states.map(|(a, b, c)| Machine::new(a, b, c).unwrap());
    let (i, to) = winning_move(&machines).expect("the nim-sum is not 0");
    let mut after = machines;
    after[i] = to;
    assert!(is_option(machines[i], to));
    let values: Vec<Ordinal> = after.iter().map(Machine::grundy).collect();
    assert!(sg_core::ordinal::nim_sum(&values).is_zero(), "{after:?}");
}
