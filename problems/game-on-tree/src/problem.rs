//! Game on Tree for the workbench: the generator, the benchmarks, and the trait that ties them to
//! the reader, the solutions and the model.

use workbench::random::{Rng, Size};
use workbench::{Bench, Limits, Problem};

use crate::Input;

/// Game on Tree, as the `grundy` command and the tests see it.
pub struct GameOnTree;

/// A random tree of `n` vertices ([`workbench::random::tree_edges`]: every label shuffled,
/// vertex 1 included, so the root sits anywhere in the shape).
///
/// # Complexity
/// O(n).
pub fn random_tree(rng: &mut Rng, n: u32, reach: u32) -> Input {
    Input { vertices: n, edges: workbench::random::tree_edges(rng, n, reach) }
}

impl Problem for GameOnTree {
    const SLUG: &'static str = "game-on-tree";
    const TITLE: &'static str = "Game on Tree";
    const JUDGE: &'static str = "AtCoder AGC017 D";
    const LIMITS: Limits = Limits { time_ms: 2000, memory_mib: 256 };
    const JUDGE_TAKES_RUST: bool = true;
    workbench::from_crate!(answer: bool);

    /// `Small`: 1 to 11 vertices, of any shape from a path to a star (for the model); `Max`: the
    /// judge's 10^5 vertices; `N(n)`: `n` vertices.
    fn generate(rng: &mut Rng, size: Size) -> Input {
        let n = match size {
            Size::Small => rng.range(1, 11) as u32,
            Size::Max => 100_000,
            Size::N(n) => n.clamp(1, crate::MAX_VERTICES as u64) as u32,
        };
        let reach = rng.range(1, u64::from(n)) as u32;
        random_tree(rng, n, reach)
    }

    fn benches() -> Vec<Bench<Input>> {
        vec![
            Bench {
                name: "game-on-tree",
                label: "a uniform random tree of 10^5 vertices (the judge's largest)",
                input: || random_tree(&mut Rng::new(17), 100_000, 100_000),
                cpp: None,
            },
            Bench {
                name: "game-on-tree-path",
                label: "a path of 10^6 vertices, labels shuffled",
                input: || random_tree(&mut Rng::new(18), 1_000_000, 1),
                cpp: None,
            },
        ]
    }

    fn explainer() -> Option<workbench::Explainer<Input>> {
        Some(|input| Ok(format!("{}\n", crate::explain(input))))
    }
}
