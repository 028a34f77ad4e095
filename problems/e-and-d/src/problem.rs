//! E&D for the workbench: the generator, the benchmark, the Grundy table, and the trait that
//! ties them to the reader, the solutions and the model.

use sg_core::Solver;
use workbench::grid::{Args, Cell, Grid};
use workbench::random::{Rng, Size};
use workbench::{Bench, CppFigures, Limits, MemoryRule, Problem};

use crate::{Input, model};

/// E&D, as the `grundy` command and the tests see it.
pub struct EAndD;

impl Problem for EAndD {
    const SLUG: &'static str = "e-and-d";
    const TITLE: &'static str = "E&D";
    const JUDGE: &'static str = "Luogu P2148 [SDOI2009]";
    const LIMITS: Limits = Limits { time_ms: 1000, memory_mib: 125 };
    workbench::from_crate!(answer: Vec<bool>);

    /// `Small`: up to 3 tests of 2 to 6 piles of at most 12 stones (for the model); `Max`: the
    /// judge's limits (20 tests of 2·10^4 piles up to 2·10^9); `N(n)`: 20 tests of `n` piles
    /// (rounded up to even) anywhere in `1..=u64::MAX`.
    fn generate(rng: &mut Rng, size: Size) -> Input {
        let (tests, piles, high) = match size {
            Size::Small => (rng.range(1, 3), None, rng.range(1, 12)),
            Size::Max => (20, Some(10_000), 2_000_000_000),
            Size::N(n) => (20, Some(n.div_ceil(2)), u64::MAX),
        };
        let mut test = || {
            let groups = piles.unwrap_or_else(|| rng.range(1, 3));
            (0..groups).map(|_| (rng.range(1, high), rng.range(1, high))).collect()
        };
        Input { tests: (0..tests).map(|_| test()).collect() }
    }

    fn benches() -> Vec<Bench<Input>> {
        vec![Bench {
            name: "e-and-d",
            label: "20 tests × 2·10^5 piles ≤ 2·10^9",
            input: || {
                let mut rng = Rng::new(7003);
                let mut test = || {
                    (0..100_000)
                        .map(|_| (rng.range(1, 2_000_000_000), rng.range(1, 2_000_000_000)))
                        .collect()
                };
                Input { tests: (0..20).map(|_| test()).collect() }
            },
            cpp: Some(CppFigures { cpu_s: 0.050, peak_mib: 1.2, memory: MemoryRule::PlusEight }),
        }]
    }

    fn explainer() -> Option<workbench::Explainer<Input>> {
        Some(|input| Ok(input.tests.iter().map(|g| format!("{}\n", crate::explain(g))).collect()))
    }

    const TABLE_OPTIONS: &'static str =
        "--x A..B --y C..D: piles (default 1..32 each, at most 256 values)";

    fn table(args: &Args) -> Option<Result<Grid, String>> {
        Some(table(args))
    }
}

/// The largest pile the table searches by the model; beyond it the table shows the closed form.
const TABLE_SEARCH_LIMIT: u64 = 512;

/// `grundy table e-and-d --x A..B --y C..D`: `SG(x, y)` of one group, rows `x`, columns `y` (at
/// most 256 of each, default `1..32`). Up to piles of [`TABLE_SEARCH_LIMIT`] every cell comes
/// from the model's search of the rules, and a note checks the closed form against it; beyond,
/// the cells are the closed form, and the note says so.
///
/// # Errors
/// Unknown options, malformed ranges, a pile of 0, or more than 256 rows or columns.
///
/// # Complexity
/// O(M³) for the search with `M = max(B, D)` (about M²/4 positions of M/2 moves each), else
/// O(cells).
fn table(args: &Args) -> Result<Grid, String> {
    args.only(&["x", "y"])?;
    let (xs, ys) = (args.range("x", (1, 32))?, args.range("y", (1, 32))?);
    for (key, (low, high)) in [("x", xs), ("y", ys)] {
        if low == 0 {
            return Err(format!("--{key} starts at 1: a pile of E&D is never empty"));
        }
        if high - low >= 256 {
            return Err(format!("--{key} spans at most 256 values in one table"));
        }
    }
    let searched = xs.1.max(ys.1) <= TABLE_SEARCH_LIMIT;
    let mut solver = Solver::new(model::Rules);
    let mut differ = None;
    let cells: Vec<Vec<Cell>> = (xs.0..=xs.1)
        .map(|x| {
            (ys.0..=ys.1)
                .map(|y| {
                    let closed = u64::from(crate::group_grundy(x, y));
                    let value =
                        if searched { model::group_grundy(&mut solver, x, y) } else { closed };
                    if value != closed && differ.is_none() {
                        differ = Some((x, y, value, closed));
                    }
                    Cell::number(value)
                })
                .collect()
        })
        .collect();
    let count = (xs.1 - xs.0 + 1) * (ys.1 - ys.0 + 1);
    let mut notes = Vec::new();
    if searched {
        notes.push(format!(
            "every cell searched by the rules ({} positions of sg-core's engine)",
            solver.positions_solved()
        ));
        notes.push(match differ {
            None => format!(
                "closed form SG(x, y) = number of trailing 1 bits of (x-1)|(y-1): agrees on all \
                 {count} cells"
            ),
            Some((x, y, v, c)) => {
                format!("closed form DIFFERS at ({x}, {y}): searched {v}, formula {c}")
            }
        });
    } else {
        notes.push(format!(
            "piles above {TABLE_SEARCH_LIMIT}: cells from the closed form SG(x, y) = number of \
             trailing 1 bits of (x-1)|(y-1), proven against the search up to 64 in the tests"
        ));
    }
    notes.push(
        "0 (white) exactly when x and y are both odd; otherwise SG(x, y) = 1 + SG(ceil(x/2), \
         ceil(y/2))"
            .into(),
    );
    Ok(Grid {
        title: "E&D: SG(x, y) of one group of piles x and y".into(),
        row_label: "x".into(),
        col_label: "y".into(),
        row_keys: (xs.0..=xs.1).map(|x| x.to_string()).collect(),
        col_keys: (ys.0..=ys.1).map(|y| y.to_string()).collect(),
        cells,
        notes,
        ..Default::default()
    })
}
