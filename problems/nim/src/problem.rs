//! Nim for the workbench: the generator, the benchmarks, and the trait that ties them to the
//! reader, the solutions and the model.

use workbench::random::{Rng, Size};
use workbench::{Bench, CppFigures, Limits, MemoryRule, Problem};

use crate::Input;

/// Nim, as the `grundy` command and the tests see it.
pub struct Nim;

impl Problem for Nim {
    const SLUG: &'static str = "nim";
    const TITLE: &'static str = "Nim";
    const JUDGE: &'static str = "Luogu P2197";
    const LIMITS: Limits = Limits { time_ms: 1000, memory_mib: 125 };
    const JUDGE_TAKES_RUST: bool = true;
    workbench::from_crate!(answer: Vec<bool>);

    /// `Small`: up to 3 tests of up to 4 heaps below 6 (for the model); `Max`: the judge's
    /// limits (10 tests of 10^4 heaps below 10^4); `N(n)`: 10 tests of `n` heaps below 2^30.
    fn generate(rng: &mut Rng, size: Size) -> Input {
        let (tests, heaps, below) = match size {
            Size::Small => (rng.range(1, 3), None, 6),
            Size::Max => (10, Some(10_000), 10_000),
            Size::N(n) => (10, Some(n), 1 << 30),
        };
        let mut test = || {
            let n = heaps.unwrap_or_else(|| rng.range(0, 4));
            (0..n).map(|_| rng.range(0, below - 1)).collect()
        };
        Input::new((0..tests).map(|_| test()).collect())
    }

    fn benches() -> Vec<Bench<Input>> {
        vec![Bench {
            name: "nim",
            label: "10 tests × 10^6 heaps < 2^30",
            input: || Self::generate(&mut Rng::new(7001), Size::N(1_000_000)),
            cpp: Some(CppFigures { cpu_s: 0.070, peak_mib: 1.4, memory: MemoryRule::PlusEight }),
        }]
    }

    fn explainer() -> Option<workbench::Explainer<Input>> {
        Some(|input| Ok(crate::explain(input).iter().map(|e| format!("{e}\n")).collect()))
    }
}
