//! 分裂游戏 (Split Game) for the workbench: the generator, the benchmarks, and the trait that ties them to
//! the reader, the solutions and the model.

use judge::Scanner;
use workbench::random::{Rng, Size};
use workbench::{Bench, Limits, Problem};

use crate::{Input, model};

/// 分裂游戏 (Split Game), as the `grundy` command and the tests see it.
pub struct SplitGame;

impl Problem for SplitGame {
    const SLUG: &'static str = "split-game";
    const TITLE: &'static str = "分裂游戏 (Split Game)";
    const JUDGE: &'static str = "Luogu P3185";
    const LIMITS: Limits = Limits { time_ms: 1000, memory_mib: 256 };
    type Input = Input;
    type Answer = Vec<bool>;

    fn read(sc: &mut Scanner<'_>) -> judge::Result<Input> {
        Input::read(sc)
    }
    fn write(input: &Input, out: &mut Vec<u8>) {
        input.write(out);
    }
    fn answer(input: &Input) -> judge::Result<Vec<bool>> {
        Ok(crate::answer(input))
    }
    fn write_answer(answer: &Vec<bool>, out: &mut Vec<u8>) {
        crate::write_answer(answer, out);
    }
    fn solve(sc: &mut Scanner<'_>, out: &mut Vec<u8>) -> judge::Result<()> {
        crate::solve(sc, out)
    }
    fn model(input: &Input) -> Vec<bool> {
        model::answer(input)
    }

    /// `Small`: up to 5 heaps below 30 (for the model); `Max`: 10^5 heaps below 10^9; `N(n)`:
    /// `n` heaps of any size.
    fn generate(rng: &mut Rng, size: Size) -> Input {
        let (tests, below) = match size {
            Size::Small => (rng.range(1, 5), 30),
            Size::Max => (100_000, 1_000_000_000),
            Size::N(n) => (n, u64::MAX),
        };
        Input { heaps: (0..tests).map(|_| rng.range(0, below - 1)).collect() }
    }

    fn benches() -> Vec<Bench<Input>> {
        vec![Bench {
            name: "split-game",
            label: "10^6 heaps",
            input: || Self::generate(&mut Rng::new(1), Size::N(1_000_000)),
            cpp: None,
        }]
    }
}
