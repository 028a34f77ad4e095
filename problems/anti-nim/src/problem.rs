//! John for the workbench: the generator, the benchmarks, and the trait that ties them to the
//! reader, the solutions and the model.

use workbench::random::{Rng, Size};
use workbench::{Bench, Limits, Problem};

use crate::Input;

/// John (misère Nim), as the `grundy` command and the tests see it.
pub struct AntiNim;

impl Problem for AntiNim {
    const SLUG: &'static str = "anti-nim";
    const TITLE: &'static str = "John";
    const JUDGE: &'static str = "HDU 1907 / POJ 3480";
    const LIMITS: Limits = Limits { time_ms: 1000, memory_mib: 32 };
    workbench::from_crate!(answer: Vec<bool>);

    /// `Small`: up to 3 tests of up to 5 heaps below 7, half of them 0 or 1 (so that the
    /// all-singles case is common); `Max`: the judge's limits (474 tests of 47 heaps from 1 to
    /// 4747); `N(n)`: 10 tests of `n` heaps below 2^30.
    fn generate(rng: &mut Rng, size: Size) -> Input {
        let heap = |rng: &mut Rng| match size {
            Size::Small if rng.chance(1, 2) => rng.range(0, 1),
            Size::Small => rng.range(0, 6),
            Size::Max => rng.range(1, 4747),
            Size::N(_) => rng.range(0, (1 << 30) - 1),
        };
        let (tests, heaps) = match size {
            Size::Small => (rng.range(1, 3), None),
            Size::Max => (474, Some(47)),
            Size::N(n) => (10, Some(n)),
        };
        let test = |rng: &mut Rng| {
            let n = heaps.unwrap_or_else(|| rng.range(0, 5));
            (0..n).map(|_| heap(rng)).collect()
        };
        Input::new((0..tests).map(|_| test(rng)).collect())
    }

    fn benches() -> Vec<Bench<Input>> {
        vec![Bench {
            name: "anti-nim",
            label: "10 tests × 10^6 heaps < 2^30",
            input: || Self::generate(&mut Rng::new(1907), Size::N(1_000_000)),
            cpp: None,
        }]
    }

    fn explainer() -> Option<workbench::Explainer<Input>> {
        Some(|input| Ok(crate::explain(input).iter().map(|e| format!("{e}\n")).collect()))
    }
}
