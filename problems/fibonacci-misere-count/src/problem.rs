//! 取石子 (misère Fibonacci Nim, counted) for the workbench: the generator, the benchmark, and
//! the trait that ties them to the reader, the solutions and the model.

use sg_core::zeckendorf::FIBONACCI;
use workbench::random::{Rng, Size};
use workbench::{Bench, Limits, Problem};

use crate::{Input, Test};

/// 取石子 (misère Fibonacci Nim, counted), as the `grundy` command and the tests see it.
pub struct FibonacciMisereCount;

/// A value from `least` to `most`: a third of the time a Fibonacci number or one next to it
/// (where the counts turn), a third log-uniform, else uniform.
fn random_value(rng: &mut Rng, least: u64, most: u64) -> u64 {
    match rng.range(0, 2) {
        0 => {
            let fits = FIBONACCI.iter().take_while(|&&f| f <= most).count().max(1);
            let f = FIBONACCI[rng.below(fits)];
            (f + rng.range(0, 2)).saturating_sub(1).clamp(least, most)
        }
        1 => {
            let bits = rng.range(0, u64::from(64 - most.leading_zeros()));
            rng.range(0, (1u64 << bits) - 1).clamp(least, most)
        }
        _ => rng.range(least, most),
    }
}

impl Problem for FibonacciMisereCount {
    const SLUG: &'static str = "fibonacci-misere-count";
    const TITLE: &'static str = "取石子 (misère Fibonacci Nim, counted)";
    const JUDGE: &'static str = "Luogu P6791 [SNOI2020]";
    // Luogu's usual limits, not confirmed from the statement.
    const LIMITS: Limits = Limits { time_ms: 1000, memory_mib: 128 };
    const JUDGE_TAKES_RUST: bool = true;
    workbench::from_crate!(answer: Vec<u64>);

    /// `Small`: up to 4 tests with `N ≤ 60`, `k ≤ 70` (for the model); `Max`: the judge's
    /// 10^5 tests with `k, N ≤ 10^18`; `N(n)`: `n` tests at the judge's values.
    fn generate(rng: &mut Rng, size: Size) -> Input {
        let (tests, most_n, most_k) = match size {
            Size::Small => (rng.range(1, 4), 60, 70),
            Size::Max => (100_000, 1_000_000_000_000_000_000, 1_000_000_000_000_000_000),
            Size::N(n) => (n, 1_000_000_000_000_000_000, 1_000_000_000_000_000_000),
        };
        let mut test = || Test { k: random_value(rng, 1, most_k), n: random_value(rng, 0, most_n) };
        Input { tests: (0..tests).map(|_| test()).collect() }
    }

    fn benches() -> Vec<Bench<Input>> {
        vec![Bench {
            name: "fibonacci-misere-count",
            label: "10^5 tests, k and N up to 10^18",
            input: || Self::generate(&mut Rng::new(6791), Size::Max),
            cpp: None,
        }]
    }
}
