//! Sharti for the workbench: the generator, the benchmarks, the explainer, the table of
//! single-cell values with its law, and the trait that ties them to the reader, the solutions
//! and the model.

use sg_core::Solver;
use sg_core::coin_turning_2d::{Squares, single_cell_values, square_value};
use workbench::grid::Cell;
use workbench::random::{Rng, Size};
use workbench::table::{Axis, Frame, Parameter, Rows, Sheet, Start};
use workbench::{Bench, Limits, Problem, Table};

use crate::model::{Board, Rules};
use crate::{Input, Rect};

/// Sharti, as the `grundy` command and the tests see it.
pub struct Sharti;

/// A rectangle inside the `n × n` board: sides up to `most` (at least 1).
fn rect(rng: &mut Rng, n: u64, most: u64) -> Rect {
    let (h, w) = (rng.range(1, most.min(n)), rng.range(1, most.min(n)));
    let (a, b) = (rng.range(1, n - h + 1), rng.range(1, n - w + 1));
    Rect { a, b, c: a + h - 1, d: b + w - 1 }
}

impl Problem for Sharti {
    const SLUG: &'static str = "sharti";
    const TITLE: &'static str = "Sharti";
    const JUDGE: &'static str = "Codeforces 494E";
    const LIMITS: Limits = Limits { time_ms: 2000, memory_mib: 256 };
    const JUDGE_TAKES_RUST: bool = true;
    workbench::from_crate!(answer: bool);

    /// `Small`: boards up to 3 × 3 (for the model: 512 configurations), 0 to 4 rectangles,
    /// `k` from 0 to `n + 1`; `Max`: the judge's limits, `n = 10^9`, `5·10^4` rectangles of every size,
    /// `k` up to `n`; `N(m)`: `m` rectangles on the same board.
    fn generate(rng: &mut Rng, size: Size) -> Input {
        let (n, m, k) = match size {
            Size::Small => {
                let n = rng.range(1, 3);
                (n, rng.range(0, 4), rng.range(0, n + 1))
            }
            Size::Max | Size::N(_) => {
                let n = 1_000_000_000;
                let m = if let Size::N(m) = size { m } else { 50_000 };
                (n, m, rng.range(1, n))
            }
        };
        let rects = (0..m)
            .map(|_| {
                let most = if n <= 8 { n } else { 10u64.pow(rng.range(0, 9) as u32) };
                rect(rng, n, most)
            })
            .collect();
        Input { n, k, rects }
    }

    fn benches() -> Vec<Bench<Input>> {
        vec![Bench {
            name: "sharti",
            label: "the judge's largest: n = 10^9, 5·10^4 rectangles",
            input: || Self::generate(&mut Rng::new(494), Size::Max),
            cpp: None,
        }]
    }

    fn explainer() -> Option<workbench::Explainer<Input>> {
        Some(|input| Ok(format!("{}\n", crate::explain(input))))
    }

    const TABLE: Option<Table> = Some(Table::new(
        "--i A..B --j C..D: rows and columns from 1 (default 1..16 each, at most 32); --k K: the \
         largest square (default 64)",
        &[Parameter::new("k", 64).within(1, u64::MAX, "--k is at least 1 (k = 0 allows no move)")],
        Rows::Axis(side("i")),
        side("j"),
        &Start(SingleCells::new),
    ));
}

/// A side of the table, `--key A..B`, from 1 to 32, default `1..16`.
const fn side(key: &'static str) -> Axis {
    const OUTSIDE: &str = "--{key} lies in {least}..{most}";
    Axis::range(key, (1, 16)).least(1, OUTSIDE).most(32, OUTSIDE)
}

/// Cells whose value the table also searches on whole boards: both coordinates at most 3.
const SEARCHED_SIDE: u64 = 3;

/// `grundy table sharti --k K --i A..B --j C..D`: at `(i, j)` the exponent `e` of the value
/// `2^e` of a single white cell there, by the mex recursion over squares (sg-core's
/// `single_cell_values`); the notes check the law `min(lowbit(i), lowbit(j), 2^⌊log₂ K⌋)` on
/// every cell and the whole-board search of the model where `i, j ≤ 3`. O(B·D·min(K, B, D)³)
/// for the recursion.
struct SingleCells {
    k: u64,
    values: Vec<Vec<u64>>,
    solver: Solver<Rules>,
    searched: u64,
    /// The first cell where the law or the search differs from the recursion.
    differs: Option<(u64, u64)>,
}

impl SingleCells {
    fn new(frame: &Frame) -> Result<Self, String> {
        let k = frame.parameter("k");
        let squares = Squares { k: k.min(64) as u32 };
        let values = single_cell_values(&squares, frame.rows.1 as u32, frame.columns.1 as u32);
        Ok(Self { k, values, solver: Solver::new(Rules { k }), searched: 0, differs: None })
    }
}

impl Sheet for SingleCells {
    fn cell(&mut self, i: u64, j: u64) -> Cell {
        let g = self.values[i as usize - 1][j as usize - 1];
        let mut holds = u128::from(g) == square_value(i - 1, j - 1, self.k);
        if i.max(j) <= SEARCHED_SIDE {
            self.searched += 1;
            let n = i.max(j) as u32;
            let single = Board { n, white: 1 << ((i as u32 - 1) * n + j as u32 - 1) };
            holds &= self.solver.grundy(&single) == g;
        }
        if !holds && self.differs.is_none() {
            self.differs = Some((i, j));
        }
        Cell::number(u64::from(g.trailing_zeros()))
    }

    fn title(&self, _: &Frame) -> String {
        format!("Sharti, k = {}: e(i, j), a single white cell at (i, j) is worth 2^e", self.k)
    }

    fn notes(&mut self, frame: &Frame) -> Vec<String> {
        vec![
            "every cell by the mex over the squares ending there".into(),
            match self.differs {
                None => format!(
                    "law: g = min(lowbit(i), lowbit(j), 2^floor(log2 k)), i.e. e = min(v2(i | \
                     j), floor(log2 k)): agrees on all {} cells; {} of them also searched over \
                     whole boards",
                    frame.cells(),
                    self.searched
                ),
                Some((i, j)) => format!("the law DIFFERS at ({i}, {j})"),
            },
        ]
    }
}
