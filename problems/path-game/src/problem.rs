//! PathGame for the workbench: the generator, the benchmark, the `grundy table` grid of run values,
//! and the trait that ties them to the reader, the solution and the model.

use sg_core::Solver;
use workbench::grid::{Args, Cell, Grid};
use workbench::random::{Rng, Size};
use workbench::{Bench, CppFigures, Limits, MemoryRule, Problem};

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

    const TABLE_OPTIONS: &'static str =
        "--upto N: runs of up to N columns (default 63, enough for --law)";

    /// `grundy table path-game [--upto N]`: every run value `G(left, n, right)` by mex for
    /// `n ≤ N`, checked against the board model and the closed form, with the Guy–Smith
    /// certificate of the row-row period.
    fn table(args: &Args) -> Option<Result<Grid, String>> {
        Some(run_values_grid(args))
    }
}

/// The longest run `grundy table path-game` shows.
const SHOWN_MAX: u64 = 200;

/// The longest run the board model checks in `grundy table path-game` (3^n boards each).
const MODEL_CHECK_MAX: u64 = 6;

/// A side as a word for the grid's row keys.
fn side_name(side: Side) -> &'static str {
    match side {
        Side::Edge => "edge",
        Side::Top => "top",
        Side::Bottom => "bottom",
    }
}

/// `G(left, n, right)` for the nine side pairs (rows) and run lengths `0..=N` (columns; `--upto`,
/// default 63 (64 values, so that `--law` has the evidence it asks for), at most [`SHOWN_MAX`]), by mex over the splitting rule ([`RunValues`]). Notes
/// check the cells against the board model (the flood-fill rules, for `n ≤`
/// [`MODEL_CHECK_MAX`]) and the closed form, and certify the row-row period by Guy–Smith. A run
/// of length 0 between opposite rows is a diagonal, not a position (`-`).
///
/// # Errors
/// Unknown options, or `N` above [`SHOWN_MAX`].
///
/// # Complexity
/// O(9·N²) for the values, plus the board searches (3^6 boards at most per pair).
fn run_values_grid(args: &Args) -> Result<Grid, String> {
    args.only(&["upto"])?;
    let upto = args.number("upto", 63)?;
    if upto > SHOWN_MAX {
        return Err(format!("--upto is at most {SHOWN_MAX}"));
    }
    let values = RunValues::new(upto.max(6) as usize);
    let pairs: Vec<(Side, Side)> =
        Side::ALL.iter().flat_map(|&l| Side::ALL.iter().map(move |&r| (l, r))).collect();
    let is_position = |l: Side, n: u64, r: Side| !(n == 0 && l != Side::Edge && r.forbids(l));
    let mut solver = Solver::new(Rules);
    let (mut by_model, mut model_differs) = (0, None);
    let (mut by_formula, mut formula_differs) = (0, None);
    let cells: Vec<Vec<Cell>> = pairs
        .iter()
        .map(|&(l, r)| {
            (0..=upto)
                .map(|n| {
                    if !is_position(l, n, r) {
                        return Cell { text: "-".into(), shade: 0 };
                    }
                    let g = values.get(l, n as usize, r);
                    // The empty board (edge, 0, edge) is no board for the model.
                    if n <= MODEL_CHECK_MAX {
                        if let Some(board) = model::Board::new(&run_board(l, n as usize, r)) {
                            by_model += 1;
                            if solver.grundy(&board) != g && model_differs.is_none() {
                                model_differs = Some((l, n, r));
                            }
                        }
                    }
                    by_formula += 1;
                    if crate::run_grundy(l, n, r) != g && formula_differs.is_none() {
                        formula_differs = Some((l, n, r));
                    }
                    Cell::number(g)
                })
                .collect()
        })
        .collect();
    let verdict = |count: usize, differs: Option<(Side, u64, Side)>| match differs {
        None => format!("agrees on all {count}"),
        Some((l, n, r)) => {
            format!("DIFFERS at {}|{} n = {n}", side_name(l), side_name(r))
        }
    };
    let row_row = [
        (Side::Top, Side::Top),
        (Side::Top, Side::Bottom),
        (Side::Bottom, Side::Top),
        (Side::Bottom, Side::Bottom),
    ];
    let mut notes = vec![
        format!(
            "cells by mex over the splitting rule; the board model (flood-fill rules) for n <= \
             {MODEL_CHECK_MAX}: {}",
            verdict(by_model, model_differs)
        ),
        format!(
            "closed form (edge|edge, row X|X: n mod 2; edge|row: n; X|Y: (n+1) mod 2): {}",
            verdict(by_formula, formula_differs)
        ),
    ];
    let proven = values.guy_smith(&row_row, 1, 2);
    notes.push(match &proven {
        Ok(()) => "row|row pairs: period 2 from n = 1, proven by Guy-Smith from n <= 6".into(),
        Err(e) => format!("row|row pairs: no Guy-Smith certificate ({e:?})"),
    });
    // The same proof, for `--law` to call the row|row laws proven.
    let certified = match proven {
        Ok(()) => row_row
            .iter()
            .map(|&(l, r)| {
                let certificate = sg_core::law::Certificate::Period {
                    preperiod: 1,
                    period: 2,
                    by: "the Guy–Smith test on the splitting rule (t = 1, k = 2)".into(),
                };
                (format!("{}|{}", side_name(l), side_name(r)), certificate)
            })
            .collect(),
        Err(_) => Vec::new(),
    };
    Ok(Grid {
        title: "PathGame: G(left, n, right) of a run of n all-white columns".into(),
        row_label: "sides".into(),
        col_label: "n".into(),
        row_keys: pairs
            .iter()
            .map(|&(l, r)| format!("{}|{}", side_name(l), side_name(r)))
            .collect(),
        col_keys: (0..=upto).map(|n| n.to_string()).collect(),
        cells,
        notes,
        certified,
    })
}
