//! PathGame for the workbench: the generator, the benchmark, the `grundy table` grid of run values,
//! and the trait that ties them to the reader, the solution and the model.

use sg_core::Solver;
use sg_core::law::Certificate;
use workbench::grid::Cell;
use workbench::random::{Rng, Size};
use workbench::table::{Axis, Frame, Rows, Sheet, Start};
use workbench::{Bench, CppFigures, Limits, MemoryRule, Problem, Table};

use crate::model::{self, Rules};
use crate::runs::{RunValues, run_board};
use crate::{Input, Side};

/// PathGame, as the `grundy` command and the tests see it.
pub struct PathGame;

/// A random valid board of `width` columns, each all white with probability `num / den`,
/// otherwise black in a row that makes no diagonal with its left neighbour.
///
/// # Complexity
/// O(width).
fn board_with_white_columns(rng: &mut Rng, width: usize, num: u64, den: u64) -> Input {
    let (mut top, mut bottom) = (Vec::with_capacity(width), Vec::with_capacity(width));
    let mut previous = None;
    for _ in 0..width {
        let side = if rng.chance(num, den) {
            None
        } else {
            // After a black cell, only the same row keeps the path open.
            Some(previous.unwrap_or(if rng.chance(1, 2) { Side::Top } else { Side::Bottom }))
        };
        top.push(if side == Some(Side::Top) { b'#' } else { b'.' });
        bottom.push(if side == Some(Side::Bottom) { b'#' } else { b'.' });
        previous = side;
    }
    Input { top, bottom }
}

/// A random valid board of `width` columns whose columns are all white with a per-board
/// probability of 0, 1/4, 1/2, 3/4 or 1.
///
/// # Complexity
/// O(width).
fn random_board(rng: &mut Rng, width: usize) -> Input {
    let white_quarters = rng.range(0, 4);
    board_with_white_columns(rng, width, white_quarters, 4)
}

impl Problem for PathGame {
    const SLUG: &'static str = "path-game";
    const TITLE: &'static str = "PathGame";
    const JUDGE: &'static str = "TopCoder SRM 637 Div1 500";
    const LIMITS: Limits = Limits { time_ms: 2000, memory_mib: 256 };
    workbench::from_crate!(answer: bool);

    /// A random valid board: `Small` has width 1 to 6 (for the model), `Max` the judge's
    /// `W = 1000`, `N(n)` width `n`.
    fn generate(rng: &mut Rng, size: Size) -> Input {
        let width = match size {
            Size::Small => rng.range(1, 6),
            Size::Max => 1000,
            Size::N(n) => n.max(1),
        };
        random_board(rng, width as usize)
    }

    fn benches() -> Vec<Bench<Input>> {
        vec![Bench {
            name: "path-game",
            label: "W = 3000, ~1% single-black columns",
            input: || board_with_white_columns(&mut Rng::new(7010), 3000, 99, 100),
            cpp: Some(CppFigures { cpu_s: 0.120, peak_mib: 3.8, memory: MemoryRule::PlusEight }),
        }]
    }

    const TABLE: Option<Table> = Some(Table::new(
        "--upto N: runs of up to N columns (default 63, enough for --law)",
        &[],
        Rows::Named { label: "sides", keys: &PAIR_KEYS },
        Axis::upto("upto", "n", 0, 63).most(SHOWN_MAX, "--upto is at most {most}"),
        &Start(Runs::new),
    ));
}

/// The longest run `grundy table path-game` shows.
const SHOWN_MAX: u64 = 200;

/// The longest run the board model checks in `grundy table path-game` (3^n boards each).
const MODEL_CHECK_MAX: u64 = 6;

/// The nine side pairs `(left, right)`, the table's rows, in the order of [`PAIR_KEYS`].
const PAIRS: [(Side, Side); 9] = {
    let [e, t, b] = Side::ALL;
    [(e, e), (e, t), (e, b), (t, e), (t, t), (t, b), (b, e), (b, t), (b, b)]
};

/// The rows' keys, `left|right`.
const PAIR_KEYS: [&str; 9] = [
    "edge|edge",
    "edge|top",
    "edge|bottom",
    "top|edge",
    "top|top",
    "top|bottom",
    "bottom|edge",
    "bottom|top",
    "bottom|bottom",
];

/// The row|row pairs, whose period Guy–Smith certifies.
const ROW_ROW: [(Side, Side); 4] = [
    (Side::Top, Side::Top),
    (Side::Top, Side::Bottom),
    (Side::Bottom, Side::Top),
    (Side::Bottom, Side::Bottom),
];

/// A side as a word for the grid's row keys.
fn side_name(side: Side) -> &'static str {
    match side {
        Side::Edge => "edge",
        Side::Top => "top",
        Side::Bottom => "bottom",
    }
}

/// `grundy table path-game [--upto N]`: `G(left, n, right)` for the nine side pairs (rows)
/// and run lengths `0..=N` (columns; default 63, 64 values, so that `--law` has the evidence
/// it asks for; at most [`SHOWN_MAX`]), by mex over the splitting rule ([`RunValues`]). Notes
/// check the cells against the board model (the flood-fill rules, for `n ≤`
/// [`MODEL_CHECK_MAX`]) and the closed form, and certify the row-row period by Guy–Smith. A run
/// of length 0 between opposite rows is a diagonal, not a position (`-`). O(9·N²) for the
/// values, plus the board searches (3^6 boards at most per pair).
struct Runs {
    values: RunValues,
    solver: Solver<Rules>,
    /// Cells checked against the board model, and the first that differs.
    by_model: (usize, Option<(Side, u64, Side)>),
    /// Cells checked against the closed form, and the first that differs.
    by_formula: (usize, Option<(Side, u64, Side)>),
    /// The Guy–Smith certificate of the row|row period, or why there is none.
    proven: Result<(), String>,
}

impl Runs {
    /// The run values up to the frame's longest run (at least 6, for Guy–Smith), and the
    /// certificate.
    fn new(frame: &Frame) -> Result<Self, String> {
        let values = RunValues::new(frame.columns.1.max(6) as usize);
        let proven = values.guy_smith(&ROW_ROW, 1, 2).map_err(|e| format!("{e:?}"));
        let solver = Solver::new(Rules);
        Ok(Self { values, solver, by_model: (0, None), by_formula: (0, None), proven })
    }
}

impl Sheet for Runs {
    fn cell(&mut self, row: u64, n: u64) -> Cell {
        let (l, r) = PAIRS[row as usize];
        if n == 0 && l != Side::Edge && r.forbids(l) {
            return Cell { text: "-".into(), shade: 0 };
        }
        let g = self.values.get(l, n as usize, r);
        // The empty board (edge, 0, edge) is no board for the model.
        if n <= MODEL_CHECK_MAX {
            if let Some(board) = model::Board::new(&run_board(l, n as usize, r)) {
                self.by_model.0 += 1;
                if self.solver.grundy(&board) != g && self.by_model.1.is_none() {
                    self.by_model.1 = Some((l, n, r));
                }
            }
        }
        self.by_formula.0 += 1;
        if crate::run_grundy(l, n, r) != g && self.by_formula.1.is_none() {
            self.by_formula.1 = Some((l, n, r));
        }
        Cell::number(g)
    }

    fn title(&self, _: &Frame) -> String {
        "PathGame: G(left, n, right) of a run of n all-white columns".into()
    }

    fn notes(&mut self, _: &Frame) -> Vec<String> {
        let verdict = |(count, differs): (usize, Option<(Side, u64, Side)>)| match differs {
            None => format!("agrees on all {count}"),
            Some((l, n, r)) => format!("DIFFERS at {}|{} n = {n}", side_name(l), side_name(r)),
        };
        vec![
            format!(
                "cells by mex over the splitting rule; the board model (flood-fill rules) for n \
                 <= {MODEL_CHECK_MAX}: {}",
                verdict(self.by_model)
            ),
            format!(
                "closed form (edge|edge, row X|X: n mod 2; edge|row: n; X|Y: (n+1) mod 2): {}",
                verdict(self.by_formula)
            ),
            match &self.proven {
                Ok(()) => {
                    "row|row pairs: period 2 from n = 1, proven by Guy-Smith from n <= 6".into()
                }
                Err(e) => format!("row|row pairs: no Guy-Smith certificate ({e})"),
            },
        ]
    }

    /// The Guy–Smith proof of the notes, for `--law` to call the row|row laws proven.
    fn certified(&mut self, _: &Frame) -> Vec<(String, Certificate)> {
        if self.proven.is_err() {
            return Vec::new();
        }
        let certificate = || Certificate::Period {
            preperiod: 1,
            period: 2,
            by: "the Guy–Smith test on the splitting rule (t = 1, k = 2)".into(),
        };
        ROW_ROW
            .iter()
            .map(|&(l, r)| (format!("{}|{}", side_name(l), side_name(r)), certificate()))
            .collect()
    }
}
