//! GG and MM (Every-SG) for the workbench: the generator, the benchmarks, and the trait that
//! ties them to the reader, the solutions and the model.

use workbench::random::{Rng, Size};
use workbench::{Bench, Limits, Problem};

use crate::Input;

/// GG and MM (Every-SG), as the `grundy` command and the tests see it.
pub struct EverySg;

/// `tests` tests of `n` subgames, each pile drawn by `pile`.
fn tests(rng: &mut Rng, tests: u64, n: u64, pile: fn(&mut Rng) -> u64) -> Input {
    let mut test = || (0..n).map(|_| (pile(rng), pile(rng))).collect();
    Input { tests: (0..tests).map(|_| test()).collect() }
}

/// A full-width pile, now and then 0 or one of the largest.
fn any_pile(rng: &mut Rng) -> u64 {
    match rng.range(0, 99) {
        0 => 0,
        1 => u64::MAX - rng.range(0, 3),
        _ => rng.range(0, u64::MAX),
    }
}

impl Problem for EverySg {
    const SLUG: &'static str = "every-sg";
    const TITLE: &'static str = "GG and MM (Every-SG)";
    const JUDGE: &'static str = "HDU 3595";
    const LIMITS: Limits = Limits { time_ms: 1000, memory_mib: 32 };
    workbench::from_crate!(answer: Vec<bool>);
    /// Euclid's game itself, g(x, y) by the model's rules (Every-SG plays it by step counts, but
    /// its Grundy values are the component game's: a zero exactly where a pile is 0 or the
    /// piles differ and the larger is below φ times the smaller).
    const TABLE: Option<workbench::Table> = Some(workbench::Table::plane::<crate::model::Rules>());

    /// `Small`: 1–3 tests of 1–4 subgames with piles up to 40 (some up to 8, where ties of the
    /// largest step are common); `Max`: the judge's limits (100 tests of 1000 subgames, piles
    /// 1..=1000); `N(n)`: 10 tests of `n` subgames with piles of any size.
    fn generate(rng: &mut Rng, size: Size) -> Input {
        match size {
            Size::Small => {
                let below = if rng.range(0, 1) == 0 { 9 } else { 41 };
                let count = rng.range(1, 3);
                let mut test = || {
                    let n = rng.range(1, 4);
                    (0..n).map(|_| (rng.range(0, below - 1), rng.range(0, below - 1))).collect()
                };
                Input { tests: (0..count).map(|_| test()).collect() }
            }
            Size::Max => tests(rng, 100, 1000, |rng| rng.range(1, 1000)),
            Size::N(n) => tests(rng, 10, n, any_pile),
        }
    }

    fn benches() -> Vec<Bench<Input>> {
        vec![
            Bench {
                name: "every-sg",
                label: "100 tests × 10^4 subgames, piles < 2^64",
                input: || tests(&mut Rng::new(3595), 100, 10_000, any_pile),
                cpp: None,
            },
            Bench {
                name: "every-sg-judge",
                label: "100 tests × 1000 subgames, piles ≤ 1000 (the judge's limits)",
                input: || Self::generate(&mut Rng::new(3596), Size::Max),
                cpp: None,
            },
        ]
    }

    fn explainer() -> Option<workbench::Explainer<Input>> {
        Some(|input| Ok(crate::explain(input).iter().map(|e| format!("{e}\n")).collect()))
    }
}
