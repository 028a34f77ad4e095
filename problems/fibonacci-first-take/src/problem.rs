//! HRPA for the workbench: the generator, the benchmark, the explainer, and the trait that
//! ties them to the reader, the solutions and the model.

use sg_core::Solver;
use sg_core::zeckendorf::FIBONACCI;
use workbench::grid::Cell;
use workbench::random::{Rng, Size};
use workbench::table::{Axis, Frame, Rows, Sheet, Start};
use workbench::{Bench, Limits, Problem, Table};

use crate::{Input, model, smallest_winning_take};

/// HRPA (the smallest winning first take), as the `grundy` command and the tests see it.
pub struct FibonacciFirstTake;

/// A heap from 1 to `most`: a third of the time a Fibonacci number or one next to it (where
/// the answer jumps), else uniform.
fn random_heap(rng: &mut Rng, most: u64) -> u64 {
    if rng.chance(1, 3) {
        let fits = FIBONACCI.iter().take_while(|&&f| f <= most).count();
        let f = FIBONACCI[rng.below(fits)];
        (f + rng.range(0, 2)).saturating_sub(1).clamp(1, most)
    } else {
        rng.range(1, most)
    }
}

impl Problem for FibonacciFirstTake {
    const SLUG: &'static str = "fibonacci-first-take";
    const TITLE: &'static str = "HRPA (the smallest winning first take)";
    const JUDGE: &'static str = "Luogu P6487 [COCI 2010/2011 #4]";
    // COCI's limits as remembered, not confirmed from the statement.
    const LIMITS: Limits = Limits { time_ms: 1000, memory_mib: 32 };
    const JUDGE_TAKES_RUST: bool = true;
    workbench::from_crate!(answer: u64);

    /// `Small`: a heap up to 80 (for the model); `Max`: the judge's `N ≤ 10^15`; `N(n)`: a heap
    /// up to `n` (the input is one number whatever its size).
    fn generate(rng: &mut Rng, size: Size) -> Input {
        let most = match size {
            Size::Small => 80,
            Size::Max => 1_000_000_000_000_000,
            Size::N(n) => n.max(1),
        };
        Input { n: random_heap(rng, most) }
    }

    fn benches() -> Vec<Bench<Input>> {
        vec![Bench {
            name: "fibonacci-first-take",
            label: "one heap up to 10^15",
            input: || Self::generate(&mut Rng::new(6487), Size::Max),
            cpp: None,
        }]
    }

    fn explainer() -> Option<workbench::Explainer<Input>> {
        Some(|input| Ok(format!("{}\n", crate::explain(input))))
    }

    const TABLE: Option<Table> = Some(Table::new(
        "--n A..B: heaps (default 1..100, B at most 300)",
        &[],
        Rows::Named { label: "", keys: &["smallest winning take", "winning takes"] },
        Axis::range("n", (1, 100))
            .least(1, "--n starts at 1: a heap of 0 has no take")
            .most(300, "--n ends at most at {most} (every cell is searched)"),
        &Start(FirstTakes::new),
    ));
}

/// `grundy table fibonacci-first-take --n A..B`: for each heap `N`, the smallest winning first
/// take and how many first takes win, both searched by the model, with a note checking the
/// closed form `z(N)` against the search.
struct FirstTakes {
    solver: Solver<model::Rules>,
    /// The first heap where the closed form differs from the search.
    differs: Option<u64>,
}

impl FirstTakes {
    /// A sheet with an empty search.
    fn new(_: &Frame) -> Result<Self, String> {
        Ok(Self { solver: Solver::new(model::Rules), differs: None })
    }
}

impl Sheet for FirstTakes {
    fn cell(&mut self, row: u64, n: u64) -> Cell {
        let takes = model::winning_takes(&mut self.solver, n);
        if row == 1 {
            return Cell::number(takes.len() as u64);
        }
        let smallest = takes.first().copied().unwrap_or(0);
        if smallest != smallest_winning_take(n) && self.differs.is_none() {
            self.differs = Some(n);
        }
        Cell::number(smallest)
    }

    fn title(&self, _: &Frame) -> String {
        "HRPA: the winning first takes from a heap of N, searched".into()
    }

    fn notes(&mut self, frame: &Frame) -> Vec<String> {
        let count = frame.columns.1 - frame.columns.0 + 1;
        vec![match self.differs {
            None => format!(
                "closed form: the smallest winning take is N's smallest Zeckendorf term: agrees \
                 on all {count} heaps"
            ),
            Some(n) => format!("closed form \"smallest Zeckendorf term\" DIFFERS at N = {n}"),
        }]
    }
}
