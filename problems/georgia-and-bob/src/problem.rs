//! Georgia and Bob for the workbench: the generator, the benchmark, and the trait that ties them
//! to the reader, the solutions and the model.

use workbench::random::{Rng, Size};
use workbench::{Bench, CppFigures, Expected, Hostile, Limits, MemoryRule, Problem};

use crate::Input;

/// Georgia and Bob, as the `grundy` command and the tests see it.
pub struct GeorgiaAndBob;

impl Problem for GeorgiaAndBob {
    const SLUG: &'static str = "georgia-and-bob";
    const TITLE: &'static str = "Georgia and Bob";
    const JUDGE: &'static str = "POJ 1704";
    const LIMITS: Limits = Limits { time_ms: 1000, memory_mib: 256 };
    workbench::from_crate!(answer: Vec<bool>);

    /// Cells distinct by construction (each past the previous by 1 + a gap) and shuffled:
    /// `Small`: up to 3 tests of up to 4 chessmen with gaps up to 3 (for the model); `Max`: the
    /// judge's limits (20 tests of 1000 chessmen on cells up to 10^4); `N(n)`: 20 tests of `n`
    /// chessmen with gaps up to 2^40.
    fn generate(rng: &mut Rng, size: Size) -> Input {
        let (tests, max_gap) = match size {
            Size::Small => (rng.range(1, 3), 3),
            Size::Max => (20, 8),
            Size::N(_) => (20, 1 << 40),
        };
        let mut test = || {
            let n = match size {
                Size::Small => rng.range(1, 4),
                Size::Max => 1000,
                Size::N(n) => n,
            };
            shuffled_cells(rng, n, 1, max_gap + 1)
        };
        Input { tests: (0..tests).map(|_| test()).collect() }
    }

    fn benches() -> Vec<Bench<Input>> {
        vec![Bench {
            name: "georgia-and-bob",
            label: "20 tests × 2·10^5 distinct cells < 10^9",
            input: || {
                // Gaps of 1..=4999 keep 2·10^5 distinct cells below 10^9.
                let mut rng = Rng::new(7011);
                Input {
                    tests: (0..20).map(|_| shuffled_cells(&mut rng, 200_000, 1, 4999)).collect(),
                }
            },
            cpp: Some(CppFigures { cpu_s: 0.220, peak_mib: 4.2, memory: MemoryRule::PlusEight }),
        }]
    }

    /// A shape that once cost too much memory: one test of 5·10^6 chessmen, where memory per
    /// input byte shows (the cells alone, sorted in place, take about 4 bytes per byte).
    fn hostile() -> Vec<Hostile> {
        vec![Hostile {
            name: "georgia-and-bob-5e6",
            label: "one test of 5·10^6 chessmen, cells up to about 5·10^9",
            input: || {
                let cells = shuffled_cells(&mut Rng::new(7311), 5_000_000, 1, 1999);
                workbench::problem::to_text::<GeorgiaAndBob>(&Input { tests: vec![cells] })
            },
            outcome: Expected::Answer,
            in_every_test: true,
        }]
    }

    fn explainer() -> Option<workbench::Explainer<Input>> {
        Some(|input| {
            let explain = |cells: &Vec<u64>| format!("{}\n", crate::explain(&crate::sorted(cells)));
            Ok(input.tests.iter().map(explain).collect())
        })
    }
}

/// `n` distinct cells, each past the one before (or 0) by a step uniform in `low..=high`
/// (`low ≥ 1`), then shuffled.
fn shuffled_cells(rng: &mut Rng, n: u64, low: u64, high: u64) -> Vec<u64> {
    let mut cell = 0;
    let mut cells: Vec<u64> = (0..n)
        .map(|_| {
            cell += rng.range(low, high);
            cell
        })
        .collect();
    rng.shuffle(&mut cells);
    cells
}
