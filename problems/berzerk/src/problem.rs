//! Berzerk for the workbench: the generator, the benchmarks, and the trait that ties them to
//! the reader, the solutions and the model.

use workbench::random::{Rng, Size};
use workbench::{Bench, Limits, Problem};

use crate::{Answer, Input};

/// Berzerk, as the `grundy` command and the tests see it.
pub struct Berzerk;

/// `k` distinct steps in `1..n`, uniformly (all of them when `k ≥ n − 1`).
fn distinct_steps(rng: &mut Rng, n: u64, k: u64) -> Vec<u64> {
    let mut all: Vec<u64> = (1..n).collect();
    rng.shuffle(&mut all);
    all.truncate(k as usize);
    all
}

impl Problem for Berzerk {
    const SLUG: &'static str = "berzerk";
    const TITLE: &'static str = "Berzerk";
    const JUDGE: &'static str = "Codeforces 786A / 787C";
    const LIMITS: Limits = Limits { time_ms: 4000, memory_mib: 256 };
    const JUDGE_TAKES_RUST: bool = true;
    workbench::from_crate!(answer: Answer);

    /// `Small`: n from 2 to 9, each player 1 to 3 steps: mostly distinct steps below `n` (the
    /// judge's promise), one input in four with steps of any size up to 3n, repeats allowed.
    /// `Max`: the judge's n = 7000 with every step for both. `N(n)`: `n` objects and `n/2`
    /// random distinct steps each.
    fn generate(rng: &mut Rng, size: Size) -> Input {
        let (n, ks) = match size {
            Size::Small => {
                let n = rng.range(2, 9);
                (n, [rng.range(1, 3), rng.range(1, 3)])
            }
            Size::Max => (7000, [6999, 6999]),
            Size::N(n) => {
                let n = n.clamp(2, crate::MAX_OBJECTS);
                let k = (n / 2).clamp(1, crate::MAX_WORK / (2 * n));
                (n, [k, k])
            }
        };
        let wide = size == Size::Small && rng.chance(1, 4);
        let steps = |rng: &mut Rng, k: u64| {
            if wide {
                (0..k).map(|_| rng.range(1, 3 * n)).collect()
            } else {
                distinct_steps(rng, n, k)
            }
        };
        let rick = steps(rng, ks[0]);
        let morty = steps(rng, ks[1]);
        Input { objects: n, steps: [rick, morty] }
    }

    fn benches() -> Vec<Bench<Input>> {
        vec![
            Bench {
                name: "berzerk",
                label: "judge max: n = 7000, every step for both (9.8·10^7 moves)",
                input: || Self::generate(&mut Rng::new(786), Size::Max),
                cpp: None,
            },
            Bench {
                name: "berzerk-wide",
                label: "n = 10^6, 134 random steps each (2.7·10^8 moves, the most accepted; nearly \
                        every start loops, so few are walked)",
                input: || Self::generate(&mut Rng::new(787), Size::N(1_000_000)),
                cpp: None,
            },
        ]
    }

    fn explainer() -> Option<workbench::Explainer<Input>> {
        Some(|input| Ok(crate::explain_text(input)))
    }
}
