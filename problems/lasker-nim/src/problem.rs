//! Lasker's Nim for the workbench: the generator, the benchmarks, and the trait that ties them
//! to the reader, the solutions and the model.

use workbench::random::{Rng, Size};
use workbench::{Bench, Limits, Problem};

use crate::Input;

/// Nim or not Nim? (Lasker's Nim), as the `grundy` command and the tests see it.
pub struct LaskerNim;

impl Problem for LaskerNim {
    const SLUG: &'static str = "lasker-nim";
    const TITLE: &'static str = "Nim or not Nim? (Lasker's Nim)";
    const JUDGE: &'static str = "HDU 3032";
    const LIMITS: Limits = Limits { time_ms: 1000, memory_mib: 32 };
    workbench::from_crate!(answer: Vec<bool>);
    const TABLE: Option<workbench::Table> =
        Some(workbench::Table::line::<crate::model::HeapRules>());

    /// `Small`: up to 3 tests of up to 5 heaps below 40 (for the model); `Max`: the kit's
    /// largest input (one test of 900000 heaps and 99 of up to 1000, heaps below 2^31);
    /// `N(n)`: 10 tests of `n` heaps below 2^31.
    fn generate(rng: &mut Rng, size: Size) -> Input {
        let below = 1u64 << 31;
        let tests = match size {
            Size::Small => {
                let count = rng.range(1, 3);
                (0..count)
                    .map(|_| {
                        let n = rng.range(0, 5);
                        heaps(rng, n, 40)
                    })
                    .collect()
            }
            Size::Max => {
                let mut tests = vec![heaps(rng, 900_000, below)];
                for _ in 0..99 {
                    let n = rng.range(1, 1000);
                    tests.push(heaps(rng, n, below));
                }
                tests
            }
            Size::N(n) => (0..10).map(|_| heaps(rng, n, below)).collect(),
        };
        Input::new(tests)
    }

    fn benches() -> Vec<Bench<Input>> {
        vec![Bench {
            name: "lasker-nim",
            label: "10 tests × 10^6 heaps < 2^31",
            input: || Self::generate(&mut Rng::new(7001), Size::N(1_000_000)),
            cpp: None,
        }]
    }

    fn explainer() -> Option<workbench::Explainer<Input>> {
        Some(|input| Ok(crate::explain(input).iter().map(|e| format!("{e}\n")).collect()))
    }
}

/// `n` random heaps below `below`.
fn heaps(rng: &mut Rng, n: u64, below: u64) -> Vec<u64> {
    (0..n).map(|_| rng.range(0, below - 1)).collect()
}
