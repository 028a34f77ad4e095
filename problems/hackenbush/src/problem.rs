//! Christmas Game for the workbench: the generator, the benchmarks, and the trait that ties
//! them to the reader, the solutions and the model.

use workbench::random::{Rng, Size};
use workbench::{Bench, Limits, Problem};

use crate::{Graph, Input};

/// Christmas Game (Green Hackenbush), as the `grundy` command and the tests see it.
pub struct Hackenbush;

/// A random rooted cactus within the promise, of about `edges` edges: tree edges and polygons
/// (3 to `max_sides` sides; now and then a loop or a 2-gon) hanging at single nodes — a
/// polygon's other nodes take nothing more — with the labels other than the root, the edge
/// order and each edge's direction shuffled.
///
/// # Complexity
/// O(edges).
pub fn random_cactus(rng: &mut Rng, edges: usize, max_sides: u64) -> Graph {
    let mut list: Vec<(u32, u32)> = Vec::with_capacity(edges + max_sides as usize);
    let mut nodes = 1u32;
    let mut open = vec![0u32]; // nodes where more may hang (0-based)
    while list.len() < edges {
        let at = open[rng.below(open.len())];
        let left = (edges - list.len()) as u64;
        let sides = match rng.range(0, 19) {
            0 => 1,
            1 => 2,
            2..=9 if left >= 3 && max_sides >= 3 => rng.range(3, max_sides.min(left)),
            _ => 0,
        };
        if sides == 0 {
            list.push((at, nodes));
            open.push(nodes);
            nodes += 1;
        } else {
            let mut prev = at;
            for _ in 1..sides {
                list.push((prev, nodes));
                prev = nodes;
                nodes += 1;
            }
            list.push((prev, at));
        }
    }
    let mut label: Vec<u32> = (1..=nodes).collect();
    rng.shuffle(&mut label[1..]);
    rng.shuffle(&mut list);
    let edges = list
        .into_iter()
        .map(|(a, b)| {
            let (a, b) = (label[a as usize], label[b as usize]);
            if rng.chance(1, 2) { (a, b) } else { (b, a) }
        })
        .collect();
    Graph { nodes, edges }
}

/// A path of `nodes` nodes from the root, in label order.
fn path(nodes: u32) -> Graph {
    Graph { nodes, edges: (1..nodes).map(|v| (v, v + 1)).collect() }
}

impl Problem for Hackenbush {
    const SLUG: &'static str = "hackenbush";
    const TITLE: &'static str = "Christmas Game (Green Hackenbush)";
    const JUDGE: &'static str = "POJ 3710";
    const LIMITS: Limits = Limits { time_ms: 1000, memory_mib: 64 };
    workbench::from_crate!(answer: Vec<bool>);

    /// `Small`: 1 to 3 test cases of 0 to 3 graphs of at most 4 edges (for the model, which
    /// searches a whole test case); `Max`: POJ's limits (10 test cases of 99 graphs of 98
    /// edges, so fewer than 100 nodes); `N(n)`: one test case of cacti of up to 2000 edges
    /// each, about `n` edges in all.
    fn generate(rng: &mut Rng, size: Size) -> Input {
        let tests = match size {
            Size::Small => (0..rng.range(1, 3))
                .map(|_| {
                    let graphs = rng.range(0, 3);
                    (0..graphs)
                        .map(|_| {
                            let edges = rng.below(5);
                            random_cactus(rng, edges, 4)
                        })
                        .collect()
                })
                .collect(),
            Size::Max => {
                (0..10).map(|_| (0..99).map(|_| random_cactus(rng, 98, 8)).collect()).collect()
            }
            Size::N(n) => {
                let mut graphs = Vec::new();
                let mut left = n as usize;
                while left > 0 {
                    let edges = left.min(rng.range(1, 2000) as usize);
                    graphs.push(random_cactus(rng, edges, 12));
                    left -= edges;
                }
                vec![graphs]
            }
        };
        Input { tests }
    }

    fn benches() -> Vec<Bench<Input>> {
        vec![
            Bench {
                name: "hackenbush-cacti",
                label: "cacti of up to 2000 edges, 10^6 edges in all",
                input: || Self::generate(&mut Rng::new(3710), Size::N(1_000_000)),
                cpp: None,
            },
            Bench {
                name: "hackenbush-path",
                label: "one path of 10^6 nodes",
                input: || Input { tests: vec![vec![path(1_000_000)]] },
                cpp: None,
            },
        ]
    }

    fn explainer() -> Option<workbench::Explainer<Input>> {
        Some(|input| Ok(crate::explain(input).iter().map(|e| format!("{e}\n")).collect()))
    }
}
