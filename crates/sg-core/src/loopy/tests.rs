//! The retrograde analysis, the generalised Sprague–Grundy values and the sum rule against the
//! definition-level search of whole positions.

use super::search::{LoopyGame, LoopySolver};
use super::*;

fn lcg(state: &mut u64) -> u64 {
    *state = state.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
    *state >> 33
}

fn below(state: &mut u64, n: u64) -> u64 {
    lcg(state) % n
}

/// Random successor lists on `n` vertices: out-degrees 0 to 3 (so sinks are common),
/// self-loops and repeated edges allowed.
fn random_lists(state: &mut u64, n: usize) -> Vec<Vec<u32>> {
    (0..n).map(|_| (0..below(state, 4)).map(|_| below(state, n as u64) as u32).collect()).collect()
}

/// One to three components of one to five vertices each, side by side in one graph (the
/// vertices of component `c` follow those of component `c − 1`; no edge joins two).
fn random_components(state: &mut u64) -> Vec<Vec<u32>> {
    let mut lists: Vec<Vec<u32>> = Vec::new();
    for _ in 0..1 + below(state, 3) {
        let size = 1 + below(state, 5) as usize;
        let offset = lists.len() as u32;
        lists.extend(
            random_lists(state, size)
                .into_iter()
                .map(|l| l.into_iter().map(|w| w + offset).collect::<Vec<_>>()),
        );
    }
    lists
}

/// Tokens on a graph, moved one at a time along its edges: a position is the sorted multiset
/// of the tokens' vertices. The whole sum as one game, by its rules.
struct Tokens<'a>(&'a [Vec<u32>]);

impl LoopyGame for Tokens<'_> {
    type Position = Vec<u32>;
    fn moves(&self, tokens: &Vec<u32>) -> Vec<Vec<u32>> {
        let mut out = Vec::new();
        for (i, &v) in tokens.iter().enumerate() {
            for &w in &self.0[v as usize] {
                let mut next = tokens.clone();
                next[i] = w;
                next.sort_unstable();
                out.push(next);
            }
        }
        out
    }
}

#[test]
fn retrograde_agrees_with_the_search_on_random_graphs() {
    let mut state = 0x1009;
    for _ in 0..3000 {
        let n = 1 + below(&mut state, 12) as usize;
        let lists = random_lists(&mut state, n);
        let got = outcomes(&Digraph::from_lists(lists.iter().cloned()));
        let mut solver = LoopySolver::new(Tokens(&lists));
        for v in 0..n as u32 {
            assert_eq!(got[v as usize], solver.outcome(&vec![v]), "{lists:?}, vertex {v}");
        }
    }
}

/// A rule deciding a sum from the values of its tokens' vertices.
type Rule = fn(&LoopyValues, &[u32]) -> Outcome;

/// The first of `cases` random sums (graphs of up to three components, one to three tokens
/// anywhere on them) where `rule` and the search of the whole sum's product graph disagree.
fn first_counterexample(rule: Rule, cases: u64, seed: u64) -> Option<String> {
    let mut state = seed;
    for case in 0..cases {
        let lists = random_components(&mut state);
        let mut graph = Digraph::from_lists(lists.iter().cloned());
        let values = loopy_values(&mut graph);
        let mut solver = LoopySolver::new(Tokens(&lists));
        for _ in 0..3 {
            let tokens = 1 + below(&mut state, 3);
            let mut men: Vec<u32> =
                (0..tokens).map(|_| below(&mut state, lists.len() as u64) as u32).collect();
            men.sort_unstable();
            let (want, got) = (solver.outcome(&men), rule(&values, &men));
            if want != got {
                let shown: Vec<String> = men.iter().map(|&v| values.of(v).to_string()).collect();
                return Some(format!(
                    "case {case}: {lists:?}, tokens {men:?} (values {shown:?}): search {want:?}, \
                     rule {got:?}"
                ));
            }
        }
    }
    None
}

/// The proof of the sum rule: on the generalised values it agrees with a retrograde analysis
/// of the whole sum on 4000 random graphs (12 000 sums) with cycles, self-loops, sinks and
/// several components.
#[test]
fn the_sum_rule_agrees_with_the_search_of_the_whole_sum() {
    let rule: Rule = |values, men| values.outcome_of(men);
    assert_eq!(first_counterexample(rule, 4000, 0x5e1f), None);
}

/// The check can fail: rules that are wrong only on loopy sums are refuted by it.
#[test]
fn wrong_sum_rules_are_refuted() {
    // "A draw whenever any component is infinite" (true only when none can reach the
    // others' nim-sum).
    let any_infinite_draws: Rule = |values, men| {
        if men.iter().any(|&v| matches!(values.of(v), Value::Infinite(_))) {
            Outcome::Draw
        } else {
            values.outcome_of(men)
        }
    };
    assert!(first_counterexample(any_infinite_draws, 4000, 0x5e1f).is_some());
    // "Each component alone decides: the sum is drawn iff some component is drawn alone, else
    // the finite nim-sum rule" (outcomes do not add up).
    let alone_decides: Rule = |values, men| {
        if men.iter().any(|&v| values.of(v).outcome() == Outcome::Draw) {
            Outcome::Draw
        } else {
            let finite = |v: &u32| match values.of(*v) {
                Value::Finite(m) => m,
                Value::Infinite(_) => 1,
            };
            if men.iter().map(finite).fold(0, |a, m| a ^ m) == 0 {
                Outcome::Lose
            } else {
                Outcome::Win
            }
        }
    };
    assert!(first_counterexample(alone_decides, 4000, 0x5e1f).is_some());
}

/// Properties (A), (B) and (C) of the module documentation, checked on every vertex of random
/// graphs: finite values are the mex of the finite values of their moves; a move up from a
/// finite value `m` has a reply back to `m`; an infinite vertex has an infinite move whose `K`
/// misses the mex of its own `K`. And the sets `K` are the moves' finite values.
#[test]
fn values_have_the_defining_properties() {
    let mut state = 0xabc;
    for _ in 0..2000 {
        let n = 1 + below(&mut state, 15) as usize;
        let lists = random_lists(&mut state, n);
        let mut graph = Digraph::from_lists(lists.iter().cloned());
        let values = loopy_values(&mut graph);
        let finite = |w: u32| match values.of(w) {
            Value::Finite(m) => Some(m),
            Value::Infinite(_) => None,
        };
        for v in 0..n as u32 {
            let moves = &lists[v as usize];
            let mut reached: Vec<u32> = moves.iter().filter_map(|&w| finite(w)).collect();
            reached.sort_unstable();
            reached.dedup();
            let mex = (0..).find(|m| !reached.contains(m)).unwrap();
            match values.of(v) {
                Value::Finite(m) => {
                    assert_eq!(m, mex, "{lists:?}: vertex {v}");
                    for &w in moves {
                        if finite(w).is_none_or(|h| h > m) {
                            let back = lists[w as usize].iter().any(|&x| finite(x) == Some(m));
                            assert!(back, "{lists:?}: {v} → {w} is not reversible");
                        }
                    }
                }
                Value::Infinite(k) => {
                    assert_eq!(k, reached.as_slice(), "{lists:?}: vertex {v}");
                    let kept = moves.iter().any(
                        |&w| matches!(values.of(w), Value::Infinite(k2) if !k2.contains(&mex)),
                    );
                    assert!(kept, "{lists:?}: vertex {v} has no infinite move missing {mex}");
                }
            }
        }
        assert_eq!(
            outcomes(&graph),
            (0..n as u32).map(|v| values.of(v).outcome()).collect::<Vec<_>>(),
            "{lists:?}: one token's outcome is its value's"
        );
    }
}

/// On acyclic graphs (where every play ends) the values are the ordinary Grundy values, as
/// sg-core's Kahn-order evaluation gives them.
#[test]
fn on_dags_the_values_are_the_grundy_values() {
    let mut state = 0xda9;
    for _ in 0..1000 {
        let n = 1 + below(&mut state, 30) as usize;
        let lists: Vec<Vec<u32>> = (0..n)
            .map(|v| {
                let above = (n - 1 - v) as u64;
                (0..below(&mut state, 6))
                    .filter(|_| above > 0)
                    .map(|_| (v as u64 + 1 + below(&mut state, above)) as u32)
                    .collect()
            })
            .collect();
        let mut dag = petgraph::graph::DiGraph::<(), ()>::new();
        let nodes: Vec<_> = (0..n).map(|_| dag.add_node(())).collect();
        for (v, list) in lists.iter().enumerate() {
            for &w in list {
                dag.add_edge(nodes[v], nodes[w as usize], ());
            }
        }
        let want = crate::dag_grundy(&dag).unwrap();
        let mut graph = Digraph::from_lists(lists.iter().cloned());
        let values = loopy_values(&mut graph);
        for v in 0..n as u32 {
            assert_eq!(values.of(v), Value::Finite(want[v as usize] as u32), "{lists:?}");
        }
    }
}

#[test]
fn reverse_lists_match_the_forward_ones() {
    let mut state = 77;
    for _ in 0..300 {
        let n = 1 + below(&mut state, 20) as usize;
        let lists = random_lists(&mut state, n);
        let edges: Vec<(u32, u32)> = lists
            .iter()
            .enumerate()
            .flat_map(|(v, l)| l.iter().map(move |&w| (v as u32, w)))
            .collect();
        let graph = Digraph::from_lists(lists.iter().cloned());
        assert_eq!(Digraph::from_edges(n, &edges), graph);
        assert_eq!(graph.edge_count(), edges.len());
        for w in 0..n as u32 {
            let mut want: Vec<u32> =
                edges.iter().filter(|e| e.1 == w).map(|e| e.0).collect::<Vec<_>>();
            let mut got = graph.predecessors(w).to_vec();
            want.sort_unstable();
            got.sort_unstable();
            assert_eq!(got, want);
            assert_eq!(graph.move_count(w) as usize, lists[w as usize].len());
        }
    }
}

/// A path and a cycle of 10^6 vertices need no recursion: the path alternates 1, 0 from its
/// end; on the cycle every vertex is drawn, `∞{}`.
#[test]
fn long_paths_and_cycles() {
    let n = 1_000_000u32;
    let path: Vec<Vec<u32>> =
        (0..n).map(|v| if v + 1 < n { vec![v + 1] } else { vec![] }).collect();
    let mut graph = Digraph::from_lists(path);
    let values = loopy_values(&mut graph);
    assert!((0..n).all(|v| values.of(v) == Value::Finite((n - 1 - v) % 2)));
    let ring: Vec<Vec<u32>> = (0..n).map(|v| vec![(v + 1) % n]).collect();
    let mut graph = Digraph::from_lists(ring);
    assert!(outcomes(&graph).iter().all(|&o| o == Outcome::Draw));
    let values = loopy_values(&mut graph);
    assert!((0..n).all(|v| values.of(v) == Value::Infinite(&[])));
}

/// Large values: on a tower where vertex `i < t` moves to every `j < i`, vertex `i` is worth
/// `i`; the top `t` moves to all of them and to itself, a move that cannot be reversed to a
/// `t` (none exists), so the top is `∞{0,1,…,t−1}`.
#[test]
fn a_tower_of_values() {
    let t = 300u32;
    let lists: Vec<Vec<u32>> =
        (0..=t).map(|i| if i < t { (0..i).collect() } else { (0..=t).collect() }).collect();
    let mut graph = Digraph::from_lists(lists);
    let values = loopy_values(&mut graph);
    assert!((0..t).all(|i| values.of(i) == Value::Finite(i)));
    let below_top: Vec<u32> = (0..t).collect();
    assert_eq!(values.of(t), Value::Infinite(&below_top));
    assert!(values.of(t).to_string().starts_with("∞{0,1,2,"));
    assert_eq!(values.of(t).outcome(), Outcome::Win);
}

#[test]
fn values_print_as_numbers_and_infinities() {
    assert_eq!(Value::Finite(3).to_string(), "3");
    assert_eq!(Value::Infinite(&[0, 2]).to_string(), "∞{0,2}");
    assert_eq!(Value::Infinite(&[]).to_string(), "∞{}");
    assert_eq!(Value::Infinite(&[1]).outcome(), Outcome::Draw);
    assert_eq!(Value::Infinite(&[0, 1]).outcome(), Outcome::Win);
}
