//! Colouring Game for the workbench: the generator, the benchmark, the explainer, the table of
//! Dawson's Kayles along a run, and the trait that ties them to the reader, the solutions and
//! the model.

use sg_core::Solver;
use sg_core::law::Certificate;
use sg_core::octal::{OctalGame, RemoveExactly};
use workbench::grid::Cell;
use workbench::random::{Rng, Size};
use workbench::table::{Axis, Frame, Rows, Sheet, Start};
use workbench::{Bench, Limits, Problem, Table};

use crate::model::{self, Rules};
use crate::{BLUE, DAWSON_SEARCH, Input, RED};

/// Colouring Game, as the `grundy` command and the tests see it.
pub struct ColouringGame;

/// The other colour.
fn flip(cell: u8) -> u8 {
    if cell == RED { BLUE } else { RED }
}

/// A row of `n` cells of one of three kinds, each a third of the time: letters at random;
/// balanced (`n` even: pairs `RB` or `BR`, so as many red as blue), whose alternating runs
/// grow long when a pair mostly repeats the last; or one colour ahead by a cell or two, made
/// of a balanced row and a few cells flipped.
///
/// # Complexity
/// O(n).
fn random_row(rng: &mut Rng, n: usize) -> Vec<u8> {
    let letter = |rng: &mut Rng| if rng.chance(1, 2) { RED } else { BLUE };
    match rng.below(3) {
        0 => (0..n).map(|_| letter(rng)).collect(),
        kind => {
            // The chance, in eighths, that a pair breaks the alternation.
            let breaks = rng.range(0, 8);
            let mut row = Vec::with_capacity(n);
            let mut first = letter(rng);
            while row.len() + 2 <= n {
                if rng.chance(breaks, 8) {
                    first = flip(first);
                }
                row.extend([first, flip(first)]);
            }
            if row.len() < n {
                row.push(letter(rng));
            }
            if kind == 2 && n > 0 {
                for _ in 0..rng.range(1, 2) {
                    let i = rng.below(n);
                    row[i] = flip(row[i]);
                }
            }
            row
        }
    }
}

impl Problem for ColouringGame {
    const SLUG: &'static str = "colouring-game";
    const TITLE: &'static str = "Colouring Game";
    const JUDGE: &'static str = "Codeforces 1704F";
    const LIMITS: Limits = Limits { time_ms: 1000, memory_mib: 256 };
    const JUDGE_TAKES_RUST: bool = true;
    workbench::from_crate!(answer: Vec<bool>);

    /// `Small`: 1 to 4 rows of 1 to 10 cells (for the model); `Max`: the judge's largest, one
    /// row of `5·10^5` cells; `N(n)`: one row of `n` cells.
    fn generate(rng: &mut Rng, size: Size) -> Input {
        let rows = match size {
            Size::Small => {
                (0..rng.range(1, 4)).map(|_| rng.range(1, 10) as usize).collect::<Vec<_>>()
            }
            Size::Max => vec![500_000],
            Size::N(n) => vec![n.max(1) as usize],
        };
        Input { rows: rows.into_iter().map(|n| random_row(rng, n)).collect() }
    }

    fn benches() -> Vec<Bench<Input>> {
        vec![Bench {
            name: "colouring-game",
            label: "the judge's largest: one row of 5·10^5 cells",
            input: || Self::generate(&mut Rng::new(1704), Size::Max),
            cpp: None,
        }]
    }

    fn explainer() -> Option<workbench::Explainer<Input>> {
        Some(|input| Ok(crate::explain(input).iter().map(|e| format!("{e}\n")).collect()))
    }

    const TABLE: Option<Table> = Some(Table::new(
        "--upto N: runs of 0..=N cells (default 199, enough for --law to see period 34 from 53; \
         at most 5000)",
        &[],
        Rows::Named { label: "", keys: &["g(L)"] },
        Axis::upto("upto", "L", 0, 199).most(5000, "--upto is at most {most}"),
        &Start(Runs::new),
    ));
}

/// The longest run the table checks against the colouring model (2^L rows per player).
const MODEL_CHECK_MAX: u64 = 12;

/// `grundy table colouring-game [--upto N]`: Dawson's Kayles `g(L)` for an alternating run of
/// `L` cells, from sg-core's [`RemoveExactly`] (the judge path's values). Notes check every cell
/// against octal 0.07 by its definition ([`OctalGame::values`], O(N²)) and, for even `L ≤`
/// [`MODEL_CHECK_MAX`], against the partizan model: on the alternating row of `L` cells (equal
/// counts) Alice wins iff `g(L) ≠ 0`. The period is certified by the Guy–Smith test.
struct Runs {
    dawson: RemoveExactly,
    definition: Vec<u64>,
    solver: Solver<Rules>,
    /// Cells checked against the definition, and the first that differs.
    by_definition: (usize, Option<u64>),
    /// Rows checked against the model, and the first that differs.
    by_model: (usize, Option<u64>),
}

impl Runs {
    /// The values and the definition's up to the frame's longest run.
    fn new(frame: &Frame) -> Result<Self, String> {
        let definition = OctalGame::remove_exactly(2).values(frame.columns.1 as usize + 1);
        Ok(Self {
            dawson: crate::dawsons_kayles(),
            definition,
            solver: Solver::new(Rules),
            by_definition: (0, None),
            by_model: (0, None),
        })
    }
}

impl Sheet for Runs {
    fn cell(&mut self, _: u64, len: u64) -> Cell {
        let g = crate::run_value(&self.dawson, len as usize);
        self.by_definition.0 += 1;
        if self.definition[len as usize] != g && self.by_definition.1.is_none() {
            self.by_definition.1 = Some(len);
        }
        if len % 2 == 0 && len <= MODEL_CHECK_MAX {
            let row: Vec<u8> = (0..len).map(|i| if i % 2 == 0 { RED } else { BLUE }).collect();
            self.by_model.0 += 1;
            if model::alice_wins(&mut self.solver, &row) != (g != 0) && self.by_model.1.is_none() {
                self.by_model.1 = Some(len);
            }
        }
        Cell::number(g)
    }

    fn title(&self, _: &Frame) -> String {
        "Colouring Game: Dawson's Kayles g(L) of an alternating run of L cells".into()
    }

    fn notes(&mut self, _: &Frame) -> Vec<String> {
        let verdict = |(count, differs): (usize, Option<u64>)| match differs {
            None => format!("agrees on all {count}"),
            Some(len) => format!("DIFFERS at L = {len}"),
        };
        let seq = self.dawson.sequence().expect("the judge path's values are periodic");
        vec![
            format!(
                "octal game 0.07 by its definition (mex over every split): {}",
                verdict(self.by_definition)
            ),
            format!(
                "the colouring model on the alternating row of even L <= {MODEL_CHECK_MAX} (Alice \
                 wins iff g(L) != 0): {}",
                verdict(self.by_model)
            ),
            format!(
                "period {} from L = {}, proven by the Guy-Smith test on the first {DAWSON_SEARCH} \
                 values",
                seq.period(),
                seq.preperiod()
            ),
        ]
    }

    /// The Guy–Smith proof of the period, for `--law` to call the law proven.
    fn certified(&mut self, _: &Frame) -> Vec<(String, Certificate)> {
        let Some(seq) = self.dawson.sequence() else { return Vec::new() };
        let certificate = Certificate::Period {
            preperiod: seq.preperiod() as u64,
            period: seq.period() as u64,
            by: format!(
                "the Guy–Smith test (t = 2, k = 2) on the first {DAWSON_SEARCH} values of octal 0.07"
            ),
        };
        vec![("g(L)".into(), certificate)]
    }
}
