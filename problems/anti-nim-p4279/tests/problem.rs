//! The fast solution, the judge path and the explanations against misère Nim searched by
//! definition.

#[path = "problem/bad_input.rs"]
mod bad_input;

use anti_nim_p4279::model::{Rules, john_wins};
use anti_nim_p4279::{AntiNimP4279, Explanation, Input};
use sg_core::misere::MisereSolver;
use workbench::Problem;
use workbench::random::{Rng, Size};

workbench::problem_tests!(AntiNimP4279, cases = 4000, seed = 0x4279);

/// Every explained move is legal and leaves a row the model says John's brother loses; a loss
/// (or an empty row) is claimed only where the model agrees; every kind occurs.
#[test]
fn explained_moves_are_confirmed_by_the_model() {
    let mut solver = MisereSolver::new(Rules);
    let mut rng = Rng::new(22);
    let mut kinds = [0; 4];
    for _ in 0..1500 {
        let input: Input = AntiNimP4279::generate(&mut rng, Size::Small);
        for (piles, e) in input.tests.iter().zip(anti_nim_p4279::explain(&input)) {
            match e {
                Explanation::NoMove => {
                    kinds[0] += 1;
                    assert!(piles.iter().all(|&p| p == 0), "{piles:?}");
                    assert!(john_wins(&mut solver, piles), "{piles:?}");
                }
                Explanation::EveryMoveLoses { singles_only } => {
                    kinds[1 + usize::from(singles_only)] += 1;
                    assert_eq!(singles_only, piles.iter().all(|&p| p <= 1), "{piles:?}");
                    assert!(!john_wins(&mut solver, piles), "{piles:?}");
                }
                Explanation::Take { pile, from, to } => {
                    kinds[3] += 1;
                    assert_eq!(piles[pile], from, "{piles:?}");
                    assert!(to < from, "{piles:?}: {e:?}");
                    let mut after = piles.clone();
                    after[pile] = to;
                    assert!(!john_wins(&mut solver, &after), "{piles:?} -> {after:?}");
                }
            }
        }
    }
    assert!(kinds.iter().all(|&k| k > 10), "every kind is exercised: {kinds:?}");
}

/// Every multiset of up to 4 piles up to 7: the fast verdict is the search's, and it differs
/// from normal-play Nim exactly when every pile is at most 1.
#[test]
fn every_small_row_agrees_with_the_search() {
    let mut solver = MisereSolver::new(Rules);
    let mut rows = vec![vec![]];
    let mut checked = 0;
    for _ in 0..4 {
        rows = rows
            .iter()
            .flat_map(|r: &Vec<u64>| {
                (r.last().copied().unwrap_or(0)..=7).map(move |p| [r.clone(), vec![p]].concat())
            })
            .collect();
        for piles in &rows {
            let searched = john_wins(&mut solver, piles);
            assert_eq!(anti_nim_p4279::john_wins(piles), searched, "{piles:?}");
            let normal = sg_core::nim_sum(piles) != 0;
            assert_eq!(searched != normal, piles.iter().all(|&p| p <= 1), "{piles:?}");
            checked += 1;
        }
    }
    assert_eq!(checked, 8 + 36 + 120 + 330);
}

/// The judge's largest input is valid and answered by the judge path as by `answer`.
#[test]
fn the_largest_input_is_answered_alike() {
    let input = AntiNimP4279::generate(&mut Rng::new(9), Size::Max);
    assert_eq!(input.tests.len(), 500);
    let mut text = Vec::new();
    input.write(&mut text);
    let streamed = judge::run(anti_nim_p4279::solve, &mut &text[..]).unwrap();
    let mut expected = Vec::new();
    anti_nim_p4279::write_answer(&anti_nim_p4279::answer(&input), &mut expected);
    assert_eq!(streamed, expected);
}
