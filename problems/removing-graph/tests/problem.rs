//! The fast solution, the judge path, the explanations and the table against the game searched
//! by definition.

#[path = "problem/bad_input.rs"]
mod bad_input;
#[path = "problem/values.rs"]
mod values;

use removing_graph::model::{Component, Rules};
use removing_graph::{Explanation, Input, RemovingGraph, graph};
use sg_core::{Outcome, Solver};
use workbench::Problem;
use workbench::grid::Args;
use workbench::problem::{answer_text, parse, to_text};
use workbench::random::{Rng, Size};
use workbench::testing::case_seed;

workbench::problem_tests!(RemovingGraph, cases = 3000, seed = 0x1823e);

/// The typed answer and the judge path's bytes.
fn both_paths(input: &Input) -> (bool, Vec<u8>) {
    let typed = removing_graph::answer(input).unwrap();
    let judged = judge::run(removing_graph::solve, &mut &to_text::<RemovingGraph>(input)[..]);
    (typed, judged.unwrap())
}

/// The generator's graphs with `l = r = k` (outside the judge's promise, solved anyway).
#[test]
fn fast_agrees_with_model_when_l_equals_r() {
    for i in 0..1500 {
        let mut rng = Rng::new(case_seed(0x1e4, i));
        let input = RemovingGraph::generate(&mut rng, Size::Small);
        let k = rng.range(1, 8.min(u64::from(input.n)));
        let input = Input::new(input.n, k, k, input.edges);
        let model = RemovingGraph::model(&input);
        let (typed, judged) = both_paths(&input);
        assert_eq!(typed, model, "{input:?}");
        assert_eq!(judged, answer_text::<RemovingGraph>(&model), "{input:?}");
    }
}

/// Relabelling the vertices, reordering the edges and turning them around never changes the
/// answer.
#[test]
fn answers_do_not_depend_on_labels_or_edge_order() {
    for i in 0..300 {
        let mut rng = Rng::new(case_seed(0xab, i));
        let input = RemovingGraph::generate(&mut rng, Size::Small);
        let mut relabel: Vec<u32> = (1..=input.n).collect();
        rng.shuffle(&mut relabel);
        let mut edges: Vec<(u32, u32)> = input
            .edges
            .iter()
            .map(|&(u, v)| (relabel[v as usize - 1], relabel[u as usize - 1]))
            .collect();
        rng.shuffle(&mut edges);
        let other = Input::new(input.n, input.l, input.r, edges);
        assert_eq!(both_paths(&input), both_paths(&other), "{input:?}\n{other:?}");
    }
}

/// One cycle of 3·10^5 vertices in shuffled order: walked without recursion, value by the
/// closed form (`⌊n/(n − 5)⌋ = 1`, Alice) and, with moves of 1 or 2, 0 (Bob).
#[test]
fn one_long_cycle() {
    let n = 300_000u32;
    let mut order: Vec<u32> = (1..=n).collect();
    Rng::new(5).shuffle(&mut order);
    let edges: Vec<(u32, u32)> =
        (0..n as usize).map(|i| (order[i], order[(i + 1) % n as usize])).collect();
    let alice = Input::new(n, u64::from(n) - 5, u64::from(n), edges.clone());
    assert_eq!(both_paths(&alice), (true, b"Alice\n".to_vec()));
    assert_eq!(both_paths(&Input::new(n, 1, 2, edges)), (false, b"Bob\n".to_vec()));
}

/// A long odd cycle with `l = r = 3` is refused at `r` on the typed path as on the judge path,
/// after the whole input has been read.
#[test]
fn refusals_point_at_r_on_both_paths() {
    let n = 100_001u32;
    let input = Input::new(n, 3, 3, (1..=n).map(|v| (v, v % n + 1)).collect());
    let text = to_text::<RemovingGraph>(&input);
    let typed = removing_graph::answer(&parse::<RemovingGraph>(&text).unwrap()).unwrap_err();
    let judged = judge::run(removing_graph::solve, &mut &text[..]).unwrap_err();
    assert_eq!(typed, judged);
    assert_eq!((typed.line, typed.column), (1, 10));
    assert!(typed.message.starts_with("l = r = 3 needs the value of a path"), "{typed}");
    assert_eq!(removing_graph::answer(&input), Err(typed), "Input::new places r as written");
}

/// The sizes of the components, sorted, by the model's plain depth-first search.
fn plain_component_sizes(input: &Input) -> Vec<u64> {
    let mut sizes = removing_graph::model::component_sizes(input);
    sizes.sort_unstable();
    sizes
}

/// The union-find's cycle lengths, and those of the walk, on large generated graphs equal
/// those of a plain search.
#[test]
fn cycle_lengths_match_a_plain_search_on_large_graphs() {
    for (seed, size) in [(1, Size::N(1000)), (2, Size::N(100_000)), (3, Size::Max)] {
        let input = RemovingGraph::generate(&mut Rng::new(seed), size);
        let plain = plain_component_sizes(&input);
        assert!(plain.len() > 1, "several cycles");
        let text = to_text::<RemovingGraph>(&input);
        let mut source = &text[..];
        let mut sc = judge::Scanner::new(&mut source);
        let (n, _, _) = graph::read_header(&mut sc).unwrap();
        let forest = graph::read_graph(&mut sc, n, |_, _| {}).unwrap();
        let mut fast: Vec<u64> = forest.cycle_lengths().collect();
        fast.sort_unstable();
        assert_eq!(fast, plain, "seed {seed}");
        let mut walked: Vec<u64> = input.cycles().iter().map(|c| c.len() as u64).collect();
        walked.sort_unstable();
        assert_eq!(walked, plain, "seed {seed}");
    }
}

/// The hash-map phase of the reader (what a header with a huge `n` gets until the edges read
/// justify the arrays) gives the same cycles as the arrays from the start, and the same first
/// error on broken inputs: an edge repeated, moved, or cut short.
#[test]
fn the_sparse_phase_agrees_with_the_arrays() {
    let read = |text: &[u8], free: usize| {
        let mut source = text;
        let mut sc = judge::Scanner::new(&mut source);
        let (n, _, _) = graph::read_header(&mut sc).unwrap();
        let mut seen = 0u64;
        graph::read_graph_within(&mut sc, n, free, |_, _| seen += 1)
            .map(|forest| {
                let mut lengths: Vec<u64> = forest.cycle_lengths().collect();
                lengths.sort_unstable();
                (lengths, seen)
            })
            .map_err(|e| (e.to_string(), seen))
    };
    let mut refused = 0;
    for i in 0..300 {
        let mut rng = Rng::new(case_seed(0x5a_f5e, i));
        let size = if i % 10 == 0 { Size::N(20_000) } else { Size::Small };
        let input = RemovingGraph::generate(&mut rng, size);
        let mut text = to_text::<RemovingGraph>(&input);
        if i % 2 == 1 && !input.edges.is_empty() {
            // Break it: an earlier edge again, a third edge at a vertex, or a cut.
            let lines: Vec<&[u8]> = text.split(|&b| b == b'\n').collect();
            let pick = 1 + rng.below(lines.len() - 1);
            let mut broken = lines[..pick].join(&b'\n');
            broken.push(b'\n');
            match i % 3 {
                0 => broken.extend_from_slice(lines[1 + rng.below(pick)]),
                1 => broken.extend_from_slice(format!("1 {}", input.n).as_bytes()),
                _ => {}
            }
            text = broken;
        }
        let dense = read(&text, usize::MAX);
        refused += usize::from(dense.is_err());
        assert_eq!(read(&text, 0), dense, "case {i}");
        assert_eq!(read(&text, 1000), dense, "case {i}");
    }
    assert!((60..=150).contains(&refused), "{refused} of 300 broken");
}

/// The walk behind the answer and the explanations finds every vertex once, in order along
/// its cycle.
#[test]
fn cycles_are_walked_in_order() {
    for i in 0..200 {
        let input = RemovingGraph::generate(&mut Rng::new(case_seed(0xc1c, i)), Size::Small);
        let cycles = input.cycles();
        let mut all: Vec<u32> = cycles.concat();
        all.sort_unstable();
        assert_eq!(all, (1..=input.n).collect::<Vec<_>>(), "{input:?}");
        for cycle in &cycles {
            for (j, &u) in cycle.iter().enumerate() {
                let v = cycle[(j + 1) % cycle.len()];
                let edge = |e: &(u32, u32)| *e == (u, v) || *e == (v, u);
                assert!(input.edges.iter().any(edge), "{input:?}: {cycle:?}");
            }
        }
    }
}

/// The components left when `removed` is taken out of the input's graph: a cycle where a
/// component keeps as many edges as vertices, else a path.
fn components_after(input: &Input, removed: &[u32]) -> Vec<Component> {
    let n = input.n as usize;
    let gone = |v: u32| removed.contains(&v);
    let mut neighbours = vec![Vec::new(); n + 1];
    for &(u, v) in input.edges.iter().filter(|&&(u, v)| !gone(u) && !gone(v)) {
        neighbours[u as usize].push(v as usize);
        neighbours[v as usize].push(u as usize);
    }
    let mut seen = vec![false; n + 1];
    let mut parts = Vec::new();
    for root in (1..=input.n).filter(|&v| !gone(v)).map(|v| v as usize) {
        if std::mem::replace(&mut seen[root], true) {
            continue;
        }
        let (mut stack, mut vertices, mut degrees) = (vec![root], 0u64, 0);
        while let Some(x) = stack.pop() {
            vertices += 1;
            degrees += neighbours[x].len();
            for &y in &neighbours[x] {
                if !std::mem::replace(&mut seen[y], true) {
                    stack.push(y);
                }
            }
        }
        let edges = degrees as u64 / 2;
        parts.push(if edges == vertices {
            Component::Cycle(vertices)
        } else {
            Component::Path(vertices)
        });
    }
    parts
}

/// An explained move removes between `l` and `r` distinct vertices, connected, after which
/// the model finds the remaining graph lost for the player to move; "every move loses" is
/// said exactly where the model says the graph is lost, with the cycles' lengths. Half the
/// cases use `l = r`.
#[test]
fn explained_moves_are_confirmed_by_the_model() {
    let (mut won, mut lost) = (0, 0);
    for i in 0..600 {
        let mut rng = Rng::new(case_seed(0xe41, i));
        let mut input = RemovingGraph::generate(&mut rng, Size::Small);
        if i % 2 == 1 {
            input = Input::new(input.n, input.l, input.l, input.edges);
        }
        let explanation = removing_graph::explain(&input).unwrap();
        let mut solver = Solver::new(Rules { l: input.l, r: input.r });
        let before = components_after(&input, &[]);
        if solver.outcome_of_sum(&before) == Outcome::Lose {
            let Explanation::EveryMoveLoses { cycles } = &explanation else {
                panic!("{input:?}: {explanation:?}");
            };
            let mut cycles = cycles.clone();
            cycles.sort_unstable();
            assert_eq!(cycles, plain_component_sizes(&input), "{input:?}");
            lost += 1;
            continue;
        }
        let Explanation::Remove { vertices, cycle } = &explanation else {
            panic!("{input:?}: {explanation:?}");
        };
        let k = vertices.len() as u64;
        assert!((input.l..=input.r).contains(&k), "{input:?}: {explanation:?}");
        let mut distinct = vertices.clone();
        distinct.sort_unstable();
        distinct.dedup();
        assert_eq!(distinct.len(), vertices.len(), "{input:?}: {explanation:?}");
        // Connected: the removed vertices, with the edges among them, form one component,
        // which lies on a cycle of the stated length.
        let kept: Vec<u32> = (1..=input.n).filter(|v| !vertices.contains(v)).collect();
        let inside = components_after(&input, &kept);
        assert_eq!(inside.len(), 1, "{input:?}: {explanation:?}");
        let on = input.cycles().into_iter().find(|c| c.contains(&vertices[0])).unwrap();
        assert_eq!(on.len() as u64, *cycle, "{input:?}: {explanation:?}");
        let after = components_after(&input, vertices);
        assert_eq!(solver.outcome_of_sum(&after), Outcome::Lose, "{input:?}");
        won += 1;
    }
    assert!(won > 150 && lost > 50, "both kinds of position were met: {won} won, {lost} lost");
}

/// The explanations render as the judge's verdict followed by the reason.
#[test]
fn explanations_render_as_before() {
    let remove = Explanation::Remove { vertices: vec![4, 2], cycle: 5 };
    assert_eq!(
        remove.to_string(),
        "Alice\n  winning move: remove vertices 4 2 (2 consecutive of the 5 on their cycle), \
         leaving a path of 3, so the components' Grundy values XOR to 0"
    );
    let whole = Explanation::Remove { vertices: vec![1, 2, 3], cycle: 3 };
    assert!(whole.to_string().contains("(the whole cycle of 3), leaving nothing of it"));
    let one = Explanation::Remove { vertices: vec![7], cycle: 4 };
    assert!(one.to_string().contains("remove vertex 7 (1 of the 4 on its cycle)"));
    let empty = Explanation::EveryMoveLoses { cycles: vec![] };
    assert_eq!(empty.to_string(), "Bob\n  every move loses: the graph is empty, so no move exists");
    let lost = Explanation::EveryMoveLoses { cycles: vec![3, 3] };
    assert!(lost.to_string().contains("XOR to 0 (cycles of 3, 3 vertices), and a move"));
    let many = Explanation::EveryMoveLoses { cycles: vec![3; 21] };
    assert!(many.to_string().contains("(21 cycles vertices)"));
}

fn table(words: &[&str]) -> Result<workbench::grid::Grid, String> {
    let words: Vec<String> = words.iter().map(|w| w.to_string()).collect();
    RemovingGraph::table(&Args::parse(&words).unwrap()).expect("the problem has a table")
}

#[test]
fn table_shows_known_path_and_cycle_values() {
    let t = table(&["--l", "2", "--r", "3", "--upto", "8"]).unwrap();
    assert_eq!(t.row_keys, ["path", "cycle"]);
    assert_eq!(t.col_keys.first().map(String::as_str), Some("1"));
    let row = |r: usize| t.cells[r].iter().map(|c| c.text.as_str()).collect::<Vec<_>>();
    // Paths: floor(m/2) below l + r = 5; cycles: floor(s/2) below 5, then 0.
    assert_eq!(row(0)[..4], ["0", "1", "1", "2"]);
    assert_eq!(row(1), ["-", "-", "1", "2", "0", "0", "0", "0"]);
    assert!(t.notes.iter().all(|n| !n.contains("DIFFERS")), "{:?}", t.notes);
    assert!(t.notes[1].contains("agrees on all 6"), "{:?}", t.notes);
    assert!(t.notes[2].contains("agrees on all 4"), "{:?}", t.notes);
    // l = r = 2: the paths are Dawson's Kayles, 0 1 1 2 0 3 1 1 0 3 3 from length 1; the
    // cycles up to 11 need the paths up to 9.
    let t = table(&["--l", "2", "--r", "2", "--upto", "11"]).unwrap();
    let paths: Vec<&str> = t.cells[0].iter().map(|c| c.text.as_str()).collect();
    assert_eq!(paths, ["0", "1", "1", "2", "0", "3", "1", "1", "0", "3", "3"]);
    assert!(t.notes[1].contains("agrees on all 9"), "{:?}", t.notes);
    assert!(t.notes[2].contains("agrees on all 9"), "{:?}", t.notes);
}

#[test]
fn bad_table_arguments_are_refused() {
    let err = |words: &[&str]| table(words).unwrap_err();
    assert!(err(&["--l", "2"]).contains("needs --r"));
    assert!(err(&["--l", "0", "--r", "2"]).contains("at least 1"));
    assert!(err(&["--l", "3", "--r", "2"]).contains("below"));
    assert!(err(&["--l", "1", "--r", "2", "--upto", "0"]).contains("from 1 to"));
    assert!(err(&["--l", "1", "--r", "2", "--upto", "201"]).contains("from 1 to"));
    assert!(err(&["--l", "1", "--r", "2", "--k", "3"]).contains("unknown option"));
    assert!(err(&["--l", "x", "--r", "2"]).contains("non-negative integer"));
}
