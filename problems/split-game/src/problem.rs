//! Split Game for the workbench: the generator, the benchmarks, the explainer, and the trait
//! that ties them to the reader, the solutions and the model.

use workbench::random::{Rng, Size};
use workbench::{Bench, Limits, Problem};

use crate::{Input, MAX_BOTTLES, Reply};

/// Split Game, as the `grundy` command and the tests see it.
pub struct SplitGame;

/// `n` bottles with counts up to `high`, a third of them empty (empty bottles matter: they
/// cannot be the source of a move).
fn bottles(rng: &mut Rng, n: u64, high: u64) -> Vec<u64> {
    (0..n).map(|_| if rng.chance(1, 3) { 0 } else { rng.range(0, high) }).collect()
}

impl Problem for SplitGame {
    const SLUG: &'static str = "split-game";
    const TITLE: &'static str = "Split Game (分裂游戏)";
    const JUDGE: &'static str = "Luogu P3185 [HNOI2007]";
    const LIMITS: Limits = Limits { time_ms: 1000, memory_mib: 128 };
    const JUDGE_TAKES_RUST: bool = true;
    workbench::from_crate!(answer: Vec<Reply>);

    /// `Small`: 1 to 3 tests of 1 to 4 bottles holding at most 2 beans, or of 5 bottles with
    /// at most 2 beans in all (for the model); `Max`: the judge's limits (10 tests of 21
    /// bottles, counts to 10^4); `N(n)`: 10 tests of `n` bottles (at most our maximum).
    fn generate(rng: &mut Rng, size: Size) -> Input {
        let tests = match size {
            Size::Small => (0..rng.range(1, 3))
                .map(|_| {
                    if rng.chance(1, 4) {
                        let mut b = vec![0; 5];
                        for _ in 0..rng.range(0, 2) {
                            b[rng.range(0, 4) as usize] += 1;
                        }
                        b
                    } else {
                        let n = rng.range(1, 4);
                        bottles(rng, n, 2)
                    }
                })
                .collect(),
            Size::Max => (0..10).map(|_| bottles(rng, 21, 10_000)).collect(),
            Size::N(n) => {
                (0..10).map(|_| bottles(rng, n.clamp(1, MAX_BOTTLES as u64), 10_000)).collect()
            }
        };
        Input { tests }
    }

    fn benches() -> Vec<Bench<Input>> {
        vec![
            Bench {
                name: "split-game",
                label: "the judge's largest: 10 tests of 21 bottles",
                input: || Self::generate(&mut Rng::new(3185), Size::Max),
                cpp: None,
            },
            Bench {
                name: "split-game-10000",
                label: "our largest: 10 tests of 10^4 bottles",
                input: || Self::generate(&mut Rng::new(3186), Size::N(MAX_BOTTLES as u64)),
                cpp: None,
            },
        ]
    }

    fn explainer() -> Option<workbench::Explainer<Input>> {
        Some(|input| Ok(crate::explain(input).iter().map(|e| format!("{e}\n")).collect()))
    }
}
