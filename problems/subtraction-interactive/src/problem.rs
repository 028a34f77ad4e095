//! The Generalized Subtraction Game for the workbench: the generator, the interactor, the
//! benchmarks, and the trait that ties them to the reader, the judge path and the model.

use workbench::random::{Rng, Size};
use workbench::referee::Interaction;
use workbench::{Bench, Limits, Problem};

use crate::Input;

/// AtCoder ABC278 G, as the `grundy` command and the tests see it.
pub struct SubtractionInteractive;

impl Problem for SubtractionInteractive {
    const SLUG: &'static str = "subtraction-interactive";
    const TITLE: &'static str = "Generalized Subtraction Game";
    const JUDGE: &'static str = "AtCoder ABC278 G";
    const LIMITS: Limits = Limits { time_ms: 2000, memory_mib: 1024 };
    const JUDGE_TAKES_RUST: bool = true;
    // The answer: whether the first player wins, the side the solution must take.
    workbench::from_crate!(answer: bool);

    /// `Small`: up to 9 cards (for the model), `L ≤ R ≤ N` with `L = R` half the time (the
    /// table's case); `Max`: AtCoder's limit, N = 2000; `N(n)`: `n` cards. Large ones have
    /// `L = R` and `N − L` odd a third of the time.
    fn generate(rng: &mut Rng, size: Size) -> Input {
        let n = match size {
            Size::Small => rng.range(1, 9),
            Size::Max => 2000,
            Size::N(n) => n.max(1),
        };
        let l = if size == Size::Small { rng.range(1, n) } else { rng.range(1, 8.min(n)) };
        let r = if rng.chance(1, 2) { l } else { rng.range(l, n) };
        let mut input = Input { n, l, r };
        if size != Size::Small && rng.chance(1, 3) && n > l {
            input.r = l;
            input.n -= (n - l + 1) % 2; // N − L odd
        }
        input
    }

    fn benches() -> Vec<Bench<Input>> {
        vec![Bench {
            name: "subtraction-interactive",
            label: "the side for N = 20 001, L = R = 3 (the table of 0.007)",
            input: || Input { n: 20_001, l: 3, r: 3 },
            cpp: None,
        }]
    }

    fn interaction() -> Option<Interaction<Input>> {
        Some(Interaction { play: crate::play, interactor: crate::interactor::interact })
    }
}
