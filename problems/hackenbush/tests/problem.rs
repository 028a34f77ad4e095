//! The fast solution, the judge path and the explanations against the game searched by
//! definition; the reader against the writer; every sample; the promise checks.

#[path = "problem/bad_input.rs"]
mod bad_input;

use hackenbush::model::first_player_wins;
use hackenbush::{Explanation, Graph, Hackenbush, Input, random_cactus};
use workbench::Problem;
use workbench::random::{Rng, Size};

workbench::problem_tests!(Hackenbush, cases = 3000, seed = 0x3710);

/// Every explained cut is an edge of the named graph and leaves a position the model says is
/// lost for the player to move; "every move loses" is said only of lost positions.
#[test]
fn explained_cuts_are_confirmed_by_the_model() {
    let mut rng = Rng::new(15);
    for _ in 0..400 {
        let input: Input = Hackenbush::generate(&mut rng, Size::Small);
        for (graphs, explanation) in input.tests.iter().zip(hackenbush::explain(&input)) {
            match explanation {
                Explanation::EveryCutLoses => assert!(!first_player_wins(graphs), "{graphs:?}"),
                Explanation::Cut { graph, edge, ends, from, to } => {
                    assert_eq!(graphs[graph].edges[edge], ends);
                    assert_eq!(hackenbush::graph_value(&graphs[graph]), from);
                    let mut after = graphs.clone();
                    after[graph].edges.remove(edge);
                    assert_eq!(hackenbush::graph_value(&after[graph]), to);
                    assert!(!first_player_wins(&after), "{graphs:?} -> {after:?}");
                }
            }
        }
    }
}

/// Single larger cacti (up to 12 edges, polygons up to 6 sides) against the model, one graph
/// per test case: the values themselves, not only the verdicts of small sums.
#[test]
fn larger_single_cacti_match_the_model() {
    let mut rng = Rng::new(2008);
    for _ in 0..600 {
        let edges = rng.below(13);
        let g = random_cactus(&mut rng, edges, 6);
        let value = hackenbush::graph_value(&g);
        // The graph plus a stalk of `value` edges is lost exactly when the value is right.
        let stalk = Graph {
            nodes: value as u32 + 1,
            edges: (1..=value as u32).map(|v| (v, v + 1)).collect(),
        };
        if value <= 12 {
            assert!(!first_player_wins(&[g.clone(), stalk]), "{g:?} is not worth {value}");
        }
        assert_eq!(first_player_wins(std::slice::from_ref(&g)), value != 0, "{g:?}");
    }
}

/// Generated inputs at every size are within the promise: the reader accepts their text.
#[test]
fn generated_inputs_keep_the_promise() {
    let mut rng = Rng::new(99);
    for size in [Size::Small, Size::Max, Size::N(5000)] {
        for _ in 0..5 {
            let input = Hackenbush::generate(&mut rng, size);
            let text = workbench::problem::to_text::<Hackenbush>(&input);
            workbench::problem::parse::<Hackenbush>(&text).expect("within the promise");
        }
    }
}

fn run(text: &str) -> Result<String, String> {
    judge::run(hackenbush::solve, &mut text.as_bytes())
        .map(|out| String::from_utf8(out).unwrap())
        .map_err(|e| e.to_string())
}

/// Inside the promise but outside the "simple polygon" reading: loops, 2-gons, several
/// polygons at one node, a polygon through the root, a lone root.
#[test]
fn accepted_shapes_and_their_values() {
    // A loop at the root: one edge.
    assert_eq!(run("1\n1 1\n1 1\n").unwrap(), "Sally\n");
    // A 2-gon: nothing.
    assert_eq!(run("1\n2 2\n1 2\n2 1\n").unwrap(), "Harry\n");
    // Two triangles at node 2 under a stem: 6 polygon edges fuse to nothing, the stem is 1.
    assert_eq!(run("1\n6 7\n1 2\n2 3\n3 4\n4 2\n2 5\n5 6\n6 2\n").unwrap(), "Sally\n");
    // A square through the root with a stalk of one at node 3: worth 1; twice, 0.
    let g = "5 5\n1 2\n2 3\n3 4\n4 1\n3 5\n";
    assert_eq!(run(&format!("1\n{g}")).unwrap(), "Sally\n");
    assert_eq!(run(&format!("2\n{g}{g}")).unwrap(), "Harry\n");
    // The root on a triangle whose node 3 holds a loop and a square: 3 + 1 loops, even, so
    // nothing; with a stalk of one at the root, 1.
    let g = "6 8\n1 2\n2 3\n3 1\n3 3\n3 4\n4 5\n5 6\n6 3\n";
    assert_eq!(run(&format!("1\n{g}")).unwrap(), "Harry\n");
    assert_eq!(run(&format!("2\n{g}2 1\n2 1\n")).unwrap(), "Sally\n");
    // `1 0`, and a test case of no graphs.
    assert_eq!(run("1\n1 0\n0\n").unwrap(), "Harry\nHarry\n");
}

/// Each broken promise is named, with the test case and the graph.
#[test]
fn broken_promises_are_named() {
    let cases = [
        ("1\n1 0\n2\n1 0\n3 1\n1 2\n", "test case 2, graph 2: the graph is not connected"),
        ("1\n3 2\n1 2\n1 2\n", "node 3 cannot reach the root"),
        ("1\n2 3\n1 2\n2 1\n1 2\n", "lies on two polygons"),
        ("1\n4 5\n1 2\n2 3\n3 1\n2 4\n4 3\n", "lies on two polygons"),
        ("1\n5 5\n1 2\n2 3\n3 4\n4 2\n3 5\n", "touches the rest of the graph at two nodes"),
        ("1\n4 5\n1 2\n2 3\n3 4\n4 2\n3 3\n", "at two nodes (2 and 3)"),
        ("1\n6 7\n1 2\n2 3\n3 4\n4 2\n4 5\n5 6\n6 4\n", "at two nodes (2 and 4)"),
    ];
    for (text, mention) in cases {
        let err = run(text).expect_err(text);
        assert!(err.contains(mention), "{text:?}: {err}");
        assert!(err.contains("test case ") && err.contains(", graph "), "{err}");
    }
}

/// The judge path does not recurse: a path of 10^6 nodes is a stalk of 999,999 edges (odd).
#[test]
fn a_path_of_a_million_nodes() {
    let n = 1_000_000;
    let mut text = format!("1\n{n} {}\n", n - 1);
    for v in 1..n {
        text.push_str(&format!("{v} {}\n", v + 1));
    }
    assert_eq!(run(&text).unwrap(), "Sally\n");
}

/// The promise by its definition, on a tiny multigraph (1-based edges): the simple cycles are
/// the edge sets, every node of which has degree 2 in the set (a loop counts 2), that are
/// connected. `Ok` or the kind of breach, in the order the reader reports them.
fn promise_by_definition(nodes: u32, edges: &[(u32, u32)]) -> Result<(), &'static str> {
    let connected = |set: u64, from: u32| {
        let mut reached = vec![from];
        let mut grew = true;
        while grew {
            grew = false;
            for (i, &(a, b)) in edges.iter().enumerate() {
                if set >> i & 1 == 1 && reached.contains(&a) != reached.contains(&b) {
                    reached.extend([a, b]);
                    grew = true;
                }
            }
        }
        reached
    };
    let all = (1u64 << edges.len()) - 1;
    if (1..=nodes).any(|v| !connected(all, 1).contains(&v)) {
        return Err("not connected");
    }
    let cycles: Vec<u64> = (1..=all)
        .filter(|&set| {
            let mut degree = vec![0; nodes as usize + 1];
            for (i, &(a, b)) in edges.iter().enumerate() {
                if set >> i & 1 == 1 {
                    degree[a as usize] += 1;
                    degree[b as usize] += 1;
                }
            }
            let mut touched = (1..=nodes).filter(|&v| degree[v as usize] > 0);
            let first = touched.next().expect("a non-empty set touches a node");
            let reached = connected(set, first);
            degree.iter().all(|&d| d == 0 || d == 2) && touched.all(|v| reached.contains(&v))
        })
        .collect();
    if (0..edges.len()).any(|i| cycles.iter().filter(|&&c| c >> i & 1 == 1).count() >= 2) {
        return Err("lies on two polygons");
    }
    for &c in &cycles {
        let on = |v: u32| {
            edges.iter().enumerate().any(|(i, &(a, b))| c >> i & 1 == 1 && (a == v || b == v))
        };
        let touching = (1..=nodes)
            .filter(|&v| on(v))
            .filter(|&v| {
                edges.iter().enumerate().any(|(i, &(a, b))| c >> i & 1 == 0 && (a == v || b == v))
            })
            .count();
        if touching >= 2 {
            return Err("touches the rest of the graph at two nodes");
        }
    }
    Ok(())
}

/// The reader's promise check against the definition, on random tiny multigraphs (loops,
/// parallel edges, several components) and on the generator's cacti.
#[test]
fn promise_check_matches_its_definition() {
    let mut rng = Rng::new(3710);
    let mut verdicts = std::collections::BTreeMap::new();
    for round in 0..6000 {
        let g = if round % 4 == 0 {
            let edges = rng.below(9);
            random_cactus(&mut rng, edges, 5)
        } else {
            let nodes = rng.range(1, 5) as u32;
            let k = rng.below(8);
            let edges = (0..k)
                .map(|_| (rng.range(1, nodes as u64) as u32, rng.range(1, nodes as u64) as u32))
                .collect();
            Graph { nodes, edges }
        };
        let input = Input { tests: vec![vec![g.clone()]] };
        let text = String::from_utf8(workbench::problem::to_text::<Hackenbush>(&input)).unwrap();
        let expected = promise_by_definition(g.nodes, &g.edges);
        *verdicts.entry(expected).or_insert(0) += 1;
        match (expected, run(&text)) {
            (Ok(()), Ok(_)) => {}
            (Err(kind), Err(message)) => assert!(message.contains(kind), "{g:?}: {message}"),
            (expected, got) => panic!("{g:?}: expected {expected:?}, got {got:?}"),
        }
    }
    // Every kind of verdict was seen often enough to mean something.
    assert!(verdicts.values().all(|&n| n >= 200), "{verdicts:?}");
    assert_eq!(verdicts.len(), 4, "{verdicts:?}");
}

/// `winning_cut` reaches every value below a graph's value, on random cacti and on random
/// multigraphs outside the promise (loops, shared edges, unattached parts), checked by the
/// fast value of the graph left.
#[test]
fn winning_cuts_reach_every_smaller_value() {
    let mut rng = Rng::new(1962);
    for round in 0..3000 {
        let g = if round % 2 == 0 {
            let edges = rng.below(30);
            random_cactus(&mut rng, edges, 7)
        } else {
            let nodes = rng.range(1, 8) as u32;
            let edges = (0..rng.below(14))
                .map(|_| (rng.range(1, nodes as u64) as u32, rng.range(1, nodes as u64) as u32))
                .collect();
            Graph { nodes, edges }
        };
        let value = hackenbush::graph_value(&g);
        for target in 0..value {
            let e = hackenbush::winning_cut(&g, target).expect("every smaller value is reached");
            let mut rest = g.clone();
            rest.edges.remove(e);
            assert_eq!(hackenbush::graph_value(&rest), target, "{g:?} cut {e}");
        }
        assert_eq!(hackenbush::winning_cut(&g, value), None);
    }
}

/// The cut search descends through bridges without trying every edge: a path of 10^6 nodes
/// against a stalk of 5 is explained at once (the cut leaves 5 edges of the path).
#[test]
fn explaining_a_long_path_is_fast() {
    let n = 1_000_000u32;
    let path = Graph { nodes: n, edges: (1..n).map(|v| (v, v + 1)).collect() };
    let stalk = Graph { nodes: 6, edges: (1..6).map(|v| (v, v + 1)).collect() };
    let input = Input { tests: vec![vec![path, stalk]] };
    let start = std::time::Instant::now();
    let explanation = hackenbush::explain(&input);
    assert!(start.elapsed().as_secs() < 20, "took {:?}", start.elapsed());
    assert!(
        matches!(
            explanation[0],
            Explanation::Cut { graph: 0, ends: (6, 7), from: 999_999, to: 5, .. }
        ),
        "{explanation:?}"
    );
}

/// `grundy play hackenbush`: from every won position of 1000 random games the perfect player's
/// move leaves a lost one by the rules, its hints are the model's winning moves, and every
/// move's words read back.
#[test]
fn the_perfect_player_is_proven_against_the_rules() {
    let checked = workbench::play::check::<Hackenbush>(1000, 0x3711).unwrap();
    assert!(checked.won > 0 && checked.lost > 0, "{checked:?}");
}
