//! Nim Product for the workbench: the generator, the benchmarks, and the trait that ties them to
//! the reader, the solutions and the model.

use workbench::random::{Rng, Size};
use workbench::{Bench, Limits, Problem};

use crate::Input;

/// Nim Product, as the `grundy` command and the tests see it.
pub struct NimProduct;

impl Problem for NimProduct {
    const SLUG: &'static str = "nim-product";
    const TITLE: &'static str = "Nim Product";
    const JUDGE: &'static str = "Library Checker nim_product_64";
    const LIMITS: Limits = Limits { time_ms: 10_000, memory_mib: 1024 };
    workbench::from_crate!(answer: Vec<u64>);

    /// `Small`: up to 4 queries with factors below 16 (for the model); `Max`: the judge's
    /// limit, 10^6 full-width queries; `N(n)`: `n` full-width queries.
    fn generate(rng: &mut Rng, size: Size) -> Input {
        let (queries, max) = match size {
            Size::Small => (rng.range(1, 4), 15),
            Size::Max => (1_000_000, u64::MAX),
            Size::N(n) => (n, u64::MAX),
        };
        Input { queries: (0..queries).map(|_| (rng.range(0, max), rng.range(0, max))).collect() }
    }

    fn benches() -> Vec<Bench<Input>> {
        vec![Bench {
            name: "nim-product",
            label: "10^6 queries, full-width factors",
            input: || Self::generate(&mut Rng::new(0x6e70), Size::N(1_000_000)),
            cpp: None,
        }]
    }
}
