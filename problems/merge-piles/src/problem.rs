//! 人人尽说江南好 for the workbench: the generator, the benchmarks, the table with its law, and
//! the trait that ties them to the reader, the solutions and the model.

use sg_core::Solver;
use workbench::grid::Cell;
use workbench::random::{Rng, Size};
use workbench::table::{Axis, Frame, Parameter, Rows, Sheet, Start};
use workbench::{Bench, Limits, Problem, Table};

use crate::{Game, Input, first_player_wins, model};

/// 人人尽说江南好 (merging piles), as the `grundy` command and the tests see it.
pub struct MergePiles;

impl Problem for MergePiles {
    const SLUG: &'static str = "merge-piles";
    const TITLE: &'static str = "人人尽说江南好 (merging piles)";
    const JUDGE: &'static str = "Luogu P4101 [HEOI2014]";
    const LIMITS: Limits = Limits { time_ms: 1000, memory_mib: 125 };
    const JUDGE_TAKES_RUST: bool = true;
    workbench::from_crate!(answer: Vec<bool>);

    /// `Small`: 1 to 5 games with `n ≤ 16` and `m ≤ 18` (sometimes 0; for the model); `Max`:
    /// the judge's limits (100 games, `n, m ≤ 10^9`, a third with `m` small); `N(k)`: `k`
    /// games anywhere in `u64`.
    fn generate(rng: &mut Rng, size: Size) -> Input {
        let game = |rng: &mut Rng| match size {
            Size::Small => Game { n: rng.range(0, 16), m: rng.range(0, 18) },
            Size::Max if rng.chance(1, 3) => {
                Game { n: rng.range(1, 1_000_000_000), m: rng.range(1, 30) }
            }
            Size::Max => Game { n: rng.range(1, 1_000_000_000), m: rng.range(1, 1_000_000_000) },
            Size::N(_) => Game { n: rng.next_u64(), m: rng.next_u64() >> rng.range(0, 63) },
        };
        let tests = match size {
            Size::Small => rng.range(1, 5),
            Size::Max => 100,
            Size::N(k) => k,
        };
        Input { games: (0..tests).map(|_| game(rng)).collect() }
    }

    fn benches() -> Vec<Bench<Input>> {
        vec![Bench {
            name: "merge-piles",
            label: "10^6 games in u64",
            input: || Self::generate(&mut Rng::new(4101), Size::N(1_000_000)),
            cpp: None,
        }]
    }

    fn explainer() -> Option<workbench::Explainer<Input>> {
        Some(|input| Ok(crate::explain(input).iter().map(|e| format!("{e}\n")).collect()))
    }

    const TABLE: Option<Table> = Some(Table::new(
        "--n A..B: piles (default 0..40, B at most 48), --m M: the cap (default 3)",
        &[Parameter::new("m", 3)],
        Rows::Named { label: "", keys: &["g(n)", "first wins"] },
        Axis::range("n", (0, 40)).most(48, "--n ends at most at {most} (every cell is searched)"),
        &Start(Starts::new),
    ));
}

/// `grundy table merge-piles --m M --n A..B`: for each `n`, the Grundy value of `n` single
/// stones under cap `M`, searched by the model, and `1` where the first player wins; a note
/// checks the law "first wins iff n − ⌈n/m⌉ is odd" (periodic in `n`: adding `M` adds
/// `M − 1` merges, so the period is `M` for odd `M` and `2M` for even `M`).
/// O(partitions of B · B²) for the search.
struct Starts {
    cap: u64,
    solver: Solver<model::Rules>,
    /// The first `n` where the law differs from the search.
    differs: Option<u64>,
}

impl Starts {
    fn new(frame: &Frame) -> Result<Self, String> {
        let cap = frame.parameter("m");
        Ok(Self { cap, solver: Solver::new(model::Rules { cap }), differs: None })
    }
}

impl Sheet for Starts {
    fn cell(&mut self, row: u64, n: u64) -> Cell {
        let g = self.solver.grundy(&model::start(n));
        let wins = g != 0;
        if wins != first_player_wins(Game { n, m: self.cap }) && self.differs.is_none() {
            self.differs = Some(n);
        }
        Cell::number(if row == 0 { g } else { u64::from(wins) })
    }

    fn title(&self, _: &Frame) -> String {
        format!("HEOI2014 merging piles, cap m = {}: n single stones", self.cap)
    }

    fn notes(&mut self, frame: &Frame) -> Vec<String> {
        let count = frame.columns.1 - frame.columns.0 + 1;
        vec![
            format!(
                "every cell searched by the rules ({} positions of sg-core's engine)",
                self.solver.positions_solved()
            ),
            match self.differs {
                None => format!(
                    "law: the first player wins iff n - ceil(n/m) is odd (period m in n for odd \
                     m, 2m for even m): agrees on all {count} values of n"
                ),
                Some(n) => format!("law \"n - ceil(n/m) odd\" DIFFERS at n = {n}"),
            },
        ]
    }
}
