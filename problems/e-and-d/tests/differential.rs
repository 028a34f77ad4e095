//! The closed form against the game searched by definition.

use e_and_d::model::{self, GroupRules};
use judge::testing::assert_model_agrees;
use sg_core::Solver;

#[test]
fn fast_agrees_with_model_on_random_small_inputs() {
    assert_model_agrees(&e_and_d::PROBLEM, 3000, 0xe0d);
}

/// The formula, cell by cell, against the model's full Grundy table for `1 ≤ x, y ≤ 64`.
#[test]
fn closed_form_matches_the_full_table_up_to_64() {
    let mut solver = Solver::new(GroupRules);
    let mut largest = 0;
    for x in 1..=64u64 {
        for y in 1..=64u64 {
            let by_rules = model::group_grundy(&mut solver, x, y);
            assert_eq!(u64::from(e_and_d::group_grundy(x, y)), by_rules, "SG({x}, {y})");
            largest = largest.max(by_rules);
        }
    }
    // The table reaches value 6 at (64, 64): every bit position up to 5 was exercised.
    assert_eq!(largest, 6);
}

/// Two groups: the sum is lost exactly when the two values are equal, as the engine finds it.
#[test]
fn pairs_of_groups_by_the_engine() {
    let mut solver = Solver::new(GroupRules);
    for a in 1..=9 {
        for b in 1..=9 {
            for c in 1..=9 {
                for d in 1..=9 {
                    let groups = [model::group(a, b), model::group(c, d)];
                    assert_eq!(
                        e_and_d::first_player_wins(groups),
                        model::first_player_wins(&mut solver, &groups),
                        "{groups:?}"
                    );
                }
            }
        }
    }
}
