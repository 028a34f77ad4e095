//! Taking Stones from the Ends for the workbench: the generator, the benchmarks, the explainer,
//! the table of a row's lost left value, and the trait that ties them to the reader, the
//! solutions and the model.

use sg_core::Solver;
use workbench::grid::Cell;
use workbench::random::{Rng, Size};
use workbench::table::{Axis, Frame, Parameter, Rows, Sheet, Start};
use workbench::{Bench, Limits, Problem, Table};

use crate::{Input, model};

/// Taking Stones from the Ends, as the `grundy` command and the tests see it.
pub struct EndsNim;

impl Problem for EndsNim {
    const SLUG: &'static str = "ends-nim";
    const TITLE: &'static str = "Taking Stones from the Ends";
    const JUDGE: &'static str = "Luogu P2599 [ZJOI2009]";
    const LIMITS: Limits = Limits { time_ms: 1000, memory_mib: 128 };
    const JUDGE_TAKES_RUST: bool = true;
    workbench::from_crate!(answer: Vec<bool>);

    /// `Small`: up to 3 tests of up to 4 piles from 1 to 6, often a lost row (its left pile
    /// set to the rest's lost value, when that is a pile) (for the model); `Max`: the judge's
    /// limits (10 tests of 1000 piles up to 10^9); `N(n)`: one test of `n` piles of any size
    /// (O(n²)).
    fn generate(rng: &mut Rng, size: Size) -> Input {
        let (tests, piles, most) = match size {
            Size::Small => (rng.range(1, 3), None, 6),
            Size::Max => (10, Some(1000), 1_000_000_000),
            Size::N(n) => (1, Some(n), u64::MAX),
        };
        let test = |rng: &mut Rng| {
            let n = piles.unwrap_or_else(|| rng.range(0, 4));
            let mut row: Vec<u64> = (0..n).map(|_| rng.range(1, most)).collect();
            if size == Size::Small && n > 0 && rng.chance(1, 2) {
                let lost = crate::lost_values(&row[1..]).0;
                if lost > 0 {
                    row[0] = lost;
                }
            }
            row
        };
        Input { tests: (0..tests).map(|_| test(rng)).collect() }
    }

    fn benches() -> Vec<Bench<Input>> {
        vec![Bench {
            name: "ends-nim",
            label: "the judge's largest: 10 tests × 1000 piles ≤ 10^9",
            input: || Self::generate(&mut Rng::new(2599), Size::Max),
            cpp: None,
        }]
    }

    fn explainer() -> Option<workbench::Explainer<Input>> {
        Some(|input| Ok(crate::explain(input).iter().map(|e| format!("{e}\n")).collect()))
    }

    const TABLE: Option<Table> = Some(Table::new(
        "--a A --b B: the two middle piles (default 1 and 9, each 1..=64); --n C..D: the right \
         pile (default 1..40, D at most 300: every cell is searched)",
        &[MIDDLE_A, MIDDLE_B],
        Rows::Named { label: "", keys: &["left(a b n)"] },
        Axis::range("n", (1, 40))
            .least(1, "--n starts at 1: a pile of 0 is no pile")
            .most(300, "--n ends at most at {most} (every cell is searched)"),
        &Start(LostLeft::new),
    ));
}

/// `--a`: the first middle pile.
const MIDDLE_A: Parameter =
    Parameter::new("a", 1).within(1, 64, "--{key} lies in {least}..={most}");
/// `--b`: the second middle pile.
const MIDDLE_B: Parameter =
    Parameter::new("b", 9).within(1, 64, "--{key} lies in {least}..={most}");

/// `grundy table ends-nim --a A --b B --n C..D`: for each right pile `n`, the one left pile
/// `x` that makes the row `x a b n` lost (0: `a b n` itself is lost), found by the model's
/// search (the least `x` whose row the search says is lost), with a note checking the
/// interval recurrence [`crate::lost_values`] against every cell. The default row has the
/// sample `3 1 9 4` at `n = 4`.
struct LostLeft {
    solver: Solver<model::Rules>,
    middle: [u64; 2],
    /// The first `n` where the recurrence differs from the search.
    differs: Option<u64>,
}

impl LostLeft {
    /// A sheet with an empty search.
    fn new(frame: &Frame) -> Result<Self, String> {
        let middle = [frame.parameter("a"), frame.parameter("b")];
        Ok(Self { solver: Solver::new(model::Rules), middle, differs: None })
    }
}

impl Sheet for LostLeft {
    fn cell(&mut self, _: u64, n: u64) -> Cell {
        let [a, b] = self.middle;
        // The lost value exists and is at most the largest pile (the crate doc): the search
        // meets it by then.
        let row = |x: u64| [x, a, b, n].into_iter().filter(|&p| p > 0).collect::<Vec<u64>>();
        let searched =
            (0..=a.max(b).max(n)).find(|&x| !model::mover_wins(&mut self.solver, &row(x)));
        let recurrence = crate::lost_values(&[a, b, n]).0;
        if searched != Some(recurrence) && self.differs.is_none() {
            self.differs = Some(n);
        }
        match searched {
            Some(x) => Cell::number(x),
            None => Cell { text: "none".into(), shade: u64::MAX },
        }
    }

    fn title(&self, _: &Frame) -> String {
        let [a, b] = self.middle;
        format!("Taking from the ends: the lost left pile x of the row x {a} {b} n")
    }

    fn notes(&mut self, frame: &Frame) -> Vec<String> {
        let count = frame.columns.1 - frame.columns.0 + 1;
        vec![
            format!(
                "every cell searched by the rules ({} rows of sg-core's engine)",
                self.solver.positions_solved()
            ),
            match self.differs {
                None => format!("the interval recurrence left(a b n) agrees on all {count} cells"),
                Some(n) => format!("the interval recurrence DIFFERS at n = {n}"),
            },
            "beyond both lost values of `a b` (each at most max(a, b)) the recurrence's case \
             y > max(L, R) gives x = n: the law g(n) = n from there on is proven"
                .into(),
        ]
    }
}
