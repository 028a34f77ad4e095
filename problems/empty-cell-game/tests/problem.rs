//! The fast solution and the judge path against the board game searched by its rules at every
//! position of the record.

#[path = "problem/bad_input.rs"]
mod bad_input;

use empty_cell_game::model::{Position, Rules};
use empty_cell_game::{EmptyCellGame, Input};
use sg_core::Moves;
use workbench::Problem;
use workbench::random::{Rng, Size};

workbench::problem_tests!(EmptyCellGame, cases = 3000, seed = 0x1971);

/// The generator's games exercise both answers: records with mistakes and without.
#[test]
fn generated_games_have_mistakes_and_none() {
    let mut rng = Rng::new(3);
    let (mut with, mut without) = (0, 0);
    for _ in 0..600 {
        let input: Input = EmptyCellGame::generate(&mut rng, Size::Small);
        let mistakes = empty_cell_game::answer(&input);
        if mistakes.is_empty() { without += 1 } else { with += 1 }
    }
    assert!(with > 50 && without > 50, "{with} with mistakes, {without} without");
}

/// Larger boards (4×4 and 4×5) than the generator's, records cut at random after a round
/// (not only whole games), against the search.
#[test]
fn larger_boards_and_cut_records_agree_with_the_search() {
    let mut rng = Rng::new(5);
    for _ in 0..40 {
        let (rows, columns) = (4, rng.range(4, 5) as u32);
        let mut board: Vec<u8> =
            (0..rows * columns).map(|_| if rng.chance(1, 2) { b'X' } else { b'O' }).collect();
        let empty = rng.below(board.len());
        board[empty] = b'.';
        let rules = Rules { columns };
        let mut position = Position { board: board.clone(), rabbit_to_move: true };
        let mut moves = Vec::new();
        loop {
            let legal: Vec<u32> = rules.legal_moves(&position).collect();
            let cut = moves.len() % 2 == 0 && moves.len() >= 2 && rng.chance(1, 6);
            if legal.is_empty() || cut {
                break;
            }
            let cell = legal[rng.below(legal.len())];
            position = rules.play(&position, &cell);
            moves.push(cell);
        }
        moves.truncate(moves.len() / 2 * 2);
        let input = Input { rows, columns, board, moves };
        assert_eq!(empty_cell_game::answer(&input), empty_cell_game::model::answer(&input));
    }
}
