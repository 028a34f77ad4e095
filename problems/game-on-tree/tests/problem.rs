//! The fast solution and the judge path against the game searched by definition; the reader
//! against the writer; every sample; the explained moves replayed on the rules; bad input.

#[path = "problem/bad_input.rs"]
mod bad_input;

use game_on_tree::model::Rules;
use game_on_tree::{Explanation, GameOnTree, Input, random_tree};
use sg_core::{Outcome, Solver};
use workbench::Problem;
use workbench::random::{Rng, Size};

workbench::problem_tests!(GameOnTree, cases = 3000, seed = 0xa017);

/// Every explained move deletes an edge of the tree and leaves a position the model says is
/// lost for Bob; "every move loses" is said only of trees the model says are lost.
#[test]
fn explained_moves_are_confirmed_by_the_model() {
    let mut rng = Rng::new(17);
    for _ in 0..1500 {
        let input: Input = GameOnTree::generate(&mut rng, Size::Small);
        let game = Rules { edges: input.edges.clone() };
        let start = game.attached(game.all());
        let mut solver = Solver::new(game);
        match game_on_tree::explain(&input) {
            Explanation::EveryMoveLoses => {
                assert_eq!(solver.outcome(&start), Outcome::Lose, "{input:?}");
            }
            Explanation::Delete { edge, parent, child, .. } => {
                let (a, b) = input.edges[edge];
                assert!((a, b) == (parent, child) || (b, a) == (parent, child), "{input:?}");
                let after = solver.game().attached(start & !(1 << edge));
                assert_eq!(solver.outcome(&after), Outcome::Lose, "{input:?}");
            }
        }
    }
}

/// Every target below the value is reached by the deletion found for it, on the model's own
/// Grundy values (the colon principle's descent, not only its target 0).
#[test]
fn every_smaller_value_is_reached_by_its_deletion() {
    let mut rng = Rng::new(18);
    for _ in 0..500 {
        let input: Input = GameOnTree::generate(&mut rng, Size::Small);
        let game = Rules { edges: input.edges.clone() };
        let start = game.attached(game.all());
        let mut solver = Solver::new(game);
        let value = solver.grundy(&start);
        assert_eq!(game_on_tree::tree_value(&input), value, "{input:?}");
        for target in 0..value {
            let edge = game_on_tree::winning_deletion(&input, target).expect("a smaller value");
            let after = solver.game().attached(start & !(1 << edge));
            assert_eq!(solver.grundy(&after), target, "{input:?} to {target}");
        }
        assert_eq!(game_on_tree::winning_deletion(&input, value), None);
    }
}

/// Deep and wide trees far beyond the model: a path of 10^6 vertices (no recursion anywhere) is
/// worth its length, and a star of `k` leaves at vertex 1 is worth `k mod 2`; the judge path
/// agrees with the typed path on large random trees.
#[test]
fn large_trees_by_their_closed_forms() {
    let n = 1_000_000u32;
    let path = Input { vertices: n, edges: (1..n).map(|v| (v + 1, v)).collect() };
    assert_eq!(game_on_tree::tree_value(&path), u64::from(n - 1));
    let mut text = Vec::new();
    path.write(&mut text);
    let out = judge::run(game_on_tree::solve, &mut &text[..]).unwrap();
    assert_eq!(out, b"Alice\n");
    for k in [99_999u32, 100_000] {
        let star = Input { vertices: k + 1, edges: (2..=k + 1).map(|v| (1, v)).collect() };
        assert_eq!(game_on_tree::tree_value(&star), u64::from(k % 2));
    }
    let mut rng = Rng::new(19);
    for reach in [1, 3, 1000, 300_000] {
        let input = random_tree(&mut rng, 300_000, reach);
        let mut text = Vec::new();
        input.write(&mut text);
        let out = judge::run(game_on_tree::solve, &mut &text[..]).unwrap();
        let mut expected = Vec::new();
        game_on_tree::write_answer(&game_on_tree::answer(&input), &mut expected);
        assert_eq!(out, expected, "reach {reach}");
    }
}

/// The peeling against sg-core's Green Hackenbush (an iterative depth-first search and fold) on
/// large trees of every shape, and a graph with a cycle is not peeled.
#[test]
fn peeling_agrees_with_sg_cores_search() {
    let mut rng = Rng::new(20);
    for reach in [1, 2, 5, 100, 200_000] {
        let input = random_tree(&mut rng, 200_000, reach);
        let edges: Vec<(u32, u32)> = input.edges.iter().map(|&(a, b)| (a - 1, b - 1)).collect();
        let by_search = sg_core::hackenbush::green_hackenbush(200_000, 0, &edges);
        assert_eq!(game_on_tree::peel(200_000, &edges), Some(by_search), "reach {reach}");
    }
    // Vertex 0 alone, and a triangle 1–2–3 beside it: 3 edges on 4 vertices, not a tree.
    assert_eq!(game_on_tree::peel(4, &[(1, 2), (2, 3), (3, 1)]), None);
    assert_eq!(game_on_tree::peel(4, &[(0, 1), (2, 3), (1, 0)]), None);
}
