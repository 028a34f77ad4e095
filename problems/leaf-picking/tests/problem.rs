//! The fast solution and the judge path against the game searched by definition; the chain
//! criterion on every rooted tree of up to 8 vertices; the peeling against the chains walked
//! leaf by leaf on large trees; every sample.

#[path = "problem/bad_input.rs"]
mod bad_input;

use leaf_picking::{Input, LeafPicking, Tree, even_tree};
use workbench::Problem;
use workbench::random::{Rng, Size};

workbench::problem_tests!(LeafPicking, cases = 3000, seed = 0x7864);

/// The criterion against the search on every rooted tree of 1 to 8 vertices: every parent
/// array with `p_i < i` (`(n − 1)!` of them, every shape rooted at 1).
#[test]
fn the_chain_criterion_holds_on_every_small_tree() {
    let mut verdicts = [0; 2];
    for n in 1..=8usize {
        let mut parents = vec![1u32; n - 1];
        loop {
            let tree = Tree { parents: parents.clone() };
            let wins = leaf_picking::model::first_player_wins(&tree);
            assert_eq!(leaf_picking::first_player_wins(&tree), wins, "{tree:?}");
            verdicts[usize::from(wins)] += 1;
            // The next array in mixed radix: p_i runs over 1..i.
            let Some(i) = (0..n - 1).find(|&i| parents[i] < i as u32 + 1) else { break };
            parents[i] += 1;
            parents[..i].iter_mut().for_each(|p| *p = 1);
        }
    }
    assert!(verdicts.iter().all(|&v| v > 100), "{verdicts:?}");
}

/// Whether some chain is odd, by the definition: from every leaf, walk up to the nearest
/// proper ancestor with two or more children, counting the vertices (all of them to the root
/// when there is none).
fn some_chain_is_odd_by_walking(tree: &Tree) -> bool {
    let n = tree.vertices();
    let mut children = vec![0u32; n];
    for v in 1..n {
        children[tree.parent(v)] += 1;
    }
    (0..n).filter(|&v| children[v] == 0).any(|leaf| {
        let (mut v, mut d) = (leaf, 1);
        while v != 0 && children[tree.parent(v)] < 2 {
            v = tree.parent(v);
            d += 1;
        }
        d % 2 == 1
    })
}

/// The peeling against the walk on large trees of every shape (shallow enough to walk), the
/// generator's even trees are lost, and a path of 10^6 vertices through the judge path (no
/// recursion) is won iff its length is odd.
#[test]
fn large_trees_agree_with_the_chains_walked() {
    let mut rng = Rng::new(9);
    for _ in 0..40 {
        let input: Input = LeafPicking::generate(&mut rng, Size::N(5000));
        for tree in &input.tests {
            let walked = some_chain_is_odd_by_walking(tree);
            assert_eq!(leaf_picking::first_player_wins(tree), walked);
        }
    }
    for n in [1, 2, 3, 10, 1000, 100_000] {
        let tree = even_tree(&mut rng, n);
        assert!(!some_chain_is_odd_by_walking(&tree), "{n}");
    }
    for n in [999_999u32, 1_000_000] {
        // The path 1 - n - (n − 1) - … - 2: parents run downwards.
        let parents = (2..=n).map(|v| if v == n { 1 } else { v + 1 }).collect();
        let input = Input { tests: vec![Tree { parents }] };
        let mut text = Vec::new();
        input.write(&mut text);
        let out = judge::run(leaf_picking::solve, &mut &text[..]).unwrap();
        assert_eq!(out, if n % 2 == 1 { b"1\n" } else { b"0\n" });
    }
}
