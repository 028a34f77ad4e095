//! Removing Graph for the workbench: the generator, the benchmarks, and the trait that ties
//! them to the reader, the solutions, the model, the explainer and the table.

use workbench::random::{Rng, Size};
use workbench::{Bench, CppFigures, Limits, MemoryRule, Problem, Table};

use crate::Input;

/// Removing Graph, as the `grundy` command and the tests see it.
pub struct RemovingGraph;

impl Problem for RemovingGraph {
    const SLUG: &'static str = "removing-graph";
    const TITLE: &'static str = "Removing Graph";
    const JUDGE: &'static str = "Codeforces 1823E";
    const LIMITS: Limits = Limits { time_ms: 2000, memory_mib: 256 };
    const JUDGE_TAKES_RUST: bool = true;
    workbench::from_crate!(answer: bool);

    /// Disjoint cycles ([`cycles_input`]). `Small`: 1–4 cycles of 3–12 vertices and
    /// `l < r ≤ l + 8` small enough to meet every case of the closed form; `Max`:
    /// `n = 2·10^5`; `N(n)`: `n` vertices (at least 3). Large sizes use `l ≤ 20`, `r ≤ l + 40`
    /// and cycles mostly below `2(l + r)`, with a rare long one.
    fn generate(rng: &mut Rng, size: Size) -> Input {
        let mut lengths = Vec::new();
        let (l, r) = match size {
            Size::Small => {
                for _ in 0..rng.range(1, 4) {
                    lengths.push(rng.range(3, 12));
                }
                let n: u64 = lengths.iter().sum();
                let l = rng.range(1, 7.min(n - 1));
                (l, rng.range(l + 1, n.min(l + 8)))
            }
            Size::Max | Size::N(_) => {
                let n =
                    if let Size::N(n) = size { n.clamp(3, u64::from(u32::MAX)) } else { 200_000 };
                let l = rng.range(1, 20.min(n - 1));
                let r = rng.range(l + 1, n.min(l + 40));
                let mut left = n;
                while left > 0 {
                    let want = if rng.chance(1, 1000) {
                        rng.range(3, n)
                    } else {
                        rng.range(3, (2 * (l + r)).max(3))
                    };
                    // Never leave fewer than 3 vertices for the last cycle.
                    let take = if left - want.min(left) < 3 { left } else { want };
                    lengths.push(take);
                    left -= take;
                }
                (l, r)
            }
        };
        cycles_input(rng, &lengths, l, r)
    }

    fn benches() -> Vec<Bench<Input>> {
        vec![
            Bench {
                name: "removing-graph",
                label: "n = 2·10^6, shuffled, l = 3, r = 17",
                input: || bench_input(7005, 2_000_000),
                cpp: Some(CppFigures { cpu_s: 0.650, peak_mib: 17.8, memory: MemoryRule::Double }),
            },
            Bench {
                name: "removing-graph-1e7",
                label: "n = 10^7, shuffled, l = 3, r = 17",
                input: || bench_input(7105, 10_000_000),
                cpp: None,
            },
        ]
    }

    fn explainer() -> Option<workbench::Explainer<Input>> {
        Some(|input| Ok(format!("{}\n", crate::explain(input)?)))
    }

    const TABLE: Option<Table> = Some(crate::table::TABLE);
}

/// `n` vertices in cycles of 3 to 40 (around `l + r = 20`), the last one taking what is left,
/// with `l = 3`, `r = 17`: the benchmark inputs.
fn bench_input(seed: u64, n: u64) -> Input {
    let mut rng = Rng::new(seed);
    let mut lengths = Vec::new();
    let mut left = n;
    while left > 0 {
        let want = rng.range(3, 40);
        let take = if left < want + 3 { left } else { want };
        lengths.push(take);
        left -= take;
    }
    cycles_input(&mut rng, &lengths, 3, 17)
}

/// The input with disjoint cycles of the given `lengths` (each at least 3) on shuffled labels
/// `1..=n`, each edge in random orientation, edges in random order.
///
/// # Complexity
/// O(n).
pub fn cycles_input(rng: &mut Rng, lengths: &[u64], l: u64, r: u64) -> Input {
    let n: u64 = lengths.iter().sum();
    let mut labels: Vec<u32> = (1..=n as u32).collect();
    rng.shuffle(&mut labels);
    let mut edges = Vec::with_capacity(n as usize);
    let mut next = 0;
    for &s in lengths {
        let cycle = &labels[next..next + s as usize];
        next += s as usize;
        for (i, &u) in cycle.iter().enumerate() {
            let v = cycle[(i + 1) % cycle.len()];
            edges.push(if rng.chance(1, 2) { (u, v) } else { (v, u) });
        }
    }
    drop(labels);
    rng.shuffle(&mut edges);
    Input::new(n as u32, l, r, edges)
}
