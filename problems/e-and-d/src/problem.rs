//! E&D for the workbench: the generator, the benchmark, the Grundy table, and the trait that
//! ties them to the reader, the solutions and the model.

use workbench::random::{Rng, Size};
use workbench::table::{Axis, Closed, Rows, Searched};
use workbench::{Bench, CppFigures, Limits, MemoryRule, Problem, Table};

use crate::{Input, model};

/// E&D, as the `grundy` command and the tests see it.
pub struct EAndD;

impl Problem for EAndD {
    const SLUG: &'static str = "e-and-d";
    const TITLE: &'static str = "E&D";
    const JUDGE: &'static str = "Luogu P2148 [SDOI2009]";
    const LIMITS: Limits = Limits { time_ms: 1000, memory_mib: 125 };
    const JUDGE_TAKES_RUST: bool = true;
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

    const TABLE: Option<Table> = Some(Table::new(
        "--x A..B --y C..D: piles (default 1..32 each, at most 256 values)",
        &[],
        Rows::Axis(piles("x")),
        piles("y"),
        &SEARCHED,
    ));
}

/// A pile axis of the table, `--key A..B`: default `1..32`, from 1, at most 256 values.
const fn piles(key: &'static str) -> Axis {
    let axis = Axis::range(key, (1, 32)).span(256);
    axis.least(1, "--{key} starts at 1: a pile of E&D is never empty")
}

/// `grundy table e-and-d --x A..B --y C..D`: `SG(x, y)` of one group, rows `x`, columns `y`.
/// Up to piles of 512 every cell comes from the model's search of the rules, and a note checks
/// the closed form against it; beyond, the cells are the closed form, and the note says so.
/// The search is O(M³) with `M = max(B, D)` (about M²/4 positions of M/2 moves each).
const SEARCHED: Searched<model::Rules> = Searched {
    title: "E&D: SG(x, y) of one group of piles x and y",
    rules: model::Rules::default,
    position: model::group,
    limit: 512,
    closed: Closed::Value(|x, y| u64::from(crate::group_grundy(x, y))),
    agrees: "closed form SG(x, y) = number of trailing 1 bits of (x-1)|(y-1): agrees on all \
             {count} cells",
    differs: "closed form DIFFERS at ({row}, {column}): searched {value}, formula {closed}",
    beyond: "piles above {limit}: cells from the closed form SG(x, y) = number of trailing 1 \
             bits of (x-1)|(y-1), proven against the search up to 64 in the tests",
    notes: &["0 (a P-position) exactly when x and y are both odd; otherwise SG(x, y) = 1 + \
              SG(ceil(x/2), ceil(y/2))"],
};
