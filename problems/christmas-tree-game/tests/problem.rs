//! The fast solution and the judge path against the game searched by definition, for every
//! root; the reader against the writer; every sample; the rerooting against a search per root
//! on large trees; bad input.

#[path = "problem/bad_input.rs"]
mod bad_input;

use christmas_tree_game::{ChristmasTreeGame, Input};
use workbench::Problem;
use workbench::random::tree_edges as random_edges;
use workbench::random::{Rng, Size};

workbench::problem_tests!(ChristmasTreeGame, cases = 3000, seed = 0x1498);

/// The staircase XOR for one root by a plain walk from it: the second method the rerooting is
/// held to where the model cannot go.
fn by_one_walk(input: &Input, root: usize) -> bool {
    let n = input.presents.len();
    let mut adjacent = vec![Vec::new(); n];
    for &(a, b) in &input.edges {
        adjacent[a as usize - 1].push(b as usize - 1);
        adjacent[b as usize - 1].push(a as usize - 1);
    }
    let mut depth = vec![u64::MAX; n];
    depth[root] = 0;
    let mut stack = vec![root];
    let mut xor = 0;
    while let Some(v) = stack.pop() {
        if (depth[v] / input.k) % 2 == 1 {
            xor ^= input.presents[v];
        }
        for &w in &adjacent[v] {
            if depth[w] == u64::MAX {
                depth[w] = depth[v] + 1;
                stack.push(w);
            }
        }
    }
    xor != 0
}

/// Large trees, every shape from a path to a star, steps 1 to 25 and full-width or 32-bit presents:
/// the rerooting answers every root as a separate walk from that root does.
#[test]
fn rerooting_agrees_with_a_walk_from_each_root() {
    let mut rng = Rng::new(1498);
    for (n, reach) in [(2000, 1), (2000, 2), (3000, 3000), (1500, 40), (40, 40)] {
        for k in [1, 2, 3, 7, 20, 25] {
            let edges = random_edges(&mut rng, n, reach);
            // Full-width presents (the 64-bit table) for odd k, 32-bit ones (the narrow table) for even.
            let presents = (0..n).map(|_| rng.next_u64() >> (32 * (1 - k % 2))).collect();
            let input = Input { k, edges, presents };
            let fast = christmas_tree_game::answer(&input);
            workbench::testing::for_each_case(fast.len() as u64, |root| {
                let root = root as usize;
                let walked = by_one_walk(&input, root);
                assert_eq!(fast[root], walked, "n {n} reach {reach} k {k} root {root}");
            });
        }
    }
}

/// The judge's largest size through the judge path equals the typed path (and does not fail).
#[test]
fn the_judges_largest_input_runs() {
    let input = ChristmasTreeGame::generate(&mut Rng::new(3), Size::Max);
    let mut text = Vec::new();
    input.write(&mut text);
    let out = judge::run(christmas_tree_game::solve, &mut &text[..]).unwrap();
    let mut expected = Vec::new();
    christmas_tree_game::write_answer(&christmas_tree_game::answer(&input), &mut expected);
    assert_eq!(out, expected);
}
