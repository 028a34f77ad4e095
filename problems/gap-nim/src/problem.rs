//! Black and White Pieces for the workbench: the generator, the benchmarks, the explainer, and
//! the trait that ties them to the reader, the solutions and the model.

use workbench::random::{Rng, Size};
use workbench::{Bench, Limits, Problem};

use crate::{Input, Line, Test};

/// Black and White Pieces, as the `grundy` command and the tests see it.
pub struct GapNim;

/// A random `i64` from `lo` to `hi`.
fn between(rng: &mut Rng, lo: i64, hi: i64) -> i64 {
    lo.wrapping_add(rng.range(0, hi.abs_diff(lo)) as i64)
}

/// A line with black on a cell from `-reach` to `reach` and a gap below `gap_below`, white on
/// either side; at full `i64` width (`reach` = `i64::MAX`) the white piece is anywhere else.
fn line(rng: &mut Rng, reach: i64, gap_below: u64) -> Line {
    let intercept = between(rng, -100, 100);
    let black = between(rng, -reach, reach);
    let white = if reach == i64::MAX {
        let white = between(rng, i64::MIN, i64::MAX);
        if white == black { black ^ 1 } else { white }
    } else {
        let distance = rng.range(1, gap_below) as i64;
        if rng.chance(1, 2) { black + distance } else { black - distance }
    };
    Line { intercept, black, white }
}

impl Problem for GapNim {
    const SLUG: &'static str = "gap-nim";
    const TITLE: &'static str = "Black and White Pieces";
    const JUDGE: &'static str = "Luogu P7589";
    const LIMITS: Limits = Limits { time_ms: 1000, memory_mib: 128 };
    const JUDGE_TAKES_RUST: bool = true;
    workbench::from_crate!(answer: Vec<bool>);

    /// `Small`: up to 3 tests of up to 3 lines with gaps below 4, `k ≤ 2`, `d ≤ 2` (for the
    /// model, which searches the board); `Max`: the judge's limits (100 tests of 100 lines,
    /// `k = 100`, `d = 20`, cells within ±1000); `N(n)`: 10 tests of `n` lines at any `i64`
    /// cells.
    fn generate(rng: &mut Rng, size: Size) -> Input {
        let (tests, lines, retreats, reach, cells, gap_below) = match size {
            Size::Small => (rng.range(1, 3), None, 2, 2, 4, 4),
            Size::Max => (100, Some(100), 100, 20, 500, 500),
            Size::N(n) => (10, Some(n), 100, 20, i64::MAX, 0),
        };
        let test = |rng: &mut Rng| {
            let n = lines.unwrap_or_else(|| rng.range(1, 3));
            let retreats = if size == Size::Max { retreats } else { rng.range(0, retreats) };
            let reach = if size == Size::Max { reach } else { rng.range(1, reach) };
            let lines = (0..n).map(|_| line(rng, cells, gap_below)).collect();
            Test { retreats, reach, lines }
        };
        Input { tests: (0..tests).map(|_| test(rng)).collect() }
    }

    fn benches() -> Vec<Bench<Input>> {
        vec![
            Bench {
                name: "gap-nim-max",
                label: "the judge's largest: 100 tests × 100 lines",
                input: || Self::generate(&mut Rng::new(7589), Size::Max),
                cpp: None,
            },
            Bench {
                name: "gap-nim",
                label: "10 tests × 10^6 lines at any i64 cells",
                input: || Self::generate(&mut Rng::new(7590), Size::N(1_000_000)),
                cpp: None,
            },
        ]
    }

    fn explainer() -> Option<workbench::Explainer<Input>> {
        Some(|input| Ok(crate::explain(input).iter().map(|e| format!("{e}\n")).collect()))
    }
}
