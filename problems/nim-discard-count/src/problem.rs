//! Nim with a handicap for the workbench: the generator, the benchmark, and the trait that ties
//! them to the reader, the solutions and the model.

use workbench::random::{Rng, Size};
use workbench::{Bench, Limits, Problem};

use crate::{Input, MAX_SUM};

/// Nim with a handicap, as the `grundy` command and the tests see it.
pub struct NimDiscardCount;

/// `n` piles, `big` of them from 2^19 + 1 to 10^6 (the widest XOR range, where the sort trick
/// gains least), the rest from 1 to `small`, within the judge's sum.
fn judge_sized(rng: &mut Rng, n: u64, big: u64, small: u64) -> Vec<u32> {
    let mut budget = MAX_SUM;
    let piles = (0..n).map(|i| {
        let wanted =
            if i < big { rng.range((1 << 19) + 1, 1_000_000) } else { rng.range(1, small) };
        // Leave at least 1 for each pile still to come.
        let pile = wanted.min(budget - (n - 1 - i));
        budget -= pile;
        pile as u32
    });
    let mut piles: Vec<u32> = piles.collect();
    rng.shuffle(&mut piles);
    piles
}

impl Problem for NimDiscardCount {
    const SLUG: &'static str = "nim-discard-count";
    const TITLE: &'static str = "Nim with a handicap (discards)";
    const JUDGE: &'static str = "Luogu P5970 [POI2016]";
    const LIMITS: Limits = Limits { time_ms: 1000, memory_mib: 64 };
    const JUDGE_TAKES_RUST: bool = true;
    workbench::from_crate!(answer: u64);

    /// `Small`: up to 8 piles of 0 to 7 (the model searches 2^n discards), `d` from 1 to 4;
    /// `Max`: the judge's limits (n = 5·10^5, d = 10, 8 piles above 2^19 and the rest from 1 to
    /// 29, the sum at most 10^7); `N(n)`: `n` piles (at most 10^7) of that shape.
    fn generate(rng: &mut Rng, size: Size) -> Input {
        match size {
            Size::Small => {
                let n = rng.range(0, 8);
                let high = rng.range(0, 7);
                Input {
                    d: rng.range(1, 4),
                    piles: (0..n).map(|_| rng.range(0, high) as u32).collect(),
                }
            }
            Size::Max => Input { d: 10, piles: judge_sized(rng, 500_000, 8, 29) },
            Size::N(n) => Input { d: 10, piles: judge_sized(rng, n.min(MAX_SUM), 8.min(n), 29) },
        }
    }

    fn benches() -> Vec<Bench<Input>> {
        vec![Bench {
            name: "nim-discard-count",
            label: "n = 5·10^5, d = 10, Σa ≤ 10^7, 8 piles above 2^19 (the judge's largest)",
            input: || Self::generate(&mut Rng::new(5970), Size::Max),
            cpp: None,
        }]
    }
}
