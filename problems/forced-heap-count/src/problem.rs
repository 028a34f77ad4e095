//! Stone Game with a forced first heap for the workbench: the generator, the benchmark, and the
//! trait that ties them to the reader, the solutions and the model.

use workbench::random::{Rng, Size};
use workbench::{Bench, Limits, Problem};

use crate::Input;

/// Stone Game with a forced first heap, as the `grundy` command and the tests see it.
pub struct ForcedHeapCount;

impl Problem for ForcedHeapCount {
    const SLUG: &'static str = "forced-heap-count";
    const TITLE: &'static str = "Stone Game (forced first heap)";
    const JUDGE: &'static str = "Luogu P5675 [GZOI2017]";
    const LIMITS: Limits = Limits { time_ms: 1000, memory_mib: 125 };
    const JUDGE_TAKES_RUST: bool = true;
    workbench::from_crate!(answer: u64);

    /// `Small`: up to 6 piles of 0 to 7 stones (the model searches 2^N · N games); `Max`: the
    /// judge's limits (200 piles of 1 to 200); `N(n)`: `n` piles (at most
    /// [`crate::MAX_PILES`]) of 1 to 200.
    fn generate(rng: &mut Rng, size: Size) -> Input {
        let (n, low, high) = match size {
            Size::Small => (rng.range(0, 6) as usize, 0, rng.range(1, 7)),
            Size::Max => (200, 1, 200),
            Size::N(n) => ((n as usize).min(crate::MAX_PILES), 1, 200),
        };
        Input { piles: (0..n).map(|_| rng.range(low, high)).collect() }
    }

    fn benches() -> Vec<Bench<Input>> {
        vec![Bench {
            name: "forced-heap-count",
            label: "200 piles of 1 to 200 (the judge's largest)",
            input: || Self::generate(&mut Rng::new(5675), Size::Max),
            cpp: None,
        }]
    }
}
