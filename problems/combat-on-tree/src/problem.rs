//! Combat on a tree for the workbench: the generator, the benchmarks, and the trait that ties
//! them to the reader, the solutions and the model.

use workbench::random::{Rng, Size};
use workbench::{Bench, Limits, Problem};

use crate::Input;

/// Combat on a tree, as the `grundy` command and the tests see it.
pub struct CombatOnTree;

/// A random tree of `n` vertices whose shape is set by `reach`
/// ([`workbench::random::tree_edges`]: 1 a path, `n` a uniform recursive tree), each vertex
/// black with probability `black_per_8 / 8`.
///
/// # Complexity
/// O(n).
pub fn random_input(rng: &mut Rng, n: u32, reach: u32, black_per_8: u64) -> Input {
    let black = (0..n).map(|_| rng.chance(black_per_8, 8)).collect();
    Input { black, edges: workbench::random::tree_edges(rng, n, reach) }
}

impl Problem for CombatOnTree {
    const SLUG: &'static str = "combat-on-tree";
    const TITLE: &'static str = "Combat on a tree";
    const JUDGE: &'static str = "SPOJ COT3";
    // Assumed: the statement was not found.
    const LIMITS: Limits = Limits { time_ms: 1000, memory_mib: 256 };
    const JUDGE_TAKES_RUST: bool = true;
    workbench::from_crate!(answer: Vec<u32>);

    /// `Small`: 1 to 11 vertices (at most 2^11 positions for the model), any shape, 0 to 5
    /// eighths black; `Max`: 10^5 vertices (the assumed limit), any shape from a path to a
    /// bushy tree; `N(n)`: `n` vertices.
    fn generate(rng: &mut Rng, size: Size) -> Input {
        let n = match size {
            Size::Small => rng.range(1, 11) as u32,
            Size::Max => 100_000,
            Size::N(n) => n.clamp(1, crate::MAX_VERTICES as u64) as u32,
        };
        let reach = rng.range(1, u64::from(n)) as u32;
        let black_per_8 = rng.range(0, 5);
        random_input(rng, n, reach, black_per_8)
    }

    fn benches() -> Vec<Bench<Input>> {
        vec![
            Bench {
                name: "combat-on-tree",
                label: "10^5 vertices, a uniform recursive tree, a quarter black (the assumed largest)",
                input: || random_input(&mut Rng::new(40), 100_000, 100_000, 2),
                cpp: None,
            },
            Bench {
                name: "combat-on-tree-path",
                label: "10^5 vertices, a path of all-white vertices",
                input: || random_input(&mut Rng::new(41), 100_000, 1, 0),
                cpp: None,
            },
        ]
    }
}
