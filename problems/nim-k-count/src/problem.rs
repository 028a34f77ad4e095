//! Black and White (Nim_k) for the workbench: the generator, the benchmark, the table of a
//! two-heap Nim_k slice, and the trait that ties them to the reader, the solutions and the
//! model.

use sg_core::Solver;
use sg_core::moore::{MooreRules, is_lost};
use workbench::grid::Cell;
use workbench::random::{Rng, Size};
use workbench::table::{Axis, Frame, Parameter, Rows, Sheet, Start};
use workbench::{Bench, Limits, Problem, Table};

use crate::Input;

/// Black and White (Nim_k), as the `grundy` command and the tests see it.
pub struct NimKCount;

impl Problem for NimKCount {
    const SLUG: &'static str = "nim-k-count";
    const TITLE: &'static str = "Black and White (Nim_k)";
    const JUDGE: &'static str = "Luogu P2490 [SDOI2011]";
    const LIMITS: Limits = Limits { time_ms: 1000, memory_mib: 125 };
    const JUDGE_TAKES_RUST: bool = true;
    workbench::from_crate!(answer: u64);

    /// `Small`: boards of up to 11 cells with up to 6 pieces, `d` from 0 to `k/2 + 1` (the
    /// model searches every layout); `Max`: the judge's limits (n = 10^4, k = 100, d from 1 to
    /// 100); `N(n)`: `n` cells (at most [`crate::MAX_N`]), 100 pieces, d = 1.
    fn generate(rng: &mut Rng, size: Size) -> Input {
        match size {
            Size::Small => {
                let n = rng.range(0, 11);
                let k = 2 * rng.range(0, 3);
                Input { n, k, d: rng.range(0, k / 2 + 1) }
            }
            Size::Max => Input { n: 10_000, k: 100, d: rng.range(1, 100) },
            Size::N(n) => Input { n: n.clamp(100, crate::MAX_N), k: 100, d: 1 },
        }
    }

    fn benches() -> Vec<Bench<Input>> {
        vec![Bench {
            name: "nim-k-count",
            label: "n = 10^4, k = 100, d = 1 (the judge's largest)",
            input: || Input { n: 10_000, k: 100, d: 1 },
            cpp: None,
        }]
    }

    const TABLE: Option<Table> = Some(Table::new(
        "--x A..B --y C..D --k K: two heaps of Nim_k (default 0..15 each, at most 63; k = 2)",
        &[Parameter::new("k", 2)],
        Rows::Axis(heap_axis("x")),
        heap_axis("y"),
        &Start(TwoHeaps::new),
    ));
}

/// A heap axis of the table: default `0..15`, at most 63 (the search lists up to 64² moves
/// at each of 64² positions).
const fn heap_axis(key: &'static str) -> Axis {
    Axis::range(key, (0, 15))
        .most(63, "--{key} is at most {most} for a table searched by the rules")
}

/// `grundy table nim-k-count --k K`: `g(x, y)` of Nim_k on two heaps, searched by sg-core's
/// `MooreRules`, with a note checking Moore's P-positions against every cell. (With two heaps,
/// `k = 1` is Nim, `g = x ⊕ y`; any `k ≥ 2` takes from both heaps at once, and the options of
/// `(x, y)` reach every total below `x + y`, so `g = x + y`.) O(cells² ) moves searched.
struct TwoHeaps {
    solver: Solver<MooreRules>,
    k: u64,
    cells: u64,
    moore_differs: Option<(u64, u64)>,
}

impl TwoHeaps {
    fn new(frame: &Frame) -> Result<Self, String> {
        let k = frame.parameter("k");
        Ok(Self { solver: Solver::new(MooreRules { k }), k, cells: 0, moore_differs: None })
    }
}

impl Sheet for TwoHeaps {
    fn cell(&mut self, x: u64, y: u64) -> Cell {
        let value = self.solver.grundy(&vec![x, y]);
        self.cells += 1;
        if (value == 0) != is_lost(&[x, y], self.k) && self.moore_differs.is_none() {
            self.moore_differs = Some((x, y));
        }
        Cell::number(value)
    }
    fn title(&self, _: &Frame) -> String {
        format!("Nim_k with k = {}, two heaps: g(x, y) by the rules (sg_core::moore)", self.k)
    }
    fn notes(&mut self, _: &Frame) -> Vec<String> {
        let moore = match self.moore_differs {
            None => format!(
                "Moore's P-positions (every binary digit's column a multiple of k + 1) agree \
                 on all {} cells",
                self.cells
            ),
            Some((x, y)) => format!("Moore's P-positions DIFFER at ({x}, {y})"),
        };
        vec![
            moore,
            "the counting problem plays Nim_d on k/2 gaps; two heaps: k = 1 is Nim (x ⊕ y), \
             k ≥ 2 gives x + y"
                .into(),
        ]
    }
}
