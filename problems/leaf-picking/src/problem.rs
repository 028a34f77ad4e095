//! Picking Leaves for the workbench: the generator, the benchmarks, and the trait that ties
//! them to the reader, the solutions and the model.

use workbench::random::{Rng, Size};
use workbench::{Bench, Limits, Problem};

use crate::{Input, Tree};

/// Picking Leaves, as the `grundy` command and the tests see it.
pub struct LeafPicking;

/// The parents (1-based, `p_2 … p_n`) of a random tree on `n` vertices rooted at 1: vertex `v`
/// (in building order) hangs from one of the `reach` before it (1: a path), then every label
/// but the root's is shuffled, so that parents are not always smaller than their children.
fn random_parents(rng: &mut Rng, n: u32, reach: u32) -> Vec<u32> {
    let built: Vec<u32> =
        (1..n).map(|v| v - 1 - rng.below(reach.clamp(1, v) as usize) as u32).collect();
    relabel(rng, n, &built)
}

/// The tree of `built` (the parent of building index `v + 1`, 0-based) with every label but
/// the root's shuffled, as 1-based parents `p_2 … p_n`.
fn relabel(rng: &mut Rng, n: u32, built: &[u32]) -> Vec<u32> {
    let mut label: Vec<u32> = (0..n).collect();
    rng.shuffle(&mut label[1..]);
    let mut parents = vec![0u32; n as usize - 1];
    for (i, &p) in built.iter().enumerate() {
        parents[label[i + 1] as usize - 1] = label[p as usize] + 1;
    }
    parents
}

/// A random tree rooted at 1 with every chain of even length (lost for the player to move):
/// a random tree of about `n / 2` vertices, then one more vertex under every leaf whose chain
/// is odd.
///
/// # Complexity
/// O(n).
pub fn even_tree(rng: &mut Rng, n: u32) -> Tree {
    let core = (n / 2).max(1);
    let reach = rng.range(1, u64::from(core)) as u32;
    let mut built: Vec<u32> =
        (1..core).map(|v| v - 1 - rng.below(reach.clamp(1, v) as usize) as u32).collect();
    let mut children = vec![0u32; core as usize];
    for &p in &built {
        children[p as usize] += 1;
    }
    // Chain lengths top-down: building order puts parents first.
    let mut up = vec![1u32; core as usize];
    for v in 1..core as usize {
        let p = built[v - 1] as usize;
        up[v] = if children[p] >= 2 { 1 } else { up[p] + 1 };
    }
    let mut size = core;
    for v in 0..core as usize {
        if children[v] == 0 && up[v] % 2 == 1 {
            built.push(v as u32);
            size += 1;
        }
    }
    Tree { parents: relabel(rng, size, &built) }
}

/// A tree of about `n` vertices: half the time [`even_tree`], else a random tree of any shape.
fn any_tree(rng: &mut Rng, n: u32) -> Tree {
    if rng.chance(1, 2) {
        even_tree(rng, n)
    } else {
        let reach = rng.range(1, u64::from(n)) as u32;
        Tree { parents: random_parents(rng, n, reach) }
    }
}

impl Problem for LeafPicking {
    const SLUG: &'static str = "leaf-picking";
    const TITLE: &'static str = "Picking Leaves";
    const JUDGE: &'static str = "Luogu P7864";
    const LIMITS: Limits = Limits { time_ms: 1000, memory_mib: 256 };
    const JUDGE_TAKES_RUST: bool = true;
    workbench::from_crate!(answer: Vec<bool>);

    /// `Small`: 1 to 3 trees of 1 to 10 vertices (for the model), half of them with every
    /// chain even; `Max`: the judge's 10 trees of 10^6 vertices; `N(n)`: 10 trees of about
    /// `n` vertices.
    fn generate(rng: &mut Rng, size: Size) -> Input {
        let (tests, n) = match size {
            Size::Small => (rng.range(1, 3), None),
            Size::Max => (10, Some(1_000_000)),
            Size::N(n) => (10, Some(n.clamp(1, crate::MAX_VERTICES as u64 / 2) as u32)),
        };
        let tests = (0..tests)
            .map(|_| {
                let n = n.unwrap_or_else(|| rng.range(1, 10) as u32);
                any_tree(rng, n)
            })
            .collect();
        Input { tests }
    }

    fn benches() -> Vec<Bench<Input>> {
        vec![Bench {
            name: "leaf-picking",
            label: "10 trees of 10^6 vertices (the judge's largest)",
            input: || Self::generate(&mut Rng::new(7864), Size::Max),
            cpp: None,
        }]
    }
}
