//! The fast solution against the game searched by definition.

use judge::random::{Rng, Size};
use judge::testing::{assert_model_agrees, case_seed};
use removing_graph::model::{Component, RemovingGraph};
use removing_graph::{ExactlyK, PROBLEM, cycle_value};
use sg_core::Solver;

#[test]
fn fast_agrees_with_model_on_random_small_graphs() {
    assert_model_agrees(&PROBLEM, 3000, 0x1823e);
}

#[test]
fn closed_form_is_the_cycle_value_for_all_small_l_r_s() {
    for l in 1..=10 {
        for r in l + 1..=10 {
            let mut solver = Solver::new(RemovingGraph { l, r });
            for s in 3..=40 {
                let model = solver.grundy(&Component::Cycle(s));
                assert_eq!(cycle_value(s, l, r), model, "cycle of {s}, l = {l}, r = {r}");
            }
        }
    }
}

#[test]
fn exactly_k_path_and_cycle_values_match_the_model() {
    for k in 1..=8 {
        let mut solver = Solver::new(RemovingGraph { l: k, r: k });
        let fast = ExactlyK::new(k, 70);
        for m in 1..=70 {
            assert_eq!(fast.path_value(m), solver.grundy(&Component::Path(m)), "path {m}, k {k}");
        }
        for s in 3..=70 {
            let model = solver.grundy(&Component::Cycle(s));
            assert_eq!(fast.cycle_value(s), model, "cycle {s}, k {k}");
            // The table built for just this cycle suffices.
            assert_eq!(ExactlyK::for_cycles(k, &[s]).cycle_value(s), model, "cycle {s}, k {k}");
        }
    }
}

/// The generator's graphs with `l = r = k` (outside the judge's promise, solved anyway).
#[test]
fn fast_agrees_with_model_when_l_equals_r() {
    for i in 0..1500 {
        let mut rng = Rng::new(case_seed(0x1e4, i));
        let input = (PROBLEM.generate)(&mut rng, Size::Small);
        let text = String::from_utf8(input).unwrap();
        let (header, edges) = text.split_once('\n').unwrap();
        let n: u64 = header.split(' ').next().unwrap().parse().unwrap();
        let k = rng.range(1, 8.min(n));
        let input = format!("{n} {k} {k}\n{edges}");
        let fast = PROBLEM.run_bytes(input.as_bytes()).unwrap();
        let model = PROBLEM.run_model(input.as_bytes()).unwrap();
        assert_eq!(fast, model, "{input}");
    }
}

/// Relabelling the vertices and reordering the edges never changes the answer.
#[test]
fn answers_do_not_depend_on_labels_or_edge_order() {
    for i in 0..300 {
        let mut rng = Rng::new(case_seed(0xab, i));
        let input = String::from_utf8((PROBLEM.generate)(&mut rng, Size::Small)).unwrap();
        let mut lines: Vec<&str> = input.lines().collect();
        let header = lines.remove(0);
        let n: u32 = header.split(' ').next().unwrap().parse().unwrap();
        let mut relabel: Vec<u32> = (1..=n).collect();
        rng.shuffle(&mut relabel);
        rng.shuffle(&mut lines);
        let mut other = format!("{header}\n");
        for line in lines {
            let (u, v) = line.split_once(' ').unwrap();
            let (u, v): (usize, usize) = (u.parse().unwrap(), v.parse().unwrap());
            other += &format!("{} {}\n", relabel[v - 1], relabel[u - 1]);
        }
        let answer = PROBLEM.run_bytes(input.as_bytes()).unwrap();
        assert_eq!(answer, PROBLEM.run_bytes(other.as_bytes()).unwrap(), "{input}\n{other}");
    }
}

/// One cycle of 3·10^5 vertices in shuffled order: walked without recursion, value by the
/// closed form (`⌊n/(n − 5)⌋ = 1`, Alice) and, with `r` one smaller, 0 (Bob).
#[test]
fn one_long_cycle() {
    let n = 300_000u32;
    let mut order: Vec<u32> = (1..=n).collect();
    Rng::new(5).shuffle(&mut order);
    let mut edges = String::new();
    for i in 0..n as usize {
        edges += &format!("{} {}\n", order[i], order[(i + 1) % n as usize]);
    }
    let (l, r) = (n - 5, n);
    let alice = PROBLEM.run_bytes(format!("{n} {l} {r}\n{edges}").as_bytes()).unwrap();
    assert_eq!(alice, b"Alice\n");
    let bob = PROBLEM.run_bytes(format!("{n} 1 2\n{edges}").as_bytes()).unwrap();
    assert_eq!(bob, b"Bob\n");
}

/// The union-find's cycle lengths on large generated graphs equal those of a plain search.
#[test]
fn cycle_lengths_match_a_plain_search_on_large_graphs() {
    for (seed, size) in [(1, Size::N(1000)), (2, Size::N(100_000)), (3, Size::Max)] {
        let input = (PROBLEM.generate)(&mut Rng::new(seed), size);
        let numbers: Vec<usize> = String::from_utf8(input.clone())
            .unwrap()
            .split_ascii_whitespace()
            .map(|t| t.parse().unwrap())
            .collect();
        let n = numbers[0];
        let mut neighbours = vec![Vec::new(); n + 1];
        for edge in numbers[3..].chunks(2) {
            neighbours[edge[0]].push(edge[1]);
            neighbours[edge[1]].push(edge[0]);
        }
        let mut seen = vec![false; n + 1];
        let mut plain = Vec::new();
        for root in 1..=n {
            if !seen[root] {
                seen[root] = true;
                let (mut stack, mut size) = (vec![root], 0u64);
                while let Some(x) = stack.pop() {
                    size += 1;
                    for &y in &neighbours[x] {
                        if !std::mem::replace(&mut seen[y], true) {
                            stack.push(y);
                        }
                    }
                }
                plain.push(size);
            }
        }
        let mut source = &input[..];
        let mut sc = judge::Scanner::new(&mut source);
        let (n_read, _, _) = removing_graph::read_header(&mut sc).unwrap();
        let mut fast = Vec::new();
        removing_graph::read_cycles(&mut sc, n_read, |s| fast.push(s)).unwrap();
        plain.sort_unstable();
        fast.sort_unstable();
        assert_eq!(fast, plain, "seed {seed}");
        assert!(plain.len() > 1, "several cycles");
    }
}

/// The components left when `removed` is taken out of the graph with these edges: a cycle where
/// a component keeps as many edges as vertices, else a path.
fn components_after(n: usize, edges: &[(usize, usize)], removed: &[usize]) -> Vec<Component> {
    let gone = |v: usize| removed.contains(&v);
    let mut neighbours = vec![Vec::new(); n + 1];
    for &(u, v) in edges.iter().filter(|&&(u, v)| !gone(u) && !gone(v)) {
        neighbours[u].push(v);
        neighbours[v].push(u);
    }
    let mut seen = vec![false; n + 1];
    let mut parts = Vec::new();
    for root in (1..=n).filter(|&v| !gone(v)) {
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

/// `--explain` names vertices whose removal is a legal move (between `l` and `r` of them, all
/// on one cycle and connected) and after which the model finds the remaining graph lost for the
/// player to move; "every move loses" appears exactly where the model says the graph is lost.
/// Half the cases use `l = r`.
#[test]
fn explained_moves_are_confirmed_by_the_model() {
    use sg_core::Outcome;
    let (mut won, mut lost) = (0, 0);
    for i in 0..600 {
        let mut rng = Rng::new(case_seed(0xe41, i));
        let mut input = String::from_utf8((PROBLEM.generate)(&mut rng, Size::Small)).unwrap();
        let numbers: Vec<usize> =
            input.split_ascii_whitespace().map(|t| t.parse().unwrap()).collect();
        let (n, l, mut r) = (numbers[0], numbers[1] as u64, numbers[2] as u64);
        if i % 2 == 1 {
            r = l;
            let (_, edges) = input.split_once('\n').unwrap();
            input = format!("{n} {l} {r}\n{edges}");
        }
        let edges: Vec<(usize, usize)> = numbers[3..].chunks(2).map(|e| (e[0], e[1])).collect();
        let text =
            String::from_utf8(PROBLEM.run_explain(input.as_bytes()).unwrap().unwrap()).unwrap();
        let note = text.lines().nth(1).unwrap();
        let mut solver = Solver::new(RemovingGraph { l, r });
        let before = components_after(n, &edges, &[]);
        if solver.outcome_of_sum(&before) == Outcome::SecondPlayerWins {
            assert!(
                text.starts_with("Bob\n") && note.contains("every move loses"),
                "{input}{text}"
            );
            lost += 1;
            continue;
        }
        // "  winning move: remove vertex V (…)" or "  winning move: remove vertices V W … (…)"
        assert!(text.starts_with("Alice\n"), "{input}{text}");
        let removed: Vec<usize> = note
            .split_whitespace()
            .skip(4)
            .take_while(|w| !w.starts_with('('))
            .map(|w| w.parse().unwrap())
            .collect();
        let k = removed.len() as u64;
        assert!((l..=r).contains(&k), "{k} vertices removed: {input}{text}");
        let mut distinct = removed.clone();
        distinct.sort_unstable();
        distinct.dedup();
        assert_eq!(distinct.len(), removed.len(), "{input}{text}");
        // Connected: the removed vertices, with the edges among them, form one component.
        let kept: Vec<usize> = (1..=n).filter(|v| !removed.contains(v)).collect();
        let inside = components_after(n, &edges, &kept);
        assert_eq!(inside.len(), 1, "the removed vertices must be connected: {input}{text}");
        let after = components_after(n, &edges, &removed);
        assert_eq!(solver.outcome_of_sum(&after), Outcome::SecondPlayerWins, "{input}{text}");
        won += 1;
    }
    assert!(won > 150 && lost > 50, "both kinds of position were met: {won} won, {lost} lost");
}

/// The cycle walk behind `--explain` finds every vertex once, in order along its cycle.
#[test]
fn cycles_are_walked_in_order() {
    for i in 0..200 {
        let mut rng = Rng::new(case_seed(0xc1c, i));
        let input = String::from_utf8((PROBLEM.generate)(&mut rng, Size::Small)).unwrap();
        let numbers: Vec<u32> =
            input.split_ascii_whitespace().map(|t| t.parse().unwrap()).collect();
        let n = numbers[0];
        let edges: Vec<(u32, u32)> = numbers[3..].chunks(2).map(|e| (e[0], e[1])).collect();
        let cycles = removing_graph::cycles_of(n, &edges);
        let mut all: Vec<u32> = cycles.concat();
        all.sort_unstable();
        assert_eq!(all, (1..=n).collect::<Vec<_>>(), "{input}");
        for cycle in &cycles {
            for (j, &u) in cycle.iter().enumerate() {
                let v = cycle[(j + 1) % cycle.len()];
                assert!(edges.contains(&(u, v)) || edges.contains(&(v, u)), "{input}{cycle:?}");
            }
        }
    }
}

/// Beyond the direct table, path values come from the period the Guy–Smith test proves:
/// they agree with the direct table wherever both exist.
#[test]
fn proven_period_agrees_with_the_direct_table() {
    use removing_graph::{DIRECT_PATHS, ExactlyK};
    let direct = ExactlyK::new(2, DIRECT_PATHS);
    let periodic = ExactlyK::new(2, DIRECT_PATHS + 1);
    for m in 0..=DIRECT_PATHS {
        assert_eq!(direct.path_value(m), periodic.path_value(m), "m = {m}");
    }
    // A cycle of 10^7 + 1 vertices with l = r = 2 is answered, not refused.
    assert!(ExactlyK::try_for_cycles(2, &[10_000_001]).is_ok());
    // Treblecross (k = 3) has no proven period: a long odd cycle is refused, a short one is not.
    assert!(ExactlyK::try_for_cycles(3, &[DIRECT_PATHS + 11]).is_err());
    assert!(ExactlyK::try_for_cycles(3, &[1001]).is_ok());
}
