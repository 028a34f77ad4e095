//! Dividing Game for the workbench: the generator, the benchmarks, the explainer, the table,
//! and the trait that ties them to the reader, the solutions and the model.

use sg_core::Solver;
use workbench::grid::{Args, Cell, Grid};
use workbench::random::{Rng, Size};
use workbench::{Bench, Limits, Problem};

use crate::{Input, model, omega::Omega};

/// Dividing Game, as the `grundy` command and the tests see it.
pub struct DividingGame;

impl Problem for DividingGame {
    const SLUG: &'static str = "dividing-game";
    const TITLE: &'static str = "Dividing Game";
    const JUDGE: &'static str = "AtCoder ABC368 F";
    const LIMITS: Limits = Limits { time_ms: 2000, memory_mib: 1024 };
    workbench::from_crate!(answer: bool);

    /// `Small`: 1 to 5 numbers from 1 to 64 (for the model); `Max`: the judge's limits
    /// (`N = 10^5`, `2 ≤ A_i ≤ 10^5`); `N(n)`: `n` numbers from 2 to 10^5.
    fn generate(rng: &mut Rng, size: Size) -> Input {
        let (n, low, high) = match size {
            Size::Small => (rng.range(1, 5), 1, 64),
            Size::Max => (100_000, 2, 100_000),
            Size::N(n) => (n, 2, 100_000),
        };
        Input { numbers: (0..n).map(|_| rng.range(low, high)).collect() }
    }

    fn benches() -> Vec<Bench<Input>> {
        vec![Bench {
            name: "dividing-game",
            label: "the judge's largest: 10^5 numbers ≤ 10^5",
            input: || Self::generate(&mut Rng::new(368), Size::Max),
            cpp: None,
        }]
    }

    fn explainer() -> Option<workbench::Explainer<Input>> {
        Some(|input| Ok(format!("{}\n", crate::explain(input))))
    }

    const TABLE_OPTIONS: &'static str = "--n A..B: numbers (default 1..64, at most 4096 values)";

    fn table(args: &Args) -> Option<Result<Grid, String>> {
        Some(table(args))
    }
}

/// The largest number the table searches by the model; beyond, the cells are Ω by the sieve.
const TABLE_SEARCH_LIMIT: u64 = 4096;

/// `grundy table dividing-game --n A..B`: g(n) for each `n`, by the model's search up to
/// [`TABLE_SEARCH_LIMIT`], with a note checking the closed form g(n) = Ω(n) against it.
///
/// # Errors
/// Unknown options, a malformed range, `n = 0`, or more than 4096 values.
///
/// # Complexity
/// O(B · d(B)) searched positions' moves, with `d` the divisor count.
fn table(args: &Args) -> Result<Grid, String> {
    args.only(&["n"])?;
    let (low, high) = args.range("n", (1, 64))?;
    if low == 0 {
        return Err("--n starts at 1: 0 is not a positive integer".into());
    }
    if high - low >= 4096 {
        return Err("--n spans at most 4096 values in one table".into());
    }
    let searched = high <= TABLE_SEARCH_LIMIT;
    let omega = Omega::up_to(high);
    let mut solver = Solver::new(model::Rules);
    let mut differ = None;
    let cells = (low..=high)
        .map(|n| {
            let closed = u64::from(omega.of(n));
            let value = if searched { model::grundy(&mut solver, n) } else { closed };
            if value != closed && differ.is_none() {
                differ = Some(n);
            }
            Cell::number(value)
        })
        .collect();
    let mut notes = Vec::new();
    let count = high - low + 1;
    if searched {
        notes.push(format!(
            "every cell searched by the rules ({} positions of sg-core's engine)",
            solver.positions_solved()
        ));
        notes.push(match differ {
            None => format!(
                "closed form g(n) = Ω(n), the number of prime factors with multiplicity: \
                 agrees on all {count} cells"
            ),
            Some(n) => format!("closed form g(n) = Ω(n) DIFFERS at n = {n}"),
        });
    } else {
        notes.push(format!(
            "beyond {TABLE_SEARCH_LIMIT} the cells are the closed form g(n) = Ω(n) (sieve)"
        ));
    }
    Ok(Grid {
        title: "Dividing Game: the value of one number n".into(),
        row_label: "g".into(),
        col_label: "n".into(),
        row_keys: vec!["g(n)".into()],
        col_keys: (low..=high).map(|n| n.to_string()).collect(),
        cells: vec![cells],
        notes,
        ..Default::default()
    })
}
