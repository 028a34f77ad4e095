//! Constrained Nim for the workbench: the generator, the benchmarks, the explainer, the player,
//! and the trait that ties them to the reader, the solutions and the model.

use std::collections::HashSet;

use workbench::random::{Rng, Size};
use workbench::{Bench, Limits, Problem};

use crate::Input;

/// Constrained Nim, as the `grundy` command and the tests see it.
pub struct ConstrainedNim;

/// The judge's largest heap and forbidden heap, 10^18.
const JUDGE_MAX: u64 = 1_000_000_000_000_000_000;

/// `count` forbidden pairs, without repeats (the judge promises distinct pairs), with heaps up
/// to `max`: half of them share the heap of the pair before (an exception with several
/// forbidden takes), and half take at most 3 stones, so that the targets fall on or next to
/// other exceptions as well as far below them.
fn forbidden_pairs(rng: &mut Rng, count: usize, max: u64) -> Vec<(u64, u64)> {
    let mut seen = HashSet::with_capacity(count);
    let mut pairs = Vec::with_capacity(count);
    let mut x = rng.range(1, max);
    while pairs.len() < count {
        if !rng.chance(1, 2) {
            x = rng.range(1, max);
        }
        let y = if rng.chance(1, 2) { rng.range(1, x.min(3)) } else { rng.range(1, x) };
        if seen.insert((x, y)) {
            pairs.push((x, y));
        }
    }
    pairs
}

impl Problem for ConstrainedNim {
    const SLUG: &'static str = "constrained-nim";
    const TITLE: &'static str = "Constrained Nim";
    const JUDGE: &'static str = "AtCoder ABC255 G";
    const LIMITS: Limits = Limits { time_ms: 4000, memory_mib: 1024 };
    const JUDGE_TAKES_RUST: bool = true;
    workbench::from_crate!(answer: bool);

    /// `Small`: up to 4 heaps of at most 20 stones and up to 12 forbidden moves on heaps of at
    /// most 20, repeats allowed (for the model); `Max`: the judge's limits (`N = M = 2·10^5`,
    /// values up to 10^18, distinct pairs); `N(n)`: `n` heaps and `n` forbidden moves so.
    fn generate(rng: &mut Rng, size: Size) -> Input {
        match size {
            Size::Small => {
                let top = rng.range(1, 20);
                let heaps = (0..rng.range(0, 4)).map(|_| rng.range(0, top)).collect();
                let forbidden = (0..rng.range(0, 12))
                    .map(|_| {
                        let x = rng.range(1, top);
                        (x, rng.range(1, x))
                    })
                    .collect();
                Input { heaps, forbidden }
            }
            Size::Max | Size::N(_) => {
                let n = if let Size::N(n) = size { n as usize } else { 200_000 };
                let heaps = (0..n).map(|_| rng.range(1, JUDGE_MAX)).collect();
                Input { heaps, forbidden: forbidden_pairs(rng, n, JUDGE_MAX) }
            }
        }
    }

    fn benches() -> Vec<Bench<Input>> {
        vec![Bench {
            name: "constrained-nim",
            label: "the judge's largest: N = M = 2·10^5, values ≤ 10^18",
            input: || Self::generate(&mut Rng::new(255), Size::Max),
            cpp: None,
        }]
    }

    fn explainer() -> Option<workbench::Explainer<Input>> {
        Some(|input| Ok(format!("{}\n", crate::explain(input))))
    }
}
