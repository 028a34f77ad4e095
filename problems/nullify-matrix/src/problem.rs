//! Nullify The Matrix for the workbench: the generator, the benchmarks, the explainer, and the
//! trait that ties them to the reader, the solutions and the model.

use workbench::random::{Rng, Size};
use workbench::{Bench, Limits, Problem};

use crate::{Input, Matrix};

/// Nullify The Matrix, as the `grundy` command and the tests see it.
pub struct NullifyMatrix;

/// An `n × m` matrix of values below `below`; with `lost`, each anti-diagonal's last cell is
/// set to the XOR of the others, so every diagonal XORs to 0 (values stay below a power of
/// two that `below` must be).
fn matrix(rng: &mut Rng, n: usize, m: usize, below: u64, lost: bool) -> Matrix {
    let mut cells: Vec<u64> = (0..n * m).map(|_| rng.below(below as usize) as u64).collect();
    if lost {
        for d in 0..n + m - 1 {
            let on: Vec<usize> =
                (0..n).filter(|&r| d >= r && d - r < m).map(|r| r * m + d - r).collect();
            let (&last, others) = on.split_last().expect("a diagonal has a cell");
            cells[last] = others.iter().fold(0, |x, &i| x ^ cells[i]);
        }
    }
    Matrix { n, m, cells }
}

impl Problem for NullifyMatrix {
    const SLUG: &'static str = "nullify-matrix";
    const TITLE: &'static str = "Nullify The Matrix";
    const JUDGE: &'static str = "Codeforces 1451F";
    const LIMITS: Limits = Limits { time_ms: 2000, memory_mib: 256 };
    const JUDGE_TAKES_RUST: bool = true;
    workbench::from_crate!(answer: Vec<bool>);

    /// `Small`: 1 to 3 matrices the model can search: up to 6 cells of 0/1, up to 3 cells
    /// below 4, or up to 2 cells below 8, half of them with every diagonal XOR 0; `Max`: the
    /// judge's limits, 10 matrices of 100 × 100 with values up to 10^6 (half lost, below
    /// 2^19); `N(k)`: 10 matrices of 100 rows and `⌈k/1000⌉` columns.
    fn generate(rng: &mut Rng, size: Size) -> Input {
        let matrices = match size {
            Size::Small => (0..rng.range(1, 3))
                .map(|_| {
                    let (cells, below) = [(6, 2), (3, 4), (2, 8)][rng.below(3)];
                    let n = rng.range(1, cells.min(3)) as usize;
                    let m = rng.range(1, (cells / n as u64).max(1)) as usize;
                    let lost = rng.chance(1, 2);
                    matrix(rng, n, m, below, lost)
                })
                .collect(),
            Size::Max => (0..10)
                .map(|i| match i % 2 {
                    0 => matrix(rng, 100, 100, 1 << 19, true),
                    _ => matrix(rng, 100, 100, 1_000_001, false),
                })
                .collect(),
            Size::N(k) => (0..10)
                .map(|i| matrix(rng, 100, k.div_ceil(1000) as usize, 1 << 19, i % 2 == 0))
                .collect(),
        };
        Input { matrices }
    }

    fn benches() -> Vec<Bench<Input>> {
        vec![Bench {
            name: "nullify-matrix",
            label: "the judge's largest: 10 matrices of 100 × 100",
            input: || Self::generate(&mut Rng::new(1451), Size::Max),
            cpp: None,
        }]
    }

    fn explainer() -> Option<workbench::Explainer<Input>> {
        Some(|input| Ok(crate::explain(input).iter().map(|e| format!("{e}\n")).collect()))
    }
}
