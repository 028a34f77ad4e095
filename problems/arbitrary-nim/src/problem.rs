//! Arbitrary Nim for the workbench: the generator, the benchmarks, and the trait that ties them
//! to the reader, the solutions and the model.

use workbench::random::{Rng, Size};
use workbench::{Bench, Limits, Problem};

use crate::Input;

/// Arbitrary Nim, as the `grundy` command and the tests see it.
pub struct ArbitraryNim;

/// `n ≥ 2` piles from 1 to `high` whose XOR is 0 (the case that needs the sort): `n − 1`
/// random piles with a non-zero XOR, then that XOR. `high` is `2^b − 1`, so the XOR stays at
/// most `high`.
fn xor_zero(rng: &mut Rng, n: usize, high: u64) -> Vec<u64> {
    let mut piles: Vec<u64> = (0..n.max(2) - 1).map(|_| rng.range(1, high)).collect();
    while sg_core::nim_sum(&piles) == 0 {
        piles[0] = rng.range(1, high);
    }
    piles.push(sg_core::nim_sum(&piles));
    piles
}

impl Problem for ArbitraryNim {
    const SLUG: &'static str = "arbitrary-nim";
    const TITLE: &'static str = "Arbitrary Nim";
    const JUDGE: &'static str = "AtCoder ARC168 B";
    const LIMITS: Limits = Limits { time_ms: 2000, memory_mib: 1024 };
    const JUDGE_TAKES_RUST: bool = true;
    workbench::from_crate!(answer: crate::Cap);

    /// `Small`: 1 to 5 piles from 1 to 7 (for the model): a quarter random, a quarter with a
    /// XOR of 0, half of them a XOR-0 row with some piles doubled (so equal piles cancel);
    /// `Max`: the judge's limits, 250000 piles below 2^29 (≤ 10^9) with XOR 0, so that the
    /// sort runs; `N(n)`: `n` such piles.
    fn generate(rng: &mut Rng, size: Size) -> Input {
        let piles = match size {
            Size::Small => {
                let n = rng.range(1, 5) as usize;
                match rng.range(0, 3) {
                    0 => (0..n).map(|_| rng.range(1, 7)).collect(),
                    1 => xor_zero(rng, n.min(4), 7),
                    _ => {
                        let mut piles = xor_zero(rng, n.min(3), 7);
                        let twin = piles[rng.range(0, piles.len() as u64 - 1) as usize];
                        piles.extend([twin, twin]);
                        piles
                    }
                }
            }
            Size::Max => xor_zero(rng, 250_000, (1 << 29) - 1),
            Size::N(n) => xor_zero(rng, n as usize, (1 << 29) - 1),
        };
        let mut piles = piles;
        rng.shuffle(&mut piles);
        Input { piles }
    }

    fn benches() -> Vec<Bench<Input>> {
        vec![Bench {
            name: "arbitrary-nim",
            label: "250000 piles < 2^29, XOR 0",
            input: || Self::generate(&mut Rng::new(168), Size::Max),
            cpp: None,
        }]
    }
}
