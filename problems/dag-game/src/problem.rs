//! A Chess Game for the workbench: the generator, the benchmarks, and the trait that ties them
//! to the reader, the solutions and the model.

use workbench::random::{Rng, Size};
use workbench::{Bench, CppFigures, Expected, Hostile, Limits, MemoryRule, Problem};

use crate::{GraphTest, Input};

/// A Chess Game, as the `grundy` command and the tests see it.
pub struct DagGame;

/// Random successor lists of an acyclic graph on `n ≥ 1` vertices: vertex `label[r]` of a
/// random relabelling gets `degree` successors (or a uniform number up to `n − 1 − r` if
/// `None`) among the vertices of higher rank, drawn with repeats; the last rank gets none.
///
/// # Complexity
/// O(n + edges).
fn random_dag(rng: &mut Rng, n: usize, degree: Option<u64>) -> Vec<Vec<u32>> {
    let mut label: Vec<u32> = (0..n as u32).collect();
    rng.shuffle(&mut label);
    let mut lists = vec![Vec::new(); n];
    for r in 0..n - 1 {
        let d = degree.unwrap_or_else(|| rng.range(0, (n - 1 - r) as u64));
        let above = |rng: &mut Rng| label[rng.range(r as u64 + 1, n as u64 - 1) as usize];
        lists[label[r] as usize] = (0..d).map(|_| above(rng)).collect();
    }
    lists
}

/// `m` chessmen on uniform vertices below `n`.
fn random_men(rng: &mut Rng, n: usize, m: u64) -> Vec<u32> {
    (0..m).map(|_| rng.below(n) as u32).collect()
}

impl Problem for DagGame {
    const SLUG: &'static str = "dag-game";
    const TITLE: &'static str = "A Chess Game";
    const JUDGE: &'static str = "HDU 1524 / POJ 2425";
    const LIMITS: Limits = Limits { time_ms: 2000, memory_mib: 64 };
    workbench::from_crate!(answer: Vec<bool>);

    /// Random DAGs (edges from lower to higher rank under a random relabelling) with queries.
    /// `Small`: 1–2 tests of N ≤ 7, any out-degree, up to 4 queries of up to 3 chessmen (for the
    /// model). `Max`: the judge's N = 1000 with 10 successors each and up to 1000 queries of up
    /// to 10. `N(n)`: one test of `max(n, 2)` vertices with 4 successors each and up to n/10
    /// queries of up to 10.
    fn generate(rng: &mut Rng, size: Size) -> Input {
        let (tests, n_range, degree, queries, per_query) = match size {
            Size::Small => (rng.range(1, 2), (1, 7), None, 4, 3),
            Size::Max => (1, (1000, 1000), Some(10), 1000, 10),
            Size::N(n) => (1, (n.max(2), n.max(2)), Some(4), n / 10, 10),
        };
        let mut test = || {
            let n = rng.range(n_range.0, n_range.1) as usize;
            let successors = random_dag(rng, n, degree);
            let queries = (0..rng.range(1, queries.max(1)))
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
        vec![Bench {
            name: "dag-game",
            label: "N = 10^6, 4 successors, 10^5 queries of 10",
            input: || {
                let (mut rng, n) = (Rng::new(7006), 1_000_000);
                let successors = random_dag(&mut rng, n, Some(4));
                let queries = (0..100_000).map(|_| random_men(&mut rng, n, 10)).collect();
                Input { tests: vec![GraphTest { successors, queries }] }
            },
            cpp: Some(CppFigures { cpu_s: 0.340, peak_mib: 64.0, memory: MemoryRule::Double }),
        }]
    }

    /// A shape that once cost too much time and output: one cycle through 10^6 vertices, now
    /// refused in one short line (its length and first vertices) rather than a line naming
    /// every vertex.
    fn hostile() -> Vec<Hostile> {
        vec![Hostile {
            name: "dag-game-cycle",
            label: "N = 10^6, one cycle through every vertex",
            input: || {
                let n = 1_000_000;
                let mut text = format!("{n}\n");
                for v in 0..n {
                    text += &format!("1 {}\n", (v + 1) % n);
                }
                (text + "1 0\n0\n").into_bytes()
            },
            outcome: Expected::Refusal,
            in_every_test: true,
        }]
    }

    fn explainer() -> Option<workbench::Explainer<Input>> {
        Some(|input| Ok(crate::explain(input).iter().map(|e| format!("{e}\n")).collect()))
    }
}
