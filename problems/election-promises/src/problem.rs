//! Election Promises for the workbench: the generator, the benchmarks, and the trait that ties
//! them to the reader, the solutions, the checker and the model.

use judge::Checker;
use workbench::random::{Rng, Size};
use workbench::{Bench, Limits, Problem};

use crate::{Input, Verdict};

/// Election Promises, as the `grundy` command and the tests see it.
pub struct ElectionPromises;

/// `m` distinct roads of a random DAG on `n` cities (each from the earlier of two cities in a
/// hidden order to the later; fewer if there are not that many pairs), with shuffled labels,
/// and taxes below `below`.
///
/// # Complexity
/// O(n + m) expected.
pub fn random_input(rng: &mut Rng, n: u32, m: u64, below: u64) -> Input {
    let mut label: Vec<u32> = (0..n).collect();
    rng.shuffle(&mut label);
    let pairs = u64::from(n) * u64::from(n - 1) / 2;
    let mut seen = std::collections::HashSet::new();
    let mut roads = Vec::new();
    while (roads.len() as u64) < m.min(pairs) {
        let a = rng.below(n as usize) as u32;
        let b = rng.below(n as usize) as u32;
        if a != b && seen.insert((a.min(b), a.max(b))) {
            roads.push((label[a.min(b) as usize], label[a.max(b) as usize]));
        }
    }
    let taxes = (0..n).map(|_| rng.range(0, below - 1)).collect();
    Input { taxes, roads }
}

impl Problem for ElectionPromises {
    const SLUG: &'static str = "election-promises";
    const TITLE: &'static str = "Election Promises";
    const JUDGE: &'static str = "Codeforces 1149E";
    const LIMITS: Limits = Limits { time_ms: 2000, memory_mib: 256 };
    const JUDGE_TAKES_RUST: bool = true;
    workbench::from_crate!(answer: Verdict);

    /// `Small` (for the model): 1 to 4 cities with taxes below 4, or 5 cities with taxes below
    /// 2, and any DAG's roads on them. `Max`: the judge's limits, n = m = 2·10^5, taxes below
    /// 10^9. `N(n)`: `n` cities and `n` roads, taxes below 10^9.
    fn generate(rng: &mut Rng, size: Size) -> Input {
        match size {
            Size::Small => {
                let n = rng.range(1, 5) as u32;
                let below = if n == 5 { 2 } else { 4 };
                let m = rng.range(0, u64::from(n * (n - 1) / 2));
                random_input(rng, n, m, below)
            }
            Size::Max => random_input(rng, 200_000, 200_000, 1_000_000_000),
            Size::N(n) => {
                let n = n.clamp(2, u64::from(crate::MAX_CITIES));
                random_input(rng, n as u32, n, 1_000_000_000)
            }
        }
    }

    fn benches() -> Vec<Bench<Input>> {
        vec![Bench {
            name: "election-promises",
            label: "the judge's largest: n = m = 2·10^5 (a random DAG), taxes below 10^9",
            input: || Self::generate(&mut Rng::new(1149), Size::Max),
            cpp: None,
        }]
    }

    fn explainer() -> Option<workbench::Explainer<Input>> {
        Some(|input| Ok(format!("{}\n", crate::explain(input))))
    }

    fn checker() -> Option<Checker<Input, Verdict>> {
        Some(crate::CHECKER)
    }
}
