//! Cutting Game for the workbench: the generator, the benchmarks, the explainer, the table,
//! and the trait that ties them to the reader, the solutions and the model.

use sg_core::Solver;
use workbench::grid::{Args, Cell, Grid};
use workbench::random::{Rng, Size};
use workbench::{Bench, Limits, Problem};

use crate::normal_play::ProperCuts;
use crate::{Input, MAX_SIDE, Table, model};

/// Cutting Game, as the `grundy` command and the tests see it.
pub struct CuttingGame;

/// A sheet with sides from `low` to `high` (never `1 × 1`).
fn sheet(rng: &mut Rng, low: u32, high: u32) -> (u32, u32) {
    loop {
        let side = |rng: &mut Rng| rng.range(u64::from(low), u64::from(high)) as u32;
        let s = (side(rng), side(rng));
        if s != (1, 1) {
            return s;
        }
    }
}

impl Problem for CuttingGame {
    const SLUG: &'static str = "cutting-game";
    const TITLE: &'static str = "Cutting Game";
    const JUDGE: &'static str = "POJ 2311";
    const LIMITS: Limits = Limits { time_ms: 1000, memory_mib: 64 };
    workbench::from_crate!(answer: Vec<bool>);

    /// `Small`: 1 to 5 sheets with sides 1 to 6 (for the model); `Max`: 10^4 sheets with sides
    /// 2 to 200 (the judge's limits; its line count is not stated); `N(n)`: `n` sheets with
    /// sides 2 to 200.
    fn generate(rng: &mut Rng, size: Size) -> Input {
        let (lines, low, high) = match size {
            Size::Small => (rng.range(1, 5), 1, 6),
            Size::Max => (10_000, 2, 200),
            Size::N(n) => (n, 2, 200),
        };
        Input { sheets: (0..lines).map(|_| sheet(rng, low, high)).collect() }
    }

    fn benches() -> Vec<Bench<Input>> {
        vec![
            Bench {
                name: "cutting-game",
                label: "the judge's largest: 10^4 sheets up to 200 × 200",
                input: || Self::generate(&mut Rng::new(2311), Size::Max),
                cpp: None,
            },
            Bench {
                name: "cutting-game-1000",
                label: "our largest: one 1000 × 1000 sheet (a table of 10^6 cells)",
                input: || Input { sheets: vec![(MAX_SIDE, MAX_SIDE)] },
                cpp: None,
            },
        ]
    }

    fn explainer() -> Option<workbench::Explainer<Input>> {
        Some(|input| Ok(crate::explain(input).iter().map(|e| format!("{e}\n")).collect()))
    }

    const TABLE_OPTIONS: &'static str =
        "--w A..B --h C..D: sides (default 2..24 each, from 2, at most 200 values each)";

    fn table(args: &Args) -> Option<Result<Grid, String>> {
        Some(table(args))
    }
}

/// Sheets whose outcome the table checks against the original rules' search.
const RULES_SEARCH_LIMIT: u32 = 6;

/// `grundy table cutting-game --w A..B --h C..D`: `g(w, h)` of the normal-play game, by the
/// fast table; notes check every cell against sg-core's engine on the proper cuts as sums,
/// and the outcome of every cell up to `6 × 6` against the original rules' search.
///
/// # Errors
/// Unknown options, malformed ranges, a side below 2 or above [`MAX_SIDE`], or more than 200
/// values of a side.
///
/// # Complexity
/// O(B · D · (B + D)) for the table and as much for the engine.
fn table(args: &Args) -> Result<Grid, String> {
    args.only(&["w", "h"])?;
    let (rows, cols) = (args.range("w", (2, 24))?, args.range("h", (2, 24))?);
    for (key, (low, high)) in [("w", rows), ("h", cols)] {
        if low < 2 || high > u64::from(MAX_SIDE) {
            return Err(format!(
                "--{key} lies in 2..{MAX_SIDE}: a side of 1 is a strip, won at once, not a value"
            ));
        }
        if high - low >= 200 {
            return Err(format!("--{key} spans at most 200 values in one table"));
        }
    }
    let fast = Table::up_to(rows.1 as u32, cols.1 as u32);
    let mut engine = Solver::new(ProperCuts);
    let (mut engine_differs, mut rules_differs, mut searched) = (None, None, 0);
    let cells: Vec<Vec<Cell>> = (rows.0..=rows.1)
        .map(|w| {
            (cols.0..=cols.1)
                .map(|h| {
                    let (w, h) = (w as u32, h as u32);
                    let value = fast.get(w, h);
                    if engine.grundy(&(w, h)) != u64::from(value) && engine_differs.is_none() {
                        engine_differs = Some((w, h));
                    }
                    if w.max(h) <= RULES_SEARCH_LIMIT {
                        searched += 1;
                        let won = model::wins(&[model::piece(w, h)]);
                        if won != (value != 0) && rules_differs.is_none() {
                            rules_differs = Some((w, h));
                        }
                    }
                    Cell::number(u64::from(value))
                })
                .collect()
        })
        .collect();
    let count = (rows.1 - rows.0 + 1) * (cols.1 - cols.0 + 1);
    let mut notes = vec![
        "g(w, h) = mex of g(c, h) XOR g(w - c, h) and g(w, d) XOR g(w, h - d) over the proper \
         cuts 2 <= c <= w - 2, 2 <= d <= h - 2 (a cut leaving a side of 1 loses at once)"
            .to_string(),
    ];
    notes.push(match engine_differs {
        None => format!(
            "sg-core's engine on the proper cuts as sums agrees on all {count} cells \
             ({} positions)",
            engine.positions_solved()
        ),
        Some((w, h)) => format!("sg-core's engine DIFFERS at {w} x {h}"),
    });
    if searched > 0 {
        notes.push(match rules_differs {
            None => format!(
                "the original rules (whoever cuts off a 1 x 1 wins), searched on every set of \
                 pieces: the first player wins exactly where g != 0, on all {searched} cells up \
                 to {RULES_SEARCH_LIMIT} x {RULES_SEARCH_LIMIT}"
            ),
            Some((w, h)) => format!("the original rules' search DIFFERS at {w} x {h}"),
        });
    }
    Ok(Grid {
        title: "Cutting Game: g(w, h) of a w x h sheet under normal play".into(),
        row_label: "w".into(),
        col_label: "h".into(),
        row_keys: (rows.0..=rows.1).map(|w| w.to_string()).collect(),
        col_keys: (cols.0..=cols.1).map(|h| h.to_string()).collect(),
        cells,
        notes,
        ..Default::default()
    })
}
