//! The fast solution, the judge path and the explanations against the game searched by
//! definition.

use dag_game::model::{ChessRules, first_player_wins};
use dag_game::{DagGame, Explanation, Input};
use sg_core::Solver;
use workbench::Problem;
use workbench::random::{Rng, Size};

workbench::problem_tests!(DagGame, cases = 3000, seed = 0xda6);

/// Every explained move slides the named chessman from its vertex along an edge to a position
/// the model says is lost for the player to move; "every move loses" is said exactly of the
/// positions the model says are lost.
#[test]
fn explained_moves_are_confirmed_by_the_model() {
    for seed in 0..400 {
        let input: Input = DagGame::generate(&mut Rng::new(seed), Size::Small);
        let mut explanations = dag_game::explain(&input).into_iter();
        for test in &input.tests {
            let mut solver = Solver::new(ChessRules { successors: test.successors.clone() });
            for men in &test.queries {
                let explanation = explanations.next().unwrap();
                let wins = first_player_wins(&mut solver, men);
                match explanation {
                    Explanation::EveryMoveLoses => assert!(!wins, "seed {seed}: {men:?}"),
                    Explanation::Slide { chessman, from, to } => {
                        assert_eq!(men[chessman], from, "seed {seed}: {explanation:?}");
                        assert!(test.successors[from as usize].contains(&to), "seed {seed}");
                        let mut after = men.clone();
                        after[chessman] = to;
                        assert!(!first_player_wins(&mut solver, &after), "seed {seed}: {after:?}");
                    }
                }
            }
        }
        assert_eq!(explanations.next(), None, "seed {seed}: one explanation per query");
    }
}

/// The reader refuses a cycle with the judge path's message, at the cyclic test's `N`, after
/// the earlier tests and before the cyclic test's queries (whose chessman 7 is off the board).
#[test]
fn a_cycle_is_refused_at_its_test() {
    let text = b"1\n0\n1 0\n0\n3\n1 1\n1 2\n1 1\n1 7\n0\n";
    let refusal = "line 5, column 1: in the test starting here, the graph has a cycle: 1 -> 2 -> 1";
    let read = workbench::problem::parse::<DagGame>(text);
    assert_eq!(read.unwrap_err().to_string(), refusal);
    assert_eq!(judge::run(dag_game::solve, &mut &text[..]).unwrap_err().to_string(), refusal);
}
