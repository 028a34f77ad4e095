//! Planinarenje for the workbench: the generator, the benchmarks, the explainer, and the trait
//! that ties them to the reader, the solutions and the model.

use workbench::random::{Rng, Size};
use workbench::{Bench, Limits, Problem};

use crate::{Input, MAX_PLACES};

/// Planinarenje, as the `grundy` command and the tests see it.
pub struct Planinarenje;

/// `places` peaks and `trails` random trails.
fn random_map(rng: &mut Rng, places: u32, trails: u64) -> Input {
    let pick = |rng: &mut Rng| rng.range(0, u64::from(places) - 1) as u32;
    let trails = (0..trails).map(|_| (pick(rng), pick(rng))).collect();
    Input { places, trails }
}

impl Problem for Planinarenje {
    const SLUG: &'static str = "planinarenje";
    const TITLE: &'static str = "Planinarenje";
    const JUDGE: &'static str = "Luogu P4617 / COCI 2017/2018 #5";
    const LIMITS: Limits = Limits { time_ms: 1000, memory_mib: 250 };
    const JUDGE_TAKES_RUST: bool = true;
    workbench::from_crate!(answer: Vec<bool>);

    /// `Small`: 1 to 6 peaks and up to 12 trails (for the model); `Max`: 5000 peaks and 5000
    /// trails; `N(n)`: `n` peaks (at most [`MAX_PLACES`]) and as many trails.
    fn generate(rng: &mut Rng, size: Size) -> Input {
        match size {
            Size::Small => {
                let places = rng.range(1, 6) as u32;
                let trails = rng.range(0, 2 * u64::from(places));
                random_map(rng, places, trails)
            }
            Size::Max => random_map(rng, 5000, 5000),
            Size::N(n) => {
                let places = n.min(MAX_PLACES as u64) as u32;
                random_map(rng, places, u64::from(places))
            }
        }
    }

    fn benches() -> Vec<Bench<Input>> {
        vec![Bench {
            name: "planinarenje",
            label: "10^6 peaks, 10^6 trails",
            input: || Self::generate(&mut Rng::new(4617), Size::N(1_000_000)),
            cpp: None,
        }]
    }

    fn explainer() -> Option<workbench::Explainer<Input>> {
        Some(|input| Ok(crate::explain(input).iter().map(|e| format!("{e}\n")).collect()))
    }
}
