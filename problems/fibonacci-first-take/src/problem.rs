//! HRPA for the workbench: the generator, the benchmark, the explainer, and the trait that
//! ties them to the reader, the solutions and the model.

use sg_core::zeckendorf::FIBONACCI;
use workbench::random::{Rng, Size};
use workbench::{Bench, Limits, Problem};

use crate::Input;

/// HRPA (the smallest winning first take), as the `grundy` command and the tests see it.
pub struct FibonacciFirstTake;

/// A heap from 1 to `most`: a third of the time a Fibonacci number or one next to it (where
/// the answer jumps), else uniform.
fn random_heap(rng: &mut Rng, most: u64) -> u64 {
    if rng.chance(1, 3) {
        let fits = FIBONACCI.iter().take_while(|&&f| f <= most).count();
        let f = FIBONACCI[rng.below(fits)];
        (f + rng.range(0, 2)).saturating_sub(1).clamp(1, most)
    } else {
        rng.range(1, most)
    }
}

impl Problem for FibonacciFirstTake {
    const SLUG: &'static str = "fibonacci-first-take";
    const TITLE: &'static str = "HRPA (the smallest winning first take)";
    const JUDGE: &'static str = "Luogu P6487 [COCI 2010/2011 #4]";
    // COCI's limits as remembered, not confirmed from the statement.
    const LIMITS: Limits = Limits { time_ms: 1000, memory_mib: 32 };
    const JUDGE_TAKES_RUST: bool = true;
    workbench::from_crate!(answer: u64);

    /// `Small`: a heap up to 80 (for the model); `Max`: the judge's `N ≤ 10^15`; `N(n)`: a heap
    /// up to `n` (the input is one number whatever its size).
    fn generate(rng: &mut Rng, size: Size) -> Input {
        let most = match size {
            Size::Small => 80,
            Size::Max => 1_000_000_000_000_000,
            Size::N(n) => n.max(1),
        };
        Input { n: random_heap(rng, most) }
    }

    fn benches() -> Vec<Bench<Input>> {
        vec![Bench {
            name: "fibonacci-first-take",
            label: "one heap up to 10^15",
            input: || Self::generate(&mut Rng::new(6487), Size::Max),
            cpp: None,
        }]
    }

    fn explainer() -> Option<workbench::Explainer<Input>> {
        Some(|input| Ok(format!("{}\n", crate::explain(input))))
    }
}
