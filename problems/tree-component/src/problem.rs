//! The Other Side of the Moon for the workbench: the generator, the benchmarks, and the trait
//! that ties them to the reader, the solutions and the model.

use workbench::random::{Rng, Size};
use workbench::{Bench, Limits, Problem};

use crate::{Input, Tree};

/// The Other Side of the Moon, as the `grundy` command and the tests see it.
pub struct TreeComponent;

/// A random tree on `n` vertices with every degree odd when `n` is even (lost for the player to
/// move): an edge, then repeatedly two new leaves hung on one vertex (its degree stays odd);
/// an odd `n` gets one more leaf, so one vertex turns even. Labels and edges shuffled.
///
/// # Complexity
/// O(n).
pub fn odd_tree(rng: &mut Rng, n: u32) -> Tree {
    let mut label: Vec<u32> = (1..=n.max(2)).collect();
    rng.shuffle(&mut label);
    let mut edges = vec![(0u32, 1u32)];
    let mut size = 2;
    while size < n {
        let at = rng.below(size as usize) as u32;
        for _ in 0..2.min(n - size) {
            edges.push((at, size));
            size += 1;
        }
    }
    let mut edges: Vec<(u32, u32)> =
        edges.into_iter().map(|(a, b)| (label[a as usize], label[b as usize])).collect();
    rng.shuffle(&mut edges);
    Tree { edges }
}

/// A tree of `n` vertices: half the time [`odd_tree`], else a random tree of any shape.
fn any_tree(rng: &mut Rng, n: u32) -> Tree {
    if rng.chance(1, 2) {
        odd_tree(rng, n)
    } else {
        let reach = rng.range(1, u64::from(n)) as u32;
        Tree { edges: workbench::random::tree_edges(rng, n, reach) }
    }
}

impl Problem for TreeComponent {
    const SLUG: &'static str = "tree-component";
    const TITLE: &'static str = "The Other Side of the Moon";
    const JUDGE: &'static str = "Luogu P8347";
    const LIMITS: Limits = Limits { time_ms: 1000, memory_mib: 256 };
    const JUDGE_TAKES_RUST: bool = true;
    workbench::from_crate!(answer: Vec<bool>);

    /// `Small`: 1 to 3 trees of 2 to 10 vertices (for the model), half of them with every
    /// degree odd where `n` is even; `Max`: the judge's 5 trees of 10^5 vertices; `N(n)`: 5
    /// trees of `n` vertices.
    fn generate(rng: &mut Rng, size: Size) -> Input {
        let (tests, n) = match size {
            Size::Small => (rng.range(1, 3), None),
            Size::Max => (5, Some(100_000)),
            Size::N(n) => (5, Some(n.clamp(2, crate::MAX_VERTICES as u64) as u32)),
        };
        let tests = (0..tests)
            .map(|_| {
                let n = n.unwrap_or_else(|| rng.range(2, 10) as u32);
                any_tree(rng, n)
            })
            .collect();
        Input { tests }
    }

    fn benches() -> Vec<Bench<Input>> {
        vec![Bench {
            name: "tree-component",
            label: "5 trees of 10^5 vertices (the judge's largest)",
            input: || Self::generate(&mut Rng::new(8347), Size::Max),
            cpp: None,
        }]
    }

    fn explainer() -> Option<workbench::Explainer<Input>> {
        Some(|input| Ok(crate::explain(input).iter().map(|e| format!("{e}\n")).collect()))
    }
}
