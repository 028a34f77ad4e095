//! A Chess Game with Cycles for the workbench: the generator, the benchmarks, the table of
//! values, and the trait that ties them to the reader, the solutions and the model.

use sg_core::loopy::search::LoopySolver;
use sg_core::loopy::{Digraph, Outcome, Value};
use workbench::grid::{Args, Cell, Grid};
use workbench::random::{Rng, Size};
use workbench::{Bench, CppFigures, Hostile, Limits, MemoryRule, Problem, Table};

use crate::model::{Rules, outcome};
use crate::{Board, GraphTest, Input};

/// A Chess Game with Cycles, as the `grundy` command and the tests see it.
pub struct LoopyDagGame;

/// How many successors a random vertex gets.
#[derive(Debug, Clone, Copy)]
enum Degrees {
    /// Uniform in `lo..=hi`.
    Uniform(u64, u64),
    /// Mostly one, two for 95 vertices in 1000, none for 5 in 1000: about 1.09 edges a
    /// vertex and few sinks, so that long cycles, and draws, are common.
    MostlyOne,
}

/// Random successor lists on `n ≥ 1` vertices, each successor drawn uniformly from all
/// vertices, so cycles, self-loops, repeats and sinks all occur.
///
/// # Complexity
/// O(n + edges).
fn random_graph(rng: &mut Rng, n: usize, degrees: Degrees) -> Vec<Vec<u32>> {
    let degree = |rng: &mut Rng| match degrees {
        Degrees::Uniform(lo, hi) => rng.range(lo, hi),
        Degrees::MostlyOne => match rng.below(1000) {
            0..5 => 0,
            5..100 => 2,
            _ => 1,
        },
    };
    (0..n).map(|_| (0..degree(rng)).map(|_| rng.below(n) as u32).collect()).collect()
}

/// `m` chessmen on uniform vertices below `n`.
fn random_men(rng: &mut Rng, n: usize, m: u64) -> Vec<u32> {
    (0..m).map(|_| rng.below(n) as u32).collect()
}

impl Problem for LoopyDagGame {
    const SLUG: &'static str = "loopy-dag-game";
    const TITLE: &'static str = "A Chess Game with Cycles";
    const JUDGE: &'static str = "HDU 1524 with cycles (our format)";
    /// Ours: HDU 1524's two seconds, and room for 10^6 vertices and edges both ways.
    const LIMITS: Limits = Limits { time_ms: 2000, memory_mib: 128 };
    workbench::from_crate!(answer: Vec<Outcome>);

    /// Random graphs with cycles, self-loops and sinks, with queries. `Small`: 1–2 tests of
    /// N ≤ 6 with 0–3 successors each, 1–4 queries of up to 3 chessmen (for the model).
    /// `Max`: HDU's N = 1000 with 10 successors each and 1000 queries of up to 10. `N(n)`: one
    /// test of `n` vertices with mostly one successor each (about `n` edges) and n/10 queries
    /// of up to 10.
    fn generate(rng: &mut Rng, size: Size) -> Input {
        let (tests, n_range, degrees, queries, per_query) = match size {
            Size::Small => {
                let queries = rng.range(1, 4);
                (rng.range(1, 2), (1, 6), Degrees::Uniform(0, 3), queries, 3)
            }
            Size::Max => (1, (1000, 1000), Degrees::Uniform(10, 10), 1000, 10),
            Size::N(n) => (1, (n.max(1), n.max(1)), Degrees::MostlyOne, (n / 10).max(1), 10),
        };
        let mut test = || {
            let n = rng.range(n_range.0, n_range.1) as usize;
            let successors = random_graph(rng, n, degrees);
            let queries = (0..queries)
                .map(|_| {
                    let m = rng.range(1, per_query);
                    random_men(rng, n, m)
                })
                .collect();
            GraphTest { successors, queries }
        };
        Input { tests: (0..tests).map(|_| test()).collect() }
    }

    fn benches() -> Vec<Bench<Input>> {
        vec![
            Bench {
                name: "loopy-dag-game",
                label: "N = 10^6, about 10^6 edges (mostly one successor each), 10^5 queries of up to 10",
                input: || Self::generate(&mut Rng::new(2424), Size::N(1_000_000)),
                // bench/cpp/loopy_dag_game.cpp, the same method: the median of 11 runs
                // alternating with ours (2026-12-02, load 3.9; 0.222 s at load 6–8).
                cpp: Some(CppFigures { cpu_s: 0.189, peak_mib: 54.1, memory: MemoryRule::Double }),
            },
            Bench {
                name: "loopy-dag-game-towers",
                label: "the labelling's worst shape: two towers of values 0..706 on cycles \
                        (10^6 edges)",
                input: || Input { tests: vec![double_tower(707)] },
                cpp: None,
            },
        ]
    }

    /// A cycle through 10^6 vertices (every query drawn), and the labelling's worst shape.
    fn hostile() -> Vec<Hostile> {
        vec![
            Hostile {
                name: "loopy-dag-game-cycle",
                label: "N = 10^6, one cycle through every vertex",
                input: || {
                    let n = 1_000_000u32;
                    let successors = (0..n).map(|v| vec![(v + 1) % n]).collect();
                    let test = GraphTest { successors, queries: vec![vec![0], vec![1, 2]] };
                    workbench::problem::to_text::<LoopyDagGame>(&Input { tests: vec![test] })
                },
                outcome: workbench::Expected::Answer,
                in_every_test: true,
            },
            Hostile {
                name: "loopy-dag-game-towers",
                label: "two towers of values 0..706 on cycles (10^6 edges)",
                input: || {
                    let input = Input { tests: vec![double_tower(707)] };
                    workbench::problem::to_text::<LoopyDagGame>(&input)
                },
                outcome: workbench::Expected::Answer,
                in_every_test: true,
            },
        ]
    }

    fn explainer() -> Option<workbench::Explainer<Input>> {
        Some(|input| Ok(crate::explain(input).iter().map(|e| format!("{e}\n")).collect()))
    }

    const TABLE: Option<Table> = Some(Table::own(
        "--edges U-V,U-V,… (U moves to V; default: a small graph with draws), --vertices N",
        table,
    ));
}

/// The shape that costs the labelling most for its size: two towers `A` and `B` of `levels`
/// vertices, where `A_i` and `B_i` move to every `A_j` and `B_j` below them, and `A_i` also up
/// to `B_{i+1}`, a move `B_{i+1} → A_i` reverses. Both are worth `i`, yet every vertex lies on
/// a cycle, so none is valued in advance and each edge is walked at every level below both
/// its ends: about `levels³` steps for `2·levels²` edges. Queries: `A_top` alone (won), with
/// `B_top` (lost: equal values), and `A_0` alone (lost: its one move, up, is reversed).
///
/// # Complexity
/// O(levels²).
pub fn double_tower(levels: u32) -> GraphTest {
    let b = |i: u32| levels + i;
    let below = |i: u32| (0..i).chain((0..i).map(b));
    let mut successors: Vec<Vec<u32>> =
        (0..levels).map(|i| below(i).chain((i + 1 < levels).then(|| b(i + 1))).collect()).collect();
    successors.extend((0..levels).map(|i| below(i).collect::<Vec<u32>>()));
    let top = levels - 1;
    GraphTest { successors, queries: vec![vec![top], vec![top, b(top)], vec![0]] }
}

/// The default graph of the table: a sink, a path into it, a 2-cycle that can leave to the
/// path, a self-loop and a cycle of three with no way out.
const EXAMPLE_EDGES: &str = "1-0,2-1,3-4,4-3,4-1,5-5,5-2,6-7,7-8,8-6";

/// The most vertices a table shows, and the most it checks against the search.
const TABLE_VERTICES: u64 = 1000;
const CHECKED_VERTICES: usize = 30;

/// `grundy table loopy-dag-game`: each vertex's successors, value and outcome alone, for the
/// graph of `--edges`; on up to 30 vertices, a note checks the sum rule against the search of
/// every position of one or two chessmen.
///
/// # Errors
/// Unknown options, a malformed edge, more than 1000 vertices.
///
/// # Complexity
/// O(V + E) for the values; the check is O(V⁴) at most (30 vertices).
fn table(args: &Args) -> Result<Grid, String> {
    args.only(&["edges", "vertices"])?;
    let text = args.get("edges").unwrap_or(EXAMPLE_EDGES);
    let mut edges = Vec::new();
    for pair in text.split(',').map(str::trim).filter(|p| !p.is_empty()) {
        let parsed =
            pair.split_once('-').and_then(|(u, v)| Some((u.parse().ok()?, v.parse().ok()?)));
        let (u, v): (u64, u64) =
            parsed.ok_or(format!("`--edges` takes pairs like 0-1, not `{pair}`"))?;
        edges.push((u, v));
    }
    let needed = edges.iter().map(|&(u, v)| u.max(v) + 1).max().unwrap_or(1);
    let n = args.number("vertices", needed)?.max(needed);
    if n > TABLE_VERTICES {
        return Err(format!(
            "{n} vertices is too many for a printed table (at most {TABLE_VERTICES})"
        ));
    }
    let mut successors = vec![Vec::new(); n as usize];
    for &(u, v) in &edges {
        successors[u as usize].push(v as u32);
    }
    let board = Board::new(Digraph::from_lists(successors.iter().cloned()));
    let alone = |v: u32| match board.value(v).outcome() {
        Outcome::Win => "win",
        Outcome::Lose => "lose",
        Outcome::Draw => "draw",
    };
    // Shades: a finite value m is m (0 a P-position, drawn apart); ∞ values share one colour
    // per outcome.
    let shade = |v: u32| match board.value(v) {
        Value::Finite(m) => u64::from(m),
        Value::Infinite(_) if board.value(v).outcome() == Outcome::Win => u64::MAX - 1,
        Value::Infinite(_) => u64::MAX,
    };
    let vertices = 0..n as u32;
    let moves = vertices.clone().map(|v| {
        let list: Vec<String> = successors[v as usize].iter().map(u32::to_string).collect();
        Cell { text: if list.is_empty() { "-".into() } else { list.join(" ") }, shade: shade(v) }
    });
    let values =
        vertices.clone().map(|v| Cell { text: board.value(v).to_string(), shade: shade(v) });
    let outcomes = vertices.clone().map(|v| Cell { text: alone(v).into(), shade: shade(v) });
    let mut notes = vec![
        "∞{K}: the value is infinite and K holds the finite values of its moves; one chessman \
         there wins iff 0 ∈ K, and a sum with one such chessman wins iff K holds the others' \
         nim-sum"
            .to_string(),
    ];
    notes.push(if n as usize <= CHECKED_VERTICES {
        check_against_search(&board, &successors)
    } else {
        format!("not checked by search (more than {CHECKED_VERTICES} vertices)")
    });
    Ok(Grid {
        title: format!("loopy chess game: values of {n} vertices"),
        row_label: String::new(),
        col_label: "vertex".into(),
        row_keys: vec!["moves to".into(), "value".into(), "alone".into()],
        col_keys: vertices.map(|v| v.to_string()).collect(),
        cells: vec![moves.collect(), values.collect(), outcomes.collect()],
        notes,
        ..Default::default()
    })
}

/// The note under a small table: the sum rule against the search, on every position of one
/// or two chessmen.
fn check_against_search(board: &Board, successors: &[Vec<u32>]) -> String {
    let mut solver = LoopySolver::new(Rules { successors: successors.to_vec() });
    let n = successors.len() as u32;
    let mut checked = 0;
    for a in 0..n {
        for men in std::iter::once(vec![a]).chain((a..n).map(|b| vec![a, b])) {
            let (rule, search) = (board.outcome(&men), outcome(&mut solver, &men));
            if rule != search {
                return format!(
                    "DISAGREES with the search on chessmen {men:?}: {rule:?} against {search:?}"
                );
            }
            checked += 1;
        }
    }
    format!(
        "checked: the sum rule agrees with the search of the whole game on all {checked} positions of one or two chessmen"
    )
}
