//! Wythoff's game for the workbench: the generator, the benchmarks, the table, and the trait
//! that ties them to the reader, the solutions and the model.

use workbench::random::{Rng, Size};
use workbench::table::{Axis, Closed, Rows, Searched};
use workbench::{Bench, Limits, Problem, Table};

use crate::{Input, lower, model};

/// Wythoff's game, as the `grundy` command and the tests see it.
pub struct Wythoff;

/// A random pair: half of the time a P-position `(a_k, a_k + k)` with `k ≤ max_k` (in random
/// order, one pile sometimes moved by one), otherwise two piles up to `high`. P-positions are
/// rare among random pairs, so without them the losing answer would hardly be tested.
fn pair(rng: &mut Rng, max_k: u64, high: u64) -> (u64, u64) {
    if rng.chance(1, 2) {
        return (rng.range(0, high), rng.range(0, high));
    }
    let k = rng.range(0, max_k);
    let a = lower(k) as u64;
    let (mut a, mut b) = (a, a + k);
    if rng.chance(1, 4) {
        let nudge = |x: u64, up: bool| if up { x.saturating_add(1) } else { x.saturating_sub(1) };
        if rng.chance(1, 2) {
            a = nudge(a, rng.chance(1, 2))
        } else {
            b = nudge(b, rng.chance(1, 2))
        }
    }
    if rng.chance(1, 2) { (b, a) } else { (a, b) }
}

impl Problem for Wythoff {
    const SLUG: &'static str = "wythoff";
    const TITLE: &'static str = "Wythoff's game";
    const JUDGE: &'static str = "HDU 1527 / POJ 1067";
    const LIMITS: Limits = Limits { time_ms: 1000, memory_mib: 10 };
    workbench::from_crate!(answer: Vec<bool>);

    /// `Small`: up to 6 lines, piles up to 24 (for the model); `Max`: 10^5 lines with piles up
    /// to 10^18 (our maximum); `N(n)`: `n` lines anywhere in `u64`. Half the pairs are
    /// P-positions or next to one.
    fn generate(rng: &mut Rng, size: Size) -> Input {
        let (lines, max_k, high) = match size {
            Size::Small => (rng.range(0, 6), 9, 24),
            Size::Max => (100_000, 380_000_000_000_000_000, 1_000_000_000_000_000_000),
            Size::N(n) => (n, 7_000_000_000_000_000_000, u64::MAX),
        };
        Input { games: (0..lines).map(|_| pair(rng, max_k, high)).collect() }
    }

    fn benches() -> Vec<Bench<Input>> {
        vec![
            Bench {
                name: "wythoff",
                label: "10^5 lines, piles ≤ 10^18",
                input: || Self::generate(&mut Rng::new(7101), Size::Max),
                cpp: None,
            },
            Bench {
                name: "wythoff-huge",
                label: "10^6 lines, piles < 2^64",
                input: || Self::generate(&mut Rng::new(7102), Size::N(1_000_000)),
                cpp: None,
            },
        ]
    }

    fn explainer() -> Option<workbench::Explainer<Input>> {
        Some(|input| Ok(crate::explain(input).iter().map(|e| format!("{e}\n")).collect()))
    }

    const TABLE: Option<Table> = Some(Table::new(
        "--a A..B --b C..D: piles (default 0..31 each, at most 256 values)",
        &[],
        Rows::Axis(Axis::range("a", (0, 31)).span(256)),
        Axis::range("b", (0, 31)).span(256),
        &SEARCHED,
    ));
}

/// `grundy table wythoff --a A..B --b C..D`: rows `a`, columns `b`. Up to piles of 128 each
/// cell is the Grundy value found by the engine's search of the rules, and a note checks the
/// closed form's P-positions against its zeros; beyond, each cell is `0` for a loss and `N` for
/// a win, by the closed form. The search is O(M³) with `M = max(B, D)`, the closed form
/// O(cells · 64).
const SEARCHED: Searched<model::Rules> = Searched {
    title: "Wythoff's game: Grundy value of piles (a, b)",
    rules: model::Rules::default,
    position: model::sorted,
    limit: 128,
    closed: Closed::Lost(crate::is_lost),
    agrees: "closed form: value 0 exactly at (floor(k*phi), floor(k*phi) + k) and its mirror — \
             agrees on all {count} cells",
    differs: "closed form DIFFERS at ({row}, {column}): searched value {value}",
    beyond: "piles above {limit}: 0 = lost, N = won, by the closed form (proven against the \
             search and the mex construction in the tests)",
    notes: &["the zeros lie on two lines of slopes phi and 1/phi; each row, column and diagonal \
              holds exactly one"],
};
