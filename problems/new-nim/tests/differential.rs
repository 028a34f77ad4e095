//! The greedy against the three-phase game searched by definition.

use judge::random::Rng;
use judge::testing::assert_model_agrees;
use new_nim::model::{self, NewNimRules};
use sg_core::{Solver, XorBasis};

#[test]
fn fast_agrees_with_model_on_random_small_inputs() {
    assert_model_agrees(&new_nim::PROBLEM, 2500, 0x4e3e);
}

/// Every sorted list of up to 4 heaps below 8, zeros included: the answer, and `-1` in
/// particular, comes out of the game search exactly when the greedy says so.
#[test]
fn every_small_position_including_lost_ones() {
    let mut solver = Solver::new(NewNimRules);
    let mut lost = 0;
    let mut lists: Vec<Vec<u64>> = vec![Vec::new()];
    for _ in 0..4 {
        let longer: Vec<Vec<u64>> = lists
            .iter()
            .flat_map(|l| {
                let from = l.last().copied().unwrap_or(0);
                (from..8).map(move |h| [l.as_slice(), &[h]].concat())
            })
            .collect();
        for heaps in &longer {
            let expected = model::min_removed(&mut solver, heaps);
            assert_eq!(new_nim::min_removed(&mut heaps.clone()), expected, "{heaps:?}");
            if expected.is_none() {
                lost += 1;
                assert!(heaps.iter().all(|&h| h == 0), "{heaps:?} is lost");
            }
        }
        lists = longer;
    }
    // [0], [0, 0], [0, 0, 0], [0, 0, 0, 0]: the model must really have found them lost.
    assert_eq!(lost, 4);
}

/// Eight heaps, mixing empty and equal ones: the largest size the issue asks of the model.
#[test]
fn eight_heaps_with_zeros_and_repeats() {
    let mut solver = Solver::new(NewNimRules);
    let mut rng = Rng::new(0x8ea9);
    for _ in 0..40 {
        let top = rng.range(0, 4);
        let heaps: Vec<u64> = (0..8).map(|_| rng.range(0, top)).collect();
        let expected = model::min_removed(&mut solver, &heaps);
        assert_eq!(new_nim::min_removed(&mut heaps.clone()), expected, "{heaps:?}");
    }
}

/// The matroid step on its own, beyond the model's reach: the greedy keeps an independent set
/// whose total is the largest over all independent subsets, found by enumerating them.
#[test]
fn greedy_keeps_a_heaviest_independent_set() {
    let mut rng = Rng::new(0xba515);
    for _ in 0..300 {
        let k = rng.range(1, 12) as usize;
        let bits = rng.range(1, 10);
        let heaps: Vec<u64> = (0..k).map(|_| rng.range(0, (1 << bits) - 1)).collect();
        let total: u128 = heaps.iter().map(|&h| u128::from(h)).sum();
        let best = (1u32..1 << k)
            .filter_map(|mask| {
                let mut basis = XorBasis::new();
                let chosen = (0..k).filter(|i| mask >> i & 1 == 1);
                chosen
                    .clone()
                    .all(|i| basis.insert(heaps[i]))
                    .then(|| chosen.map(|i| u128::from(heaps[i])).sum::<u128>())
            })
            .max();
        let expected = best.map(|kept| total - kept);
        assert_eq!(new_nim::min_removed(&mut heaps.clone()), expected, "{heaps:?}");
    }
}
