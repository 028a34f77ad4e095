//! Constrained Nim 2 for the workbench: the generator, the benchmarks, the explainer, the
//! player, the table, and the trait that ties them to the reader, the solutions and the model.

use sg_core::law::Certificate;
use sg_core::subtraction::PeriodicSequence;
use sg_core::{Solver, SubtractionGame};
use workbench::grid::Cell;
use workbench::random::{Rng, Size};
use workbench::table::{Axis, Frame, Parameter, Parameters, Rows, Sheet, Start};
use workbench::{Bench, Limits, Problem, Table};

use crate::{Input, Takes, model};

/// Constrained Nim 2, as the `grundy` command and the tests see it.
pub struct ConstrainedNim2;

/// A random rule for `N(n)`: usually the judge's range, sometimes near `u64::MAX` (where
/// `L + R` overflows).
fn random_takes(rng: &mut Rng) -> Takes {
    if rng.chance(1, 4) {
        let l = rng.range(1, u64::MAX);
        Takes { l, r: rng.range(l, u64::MAX) }
    } else {
        let l = rng.range(1, 1_000_000_000);
        Takes { l, r: rng.range(l, 1_000_000_000) }
    }
}

impl Problem for ConstrainedNim2 {
    const SLUG: &'static str = "constrained-nim-2";
    const TITLE: &'static str = "Constrained Nim 2";
    const JUDGE: &'static str = "AtCoder ABC297 G";
    const LIMITS: Limits = Limits { time_ms: 2000, memory_mib: 1024 };
    const JUDGE_TAKES_RUST: bool = true;
    workbench::from_crate!(answer: bool);

    /// `Small`: 1 to 5 heaps up to 60, `L ≤ 6`, `R ≤ L + 8` (for the model); `Max`: the judge's
    /// limits (`N = 2·10^5`, `L ≤ R ≤ 10^9`, `A_i ≤ 10^9`); `N(n)`: `n` heaps of any `u64`
    /// size, the rule sometimes near `u64::MAX`.
    fn generate(rng: &mut Rng, size: Size) -> Input {
        let (n, takes, most) = match size {
            Size::Small => {
                let l = rng.range(1, 6);
                (rng.range(1, 5), Takes { l, r: rng.range(l, l + 8) }, 60)
            }
            Size::Max => {
                let l = rng.range(1, 1_000_000_000);
                (200_000, Takes { l, r: rng.range(l, 1_000_000_000) }, 1_000_000_000)
            }
            Size::N(n) => (n, random_takes(rng), u64::MAX),
        };
        let low = u64::from(size != Size::Small);
        Input { takes, heaps: (0..n).map(|_| rng.range(low, most)).collect() }
    }

    fn benches() -> Vec<Bench<Input>> {
        vec![Bench {
            name: "constrained-nim-2",
            label: "the judge's largest: 2·10^5 heaps ≤ 10^9, L ≤ R ≤ 10^9",
            input: || Self::generate(&mut Rng::new(297), Size::Max),
            cpp: None,
        }]
    }

    fn explainer() -> Option<workbench::Explainer<Input>> {
        Some(|input| Ok(format!("{}\n", crate::explain(input))))
    }

    const TABLE: Option<Table> = Some(Table::new(
        "--l L --r R: the takes (default 2 and 3); --upto X: heaps 0..=X (default 3(L + R) + \
         24, the search at most 10^7 takes)",
        &[Parameter::new("l", 2), Parameter::new("r", 3)],
        Rows::Named { label: "", keys: &["g(x)"] },
        Axis::upto("upto", "x", 0, 0).default_end(default_upto),
        &Start(Heaps::new),
    ));
}

/// The most takes the table's search may try (`(X + 1)(R − L + 1)`).
const TABLE_WORK: u64 = 10_000_000;

/// The table's default `--upto`: three periods and 24 more.
fn default_upto(parameters: &Parameters) -> u64 {
    let takes = Takes { l: parameters.get("l"), r: parameters.get("r") };
    u64::try_from(3 * takes.period() + 24).unwrap_or(u64::MAX)
}

/// `grundy table constrained-nim-2 --l L --r R --upto X`: g(x) for `x = 0..=X` searched by the
/// model (O(X · (R − L + 1))), with a note checking the closed form `g(x) = ⌊(x mod (L + R)) /
/// L⌋` against it, and the period certified by sg-core's repeated window.
struct Heaps {
    takes: Takes,
    solver: Solver<model::Rules>,
    /// The first heap where the closed form differs.
    differs: Option<u64>,
    /// The most values sg-core's proof of the period may look at.
    budget: usize,
    /// The period by sg-core's proof (a window of R values repeats), within the budget.
    proven: Option<PeriodicSequence>,
}

impl Heaps {
    /// The sheet for the frame's takes, and their period's proof.
    ///
    /// # Errors
    /// `L = 0`, `R < L`, or a search of more than [`TABLE_WORK`] takes.
    fn new(frame: &Frame) -> Result<Self, String> {
        let (l, r, upto) = (frame.parameter("l"), frame.parameter("r"), frame.columns.1);
        if l == 0 {
            return Err("--l is at least 1: a move takes at least one stone".into());
        }
        if r < l {
            return Err(format!("--r is at least --l = {l}"));
        }
        let work = u128::from(upto) * u128::from(r - l + 1);
        if upto >= TABLE_WORK || work > u128::from(TABLE_WORK) {
            return Err(format!(
                "--upto {upto} with R − L + 1 = {} takes needs more than {TABLE_WORK} takes \
                 searched",
                r - l + 1
            ));
        }
        let takes = Takes { l, r };
        let budget = (TABLE_WORK / (r - l + 1)) as usize;
        let proven =
            (r - l < 100_000).then(|| SubtractionGame::new(l..=r).ok()?.period(budget)).flatten();
        let solver = Solver::new(model::Rules(takes));
        Ok(Self { takes, solver, differs: None, budget, proven })
    }
}

impl Sheet for Heaps {
    fn cell(&mut self, _: u64, x: u64) -> Cell {
        let g = model::grundy(&mut self.solver, x);
        if self.takes.grundy(x) != g && self.differs.is_none() {
            self.differs = Some(x);
        }
        Cell::number(g)
    }

    fn title(&self, _: &Frame) -> String {
        let Takes { l, r } = self.takes;
        format!("Constrained Nim 2, a move takes {l} to {r}: g(x)")
    }

    fn notes(&mut self, frame: &Frame) -> Vec<String> {
        let r = self.takes.r;
        vec![
            format!(
                "every cell searched by the rules ({} positions of sg-core's engine)",
                self.solver.positions_solved()
            ),
            match self.differs {
                None => format!(
                    "closed form g(x) = ⌊(x mod (L + R)) / L⌋, period L + R = {}: agrees on all \
                     {} cells",
                    self.takes.period(),
                    frame.columns.1 + 1
                ),
                Some(x) => {
                    format!("closed form g(x) = ⌊(x mod (L + R)) / L⌋ DIFFERS at x = {x}")
                }
            },
            match &self.proven {
                Some(seq) => format!(
                    "proven by sg-core's repeated window of R = {r} values: preperiod {}, period \
                     {}",
                    seq.preperiod(),
                    seq.period()
                ),
                None => format!("no period proven within {} values", self.budget),
            },
        ]
    }

    fn certified(&mut self, _: &Frame) -> Vec<(String, Certificate)> {
        let r = self.takes.r;
        let certificate = |seq: &PeriodicSequence| Certificate::Period {
            preperiod: seq.preperiod() as u64,
            period: seq.period() as u64,
            by: format!("sg-core's repeated window of R = {r} values"),
        };
        self.proven.iter().map(|seq| ("g(x)".to_string(), certificate(seq))).collect()
    }
}
