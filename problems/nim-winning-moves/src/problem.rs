//! Nim (winning moves) for the workbench: the generator, the benchmarks, and the trait that
//! ties them to the reader, the solutions, the checker and the model.

use judge::Checker;
use workbench::random::{Rng, Size};
use workbench::{Bench, Limits, Problem};

use crate::Input;

/// POJ 2975, as the `grundy` command and the tests see it.
pub struct NimWinningMoves;

impl Problem for NimWinningMoves {
    const SLUG: &'static str = "nim-winning-moves";
    const TITLE: &'static str = "Nim (winning moves)";
    const JUDGE: &'static str = "POJ 2975";
    const LIMITS: Limits = Limits { time_ms: 1000, memory_mib: 64 };
    workbench::from_crate!(answer: Vec<u64>);

    /// `Small`: 1 to 3 tests of 1 to 4 heaps below 7 (for the model), a third of them made
    /// lost by a last heap that zeroes the nim-sum; `Max`: POJ's limits (10 tests of 1000
    /// heaps up to 10^9); `N(n)`: 10 tests of `n` heaps below 2^40.
    fn generate(rng: &mut Rng, size: Size) -> Input {
        let (tests, heaps, below) = match size {
            Size::Small => (rng.range(1, 3), None, 7),
            Size::Max => (10, Some(1000), 1_000_000_001),
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
            name: "nim-winning-moves",
            label: "10 tests × 10^6 heaps < 2^40",
            input: || Self::generate(&mut Rng::new(2975), Size::N(1_000_000)),
            cpp: None,
        }]
    }

    fn checker() -> Option<Checker<Input, Vec<u64>>> {
        Some(crate::CHECKER)
    }
}
