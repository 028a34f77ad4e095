//! 小约翰的游戏 (John's game) for the workbench: the generator, the benchmarks, and the trait
//! that ties them to the reader, the solutions and the model.

use workbench::random::{Rng, Size};
use workbench::{Bench, Limits, Problem};

use crate::Input;

/// 小约翰的游戏 (misère Nim), as the `grundy` command and the tests see it.
pub struct AntiNimP4279;

impl Problem for AntiNimP4279 {
    const SLUG: &'static str = "anti-nim-p4279";
    const TITLE: &'static str = "小约翰的游戏 (John's game)";
    const JUDGE: &'static str = "Luogu P4279 [SHOI2008]";
    const LIMITS: Limits = Limits { time_ms: 1000, memory_mib: 125 };
    const JUDGE_TAKES_RUST: bool = true;
    workbench::from_crate!(answer: Vec<bool>);

    /// `Small`: up to 3 tests of up to 5 piles below 7, half of them 0 or 1 (so that rows of
    /// single stones are common); `Max`: the judge's limits (500 tests of 50 piles from 1 to
    /// 5000); `N(n)`: 10 tests of `n` piles below 2^30.
    fn generate(rng: &mut Rng, size: Size) -> Input {
        let pile = |rng: &mut Rng| match size {
            Size::Small if rng.chance(1, 2) => rng.range(0, 1),
            Size::Small => rng.range(0, 6),
            Size::Max if rng.chance(1, 10) => 1,
            Size::Max => rng.range(1, 5000),
            Size::N(_) => rng.range(0, (1 << 30) - 1),
        };
        let (tests, piles) = match size {
            Size::Small => (rng.range(1, 3), None),
            Size::Max => (500, Some(50)),
            Size::N(n) => (10, Some(n)),
        };
        let test = |rng: &mut Rng| {
            let n = piles.unwrap_or_else(|| rng.range(0, 5));
            (0..n).map(|_| pile(rng)).collect()
        };
        Input::new((0..tests).map(|_| test(rng)).collect())
    }

    fn benches() -> Vec<Bench<Input>> {
        vec![Bench {
            name: "anti-nim-p4279",
            label: "500 tests × 50 piles ≤ 5000",
            input: || Self::generate(&mut Rng::new(4279), Size::Max),
            cpp: None,
        }]
    }

    fn explainer() -> Option<workbench::Explainer<Input>> {
        Some(|input| Ok(crate::explain(input).iter().map(|e| format!("{e}\n")).collect()))
    }
}
