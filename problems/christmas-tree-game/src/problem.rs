//! Christmas Game for the workbench: the generator, the benchmarks, and the trait that ties them
//! to the reader, the solutions and the model.

use workbench::random::{Rng, Size};
use workbench::{Bench, Limits, Problem};

use crate::Input;

/// Christmas Game, as the `grundy` command and the tests see it.
pub struct ChristmasTreeGame;

/// A random input of `n` nodes, step `k` and presents below `below`.
fn random_input(rng: &mut Rng, n: u32, k: u64, below: u64) -> Input {
    let reach = rng.range(1, u64::from(n)) as u32;
    let edges = workbench::random::tree_edges(rng, n, reach);
    let presents = (0..n).map(|_| rng.range(0, below - 1)).collect();
    Input { k, edges, presents }
}

impl Problem for ChristmasTreeGame {
    const SLUG: &'static str = "christmas-tree-game";
    const TITLE: &'static str = "Christmas Game";
    const JUDGE: &'static str = "Codeforces 1498F";
    const LIMITS: Limits = Limits { time_ms: 2000, memory_mib: 256 };
    const JUDGE_TAKES_RUST: bool = true;
    workbench::from_crate!(answer: Vec<bool>);

    /// `Small`: 1 to 6 nodes, `k` from 1 to 4, at most 3 presents a node (for the model, which
    /// searches every root); `Max`: the judge's limits (`n = 10^5`, `k = 20`, presents up to
    /// 10^9); `N(n)`: `n` nodes, `k = 20`, presents below 2^32.
    fn generate(rng: &mut Rng, size: Size) -> Input {
        match size {
            Size::Small => {
                let n = rng.range(1, 6) as u32;
                let k = rng.range(1, 4);
                let below = if n > 4 { 3 } else { 4 };
                random_input(rng, n, k, below)
            }
            Size::Max => random_input(rng, 100_000, 20, 1_000_000_001),
            Size::N(n) => random_input(rng, n.clamp(1, 1 << 24) as u32, 20, 1 << 32),
        }
    }

    fn benches() -> Vec<Bench<Input>> {
        vec![Bench {
            name: "christmas-tree-game",
            label: "n = 10^5, k = 20, presents up to 10^9 (the judge's largest)",
            input: || Self::generate(&mut Rng::new(1498), Size::Max),
            cpp: None,
        }]
    }
}
