//! The cycle and path values against the game searched by definition, and where `l = r` is
//! answered or refused.

use removing_graph::model::{Component, Rules};
use removing_graph::{CycleValues, DIRECT_PATHS};
use sg_core::Solver;
use sg_core::octal::RemoveExactly;

/// The closed form for `l < r` (proved in the crate doc) on every small case.
#[test]
fn closed_form_is_the_cycle_value_for_all_small_l_r_s() {
    for l in 1..=10 {
        for r in l + 1..=10 {
            let mut solver = Solver::new(Rules { l, r });
            let fast = CycleValues::new(l, r, []).unwrap();
            for s in 3..=40 {
                let model = solver.grundy(&Component::Cycle(s));
                assert_eq!(fast.cycle(s), model, "cycle of {s}, l = {l}, r = {r}");
            }
            for m in 1..=40 {
                if let Some(v) = fast.path(m) {
                    assert_eq!(v, solver.grundy(&Component::Path(m)), "path {m}, l {l}, r {r}");
                }
            }
        }
    }
}

/// For `l = r = k` the paths are the octal game "remove exactly `k`", and the values built
/// for just one cycle, or for all of them, value it as the rules do.
#[test]
fn exactly_k_path_and_cycle_values_match_the_model() {
    for k in 1..=8 {
        let mut solver = Solver::new(Rules { l: k, r: k });
        let paths = RemoveExactly::prefix(k as usize, 70);
        let all = CycleValues::new(k, k, 3..=70).unwrap();
        for m in 1..=70 {
            let model = solver.grundy(&Component::Path(m));
            assert_eq!(paths.get(m), Some(model), "path {m}, k {k}");
            assert!(all.path(m).is_none_or(|v| v == model), "path {m}, k {k}");
        }
        for s in 3..=70 {
            let model = solver.grundy(&Component::Cycle(s));
            assert_eq!(all.cycle(s), model, "cycle {s}, k {k}");
            let one = CycleValues::new(k, k, [s]).unwrap();
            assert_eq!(one.cycle(s), model, "cycle {s}, k {k}");
        }
    }
}

/// Long odd cycles with `l = r` are answered through a proven period (`k = 1, 2`) and refused
/// only where none is proven and the direct table would be too long (`k = 3`).
#[test]
fn long_cycles_are_answered_through_periods_or_refused() {
    let dawson = CycleValues::new(2, 2, [10_000_001]).unwrap();
    let direct = RemoveExactly::prefix(2, 10_000);
    for m in 0..=10_000 {
        assert_eq!(dawson.path(m), direct.get(m), "path {m}");
    }
    // Dawson's Kayles repeats with period 34 from 53 (proved in sg-core's tests).
    let path = direct.get(53 + (10_000_001 - 2 - 53) % 34).unwrap();
    assert_eq!(dawson.cycle(10_000_001), u64::from(path == 0));
    assert!(CycleValues::new(1, 1, [10_000_001]).is_ok());
    let refused = CycleValues::new(3, 3, [DIRECT_PATHS + 11]).unwrap_err();
    assert!(refused.starts_with("l = r = 3 needs the value of a path of 65544 vertices"));
    // Past the period search, a path within the direct table is computed.
    let treblecross = CycleValues::new(3, 3, [5001]).unwrap();
    assert_eq!(treblecross.path(4998), RemoveExactly::prefix(3, 4998).get(4998));
    // An even cycle needs no path value, however long.
    assert_eq!(CycleValues::new(3, 3, [2_000_000]).unwrap().cycle(2_000_000), 0);
}
