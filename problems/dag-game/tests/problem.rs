//! The fast solution, the judge path and the explanations against the game searched by
//! definition.

#[path = "problem/bad_input.rs"]
mod bad_input;

use dag_game::model::{Rules, first_player_wins};
use dag_game::{Board, DagGame, Explanation, Input, graph_of};
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
            let mut solver = Solver::new(Rules::new(test.successors.iter().cloned()));
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
    let refusal = "line 5, column 1: in the test starting here, the graph has a cycle: 1 -> 2 -> \
                   1; with cycles, see loopy-dag-game";
    let read = workbench::problem::parse::<DagGame>(text);
    assert_eq!(read.unwrap_err().to_string(), refusal);
    assert_eq!(judge::run(dag_game::solve, &mut &text[..]).unwrap_err().to_string(), refusal);
}

/// The depth-first evaluation against sg-core's Kahn-order evaluation (a second method), on
/// random graphs with repeated edges, some with cycles: the same values on acyclic ones; on
/// cyclic ones both refuse, and the cycle named is one: each vertex's successors include the
/// next, the last's the first, and no vertex repeats.
#[test]
fn depth_first_values_and_cycles_agree_with_kahn() {
    let mut rng = Rng::new(0xdf5);
    for round in 0..3000 {
        let n = rng.range(1, 40) as usize;
        let dense = rng.range(0, 4);
        let acyclic = round % 2 == 0;
        let lists: Vec<Vec<u32>> = (0..n)
            .map(|v| {
                (0..rng.range(0, dense))
                    .filter_map(|_| {
                        let w = rng.below(n);
                        (!acyclic || w > v).then_some(w as u32)
                    })
                    .collect()
            })
            .collect();
        let graph = graph_of(lists.iter().cloned());
        let kahn = sg_core::dag_grundy(&graph);
        match (Board::new(graph), kahn) {
            (Ok(board), Ok(want)) => {
                let got: Vec<u64> = board.values().iter().map(|&v| u64::from(v)).collect();
                assert_eq!(got, want, "{lists:?}");
            }
            (Err(cycle), Err(_)) => {
                let c = &cycle.cycle;
                assert!(!c.is_empty(), "{lists:?}");
                for (i, &v) in c.iter().enumerate() {
                    let next = c[(i + 1) % c.len()] as u32;
                    assert!(lists[v].contains(&next), "{lists:?}: {c:?}");
                }
                let mut distinct = c.clone();
                distinct.sort_unstable();
                distinct.dedup();
                assert_eq!(distinct.len(), c.len(), "{c:?}");
            }
            (mine, kahn) => panic!("{lists:?}: {:?} against {:?}", mine.err(), kahn.err()),
        }
    }
}

/// Out-degrees past 64 take the mex's bit-set path: on the complete DAG of 150 vertices
/// (every edge i → j for i < j, some repeated) vertex i is worth 149 − i, as Kahn says too.
#[test]
fn large_out_degrees_take_the_bit_set_mex() {
    let n = 150u32;
    let lists: Vec<Vec<u32>> =
        (0..n).map(|i| (i + 1..n).chain((i + 1..n).step_by(7)).rev().collect()).collect();
    let graph = graph_of(lists);
    let want: Vec<u64> = (0..u64::from(n)).rev().collect();
    assert_eq!(sg_core::dag_grundy(&graph).unwrap(), want);
    let board = Board::new(graph).unwrap();
    assert!(board.values().iter().zip(&want).all(|(&got, &want)| u64::from(got) == want));
}

/// A cycle through 10^6 vertices is refused in one short line: its length and its first
/// vertices, not a line naming every vertex of the cycle.
#[test]
fn a_long_cycle_is_named_in_one_short_line() {
    let n = 1_000_000;
    let mut text = format!("{n}\n");
    for v in 0..n {
        text += &format!("1 {}\n", (v + 1) % n);
    }
    text += "1 0\n0\n";
    let err = judge::run(dag_game::solve, &mut text.as_bytes()).unwrap_err().to_string();
    assert!(err.len() < 200, "{} bytes: {}", err.len(), &err[..250.min(err.len())]);
    assert_eq!(
        err,
        "line 1, column 1: in the test starting here, the graph has a cycle of 1000000 \
         vertices: 0 -> 1 -> 2 -> 3 -> 4 -> 5 -> 6 -> 7 -> …; with cycles, see loopy-dag-game"
    );
}
