//! Brave Game for the workbench: the generator, the benchmarks, and the trait that ties them to
//! the reader, the solutions and the model.

use workbench::random::{Rng, Size};
use workbench::{Bench, Limits, Problem};

use crate::{Case, Input};

/// Brave Game, as the `grundy` command and the tests see it.
pub struct BashGame;

/// A random `m`: usually small, sometimes at or near `u64::MAX` (where `m + 1` overflows).
fn random_m(rng: &mut Rng, small: u64) -> u64 {
    match rng.range(0, 9) {
        0 => u64::MAX - rng.range(0, 1),
        1 => rng.range(small + 1, u64::MAX),
        _ => rng.range(1, small),
    }
}

/// The options of `grundy table bash-game` (the model's table, [`workbench::Table::line_with`]).
const BASH_TABLE: &str =
    "--n A..B: piles (default 0..100, at most 4096), --m M: the most a move takes (default 3)";

impl Problem for BashGame {
    const SLUG: &'static str = "bash-game";
    const TITLE: &'static str = "Brave Game";
    const JUDGE: &'static str = "HDU 1846";
    const LIMITS: Limits = Limits { time_ms: 1000, memory_mib: 32 };
    workbench::from_crate!(answer: Vec<bool>);
    const TABLE: Option<workbench::Table> =
        Some(workbench::Table::line_with::<crate::model::Rules>(
            BASH_TABLE,
            &workbench::table::Parameter::new("m", 3),
        ));

    /// `Small`: up to 6 tests with `n ≤ 40` (for the model), `m` mostly up to 12 and sometimes
    /// huge; `Max`: the judge's limits (100 tests, `n, m ≤ 1000`); `N(k)`: `k` tests with
    /// `n < 2^30` (as in Nim's benchmark) and `m ≤ 1000`.
    fn generate(rng: &mut Rng, size: Size) -> Input {
        let case = |rng: &mut Rng| match size {
            Size::Small => Case { n: rng.range(0, 40), m: random_m(rng, 12) },
            Size::Max => Case { n: rng.range(1, 1000), m: rng.range(1, 1000) },
            Size::N(_) => Case { n: rng.range(0, (1 << 30) - 1), m: rng.range(1, 1000) },
        };
        let tests = match size {
            Size::Small => rng.range(1, 6),
            Size::Max => 100,
            Size::N(k) => k,
        };
        Input { cases: (0..tests).map(|_| case(rng)).collect() }
    }

    fn benches() -> Vec<Bench<Input>> {
        vec![Bench {
            name: "bash-game",
            label: "10^6 tests, n < 2^30, m ≤ 1000",
            input: || Self::generate(&mut Rng::new(1846), Size::N(1_000_000)),
            cpp: None,
        }]
    }

    fn explainer() -> Option<workbench::Explainer<Input>> {
        Some(|input| Ok(crate::explain(input).iter().map(|e| format!("{e}\n")).collect()))
    }
}
