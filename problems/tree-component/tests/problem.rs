//! The fast solution and the judge path against the game searched by definition; the
//! even-degree criterion on every labelled tree of up to 7 vertices; the construction's winning
//! move replayed on the model; every sample.

#[path = "problem/bad_input.rs"]
mod bad_input;

use sg_core::{Moves, Outcome, Solver};
use tree_component::model::{Move, Rules};
use tree_component::{Input, Tree, TreeComponent, odd_tree};
use workbench::Problem;
use workbench::random::{Rng, Size};

workbench::problem_tests!(TreeComponent, cases = 3000, seed = 0x8347);

/// The criterion against the search on every labelled tree of 2 to 7 vertices (every shape of
/// every labelling: 1 + 3 + 16 + 125 + 1296 + 16807 trees), and the winning move
/// of the construction leaves a lost position wherever the tree is won.
#[test]
fn the_even_degree_criterion_holds_on_every_small_tree() {
    let mut lost = 0;
    for n in 2..=7 {
        for tree in workbench::enumerate::labelled_trees(n).map(|edges| Tree { edges }) {
            let rules = Rules::new(&tree);
            let start = rules.all();
            let mut solver = Solver::new(rules);
            let wins = solver.outcome(&start) == Outcome::Win;
            assert_eq!(tree_component::first_player_wins(&tree), wins, "{tree:?}");
            lost += usize::from(!wins);
            if let Some((deleted, kept)) = tree_component::winning_move(&tree) {
                let chosen = Move::Delete { vertex: deleted - 1, kept: kept - 1 };
                let after = solver.game().play(&start, &chosen);
                assert!(after.count_ones() >= 2 && after >> (kept - 1) & 1 == 1, "{tree:?}");
                assert_eq!(solver.outcome(&after), Outcome::Lose, "{tree:?}: {chosen:?}");
            }
        }
    }
    // Both verdicts occur among them (every tree with all degrees odd is lost).
    assert!(lost > 100, "{lost}");
}

/// The generator's odd trees have every degree odd for even `n`, so both verdicts are common in
/// the differential test.
#[test]
fn odd_trees_are_lost_and_both_verdicts_are_generated() {
    let mut rng = Rng::new(5);
    for n in (2..200).step_by(2) {
        let tree = odd_tree(&mut rng, n);
        assert!(tree.degrees().iter().all(|d| d % 2 == 1), "{tree:?}");
        assert!(!tree_component::first_player_wins(&tree));
    }
    let verdicts: Vec<bool> = (0..300)
        .flat_map(|_| tree_component::answer(&TreeComponent::generate(&mut rng, Size::Small)))
        .collect();
    let won = verdicts.iter().filter(|&&w| w).count();
    assert!(
        won > verdicts.len() / 5 && won < verdicts.len() * 4 / 5,
        "{won} of {}",
        verdicts.len()
    );
}

/// The construction's move on large trees of every shape: it deletes a vertex, keeps a part of
/// at least two vertices, and every degree in that part is odd (checked by a plain search over
/// the part, not by the construction).
#[test]
fn winning_moves_on_large_trees_leave_every_degree_odd() {
    let mut rng = Rng::new(6);
    for _ in 0..20 {
        let input: Input = TreeComponent::generate(&mut rng, Size::N(20_000));
        for tree in &input.tests {
            let Some((deleted, kept)) = tree_component::winning_move(tree) else {
                assert!(!tree_component::first_player_wins(tree));
                continue;
            };
            let n = tree.vertices();
            let mut adjacent = vec![vec![]; n + 1];
            for &(a, b) in &tree.edges {
                adjacent[a as usize].push(b);
                adjacent[b as usize].push(a);
            }
            let mut seen = vec![false; n + 1];
            seen[deleted as usize] = true;
            seen[kept as usize] = true;
            let mut stack = vec![kept];
            let mut part = 0;
            while let Some(v) = stack.pop() {
                part += 1;
                let inside = adjacent[v as usize].iter().filter(|&&w| w != deleted).count();
                assert_eq!(inside % 2, 1, "vertex {v} after deleting {deleted}");
                for &w in &adjacent[v as usize] {
                    if !seen[w as usize] {
                        seen[w as usize] = true;
                        stack.push(w);
                    }
                }
            }
            assert!(part >= 2);
        }
    }
}
