//! Zigzag Game for the workbench: the generator, the benchmarks, the interactor, and the trait
//! that ties them to the reader, the judge path and the model.

use workbench::random::{Rng, Size};
use workbench::referee::Interaction;
use workbench::{Bench, Limits, Problem};

use crate::{Input, Matrix, Side};

/// Codeforces 1147F, as the `grundy` command and the tests see it.
pub struct ZigzagGame;

/// A game of `n` vertices a side: the weights `1..=n²` in a random order.
fn random_matrix(rng: &mut Rng, n: usize) -> Matrix {
    let mut weights: Vec<u32> = (1..=(n * n) as u32).collect();
    rng.shuffle(&mut weights);
    Matrix { n, weights }
}

impl Problem for ZigzagGame {
    const SLUG: &'static str = "zigzag-game";
    const TITLE: &'static str = "Zigzag Game";
    const JUDGE: &'static str = "Codeforces 1147F";
    const LIMITS: Limits = Limits { time_ms: 5000, memory_mib: 256 };
    const JUDGE_TAKES_RUST: bool = true;
    // The side taken in each game.
    workbench::from_crate!(answer: Vec<Side>);

    /// `Small`: 1 to 3 games of `n ≤ 4` (`n = 5` one game in sixteen), for the model's search;
    /// `Max`: Codeforces' limits, 50 games of `n = 50`; `N(n)`: one game of `n` a side up to
    /// 50, then `⌊n / 50⌋` games of 50 (at most 50).
    fn generate(rng: &mut Rng, size: Size) -> Input {
        let (games, side) = match size {
            Size::Small => (rng.range(1, 3) as usize, 0),
            Size::Max => (50, 50),
            Size::N(n) => ((n / 50).clamp(1, 50) as usize, n.clamp(1, 50) as usize),
        };
        let games = (0..games)
            .map(|_| {
                let n = match side {
                    0 if rng.chance(1, 16) => 5,
                    0 => rng.range(1, 4) as usize,
                    n => n,
                };
                random_matrix(rng, n)
            })
            .collect();
        Input { games }
    }

    fn benches() -> Vec<Bench<Input>> {
        vec![Bench {
            name: "zigzag-game",
            label: "50 games of n = 50: reading them and choosing the side",
            input: || Self::generate(&mut Rng::new(1), Size::Max),
            cpp: None,
        }]
    }

    fn interaction() -> Option<Interaction<Input>> {
        Some(Interaction { play: crate::play, interactor: crate::interactor::interact })
    }
}
