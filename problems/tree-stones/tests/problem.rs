//! The fast solution and the judge path against the game searched by definition (every small
//! tree with every small stone count, and thousands of generated inputs); the rerooting against
//! the lemma evaluated from every root on the judge's largest trees; every sample.

#[path = "problem/bad_input.rs"]
mod bad_input;

use tree_stones::{Input, TreeStones};
use workbench::Problem;
use workbench::random::{Rng, Size};

workbench::problem_tests!(TreeStones, cases = 3000, seed = 0xa010);

/// Every labelled tree of 2 to 4 vertices with every stone count from 0 to 3 on every vertex,
/// and of 5 vertices with 0 to 2: the rerooting gives exactly the start vertices the search
/// finds winning.
#[test]
fn every_small_tree_with_every_small_stone_count() {
    let mut checked = 0;
    for (n, most) in [(2usize, 3u64), (3, 3), (4, 3), (5, 2)] {
        for edges in workbench::enumerate::labelled_trees(n) {
            for mut code in 0..(most + 1).pow(n as u32) {
                let stones = (0..n)
                    .map(|_| {
                        let a = code % (most + 1);
                        code /= most + 1;
                        a
                    })
                    .collect();
                let input = Input { stones, edges: edges.clone() };
                assert_eq!(
                    tree_stones::answer(&input),
                    tree_stones::model::answer(&input),
                    "{input:?}"
                );
                checked += 1;
            }
        }
    }
    assert_eq!(checked, 4 * 4 + 3 * 64 + 16 * 256 + 125 * 243);
}

/// The lemma from every root by a plain recursive search over an adjacency list (O(N²)): the
/// mover at `v` wins, `from` excluded, iff some other neighbour `u` has `A_u < A_v` and loses.
fn wins_by_lemma(adjacent: &[Vec<usize>], stones: &[u64], v: usize, from: usize) -> bool {
    adjacent[v]
        .iter()
        .any(|&u| u != from && stones[u] < stones[v] && !wins_by_lemma(adjacent, stones, u, v))
}

/// The rerooting against the lemma from every root on the judge's largest trees (and small
/// stone ranges, so that ties are common), and the judge path on the same.
#[test]
fn rerooting_agrees_with_the_lemma_from_every_root() {
    let mut rng = Rng::new(12);
    for round in 0..12 {
        let mut input: Input = TreeStones::generate(&mut rng, Size::Max);
        if round % 2 == 1 {
            input.stones.iter_mut().for_each(|a| *a %= 4);
        }
        let n = input.stones.len();
        let mut adjacent = vec![Vec::new(); n];
        for &(a, b) in &input.edges {
            adjacent[a as usize - 1].push(b as usize - 1);
            adjacent[b as usize - 1].push(a as usize - 1);
        }
        let expected: Vec<u32> = (0..n)
            .filter(|&v| wins_by_lemma(&adjacent, &input.stones, v, usize::MAX))
            .map(|v| v as u32 + 1)
            .collect();
        assert_eq!(tree_stones::answer(&input), expected, "round {round}");
        let mut text = Vec::new();
        input.write(&mut text);
        let out = judge::run(tree_stones::solve, &mut &text[..]).unwrap();
        let mut want = Vec::new();
        tree_stones::write_answer(&expected, &mut want);
        assert_eq!(out, want);
    }
}

/// No winning vertex prints an empty line; several print one line separated by spaces.
#[test]
fn output_is_one_line() {
    let mut out = Vec::new();
    tree_stones::write_answer(&[], &mut out);
    assert_eq!(out, b"\n");
    out.clear();
    tree_stones::write_answer(&[1, 20, 300], &mut out);
    assert_eq!(out, b"1 20 300\n");
}
