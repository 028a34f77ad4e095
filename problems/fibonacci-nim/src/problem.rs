//! 取石子游戏 (Fibonacci Nim) for the workbench: the generator, the benchmarks, the explainer,
//! the player, the table, and the trait that ties them to the reader, the solutions and the
//! model.

use sg_core::Solver;
use workbench::grid::Cell;
use workbench::random::{Rng, Size};
use workbench::table::{Axis, Frame, Rows, Sheet, Start};
use workbench::{Bench, Limits, Problem, Table};

use crate::{FIBONACCI, Input, is_fibonacci, model};

/// 取石子游戏 (Fibonacci Nim), as the `grundy` command and the tests see it.
pub struct FibonacciNim;

/// A heap from 1 to `most`: a quarter of the time a Fibonacci number or one next to it (a
/// uniform heap is almost never one).
fn random_heap(rng: &mut Rng, most: u64) -> u64 {
    if rng.chance(1, 4) {
        let fits = FIBONACCI.iter().take_while(|&&f| f <= most).count();
        let f = FIBONACCI[rng.below(fits)];
        (f + rng.range(0, 2)).saturating_sub(1).clamp(1, most)
    } else {
        rng.range(1, most)
    }
}

impl Problem for FibonacciNim {
    const SLUG: &'static str = "fibonacci-nim";
    const TITLE: &'static str = "取石子游戏 (Fibonacci Nim)";
    const JUDGE: &'static str = "HDU 2516";
    const LIMITS: Limits = Limits { time_ms: 1000, memory_mib: 32 };
    workbench::from_crate!(answer: Vec<bool>);

    /// `Small`: 1 to 6 heaps up to 60 (for the model); `Max`: 10^5 heaps below 2^31 (the judge
    /// states no count); `N(n)`: `n` heaps of any `u64` size.
    fn generate(rng: &mut Rng, size: Size) -> Input {
        let (tests, most) = match size {
            Size::Small => (rng.range(1, 6), 60),
            Size::Max => (100_000, (1 << 31) - 1),
            Size::N(n) => (n, u64::MAX),
        };
        Input { heaps: (0..tests).map(|_| random_heap(rng, most)).collect() }
    }

    fn benches() -> Vec<Bench<Input>> {
        vec![Bench {
            name: "fibonacci-nim",
            label: "10^6 heaps, any u64 (a quarter at or next to a Fibonacci number)",
            input: || Self::generate(&mut Rng::new(2516), Size::N(1_000_000)),
            cpp: None,
        }]
    }

    fn explainer() -> Option<workbench::Explainer<Input>> {
        Some(|input| Ok(crate::explain(input).iter().map(|e| format!("{e}\n")).collect()))
    }

    const TABLE: Option<Table> = Some(Table::new(
        "--n A..B: first heaps (default 1..100, B at most 400)",
        &[],
        Rows::Named { label: "", keys: &["g(n, n − 1)", "lost"] },
        Axis::range("n", (1, 100))
            .least(1, "--n starts at 1: a heap of 0 is no game")
            .most(400, "--n ends at most at {most} (every cell is searched)"),
        &Start(FirstPositions::new),
    ));
}

/// `grundy table fibonacci-nim --n A..B` (B at most 400: the search visits about B³/6 takes):
/// for each first heap `n`, the Grundy value of the first player's position `(n, n − 1)`
/// searched by the model, and whether it is lost (1 where `g = 0`), with a note checking the
/// closed form "lost iff n is a Fibonacci number".
struct FirstPositions {
    solver: Solver<model::Rules>,
    /// The first heap where the closed form differs from the search.
    differs: Option<u64>,
}

impl FirstPositions {
    /// A sheet with an empty search.
    fn new(_: &Frame) -> Result<Self, String> {
        Ok(Self { solver: Solver::new(model::Rules), differs: None })
    }
}

impl Sheet for FirstPositions {
    fn cell(&mut self, row: u64, n: u64) -> Cell {
        let model::Pile { heap, limit } = model::start(n);
        let g = model::grundy(&mut self.solver, heap, limit);
        if row == 1 {
            return Cell::number(u64::from(g == 0));
        }
        if (g == 0) != is_fibonacci(n) && self.differs.is_none() {
            self.differs = Some(n);
        }
        Cell::number(g)
    }

    fn title(&self, _: &Frame) -> String {
        "Fibonacci Nim: the first player's position (n, n − 1)".into()
    }

    fn notes(&mut self, frame: &Frame) -> Vec<String> {
        let count = frame.columns.1 - frame.columns.0 + 1;
        vec![
            format!(
                "every cell searched by the rules ({} positions (heap, limit) of sg-core's \
                 engine)",
                self.solver.positions_solved()
            ),
            match self.differs {
                None => format!(
                    "closed form: the first player loses iff n is a Fibonacci number \
                     (Zeckendorf): agrees on all {count} heaps"
                ),
                Some(n) => {
                    format!("closed form \"lost iff n is a Fibonacci number\" DIFFERS at n = {n}")
                }
            },
        ]
    }
}
