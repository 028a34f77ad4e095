//! 兔兔与蛋蛋游戏 for the workbench: the generator, the benchmarks, and the trait that ties
//! them to the reader, the solutions and the model.

use sg_core::Moves;
use workbench::random::{Rng, Size};
use workbench::{Bench, Limits, Problem};

use crate::Input;
use crate::model::{Position, Rules};

/// The judge's most rounds.
const MAX_ROUNDS: usize = 1000;

/// 兔兔与蛋蛋游戏 (NOI2011), as the `grundy` command and the tests see it.
pub struct EmptyCellGame;

/// A random board of `rows × columns` with a random empty cell, played by random legal moves
/// until someone is stuck; the game if 兔兔 is the one stuck after at least one round.
fn random_game(rng: &mut Rng, rows: u32, columns: u32) -> Option<Input> {
    let mut board: Vec<u8> =
        (0..rows * columns).map(|_| if rng.chance(1, 2) { b'X' } else { b'O' }).collect();
    let empty = rng.below(board.len());
    board[empty] = b'.';
    let rules = Rules { columns };
    let mut position = Position { board: board.clone(), rabbit_to_move: true };
    let mut moves = Vec::new();
    loop {
        let legal: Vec<u32> = rules.legal_moves(&position).collect();
        if legal.is_empty() {
            break;
        }
        let cell = legal[rng.below(legal.len())];
        position = rules.play(&position, &cell);
        moves.push(cell);
    }
    (position.rabbit_to_move && !moves.is_empty()).then_some(Input { rows, columns, board, moves })
}

/// The board coloured so that every cell is on the walk (black at even distance from the
/// corner, white at odd), the empty cell in the corner, and the record the boustrophedon walk
/// through it; the last cell is painted black, so 兔兔 is stuck where it would lead.
fn snake(rows: u32, columns: u32) -> Input {
    let mut board: Vec<u8> = (0..rows * columns)
        .map(|v| if (v / columns + v % columns) % 2 == 0 { b'X' } else { b'O' })
        .collect();
    board[0] = b'.';
    let path: Vec<u32> = (0..rows)
        .flat_map(|r| {
            let row = (0..columns).map(move |c| r * columns + c);
            if r % 2 == 0 { row.collect::<Vec<_>>() } else { row.rev().collect() }
        })
        .collect();
    let mut moves: Vec<u32> = path[1..].to_vec();
    if moves.len() % 2 == 1 {
        let last = moves.pop().expect("an odd count is not 0");
        board[last as usize] = b'X';
    }
    Input { rows, columns, board, moves }
}

impl Problem for EmptyCellGame {
    const SLUG: &'static str = "empty-cell-game";
    const TITLE: &'static str = "兔兔与蛋蛋游戏";
    const JUDGE: &'static str = "Luogu P1971 / NOI2011";
    const LIMITS: Limits = Limits { time_ms: 1000, memory_mib: 125 };
    const JUDGE_TAKES_RUST: bool = true;
    workbench::from_crate!(answer: Vec<u32>);

    /// `Small`: a random board of up to 4×4 played at random until 兔兔 is stuck (for the
    /// model; `1 3` `XO.` if no such game shows in 100 tries); `Max`: the 40×40 board on which
    /// every cell is on the walk, with the 799-round boustrophedon record; `N(n)`: the same on
    /// about `n` cells, the record cut at the judge's 1000 rounds (each round costs a search
    /// of the board).
    fn generate(rng: &mut Rng, size: Size) -> Input {
        match size {
            Size::Small => (0..100)
                .find_map(|_| {
                    let (rows, columns) = (rng.range(1, 4) as u32, rng.range(1, 4) as u32);
                    random_game(rng, rows, columns)
                })
                .unwrap_or(Input {
                    rows: 1,
                    columns: 3,
                    board: b"XO.".to_vec(),
                    moves: vec![1, 0],
                }),
            Size::Max => snake(40, 40),
            Size::N(n) => {
                let side = (n as f64).sqrt().ceil().max(2.0) as u32;
                let mut input = snake(side, side);
                input.moves.truncate(2 * MAX_ROUNDS);
                input
            }
        }
    }

    fn benches() -> Vec<Bench<Input>> {
        vec![Bench {
            name: "empty-cell-game",
            label: "200×200, 1000 rounds along the boustrophedon",
            input: || Self::generate(&mut Rng::new(1971), Size::N(40_000)),
            cpp: None,
        }]
    }
}
