//! The fast solution and the judge path against the capped game searched by definition for
//! every cap; the law of one capped pile against the engine; the answer at the judge's sizes
//! against the Grundy values evaluated pile by pile.

#[path = "problem/bad_input.rs"]
mod bad_input;

use arbitrary_nim::model::Rules;
use arbitrary_nim::{ArbitraryNim, Cap, largest_cap};
use sg_core::Solver;
use workbench::Problem;
use workbench::random::{Rng, Size};

workbench::problem_tests!(ArbitraryNim, cases = 3000, seed = 0x168b);

/// The insight's first step: with takes capped at `k`, one pile of `a` has Grundy value
/// `a mod (k + 1)`, by the engine's search of the rules (piles up to 60, caps up to 12).
#[test]
fn a_capped_pile_is_worth_its_residue() {
    for cap in 1..=12 {
        let mut solver = Solver::new(Rules { cap });
        for a in 0..=60 {
            assert_eq!(solver.grundy(&vec![a]), a % (cap + 1), "pile {a}, cap {cap}");
        }
    }
}

/// `X(k)`: the XOR of the residues, the capped game's value by the law above.
fn value(piles: &[u64], cap: u64) -> u64 {
    piles.iter().fold(0, |x, &a| x ^ (a % (cap + 1)))
}

/// Every row of up to 4 piles from 1 to 6: the fast answer is the model's (every cap searched).
#[test]
fn every_small_row_agrees_with_the_search() {
    // Empty piles included: they take no part (a row of one empty pile once overflowed).
    let mut rows: Vec<Vec<u64>> = vec![vec![]];
    let mut counts = [0; 3];
    for _ in 0..4 {
        rows = rows
            .iter()
            .flat_map(|r| {
                (r.last().copied().unwrap_or(0)..=6).map(move |a| [&r[..], &[a]].concat())
            })
            .collect();
        for piles in &rows {
            let input = arbitrary_nim::Input { piles: piles.clone() };
            let fast = largest_cap(piles);
            assert_eq!(fast, arbitrary_nim::model::answer(&input), "{piles:?}");
            counts[match fast {
                Cap::Any => 0,
                Cap::None => 1,
                Cap::Largest(_) => 2,
            }] += 1;
        }
    }
    assert!(counts.iter().all(|&c| c > 3), "{counts:?}");
}

/// At the judge's sizes (and at piles anywhere in `u64`): Alice wins at the answer's cap and
/// loses at the 100 caps above it, at random larger caps and at the largest pile (the values
/// computed pile by pile, not by the cancellation argument); `-1` only with a non-zero XOR at
/// the largest pile; `0` only when every cap gives XOR 0 among those tried.
#[test]
fn answers_at_scale_agree_with_the_values_pile_by_pile() {
    let mut rng = Rng::new(0xab);
    let mut inputs: Vec<Vec<u64>> =
        (0..2).map(|_| ArbitraryNim::generate(&mut rng, Size::Max).piles).collect();
    for _ in 0..40 {
        let mut piles: Vec<u64> = (0..50).map(|_| rng.next_u64() >> rng.range(0, 40)).collect();
        let x = sg_core::nim_sum(&piles);
        piles.push(x);
        let twin = piles[3];
        piles.extend([twin, twin]);
        inputs.push(piles);
    }
    for piles in inputs {
        let most = piles.iter().copied().max().unwrap();
        let above = |from: u64, rng: &mut Rng| {
            let mut caps: Vec<u64> = (from..from.saturating_add(100)).collect();
            caps.extend((0..100).map(|_| rng.range(from, most.max(from))));
            caps.push(most.max(from));
            caps
        };
        match largest_cap(&piles) {
            Cap::Any => assert_ne!(value(&piles, most), 0),
            Cap::None => {
                assert!(above(1, &mut rng).into_iter().all(|k| value(&piles, k) == 0));
            }
            Cap::Largest(k) => {
                assert!(k >= 2 && value(&piles, k) != 0, "cap {k}");
                for bigger in above(k + 1, &mut rng) {
                    assert_eq!(value(&piles, bigger), 0, "cap {bigger} above {k}");
                }
            }
        }
    }
}

/// The three official samples' laws by hand, and equal piles that cancel.
#[test]
fn hand_cases() {
    assert_eq!(largest_cap(&[1, 2, 3]), Cap::Largest(2));
    assert_eq!(largest_cap(&[1, 2, 3, 4]), Cap::Any);
    assert_eq!(largest_cap(&[100, 100]), Cap::None);
    assert_eq!(largest_cap(&[9, 9, 9, 1, 2, 3, 9]), Cap::Largest(2));
    assert_eq!(largest_cap(&[]), Cap::None);
    assert_eq!(largest_cap(&[u64::MAX, u64::MAX - 1, 1]), Cap::Largest(u64::MAX - 1));
}
