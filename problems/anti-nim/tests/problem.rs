//! The fast solution, the judge path and the explanations against misère Nim searched by
//! definition.

#[path = "problem/bad_input.rs"]
mod bad_input;

use anti_nim::model::{Rules, first_player_wins};
use anti_nim::{AntiNim, Explanation, Input, Leaves, Lost};
use sg_core::misere::MisereSolver;
use workbench::Problem;
use workbench::random::{Rng, Size};

workbench::problem_tests!(AntiNim, cases = 4000, seed = 0x1907);

/// Every explained move is legal and leaves a position the model says is lost for the player
/// to move, of the kind it names; a loss (or an empty box) is claimed only where the model
/// agrees.
#[test]
fn explained_moves_are_confirmed_by_the_model() {
    let mut solver = MisereSolver::new(Rules);
    let mut rng = Rng::new(11);
    let mut kinds = [0; 5];
    for _ in 0..1500 {
        let input: Input = AntiNim::generate(&mut rng, Size::Small);
        for (heaps, explanation) in input.tests.iter().zip(anti_nim::explain(&input)) {
            let singles_only = heaps.iter().all(|&h| h <= 1);
            match explanation {
                Explanation::NoMove => {
                    kinds[0] += 1;
                    assert!(heaps.iter().all(|&h| h == 0), "{heaps:?}");
                    assert!(first_player_wins(&mut solver, heaps), "{heaps:?}");
                }
                Explanation::EveryMoveLoses(lost) => {
                    kinds[1] += 1;
                    assert_eq!(lost == Lost::OddSingles, singles_only, "{heaps:?}");
                    assert!(!first_player_wins(&mut solver, heaps), "{heaps:?}");
                }
                Explanation::Take { heap, from, to, leaves } => {
                    kinds[2 + usize::from(leaves == Leaves::NimSumZero)] += 1;
                    assert_eq!(heaps[heap], from, "{heaps:?}");
                    assert!(to < from, "{heaps:?}: {explanation:?}");
                    let mut after = heaps.clone();
                    after[heap] = to;
                    let after_singles = after.iter().all(|&h| h <= 1);
                    assert_eq!(leaves == Leaves::OddSingles, after_singles, "{after:?}");
                    assert!(!first_player_wins(&mut solver, &after), "{heaps:?} -> {after:?}");
                }
            }
        }
    }
    assert!(kinds.iter().take(4).all(|&k| k > 10), "every kind is exercised: {kinds:?}");
}

/// Misère differs from normal play exactly where every heap is at most 1 (there the verdict
/// flips), and agrees elsewhere: the model on every multiset of up to 4 heaps up to 7.
#[test]
fn misere_flips_normal_play_only_among_singles() {
    let mut solver = MisereSolver::new(Rules);
    let mut sums = vec![vec![]];
    for _ in 0..4 {
        sums = sums
            .iter()
            .flat_map(|s: &Vec<u64>| {
                (s.last().copied().unwrap_or(0)..=7).map(move |h| [s.clone(), vec![h]].concat())
            })
            .collect();
        for heaps in &sums {
            let normal = sg_core::nim_sum(heaps) != 0;
            let misere = first_player_wins(&mut solver, heaps);
            assert_eq!(misere != normal, heaps.iter().all(|&h| h <= 1), "{heaps:?}");
        }
    }
}

/// Our edge cases with small heaps also agree with the model (the samples test checks them
/// against the fast solution).
#[test]
fn small_edge_cases_agree_with_the_model() {
    let dir = workbench::testing::testdata_dir(env!("CARGO_MANIFEST_DIR"), AntiNim::SLUG);
    let mut checked = 0;
    for case in workbench::cases::discover(&dir).unwrap() {
        let bytes = std::fs::read(&case.input).unwrap();
        let input = workbench::problem::parse::<AntiNim>(&bytes).unwrap();
        if input.tests.iter().flatten().all(|&h| h <= 8) {
            let expected = std::fs::read(&case.expected).unwrap();
            let model = workbench::problem::answer_text::<AntiNim>(&AntiNim::model(&input));
            let words =
                |b: &[u8]| String::from_utf8_lossy(b).split_whitespace().collect::<String>();
            assert_eq!(words(&model), words(&expected), "{}", case.name);
            checked += 1;
        }
    }
    assert!(checked >= 5, "{checked}");
}
