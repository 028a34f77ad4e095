//! Moving Coins for the workbench: the generator, the benchmark, and the trait that ties them
//! to the reader, the solutions and the model.

use workbench::random::{Rng, Size};
use workbench::{Bench, CppFigures, Limits, MemoryRule, Problem};

use crate::Input;

/// Moving Coins, as the `grundy` command and the tests see it.
pub struct MovingCoins;

impl Problem for MovingCoins {
    const SLUG: &'static str = "moving-coins";
    const TITLE: &'static str = "Moving Coins";
    const JUDGE: &'static str = "Luogu P5363 [SDOI2019]";
    const LIMITS: Limits = Limits { time_ms: 1000, memory_mib: 256 };
    const JUDGE_TAKES_RUST: bool = true;
    workbench::from_crate!(answer: u64);

    /// `Small`: `n ≤ 12` (for the model; `m = 0` now and then); `Max`: the judge's limit
    /// `150000 50`; `N(n)`: `n` cells and `min(n, 50)` coins.
    fn generate(rng: &mut Rng, size: Size) -> Input {
        let (n, m) = match size {
            Size::Small => {
                let n = rng.range(0, 12);
                (n, if rng.chance(1, 20) { 0 } else { rng.range(n.min(1), n) })
            }
            Size::Max => (150_000, 50),
            Size::N(n) => (n, n.min(50)),
        };
        Input { n: n as usize, m: m as usize }
    }

    fn benches() -> Vec<Bench<Input>> {
        vec![Bench {
            name: "moving-coins",
            label: "`1000000 50`",
            input: || Input { n: 1_000_000, m: 50 },
            cpp: Some(CppFigures { cpu_s: 0.070, peak_mib: 33.0, memory: MemoryRule::PlusEight }),
        }]
    }
}
