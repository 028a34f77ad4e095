//! Tree Game for the workbench: the generator, the benchmarks, and the trait that ties them to
//! the reader, the solutions and the model.

use workbench::random::{Rng, Size};
use workbench::{Bench, Limits, Problem};

use crate::Input;

/// Tree Game, as the `grundy` command and the tests see it.
pub struct TreeStones;

/// A random tree of `n` vertices of any shape ([`workbench::random::tree_edges`]) with stones
/// below `below` on every vertex.
///
/// # Complexity
/// O(n).
pub fn random_input(rng: &mut Rng, n: u32, below: u64) -> Input {
    let reach = rng.range(1, u64::from(n)) as u32;
    let stones = (0..n).map(|_| rng.range(0, below - 1)).collect();
    Input { stones, edges: workbench::random::tree_edges(rng, n, reach) }
}

impl Problem for TreeStones {
    const SLUG: &'static str = "tree-stones";
    const TITLE: &'static str = "Tree Game";
    const JUDGE: &'static str = "AtCoder AGC010 F";
    const LIMITS: Limits = Limits { time_ms: 2000, memory_mib: 256 };
    const JUDGE_TAKES_RUST: bool = true;
    workbench::from_crate!(answer: Vec<u32>);

    /// `Small`: 2 to 6 vertices with 0 to 3 stones (for the model: at most `6 · 4^6`
    /// positions); `Max`: the judge's 3000 vertices with up to 10^9 stones; `N(n)`: `n`
    /// vertices.
    fn generate(rng: &mut Rng, size: Size) -> Input {
        let (n, below) = match size {
            Size::Small => (rng.range(2, 6) as u32, rng.range(2, 4)),
            Size::Max => (3000, 1_000_000_001),
            Size::N(n) => (n.clamp(2, crate::MAX_VERTICES as u64) as u32, 1_000_000_001),
        };
        random_input(rng, n, below)
    }

    fn benches() -> Vec<Bench<Input>> {
        vec![
            Bench {
                name: "tree-stones",
                label: "3000 vertices, stones up to 10^9 (the judge's largest)",
                input: || Self::generate(&mut Rng::new(10), Size::Max),
                cpp: None,
            },
            Bench {
                name: "tree-stones-large",
                label: "10^6 vertices, stones up to 10^9",
                input: || Self::generate(&mut Rng::new(11), Size::N(1_000_000)),
                cpp: None,
            },
        ]
    }
}
