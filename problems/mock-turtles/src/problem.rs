//! Mock Turtles for the workbench: the generator, the benchmarks, the table of single-coin
//! values, and the trait that ties them to the reader, the solutions and the model.

use sg_core::Solver;
use sg_core::coin_turning::{self, Coins, mock_turtles};
use workbench::grid::Cell;
use workbench::random::{Rng, Size};
use workbench::table::{Axis, Frame, Rows, Sheet, Start};
use workbench::{Bench, Limits, Problem, Table};

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

    const TABLE: Option<Table> = Some(Table::new(
        "--upto N: single heads at coins 0..=N (default 31, at most 1023)",
        &[],
        Rows::Named { label: "g", keys: &["g(x)"] },
        Axis::upto("upto", "x", 0, 31).most(1023, "--upto is at most {most}"),
        &Start(SingleHeads::new),
    ));
}

/// The most coins the table searches whole configurations for.
const TABLE_SEARCH_LIMIT: u64 = 12;

/// `grundy table mock-turtles --upto N`: the value of a single head at coins `0..=N`. Up to
/// [`TABLE_SEARCH_LIMIT`] each value is searched by sg-core's engine over coin configurations,
/// beyond by the mex recursion; a note checks the odious closed form. O(2^min(N, 12) · 12³)
/// for the search plus O(N³) for the recursion.
struct SingleHeads {
    /// The mex recursion's values of coins `0..=N`.
    recursion: Vec<u64>,
    solver: Solver<Coins<coin_turning::MockTurtles>>,
    /// The first coin where the closed form differs.
    differs: Option<u64>,
}

impl SingleHeads {
    /// The recursion's values for the frame's coins, and an empty search.
    fn new(frame: &Frame) -> Result<Self, String> {
        let upto = frame.columns.1 as u32;
        Ok(Self {
            recursion: coin_turning::single_coin_values(&coin_turning::MockTurtles, upto + 1),
            solver: Solver::new(Coins(coin_turning::MockTurtles)),
            differs: None,
        })
    }
}

impl Sheet for SingleHeads {
    fn cell(&mut self, _: u64, x: u64) -> Cell {
        let value = if x < TABLE_SEARCH_LIMIT {
            self.solver.grundy(&(1 << x))
        } else {
            self.recursion[x as usize]
        };
        if u128::from(value) != mock_turtles(x) && self.differs.is_none() {
            self.differs = Some(x);
        }
        Cell::number(value)
    }

    fn title(&self, _: &Frame) -> String {
        "Mock Turtles: the value of a single head at coin x".into()
    }

    fn notes(&mut self, frame: &Frame) -> Vec<String> {
        let mut notes = vec![format!(
            "coins below {TABLE_SEARCH_LIMIT}: searched over whole configurations ({} \
             positions); beyond: the mex over turning up to two coins to the left",
            self.solver.positions_solved()
        )];
        notes.push(match self.differs {
            None => format!(
                "closed form g(x) = 2x + [popcount(x) even] (odious numbers): agrees on all {} \
                 coins",
                frame.columns.1 + 1
            ),
            Some(x) => format!("closed form DIFFERS at coin {x}"),
        });
        notes
    }
}
