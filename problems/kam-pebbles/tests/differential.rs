//! The fast solution against the piles searched by definition.

use judge::testing::assert_model_agrees;
use kam_pebbles::model::{self, PebbleRules};
use sg_core::Solver;

#[test]
fn fast_agrees_with_model_on_random_small_inputs() {
    assert_model_agrees(&kam_pebbles::PROBLEM, 3000, 0x4a3b);
}

/// Every non-decreasing row of up to 5 piles of at most 7 pebbles, not only random ones.
#[test]
fn fast_agrees_with_model_on_every_small_row() {
    let mut solver = Solver::new(PebbleRules);
    let mut checked = 0;
    for n in 0..=5u32 {
        for code in 0..8u64.pow(n) {
            let row: Vec<u64> = (0..n).map(|i| code / 8u64.pow(i) % 8).collect();
            if row.windows(2).any(|w| w[0] > w[1]) {
                continue;
            }
            let want = model::first_player_wins(&mut solver, &row);
            assert_eq!(kam_pebbles::first_player_wins(&row), want, "{row:?}");
            checked += 1;
        }
    }
    // Non-decreasing rows of length n over 0..8: C(n + 7, 7), summed for n = 0..=5.
    assert_eq!(checked, 1 + 8 + 36 + 120 + 330 + 792);
}
