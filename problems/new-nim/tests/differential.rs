//! The greedy against the brute force: the three-phase game searched by definition (Grundy
//! values by sg-core's engine).

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

/// `--explain` names first turns the model confirms: the heaps kept are a lost position for the
/// second player, and they remove the least number of stones the model finds; "every move
/// loses" appears exactly where the model finds no winning first turn.
#[test]
fn explained_moves_are_confirmed_by_the_model() {
    use model::{Phase, Position};
    let mut solver = Solver::new(NewNimRules);
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
        let list: Vec<String> = heaps.iter().map(u64::to_string).collect();
        let input = format!("{}\n{}\n", heaps.len(), list.join(" "));
        let out = new_nim::PROBLEM.run_explain(input.as_bytes()).unwrap().unwrap();
        let text = String::from_utf8(out).unwrap();
        let lines: Vec<&str> = text.lines().collect();
        let Some(least) = model::min_removed(&mut solver, &heaps) else {
            assert_eq!(lines[0], "-1", "{input}{text}");
            assert!(lines[1].contains("every move loses"), "{input}{text}");
            lost += 1;
            continue;
        };
        assert_eq!(lines[0], least.to_string(), "{input}{text}");
        // "  winning move: remove heaps I (A), J (B) on turn 1" or "… remove no heap on turn 1"
        let removed: Vec<usize> = match lines[1].strip_prefix("  winning move: remove heaps ") {
            Some(rest) => rest
                .trim_end_matches(" on turn 1")
                .split(", ")
                .map(|item| item.split(' ').next().unwrap().parse::<usize>().unwrap() - 1)
                .collect(),
            None => {
                assert_eq!(lines[1], "  winning move: remove no heap on turn 1", "{text}");
                Vec::new()
            }
        };
        let kept: Vec<u64> =
            (0..heaps.len()).filter(|i| !removed.contains(i)).map(|i| heaps[i]).collect();
        let gone: u128 = removed.iter().map(|&i| u128::from(heaps[i])).sum();
        assert_eq!(gone, least, "{input}{text}");
        assert!(!kept.is_empty(), "{input}{text}");
        let after = Position::new(Phase::SecondRemoval, kept);
        assert_eq!(solver.grundy(&after), 0, "the second player must face a lost position: {text}");
        won += 1;
    }
    assert!(won > 100 && lost > 30, "both kinds of position were met: {won} won, {lost} lost");
}
