//! 取石子游戏 (Fibonacci Nim) for the workbench: the generator, the benchmarks, the explainer,
//! the player, the table, and the trait that ties them to the reader, the solutions and the
//! model.

use sg_core::Solver;
use workbench::grid::{Args, Cell, Grid};
use workbench::random::{Rng, Size};
use workbench::{Bench, Limits, Problem};

use crate::{FIBONACCI, Input, is_fibonacci, model};

/// 取石子游戏 (Fibonacci Nim), as the `grundy` command and the tests see it.
pub struct FibonacciNim;

/// A heap from 1 to `most`: a quarter of the time a Fibonacci number or one next to it (a
/// uniform heap is almost never one).
fn random_heap(rng: &mut Rng, most: u64) -> u64 {
    if rng.chance(1, 4) {
        let fits = FIBONACCI.iter().take_while(|&&f| f <= most).count();
        let f = FIBONACCI[rng.below(fits)];
        (f + rng.range(0, 2)).saturating_sub(1).clamp(1, most)
    } else {
        rng.range(1, most)
    }
}

impl Problem for FibonacciNim {
    const SLUG: &'static str = "fibonacci-nim";
    const TITLE: &'static str = "取石子游戏 (Fibonacci Nim)";
    const JUDGE: &'static str = "HDU 2516";
    const LIMITS: Limits = Limits { time_ms: 1000, memory_mib: 32 };
    workbench::from_crate!(answer: Vec<bool>);

    /// `Small`: 1 to 6 heaps up to 60 (for the model); `Max`: 10^5 heaps below 2^31 (the judge
    /// states no count); `N(n)`: `n` heaps of any `u64` size.
    fn generate(rng: &mut Rng, size: Size) -> Input {
        let (tests, most) = match size {
            Size::Small => (rng.range(1, 6), 60),
            Size::Max => (100_000, (1 << 31) - 1),
            Size::N(n) => (n, u64::MAX),
        };
        Input { heaps: (0..tests).map(|_| random_heap(rng, most)).collect() }
    }

    fn benches() -> Vec<Bench<Input>> {
        vec![Bench {
            name: "fibonacci-nim",
            label: "10^6 heaps, any u64 (a quarter at or next to a Fibonacci number)",
            input: || Self::generate(&mut Rng::new(2516), Size::N(1_000_000)),
            cpp: None,
        }]
    }

    fn explainer() -> Option<workbench::Explainer<Input>> {
        Some(|input| Ok(crate::explain(input).iter().map(|e| format!("{e}\n")).collect()))
    }

    const TABLE_OPTIONS: &'static str = "--n A..B: first heaps (default 1..100, B at most 400)";

    fn table(args: &Args) -> Option<Result<Grid, String>> {
        Some(table(args))
    }
}

/// The largest heap the table searches (the search visits about B³/6 takes).
const TABLE_LIMIT: u64 = 400;

/// `grundy table fibonacci-nim --n A..B`: for each first heap `n`, the Grundy value of the
/// first player's position `(n, n − 1)` searched by the model, and whether it is lost
/// (1 where `g = 0`), with a note checking the closed form "lost iff n is a Fibonacci number".
///
/// # Errors
/// Unknown options, a malformed range, `n = 0`, or `B` above 400.
///
/// # Complexity
/// O(B³) takes searched.
fn table(args: &Args) -> Result<Grid, String> {
    args.only(&["n"])?;
    let (low, high) = args.range("n", (1, 100))?;
    if low == 0 {
        return Err("--n starts at 1: a heap of 0 is no game".into());
    }
    if high > TABLE_LIMIT {
        return Err(format!("--n ends at most at {TABLE_LIMIT} (every cell is searched)"));
    }
    let mut solver = Solver::new(model::Rules);
    let values: Vec<u64> = (low..=high)
        .map(|n| {
            let model::Pile { heap, limit } = model::start(n);
            model::grundy(&mut solver, heap, limit)
        })
        .collect();
    let differ = (low..=high).zip(&values).find(|&(n, &g)| (g == 0) != is_fibonacci(n));
    let count = high - low + 1;
    let notes = vec![
        format!(
            "every cell searched by the rules ({} positions (heap, limit) of sg-core's engine)",
            solver.positions_solved()
        ),
        match differ {
            None => format!(
                "closed form: the first player loses iff n is a Fibonacci number (Zeckendorf): \
                 agrees on all {count} heaps"
            ),
            Some((n, _)) => {
                format!("closed form \"lost iff n is a Fibonacci number\" DIFFERS at n = {n}")
            }
        },
    ];
    Ok(Grid {
        title: "Fibonacci Nim: the first player's position (n, n − 1)".into(),
        row_label: String::new(),
        col_label: "n".into(),
        row_keys: vec!["g(n, n − 1)".into(), "lost".into()],
        col_keys: (low..=high).map(|n| n.to_string()).collect(),
        cells: vec![
            values.iter().map(|&g| Cell::number(g)).collect(),
            values.iter().map(|&g| Cell::number(u64::from(g == 0))).collect(),
        ],
        notes,
        ..Default::default()
    })
}
