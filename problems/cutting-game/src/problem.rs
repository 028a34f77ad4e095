//! Cutting Game for the workbench: the generator, the benchmarks, the explainer, the table,
//! and the trait that ties them to the reader, the solutions and the model.

use sg_core::Solver;
use workbench::grid::Cell;
use workbench::random::{Rng, Size};
use workbench::table::{Axis, Frame, Rows, Sheet, Start};
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

    const TABLE: Option<workbench::Table> = Some(workbench::Table::new(
        "--w A..B --h C..D: sides (default 2..24 each, from 2, at most 200 values each)",
        &[],
        Rows::Axis(side("w")),
        side("h"),
        &Start(Sheets::new),
    ));
}

/// A side axis of the table, `--key A..B`: default `2..24`, within `2..=MAX_SIDE`, at most 200
/// values.
const fn side(key: &'static str) -> Axis {
    const OUTSIDE: &str =
        "--{key} lies in {least}..{most}: a side of 1 is a strip, won at once, not a value";
    let axis = Axis::range(key, (2, 24)).span(200);
    axis.least(2, OUTSIDE).most(MAX_SIDE as u64, OUTSIDE)
}

/// Sheets whose outcome the table checks against the original rules' search.
const RULES_SEARCH_LIMIT: u32 = 6;

/// `grundy table cutting-game --w A..B --h C..D`: `g(w, h)` of the normal-play game, by the
/// fast table; notes check every cell against sg-core's engine on the proper cuts as sums,
/// and the outcome of every cell up to `6 × 6` against the original rules' search.
/// O(B · D · (B + D)) for the table and as much for the engine.
struct Sheets {
    fast: Table,
    engine: Solver<ProperCuts>,
    /// The first sheet where the engine differs from the fast table.
    engine_differs: Option<(u32, u32)>,
    /// The first sheet where the original rules' outcome differs.
    rules_differs: Option<(u32, u32)>,
    /// The sheets checked against the original rules.
    searched: u64,
}

impl Sheets {
    /// The fast table up to the frame's largest sides, and an empty engine.
    fn new(frame: &Frame) -> Result<Self, String> {
        Ok(Self {
            fast: Table::up_to(frame.rows.1 as u32, frame.columns.1 as u32),
            engine: Solver::new(ProperCuts),
            engine_differs: None,
            rules_differs: None,
            searched: 0,
        })
    }
}

impl Sheet for Sheets {
    fn cell(&mut self, w: u64, h: u64) -> Cell {
        let (w, h) = (w as u32, h as u32);
        let value = self.fast.get(w, h);
        if self.engine.grundy(&(w, h)) != u64::from(value) && self.engine_differs.is_none() {
            self.engine_differs = Some((w, h));
        }
        if w.max(h) <= RULES_SEARCH_LIMIT {
            self.searched += 1;
            let won = model::wins(&[model::piece(w, h)]);
            if won != (value != 0) && self.rules_differs.is_none() {
                self.rules_differs = Some((w, h));
            }
        }
        Cell::number(u64::from(value))
    }

    fn title(&self, _: &Frame) -> String {
        "Cutting Game: g(w, h) of a w x h sheet under normal play".into()
    }

    /// The proper cuts of a `w × h` sheet (the engine's moves), each the two sheets it
    /// leaves.
    fn options(&mut self, w: u64, h: u64) -> Option<Vec<Vec<(u64, u64)>>> {
        let moves = sg_core::Game::moves(self.engine.game(), &(w as u32, h as u32));
        let cells = |m: Vec<(u32, u32)>| m.into_iter().map(|(a, b)| (a.into(), b.into())).collect();
        Some(moves.into_iter().map(cells).collect())
    }

    fn notes(&mut self, frame: &Frame) -> Vec<String> {
        let mut notes = vec![
            "g(w, h) = mex of g(c, h) XOR g(w - c, h) and g(w, d) XOR g(w, h - d) over the \
             proper cuts 2 <= c <= w - 2, 2 <= d <= h - 2 (a cut leaving a side of 1 loses at \
             once)"
                .to_string(),
        ];
        notes.push(match self.engine_differs {
            None => format!(
                "sg-core's engine on the proper cuts as sums agrees on all {} cells ({} \
                 positions)",
                frame.cells(),
                self.engine.positions_solved()
            ),
            Some((w, h)) => format!("sg-core's engine DIFFERS at {w} x {h}"),
        });
        if self.searched > 0 {
            notes.push(match self.rules_differs {
                None => format!(
                    "the original rules (whoever cuts off a 1 x 1 wins), searched on every set \
                     of pieces: the first player wins exactly where g != 0, on all {} cells up \
                     to {RULES_SEARCH_LIMIT} x {RULES_SEARCH_LIMIT}",
                    self.searched
                ),
                Some((w, h)) => format!("the original rules' search DIFFERS at {w} x {h}"),
            });
        }
        notes
    }
}
