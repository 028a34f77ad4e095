//! The fast solution, the judge path and the explanations against the game searched by
//! definition.

#[path = "problem/bad_input.rs"]
mod bad_input;

use nim::model::{NimRules, first_player_wins};
use nim::{Explanation, Input, Nim};
use sg_core::Solver;
use workbench::Problem;
use workbench::random::{Rng, Size};

workbench::problem_tests!(Nim, cases = 3000, seed = 0x4e1d);

/// Every explained move is legal and leaves a position the model says is lost for the player
/// to move; "every move loses" is said only of positions the model says are lost.
#[test]
fn explained_moves_are_confirmed_by_the_model() {
    let mut solver = Solver::new(NimRules);
    let mut rng = Rng::new(11);
    for _ in 0..500 {
        let input: Input = Nim::generate(&mut rng, Size::Small);
        for (heaps, explanation) in input.tests.iter().zip(nim::explain(&input)) {
            match explanation {
                Explanation::EveryMoveLoses => {
                    assert!(!first_player_wins(&mut solver, heaps), "{heaps:?}");
                }
                Explanation::Take { heap, from, to } => {
                    assert_eq!(heaps[heap], from, "{heaps:?}");
                    assert!(to < from, "{heaps:?}: {explanation:?}");
                    let mut after = heaps.clone();
                    after[heap] = to;
                    assert!(!first_player_wins(&mut solver, &after), "{heaps:?} -> {after:?}");
                }
            }
        }
    }
}
