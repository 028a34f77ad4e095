//! KAM-Pebbles for the workbench: the generator, the benchmark, and the trait that ties them to
//! the reader, the solutions and the model.

use workbench::random::{Rng, Size};
use workbench::{Bench, CppFigures, Limits, MemoryRule, Problem};

use crate::Input;

/// KAM-Pebbles, as the `grundy` command and the tests see it.
pub struct KamPebbles;

impl Problem for KamPebbles {
    const SLUG: &'static str = "kam-pebbles";
    const TITLE: &'static str = "KAM-Pebbles";
    const JUDGE: &'static str = "Luogu P3480 [POI2009]";
    const LIMITS: Limits = Limits { time_ms: 1000, memory_mib: 256 };
    const JUDGE_TAKES_RUST: bool = true;
    workbench::from_crate!(answer: Vec<bool>);

    /// Each row non-decreasing, and a third of them below a random cap, so that equal
    /// neighbours are common: `Small`: up to 3 tests of up to 5 piles up to 6 (for the model);
    /// `Max`: the judge's limits (10 tests of 1000 piles up to 10^4); `N(n)`: 10 tests of `n`
    /// piles up to 2^62.
    fn generate(rng: &mut Rng, size: Size) -> Input {
        let (tests, most) = match size {
            Size::Small => (rng.range(1, 3), 6),
            Size::Max => (10, 10_000),
            Size::N(_) => (10, 1 << 62),
        };
        let mut row = || {
            let n = match size {
                Size::Small => rng.range(1, 5),
                Size::Max => 1000,
                Size::N(n) => n,
            };
            let top = if rng.chance(1, 3) { rng.range(0, most) } else { most };
            let mut row: Vec<u64> = (0..n).map(|_| rng.range(0, top)).collect();
            row.sort_unstable();
            row
        };
        Input { tests: (0..tests).map(|_| row()).collect() }
    }

    fn benches() -> Vec<Bench<Input>> {
        vec![Bench {
            name: "kam-pebbles",
            label: "10 tests × 5·10^5 sorted values ≤ 10^6",
            input: || {
                let mut rng = Rng::new(7012);
                let mut row = || {
                    let mut row: Vec<u64> = (0..500_000).map(|_| rng.range(0, 1_000_000)).collect();
                    row.sort_unstable();
                    row
                };
                Input { tests: (0..10).map(|_| row()).collect() }
            },
            cpp: Some(CppFigures { cpu_s: 0.020, peak_mib: 1.3, memory: MemoryRule::PlusEight }),
        }]
    }

    fn explainer() -> Option<workbench::Explainer<Input>> {
        Some(|input| {
            Ok(input.tests.iter().map(|row| format!("{}\n", crate::explain(row))).collect())
        })
    }
}
