//! The Stair Game for the workbench: the generator, the benchmark, and the trait that ties them
//! to the reader, the solutions and the model.

use workbench::random::{Rng, Size};
use workbench::{Bench, CppFigures, Limits, MemoryRule, Problem};

use crate::Input;

/// The Stair Game, as the `grundy` command and the tests see it.
pub struct StaircaseNim;

impl Problem for StaircaseNim {
    const SLUG: &'static str = "staircase-nim";
    const TITLE: &'static str = "Stair Game";
    const JUDGE: &'static str = "CSES 1099";
    const LIMITS: Limits = Limits { time_ms: 1000, memory_mib: 512 };
    const JUDGE_TAKES_RUST: bool = true;
    workbench::from_crate!(answer: Vec<bool>);

    /// `Small`: up to 3 tests of up to 5 stairs with at most 3 balls each (for the model);
    /// `Max`: the judge's limits (tests of 1 to 2000 stairs, 2·10^5 stairs in all, up to 10^9
    /// balls each); `N(n)`: 10 tests of `n` stairs with up to 2^60 balls each.
    fn generate(rng: &mut Rng, size: Size) -> Input {
        let mut lengths = Vec::new();
        let most = match size {
            Size::Small => {
                lengths.extend((0..rng.range(1, 3)).map(|_| rng.range(1, 5)));
                3
            }
            Size::Max => {
                let mut left = 200_000;
                while left > 0 {
                    let n = rng.range(1, 2000).min(left);
                    lengths.push(n);
                    left -= n;
                }
                1_000_000_000
            }
            Size::N(n) => {
                lengths.extend([n; 10]);
                1 << 60
            }
        };
        let tests = lengths.iter().map(|&n| (0..n).map(|_| rng.range(0, most)).collect());
        Input::new(tests.collect())
    }

    fn benches() -> Vec<Bench<Input>> {
        vec![Bench {
            name: "staircase-nim",
            label: "1 test, n = 5·10^6, p_i ≤ 10^9",
            input: || {
                let mut rng = Rng::new(7002);
                Input::new(vec![(0..5_000_000).map(|_| rng.range(0, 1_000_000_000)).collect()])
            },
            cpp: Some(CppFigures { cpu_s: 0.030, peak_mib: 1.4, memory: MemoryRule::PlusEight }),
        }]
    }

    fn explainer() -> Option<workbench::Explainer<Input>> {
        Some(|input| {
            Ok(input.tests.iter().map(|balls| format!("{}\n", crate::explain(balls))).collect())
        })
    }
}
