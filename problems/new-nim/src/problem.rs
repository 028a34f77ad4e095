//! New Nim for the workbench: the generator, the benchmark, and the trait that ties them to
//! the reader, the solutions, the explanation and the model.

use workbench::random::{Rng, Size};
use workbench::{Bench, CppFigures, Limits, MemoryRule, Problem};

use crate::Input;

/// New Nim, as the `grundy` command and the tests see it.
pub struct NewNim;

impl Problem for NewNim {
    const SLUG: &'static str = "new-nim";
    const TITLE: &'static str = "New Nim";
    const JUDGE: &'static str = "Luogu P4301 [CQOI2013]";
    const LIMITS: Limits = Limits { time_ms: 1000, memory_mib: 64 };
    const JUDGE_TAKES_RUST: bool = true;
    workbench::from_crate!(answer: Option<u128>);

    /// `Small`: 1 to 8 heaps of at most 7 stones, a fifth of the time with empty heaps allowed
    /// (so that `-1` can occur), for the model; `Max`: the judge's limits (100 heaps from 1 to
    /// 10^9); `N(n)`: `n` heaps anywhere in `1..=u64::MAX`.
    fn generate(rng: &mut Rng, size: Size) -> Input {
        let (k, low, high) = match size {
            Size::Small => {
                let low = if rng.chance(1, 5) { 0 } else { 1 };
                (rng.range(1, 8), low, rng.range(1, 7))
            }
            Size::Max => (100, 1, 1_000_000_000),
            Size::N(n) => (n.max(1), 1, u64::MAX),
        };
        Input { heaps: (0..k).map(|_| rng.range(low, high)).collect() }
    }

    fn benches() -> Vec<Bench<Input>> {
        vec![Bench {
            name: "new-nim",
            label: "k = 2·10^5 heaps ≤ 10^9",
            input: || {
                let mut rng = Rng::new(7004);
                Input { heaps: (0..200_000).map(|_| rng.range(1, 1_000_000_000)).collect() }
            },
            cpp: Some(CppFigures { cpu_s: 0.040, peak_mib: 4.1, memory: MemoryRule::Double }),
        }]
    }

    fn explainer() -> Option<workbench::Explainer<Input>> {
        Some(|input| Ok(format!("{}\n", crate::explain(input))))
    }
}
