//! The fast solution and the judge path against the game searched by definition (thousands of
//! generated trees, and every labelled tree of up to 5 vertices with every colouring); every
//! subtree's Grundy value against the search; an all-white path of 10^5 vertices (no deep
//! recursion) against its closed form; the tries against plain sets on trees of 2000 vertices;
//! the samples.

#[path = "problem/bad_input.rs"]
mod bad_input;

use combat_on_tree::model::Rules;
use combat_on_tree::{CombatOnTree, Input};
use sg_core::Solver;
use workbench::Problem;
use workbench::random::{Rng, Size};

workbench::problem_tests!(CombatOnTree, cases = 3000, seed = 0xc073);

/// Every labelled tree of 1 to 5 vertices (rooted at vertex 1, so every rooted shape) with
/// every colouring: the winning moves are exactly those the search finds.
#[test]
fn every_small_tree_with_every_colouring() {
    let mut checked = 0;
    for n in 1usize..=5 {
        let trees = workbench::enumerate::labelled_trees(n);
        for edges in trees {
            for code in 0u32..1 << n {
                let black = (0..n).map(|v| code >> v & 1 == 1).collect();
                let input = Input { black, edges: edges.clone() };
                assert_eq!(
                    combat_on_tree::answer(&input),
                    combat_on_tree::model::answer(&input),
                    "{input:?}"
                );
                checked += 1;
            }
        }
    }
    assert_eq!(checked, 2 + 4 + 3 * 8 + 16 * 16 + 125 * 32);
}

/// `g(v)` for every vertex `v` is the searched value of the whole game with every vertex
/// outside `v`'s subtree black (a move there then blackens nothing outside).
#[test]
fn every_subtree_value_agrees_with_the_search() {
    let mut rng = Rng::new(0x50b7);
    for _ in 0..600 {
        let input: Input = CombatOnTree::generate(&mut rng, Size::Small);
        let n = input.black.len();
        let edges: Vec<(u32, u32)> = input.edges.iter().map(|&(a, b)| (a - 1, b - 1)).collect();
        let values = combat_on_tree::values(&input.black, &edges).unwrap();
        let rules = Rules::new(n, &input.edges);
        let mut solver = Solver::new(rules.clone());
        for v in 0..n {
            let inside = |mut u: usize| loop {
                if u == v {
                    return true;
                }
                match rules.parent[u] {
                    Some(p) => u = p as usize,
                    None => return false,
                }
            };
            let position: Vec<bool> = (0..n).map(|u| input.black[u] || !inside(u)).collect();
            assert_eq!(u64::from(values.grundy[v]), solver.grundy(&position), "{input:?} at {v}");
        }
    }
}

/// An all-white path of 10^5 vertices rooted at one end is a Nim heap of 10^5 (a move at depth
/// `d` leaves the `n − d − 1` vertices below): the only winning move is the far end. The
/// labels are shuffled so the path is not in input order; this also runs the judge path at
/// full depth with no deep recursion.
#[test]
fn a_long_white_path_is_a_nim_heap() {
    let n = 100_000u32;
    let mut rng = Rng::new(7);
    let mut label: Vec<u32> = (2..=n).collect();
    rng.shuffle(&mut label);
    label.insert(0, 1);
    let edges: Vec<(u32, u32)> = label.windows(2).map(|w| (w[1], w[0])).collect();
    let input = Input { black: vec![false; n as usize], edges };
    let zero_based: Vec<(u32, u32)> = input.edges.iter().map(|&(a, b)| (a - 1, b - 1)).collect();
    let values = combat_on_tree::values(&input.black, &zero_based).unwrap();
    assert_eq!(values.grundy[0], n);
    assert_eq!(combat_on_tree::answer(&input), vec![*label.last().unwrap()]);
    let mut text = Vec::new();
    input.write(&mut text);
    let out = judge::run(combat_on_tree::solve, &mut &text[..]).unwrap();
    assert_eq!(out, format!("{}\n", label.last().unwrap()).into_bytes());
}

/// A lost position prints `-1` alone; a won one, one vertex a line.
#[test]
fn output_format() {
    let mut out = Vec::new();
    combat_on_tree::write_answer(&[], &mut out);
    assert_eq!(out, b"-1\n");
    out.clear();
    combat_on_tree::write_answer(&[2, 30], &mut out);
    assert_eq!(out, b"2\n30\n");
}

/// The tries against plain sets on larger trees (values up to thousands, where every bit of the
/// trie is used): `S(v)` built as a `BTreeSet` by the recurrence, shifting each element.
#[test]
fn tries_agree_with_plain_sets_on_large_trees() {
    use std::collections::BTreeSet;
    let mut rng = Rng::new(0x7a1e);
    for round in 0..8u32 {
        let n = 2000;
        let reach = [1, 3, 50, n][round as usize % 4];
        let input = combat_on_tree::random_input(&mut rng, n, reach, u64::from(round % 3));
        let edges: Vec<(u32, u32)> = input.edges.iter().map(|&(a, b)| (a - 1, b - 1)).collect();
        let values = combat_on_tree::values(&input.black, &edges).unwrap();
        let rooted = &values.rooted;
        let n = n as usize;
        let mut sets: Vec<BTreeSet<u32>> = vec![BTreeSet::new(); n];
        let mut children: Vec<Vec<usize>> = vec![Vec::new(); n];
        for &v in &rooted.order {
            children[rooted.parent[v as usize] as usize].push(v as usize);
        }
        let mut grundy = vec![0u32; n];
        for v in rooted.order.iter().map(|&v| v as usize).chain([0]) {
            let x = children[v].iter().fold(0, |x, &c| x ^ grundy[c]);
            let mut set = BTreeSet::new();
            if !input.black[v] {
                set.insert(x);
            }
            for &c in &children[v] {
                set.extend(sets[c].iter().map(|&s| s ^ x ^ grundy[c]));
                sets[c].clear();
            }
            grundy[v] = (0..).find(|g| !set.contains(g)).unwrap();
            sets[v] = set;
        }
        assert_eq!(values.grundy, grundy, "round {round}");
    }
}
