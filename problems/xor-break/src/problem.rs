//! XOR Break for the workbench: the generator, the interactor, the benchmarks, and the trait
//! that ties them to the reader, the judge path and the model.

use workbench::random::{Rng, Size};
use workbench::referee::Interaction;
use workbench::{Bench, Limits, Problem};

use crate::Input;

/// Codeforces 1934D2, as the `grundy` command and the tests see it.
pub struct XorBreak;

impl Problem for XorBreak {
    const SLUG: &'static str = "xor-break";
    const TITLE: &'static str = "XOR Break — Game Version";
    const JUDGE: &'static str = "Codeforces 1934D2";
    const LIMITS: Limits = Limits { time_ms: 2000, memory_mib: 256 };
    const JUDGE_TAKES_RUST: bool = true;
    // The side of each game: `true` for `first`.
    workbench::from_crate!(answer: Vec<bool>);

    /// `Small`: 1 to 3 games from 1 to 63 (for the model); `Max`: Codeforces' limits (1000
    /// games up to 10^18); `N(k)`: `k` games from any `u64`, a quarter of them dense in bits
    /// (the longest games).
    fn generate(rng: &mut Rng, size: Size) -> Input {
        let (games, below) = match size {
            Size::Small => (rng.range(1, 3), 63),
            Size::Max => (1000, 1_000_000_000_000_000_000),
            Size::N(k) => (k, u64::MAX),
        };
        let mut number = || match size {
            Size::N(_) if rng.chance(1, 4) => u64::MAX >> rng.range(0, 8) ^ (1 << rng.range(0, 55)),
            _ => rng.range(1, below),
        };
        Input { games: (0..games).map(|_| number().max(1)).collect() }
    }

    fn benches() -> Vec<Bench<Input>> {
        vec![Bench {
            name: "xor-break",
            label: "the sides of 10^6 games",
            input: || Self::generate(&mut Rng::new(1934), Size::N(1_000_000)),
            cpp: None,
        }]
    }

    fn interaction() -> Option<Interaction<Input>> {
        Some(Interaction { play: crate::play, interactor: crate::interactor::interact })
    }
}
