//! The greedy against the brute force: the three-phase game searched by definition (Grundy
//! values by sg-core's engine).

#[path = "problem/bad_input.rs"]
mod bad_input;

use new_nim::model::{self, Rules};
use new_nim::{Explanation, Input, NewNim};
use sg_core::{Solver, XorBasis};
use workbench::problem::answer_text;
use workbench::random::Rng;

workbench::problem_tests!(NewNim, cases = 2500, seed = 0x4e3e);

/// Every sorted list of up to 4 heaps below 8, zeros included: the answer, and `-1` in
/// particular, comes out of the game search exactly when the greedy says so.
#[test]
fn every_small_position_including_lost_ones() {
    let mut solver = Solver::new(Rules);
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

/// Eight heaps, mixing empty and equal ones: the most heaps the model is checked on.
#[test]
fn eight_heaps_with_zeros_and_repeats() {
    let mut solver = Solver::new(Rules);
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

/// The explanation names first turns the model confirms: the heaps removed and kept split the
/// input, the removed ones add up to the least number of stones the model finds, and the heaps
/// kept are a lost position for the second player; "every move loses" appears exactly where the
/// model finds no winning first turn.
#[test]
fn explained_moves_are_confirmed_by_the_model() {
    use model::{Phase, Position};
    let mut solver = Solver::new(Rules);
    let mut rng = Rng::new(0x4e1);
    let (mut won, mut lost) = (0, 0);
    for _ in 0..400 {
        // Lost positions are those with every heap empty: make a sixth of the cases so.
        let (low, high) = match rng.range(0, 5) {
            0 => (0, 0),
            1 => (0, 7),
            _ => (1, 7),
        };
        let heaps: Vec<u64> = (0..rng.range(1, 6)).map(|_| rng.range(low, high)).collect();
        let explanation = new_nim::explain(&Input { heaps: heaps.clone() });
        let least = model::min_removed(&mut solver, &heaps);
        let Explanation::Remove { removed, kept } = explanation else {
            assert_eq!(least, None, "{heaps:?}: {explanation:?}");
            lost += 1;
            continue;
        };
        let mut all: Vec<(usize, u64)> = removed.iter().chain(&kept).copied().collect();
        all.sort_unstable();
        assert_eq!(all, heaps.iter().copied().enumerate().collect::<Vec<_>>(), "{heaps:?}");
        let gone: u128 = removed.iter().map(|&(_, h)| u128::from(h)).sum();
        assert_eq!(Some(gone), least, "{heaps:?}: {removed:?}");
        assert!(!kept.is_empty(), "{heaps:?}");
        let after = Position::new(Phase::SecondRemoval, kept.iter().map(|&(_, h)| h).collect());
        assert_eq!(
            solver.grundy(&after),
            0,
            "the second player must face a lost position: {kept:?}"
        );
        won += 1;
    }
    assert!(won > 100 && lost > 30, "both kinds of position were met: {won} won, {lost} lost");
}

/// The explanation's text, the answer line first, for a won, a free and a lost first turn.
#[test]
fn explanation_text() {
    let text = |heaps: Vec<u64>| new_nim::explain(&Input { heaps }).to_string();
    let keeping = ": no non-empty set of them XORs to 0, so whatever the second player keeps on \
                   turn 2, the first player starts Nim on turn 3 with a non-zero nim-sum";
    assert_eq!(
        text(vec![5, 6, 6]),
        format!(
            "6\n  winning move: remove heaps 3 (6) on turn 1\n  keeping heaps 1 (5), 2 (6){keeping}"
        )
    );
    assert_eq!(
        text(vec![1, 2]),
        format!(
            "0\n  winning move: remove no heap on turn 1\n  keeping heaps 1 (1), 2 (2){keeping}"
        )
    );
    assert_eq!(
        text(vec![0, 0]),
        "-1\n  every move loses: every heap is empty, so any heaps kept contain a set with XOR 0 \
         that the second player keeps on turn 2"
    );
}

#[test]
fn output_format() {
    assert_eq!(answer_text::<NewNim>(&Some(u128::from(u64::MAX) * 3)), b"55340232221128654845\n");
    assert_eq!(answer_text::<NewNim>(&None), b"-1\n");
}
