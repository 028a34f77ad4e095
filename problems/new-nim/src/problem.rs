//! New Nim for the workbench: the generator, the benchmark, and the trait that ties them to
//! the reader, the solutions, the explanation and the model.

use judge::Scanner;
use workbench::random::{Rng, Size};
use workbench::{Bench, CppFigures, Limits, MemoryRule, Problem};

use crate::{Input, model};

/// New Nim, as the `grundy` command and the tests see it.
pub struct NewNim;

impl Problem for NewNim {
    const SLUG: &'static str = "new-nim";
    const TITLE: &'static str = "New Nim";
    const JUDGE: &'static str = "Luogu P4301 [CQOI2013]";
    const LIMITS: Limits = Limits { time_ms: 1000, memory_mib: 64 };
    type Input = Input;
    type Answer = Option<u128>;

    fn read(sc: &mut Scanner<'_>) -> judge::Result<Input> {
        Input::read(sc)
    }
    fn write(input: &Input, out: &mut Vec<u8>) {
        input.write(out);
    }
    fn answer(input: &Input) -> judge::Result<Option<u128>> {
        Ok(crate::answer(input))
    }
    fn write_answer(&answer: &Option<u128>, out: &mut Vec<u8>) {
        crate::write_answer(answer, out);
    }
    fn solve(sc: &mut Scanner<'_>, out: &mut Vec<u8>) -> judge::Result<()> {
        crate::solve(sc, out)
    }
    fn model(input: &Input) -> Option<u128> {
        model::answer(input)
    }

    /// `Small`: 1 to 8 heaps of at most 7 stones, a fifth of the time with empty heaps allowed
    /// (so that `-1` can occur), for the model; `Max`: the judge's limits (100 heaps from 1 to
    /// 10^9); `N(n)`: `n` heaps anywhere in `1..=u64::MAX`.
    fn generate(rng: &mut Rng, size: Size) -> Input {
        let (k, low, high) = match size {
            Size::Small => {
                let low = if rng.chance(1, 5) { 0 } else { 1 };
                (rng.range(1, 8), low, rng.range(1, 7))
            }
            Size::Max => (100, 1, 1_000_000_000),
            Size::N(n) => (n.max(1), 1, u64::MAX),
        };
        Input { heaps: (0..k).map(|_| rng.range(low, high)).collect() }
    }

    fn benches() -> Vec<Bench<Input>> {
        vec![Bench {
            name: "new-nim",
            label: "k = 2·10^5 heaps ≤ 10^9",
            input: || {
                let mut rng = Rng::new(7004);
                Input { heaps: (0..200_000).map(|_| rng.range(1, 1_000_000_000)).collect() }
            },
            cpp: Some(CppFigures { cpu_s: 0.040, peak_mib: 4.1, memory: MemoryRule::Double }),
        }]
    }

    fn explainer() -> Option<workbench::Explainer<Input>> {
        Some(|input| Ok(format!("{}\n", crate::explain(input))))
    }
}
