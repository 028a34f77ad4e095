//! The count against the forced-first-move game searched over every choice; the reader against
//! the writer; every sample.

#[path = "problem/bad_input.rs"]
mod bad_input;

use forced_heap_count::model::{Position, Rules};
use forced_heap_count::{ForcedHeapCount, Input, answer};
use sg_core::{Outcome, Solver};
use workbench::Problem;

workbench::problem_tests!(ForcedHeapCount, cases = 3000, seed = 0x5675);

/// The insight, choice by choice: with the designated pile `a` and the others' XOR `x`, the
/// search of the rules says Alice loses exactly when `x ≥ a`, for every row of up to 4 piles
/// of at most 6 stones and every designated pile.
#[test]
fn alice_loses_exactly_when_the_others_xor_reaches_the_designated_pile() {
    let mut solver = Solver::new(Rules);
    let mut rows = vec![vec![]];
    let mut checked = 0;
    for _ in 0..4 {
        rows = rows
            .into_iter()
            .flat_map(|r: Vec<u64>| (0..=6).map(move |p| [r.clone(), vec![p]].concat()))
            .collect();
        for row in &rows {
            for (i, &a) in row.iter().enumerate() {
                let others = row.iter().enumerate().filter(|&(j, _)| j != i);
                let x = others.fold(0, |x, (_, p)| x ^ p);
                let position: Position = (row.clone(), Some(i));
                assert_eq!(solver.outcome(&position) == Outcome::Lose, x >= a, "{row:?}, {i}");
                checked += 1;
            }
        }
    }
    assert!(checked > 10_000, "{checked}");
}

/// At the judge's largest inputs two counts are known exactly: 200 equal piles `p` (the others'
/// XOR is `p` for an odd number of them, 0 otherwise, so Alice loses exactly when an odd number
/// of others is chosen: 200 · 2^198) and 200 piles of 0 (she always loses: 200 · 2^199).
#[test]
fn the_count_at_the_largest_inputs() {
    let modulus = u64::from(forced_heap_count::MODULUS);
    let power = |e: u32| (0..e).fold(1u64, |p, _| p * 2 % modulus);
    for p in [1, 77, 200, forced_heap_count::MAX_PILE] {
        assert_eq!(answer(&Input { piles: vec![p; 200] }), 200 * power(198) % modulus, "{p}");
    }
    assert_eq!(answer(&Input { piles: vec![0; 200] }), 200 * power(199) % modulus);
    let max = ForcedHeapCount::generate(
        &mut workbench::random::Rng::new(3),
        workbench::random::Size::Max,
    );
    assert!(answer(&max) < modulus);
}
