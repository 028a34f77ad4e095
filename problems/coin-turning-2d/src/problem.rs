//! 染色游戏 for the workbench: the generator, the benchmarks, the explainer, the table of
//! single-coin values with its law, and the trait that ties them to the reader, the solutions
//! and the model.

use sg_core::coin_turning_2d::{CellRule, ConnectedBlocks};
use sg_core::{Mex, Solver};
use workbench::grid::Cell;
use workbench::random::{Rng, Size};
use workbench::table::{Axis, Frame, Rows, Sheet, Start};
use workbench::{Bench, Limits, Problem, Table};

use crate::model::{Coins, Rules};
use crate::{Board, Input, exponent};

/// 染色游戏 (2-D coin turning on connected blocks), as the `grundy` command and the tests see
/// it.
pub struct CoinTurning2d;

/// A board of `rows × cols` coins, each tails with probability `tails_in_8 / 8`.
fn board(rng: &mut Rng, rows: usize, cols: usize, tails_in_8: u64) -> Board {
    Board { rows, cols, tails: (0..rows * cols).map(|_| rng.chance(tails_in_8, 8)).collect() }
}

impl Problem for CoinTurning2d {
    const SLUG: &'static str = "coin-turning-2d";
    const TITLE: &'static str = "染色游戏 (2-D coin turning on connected blocks)";
    const JUDGE: &'static str = "Luogu P2594 [ZJOI2009]";
    const LIMITS: Limits = Limits { time_ms: 1000, memory_mib: 125 };
    const JUDGE_TAKES_RUST: bool = true;
    workbench::from_crate!(answer: Vec<bool>);

    /// `Small`: 1 to 3 boards of at most 9 coins (for the model), tails from sparse to dense;
    /// `Max`: the judge's limits, 50 boards of 100 × 100, a third of them with one tails coin
    /// (where the corner's `2^198` decides); `N(n)`: 50 boards of 100 rows and `⌈n/5000⌉`
    /// columns (about `n` coins in all).
    fn generate(rng: &mut Rng, size: Size) -> Input {
        let boards = match size {
            Size::Small => (0..rng.range(1, 3))
                .map(|_| {
                    let rows = rng.range(1, 4) as usize;
                    let cols = rng.range(1, (9 / rows as u64).min(5)) as usize;
                    let density = rng.range(1, 7);
                    board(rng, rows, cols, density)
                })
                .collect(),
            Size::Max => (0..50)
                .map(|i| {
                    if i % 3 == 0 {
                        let mut b = board(rng, 100, 100, 0);
                        let at = rng.below(10_000);
                        b.tails[at] = true;
                        b
                    } else {
                        board(rng, 100, 100, 4)
                    }
                })
                .collect(),
            Size::N(n) => (0..50).map(|_| board(rng, 100, n.div_ceil(5000) as usize, 4)).collect(),
        };
        Input { boards }
    }

    fn benches() -> Vec<Bench<Input>> {
        vec![Bench {
            name: "coin-turning-2d",
            label: "the judge's largest: 50 boards of 100 × 100",
            input: || Self::generate(&mut Rng::new(2594), Size::Max),
            cpp: None,
        }]
    }

    fn explainer() -> Option<workbench::Explainer<Input>> {
        Some(|input| Ok(crate::explain(input).iter().map(|e| format!("{e}\n")).collect()))
    }

    const TABLE: Option<Table> = Some(Table::new(
        "--i A..B --j C..D: rows and columns from 1 (default 2..12 each, the inside; 1 shows the \
         border; at most 64)",
        &[],
        Rows::Axis(side("i")),
        side("j"),
        &Start(SingleCoins::new),
    ));
}

/// A side of the table, `--key A..B`, from 1 to 64, default `2..12`.
const fn side(key: &'static str) -> Axis {
    const OUTSIDE: &str = "--{key} lies in {least}..{most}";
    Axis::range(key, (2, 12)).least(1, OUTSIDE).most(64, OUTSIDE)
}

/// Boards whose single-coin value the table searches over every configuration (`i·j` coins).
const SEARCHED_COINS: u64 = 12;

/// Boards whose corner value the table checks by one mex over every connected block, the other
/// coins valued by the law.
const MEX_CHECKED_COINS: u64 = 24;

/// `grundy table coin-turning-2d --i A..B --j C..D`: at `(i, j)` (from 1, the judge's rows and
/// columns) the exponent `e` of the value `2^e` of a single tails coin there, by the law
/// `e = v2(i + j − 1)` on row or column 1, `i + j − 2` inside. The notes check it: where
/// `i·j ≤ 12` against the model searched over every configuration of the `i × j` board, and
/// where `i·j ≤ 24` by the mex over every connected block (each worth the law's XOR).
/// O(cells) for the law, plus the searches (exponential in `i·j`, bounded as above).
struct SingleCoins {
    solver: Solver<Rules>,
    mex: Mex,
    searched: u64,
    mex_checked: u64,
    /// The first cell where a check differs from the law.
    differs: Option<(u64, u64)>,
}

impl SingleCoins {
    fn new(_: &Frame) -> Result<Self, String> {
        let solver = Solver::new(Rules);
        Ok(Self { solver, mex: Mex::new(), searched: 0, mex_checked: 0, differs: None })
    }

    /// Whether the law's value at `(x, y)` (from 0) is the mex of the values of its blocks.
    fn mex_holds(&mut self, x: u32, y: u32) -> bool {
        let options: Vec<u64> = ConnectedBlocks
            .companions(x, y)
            .iter()
            .map(|set| set.iter().fold(0, |v, &(a, b)| v ^ 1 << exponent(a as usize, b as usize)))
            .collect();
        self.mex.of(options) == 1 << exponent(x as usize, y as usize)
    }
}

impl Sheet for SingleCoins {
    fn cell(&mut self, i: u64, j: u64) -> Cell {
        let e = exponent(i as usize - 1, j as usize - 1);
        let holds = if i * j <= SEARCHED_COINS {
            self.searched += 1;
            let corner = Coins { rows: i as u32, cols: j as u32, tails: 1 << (i * j - 1) };
            Some(self.solver.grundy(&corner) == 1 << e)
        } else if i * j <= MEX_CHECKED_COINS {
            self.mex_checked += 1;
            Some(self.mex_holds(i as u32 - 1, j as u32 - 1))
        } else {
            None
        };
        if holds == Some(false) && self.differs.is_none() {
            self.differs = Some((i, j));
        }
        Cell::number(e as u64)
    }

    fn title(&self, _: &Frame) -> String {
        "ZJOI2009 染色游戏: e(i, j), a single tails coin at row i, column j is worth 2^e".into()
    }

    fn notes(&mut self, _: &Frame) -> Vec<String> {
        vec![
            "the law: e = v2(i + j - 1) on row 1 and column 1 (the 1-D ruler), e = i + j - 2 \
             inside (proof by induction: sg-core's coin_turning_2d)"
                .into(),
            match self.differs {
                None => format!(
                    "checked: {} cells (i*j <= {SEARCHED_COINS}) searched over every \
                     configuration of the i x j board ({} positions), {} cells (i*j <= \
                     {MEX_CHECKED_COINS}) by the mex over every connected block; all agree",
                    self.searched,
                    self.solver.positions_solved(),
                    self.mex_checked
                ),
                Some((i, j)) => format!("the law DIFFERS from the rules at ({i}, {j})"),
            },
        ]
    }
}
