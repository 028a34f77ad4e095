//! Nim (every winning move) for the workbench: the generator, the benchmarks, and the trait that
//! ties them to the reader, the solutions, the checker and the model.

use judge::Checker;
use workbench::random::{Rng, Size};
use workbench::{Bench, Limits, Problem};

use crate::{Input, Reply};

/// HDU 2176, as the `grundy` command and the tests see it.
pub struct NimAllMoves;

impl Problem for NimAllMoves {
    const SLUG: &'static str = "nim-all-moves";
    const TITLE: &'static str = "取(m堆)石子游戏";
    const JUDGE: &'static str = "HDU 2176";
    const LIMITS: Limits = Limits { time_ms: 1000, memory_mib: 32 };
    workbench::from_crate!(answer: Vec<Reply>);

    /// `Small`: 1 to 3 tests of 1 to 4 heaps below 7 (for the model), a third of them made
    /// lost by a last heap that zeroes the nim-sum; `Max`: HDU's limits (10 tests of 200 000
    /// heaps up to 10^9); `N(n)`: 10 tests of `n` heaps below 2^40.
    fn generate(rng: &mut Rng, size: Size) -> Input {
        let (tests, heaps, below) = match size {
            Size::Small => (rng.range(1, 3), None, 7),
            Size::Max => (10, Some(200_000), 1_000_000_001),
            Size::N(n) => (10, Some(n), 1 << 40),
        };
        let test = |rng: &mut Rng| {
            let n = heaps.unwrap_or_else(|| rng.range(1, 4));
            workbench::random::nim_position(rng, n, below)
        };
        Input { tests: (0..tests).map(|_| test(rng)).collect() }
    }

    fn benches() -> Vec<Bench<Input>> {
        vec![Bench {
            name: "nim-all-moves",
            label: "10 tests × 10^6 heaps < 2^40",
            input: || Self::generate(&mut Rng::new(2176), Size::N(1_000_000)),
            cpp: None,
        }]
    }

    fn checker() -> Option<Checker<Input, Vec<Reply>>> {
        Some(crate::CHECKER)
    }
}
