//! Array Game for the workbench: the generator, the benchmarks, and the trait that ties them
//! to the reader, the solutions and the model.

use workbench::random::{Rng, Size};
use workbench::{Bench, Limits, Problem};

use crate::Input;

/// Array Game, as the `grundy` command and the tests see it.
pub struct ArrayGame;

/// `k` colourings of `w` distinct white cells each (at most `n`), cells uniform in `1..=n`.
fn colourings(rng: &mut Rng, n: u64, k: u64, w: impl Fn(&mut Rng) -> u64) -> Vec<Vec<u64>> {
    (0..k)
        .map(|_| {
            let count = w(rng).min(n);
            let mut seen = std::collections::HashSet::new();
            let mut cells = Vec::new();
            while (cells.len() as u64) < count {
                let x = rng.range(1, n);
                if seen.insert(x) {
                    cells.push(x);
                }
            }
            cells
        })
        .collect()
}

impl Problem for ArrayGame {
    const SLUG: &'static str = "array-game";
    const TITLE: &'static str = "Array Game";
    const JUDGE: &'static str = "Luogu P3179";
    /// Luogu's limits (from memory: not confirmed from the statement).
    const LIMITS: Limits = Limits { time_ms: 1000, memory_mib: 128 };
    const JUDGE_TAKES_RUST: bool = true;
    workbench::from_crate!(answer: Vec<bool>);

    /// `Small`: 1 to 10 cells, 1 to 4 colourings of any size (for the model). `Max`: the
    /// judge's limits, n = 10^9, 100 colourings of 100 cells, cell 1 in the first (so the whole
    /// table is needed). `N(n)`: the same with `n` cells.
    fn generate(rng: &mut Rng, size: Size) -> Input {
        let (n, k, small) = match size {
            Size::Small => (rng.range(1, 10), rng.range(1, 4), None),
            Size::Max => (1_000_000_000, 100, Some(100)),
            Size::N(n) => (n.clamp(1, crate::MAX_N), 100, Some(100)),
        };
        let w = |rng: &mut Rng| small.unwrap_or_else(|| rng.range(0, 12));
        let mut colourings = colourings(rng, n, k, w);
        if small.is_some() && !colourings[0].contains(&1) {
            colourings[0][0] = 1;
        }
        Input { n, colourings }
    }

    fn benches() -> Vec<Bench<Input>> {
        vec![Bench {
            name: "array-game",
            label: "the judge's largest: n = 10^9, 100 colourings of 100 cells, cell 1 among them",
            input: || Self::generate(&mut Rng::new(3179), Size::Max),
            cpp: None,
        }]
    }

    fn explainer() -> Option<workbench::Explainer<Input>> {
        Some(|input| Ok(crate::explain(input).iter().map(|e| format!("{e}\n")).collect()))
    }
}
