//! 游戏 for the workbench: the generator, the benchmarks, and the trait that ties them to the
//! reader, the solutions and the model.

use workbench::random::{Rng, Size};
use workbench::{Bench, Limits, Problem};

use crate::Input;

/// 游戏 (JSOI2009), as the `grundy` command and the tests see it.
pub struct GridWalkGame;

/// A maze whose cells are blocked with probability `blocked / 8`.
fn random_maze(rng: &mut Rng, rows: u32, columns: u32, blocked: u64) -> Input {
    let free = (0..rows * columns).map(|_| rng.range(0, 7) >= blocked).collect();
    Input { rows, columns, free }
}

impl Problem for GridWalkGame {
    const SLUG: &'static str = "grid-walk-game";
    const TITLE: &'static str = "游戏";
    const JUDGE: &'static str = "Luogu P4055 / JSOI2009";
    const LIMITS: Limits = Limits { time_ms: 1000, memory_mib: 125 };
    const JUDGE_TAKES_RUST: bool = true;
    workbench::from_crate!(answer: Vec<(u32, u32)>);

    /// `Small`: up to 4×4 mazes (for the model), 0 to 3 eighths of the cells blocked; `Max`:
    /// 100×100 with one cell in eight blocked; `N(n)`: a square of about `n` cells, likewise.
    fn generate(rng: &mut Rng, size: Size) -> Input {
        match size {
            Size::Small => {
                let (rows, columns) = (rng.range(1, 4) as u32, rng.range(1, 4) as u32);
                let blocked = rng.range(0, 3);
                random_maze(rng, rows, columns, blocked)
            }
            Size::Max => random_maze(rng, 100, 100, 1),
            Size::N(n) => {
                let side = (n as f64).sqrt().ceil().max(1.0) as u32;
                random_maze(rng, side, side, 1)
            }
        }
    }

    fn benches() -> Vec<Bench<Input>> {
        vec![Bench {
            name: "grid-walk-game",
            label: "1000×1000 maze, 1/8 blocked",
            input: || Self::generate(&mut Rng::new(4055), Size::N(1_000_000)),
            cpp: None,
        }]
    }
}
