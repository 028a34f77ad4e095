//! Mock Turtles for the workbench: the generator, the benchmarks, the table of single-coin
//! values, and the trait that ties them to the reader, the solutions and the model.

use sg_core::Solver;
use sg_core::coin_turning::{self, Coins, mock_turtles};
use workbench::grid::{Args, Cell, Grid};
use workbench::random::{Rng, Size};
use workbench::{Bench, Limits, Problem};

use crate::Input;

/// Daizhenyang's Coin, as the `grundy` command and the tests see it.
pub struct MockTurtles;

/// One test of `n` positions below `high`; about one in four repeats an earlier position.
fn test(rng: &mut Rng, n: u64, high: u64) -> Vec<u64> {
    let mut heads: Vec<u64> = Vec::new();
    for _ in 0..n {
        let x = match heads.len() {
            len if len > 0 && rng.chance(1, 4) => heads[rng.below(len)],
            _ => rng.range(0, high),
        };
        heads.push(x);
    }
    heads
}

impl Problem for MockTurtles {
    const SLUG: &'static str = "mock-turtles";
    const TITLE: &'static str = "Daizhenyang's Coin (Mock Turtles)";
    const JUDGE: &'static str = "HDU 3537";
    const LIMITS: Limits = Limits { time_ms: 1000, memory_mib: 32 };
    workbench::from_crate!(answer: Vec<bool>);

    /// `Small`: up to 4 tests of up to 6 positions up to 8 (for the model); `Max`: 10^4 tests
    /// of 100 positions below 10^8 (the judge's bounds); `N(n)`: `⌈n/100⌉` tests of 100
    /// positions anywhere in `u64`. Repeats throughout.
    fn generate(rng: &mut Rng, size: Size) -> Input {
        let (tests, per_test, high) = match size {
            Size::Small => (rng.range(0, 4), None, 8),
            Size::Max => (10_000, Some(100), 99_999_999),
            Size::N(n) => (n.div_ceil(100), Some(100), u64::MAX),
        };
        let tests = (0..tests)
            .map(|_| {
                let n = per_test.unwrap_or_else(|| rng.range(0, 6));
                test(rng, n, high)
            })
            .collect();
        Input { tests }
    }

    fn benches() -> Vec<Bench<Input>> {
        vec![
            Bench {
                name: "mock-turtles",
                label: "10^4 tests × 100 positions < 10^8",
                input: || Self::generate(&mut Rng::new(7201), Size::Max),
                cpp: None,
            },
            Bench {
                name: "mock-turtles-huge",
                label: "10^4 tests × 100 positions < 2^64",
                input: || Self::generate(&mut Rng::new(7202), Size::N(1_000_000)),
                cpp: None,
            },
        ]
    }

    fn explainer() -> Option<workbench::Explainer<Input>> {
        Some(|input| Ok(crate::explain(input).iter().map(|e| format!("{e}\n")).collect()))
    }

    const TABLE_OPTIONS: &'static str =
        "--upto N: single heads at coins 0..=N (default 31, at most 1023)";

    fn table(args: &Args) -> Option<Result<Grid, String>> {
        Some(table(args))
    }
}

/// The most coins the table searches whole configurations for.
const TABLE_SEARCH_LIMIT: u64 = 12;

/// `grundy table mock-turtles --upto N`: the value of a single head at coins `0..=N` (default
/// 31, at most 1023). Up to [`TABLE_SEARCH_LIMIT`] each value is searched by sg-core's engine
/// over coin configurations, beyond by the mex recursion; a note checks the odious closed form.
///
/// # Errors
/// Unknown options or `N` above 1023.
///
/// # Complexity
/// O(2^min(N, 12) · 12³) for the search plus O(N³) for the recursion.
fn table(args: &Args) -> Result<Grid, String> {
    args.only(&["upto"])?;
    let upto = args.number("upto", 31)?;
    if upto > 1023 {
        return Err("--upto is at most 1023".into());
    }
    let recursion = coin_turning::single_coin_values(&coin_turning::MockTurtles, upto as u32 + 1);
    let mut solver = Solver::new(Coins(coin_turning::MockTurtles));
    let mut differ = None;
    let cells = (0..=upto)
        .map(|x| {
            let value = if x < TABLE_SEARCH_LIMIT {
                solver.grundy(&(1 << x))
            } else {
                recursion[x as usize]
            };
            if u128::from(value) != mock_turtles(x) && differ.is_none() {
                differ = Some(x);
            }
            Cell::number(value)
        })
        .collect();
    let mut notes = vec![format!(
        "coins below {TABLE_SEARCH_LIMIT}: searched over whole configurations ({} positions); \
         beyond: the mex over turning up to two coins to the left",
        solver.positions_solved()
    )];
    notes.push(match differ {
        None => format!(
            "closed form g(x) = 2x + [popcount(x) even] (odious numbers): agrees on all {} coins",
            upto + 1
        ),
        Some(x) => format!("closed form DIFFERS at coin {x}"),
    });
    Ok(Grid {
        title: "Mock Turtles: the value of a single head at coin x".into(),
        row_label: "g".into(),
        col_label: "x".into(),
        row_keys: vec!["g(x)".into()],
        col_keys: (0..=upto).map(|x| x.to_string()).collect(),
        cells: vec![cells],
        notes,
        ..Default::default()
    })
}
