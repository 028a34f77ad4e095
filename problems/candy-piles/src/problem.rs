//! Candy Piles for the workbench: the generator, the benchmark, the explainer, and the trait
//! that ties them to the reader, the solutions and the model.

use workbench::random::{Rng, Size};
use workbench::{Bench, Limits, Problem};

use crate::Input;

/// Candy Piles, as the `grundy` command and the tests see it.
pub struct CandyPiles;

/// `n` piles: half the time uniform from 1 to `most`, half the time near the diagonal (sizes
/// around `n`, many equal), where both corridors' parities vary.
fn random_piles(rng: &mut Rng, n: u64, most: u64) -> Vec<u64> {
    if rng.chance(1, 2) {
        (0..n).map(|_| rng.range(1, most)).collect()
    } else {
        let centre = rng.range(1, n.min(most));
        let spread = rng.range(0, 3);
        (0..n)
            .map(|_| (centre + rng.range(0, 2 * spread)).saturating_sub(spread).clamp(1, most))
            .collect()
    }
}

impl Problem for CandyPiles {
    const SLUG: &'static str = "candy-piles";
    const TITLE: &'static str = "Candy Piles";
    const JUDGE: &'static str = "AtCoder AGC002 E";
    const LIMITS: Limits = Limits { time_ms: 2000, memory_mib: 256 };
    const JUDGE_TAKES_RUST: bool = true;
    workbench::from_crate!(answer: bool);

    /// `Small`: 1 to 7 piles up to 9 (for the model); `Max`: the judge's 10^5 piles up to
    /// 10^9; `N(n)`: `n` piles up to 10^9.
    fn generate(rng: &mut Rng, size: Size) -> Input {
        let (n, most) = match size {
            Size::Small => (rng.range(1, 7), 9),
            Size::Max => (100_000, 1_000_000_000),
            Size::N(n) => (n.max(1), 1_000_000_000),
        };
        Input { piles: random_piles(rng, n, most) }
    }

    fn benches() -> Vec<Bench<Input>> {
        vec![Bench {
            name: "candy-piles",
            label: "10^5 piles up to 10^9",
            input: || Self::generate(&mut Rng::new(2), Size::Max),
            cpp: None,
        }]
    }

    fn explainer() -> Option<workbench::Explainer<Input>> {
        Some(|input| Ok(format!("{}\n", crate::explain(input))))
    }
}
