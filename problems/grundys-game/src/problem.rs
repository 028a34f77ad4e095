//! Grundy's Game for the workbench: the generator, the benchmarks, and the trait that ties them to
//! the reader, the solutions and the model.

use workbench::random::{Rng, Size};
use workbench::{Bench, Limits, Problem};

use crate::Input;

/// Grundy's Game, as the `grundy` command and the tests see it.
pub struct GrundysGame;

impl Problem for GrundysGame {
    const SLUG: &'static str = "grundys-game";
    const TITLE: &'static str = "Grundy's Game";
    const JUDGE: &'static str = "CSES 2207";
    const LIMITS: Limits = Limits { time_ms: 1000, memory_mib: 256 };
    const JUDGE_TAKES_RUST: bool = true;
    workbench::from_crate!(answer: Vec<bool>);
    const TABLE: Option<workbench::Table> = Some(workbench::Table::line::<crate::model::Rules>());

    /// `Small`: up to 5 heaps of at most 40 (for the model); `Max`: 10^5 heaps up to 10^6,
    /// a tenth of them at most 1222 (where losses are); `N(n)`: `n` heaps likewise.
    fn generate(rng: &mut Rng, size: Size) -> Input {
        let (tests, small) = match size {
            Size::Small => (rng.range(1, 5), true),
            Size::Max => (100_000, false),
            Size::N(n) => (n, false),
        };
        let mut heap = |_| match (small, rng.range(0, 9)) {
            (true, _) => rng.range(0, 40),
            (false, 0) => rng.range(0, crate::LAST_LOSS),
            (false, _) => rng.range(0, crate::PROVEN_UP_TO),
        };
        Input { heaps: (0..tests).map(&mut heap).collect() }
    }

    fn benches() -> Vec<Bench<Input>> {
        vec![Bench {
            name: "grundys-game",
            label: "10^5 heaps up to 10^6 (the judge's limits)",
            input: || Self::generate(&mut Rng::new(1), Size::Max),
            cpp: None,
        }]
    }
}
