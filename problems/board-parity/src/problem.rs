//! 谁能赢呢？ for the workbench: the generator, the benchmarks, the explainer, and the trait
//! that ties them to the reader, the solutions and the model.

use workbench::random::{Rng, Size};
use workbench::{Bench, Limits, Problem};

use crate::Input;

/// 谁能赢呢？, as the `grundy` command and the tests see it.
pub struct BoardParity;

impl Problem for BoardParity {
    const SLUG: &'static str = "board-parity";
    const TITLE: &'static str = "谁能赢呢？";
    const JUDGE: &'static str = "Luogu P4136";
    const LIMITS: Limits = Limits { time_ms: 1000, memory_mib: 125 };
    const JUDGE_TAKES_RUST: bool = true;
    workbench::from_crate!(answer: Vec<bool>);

    /// `Small`: up to 4 boards of side 1 to 4 (for the model; the tests search 5×5 once); `Max`: 10^4 boards
    /// of side up to 10^4 (the judge states no count of lines); `N(n)`: `n` boards of any side.
    fn generate(rng: &mut Rng, size: Size) -> Input {
        let (boards, most) = match size {
            Size::Small => (rng.range(1, 4), 4),
            Size::Max => (10_000, 10_000),
            Size::N(n) => (n, u64::MAX),
        };
        Input { sizes: (0..boards).map(|_| rng.range(1, most)).collect() }
    }

    fn benches() -> Vec<Bench<Input>> {
        vec![Bench {
            name: "board-parity",
            label: "10^6 boards of any side",
            input: || Self::generate(&mut Rng::new(4136), Size::N(1_000_000)),
            cpp: None,
        }]
    }

    fn explainer() -> Option<workbench::Explainer<Input>> {
        Some(|input| Ok(crate::explain(input).iter().map(|e| format!("{e}\n")).collect()))
    }
}
