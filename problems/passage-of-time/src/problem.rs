//! Passage of Time for the workbench: the generator, the benchmarks, the explainer, and the
//! trait that ties them to the reader, the solutions and the model.

use sg_core::loopy::Outcome;
use workbench::random::{Rng, Size};
use workbench::{Bench, Limits, Problem};

use crate::{Input, Round};

/// Passage of Time, as the `grundy` command and the tests see it.
pub struct PassageOfTime;

/// A random input: `m` edges with uniform ends (so cycles, self-loops, repeats and sinks all
/// occur) and `q` rounds with uniform `x ≠ y`.
///
/// # Complexity
/// O(m + q).
fn random_input(rng: &mut Rng, n: u32, m: u64, q: u64) -> Input {
    let vertex = |rng: &mut Rng| rng.below(n as usize) as u32;
    let edges = (0..m).map(|_| (vertex(rng), vertex(rng))).collect();
    let rounds = (0..q)
        .map(|_| {
            let start = vertex(rng);
            // Uniform among the other n − 1 vertices.
            let target = (start + 1 + rng.below(n as usize - 1) as u32) % n;
            Round { start, target }
        })
        .collect();
    Input { n, edges, rounds }
}

/// The shape that costs the retrograde analysis most: `m` edges of a random DAG (each from the
/// earlier of two distinct random vertices in a hidden order to the later), so that every
/// vertex gets resolved, with each round's start among the first hundredth of that order (it
/// is resolved among the last) and its target uniform. Labels are shuffled, so that the
/// analysis's memory accesses are random.
///
/// # Complexity
/// O(n + m + q).
fn resolving_input(rng: &mut Rng, n: u32, m: u64, q: u64) -> Input {
    let mut label: Vec<u32> = (0..n).collect();
    rng.shuffle(&mut label);
    let pair = |rng: &mut Rng| {
        let a = rng.below(n as usize) as u32;
        let b = (a + 1 + rng.below(n as usize - 1) as u32) % n;
        (a.min(b), a.max(b))
    };
    let edges = (0..m)
        .map(|_| {
            let (a, b) = pair(rng);
            (label[a as usize], label[b as usize])
        })
        .collect();
    let rounds = (0..q)
        .map(|_| {
            let start = rng.below(n as usize / 100 + 1) as u32;
            let target = (start + 1 + rng.below(n as usize - 1) as u32) % n;
            Round { start: label[start as usize], target: label[target as usize] }
        })
        .collect();
    Input { n, edges, rounds }
}

impl Problem for PassageOfTime {
    const SLUG: &'static str = "passage-of-time";
    const TITLE: &'static str = "Passage of Time";
    const JUDGE: &'static str = "Luogu P6560";
    /// Luogu's usual limits (from memory: the statement's were not confirmed).
    const LIMITS: Limits = Limits { time_ms: 1000, memory_mib: 128 };
    const JUDGE_TAKES_RUST: bool = true;
    workbench::from_crate!(answer: Vec<Outcome>);

    /// `Small`: 2 to 7 vertices, up to 12 random edges, 1 to 5 rounds (for the model; about
    /// 1.5 edges a vertex, so wins, losses and draws all occur). `Max`: the judge's limits,
    /// n = 10^5, m = 5·10^5, q = 500, in the costliest shape (`resolving_input`: a random
    /// DAG where each start is resolved among the last). `N(n)`: the same shape with `n`
    /// vertices, `5n` edges and 500 rounds.
    fn generate(rng: &mut Rng, size: Size) -> Input {
        match size {
            Size::Small => {
                let n = rng.range(2, 7) as u32;
                let (m, q) = (rng.range(0, 12), rng.range(1, 5));
                random_input(rng, n, m, q)
            }
            Size::Max => resolving_input(rng, 100_000, 500_000, 500),
            Size::N(n) => {
                let n = n.clamp(2, u64::from(crate::MAX_VERTICES));
                resolving_input(rng, n as u32, 5 * n, 500)
            }
        }
    }

    fn benches() -> Vec<Bench<Input>> {
        vec![Bench {
            name: "passage-of-time",
            label: "the judge's largest: n = 10^5, m = 5·10^5 (a random DAG), q = 500 rounds",
            input: || Self::generate(&mut Rng::new(6560), Size::Max),
            cpp: None,
        }]
    }

    fn explainer() -> Option<workbench::Explainer<Input>> {
        Some(|input| Ok(crate::explain(input).iter().map(|e| format!("{e}\n")).collect()))
    }
}
