//! The fast solution against the board searched by definition, exhaustively on small boards
//! and at random on larger ones.

use judge::random::{Rng, Size};
use judge::testing::{assert_model_agrees, case_seed};
use path_game::PROBLEM;

fn board_text(width: usize, code: usize) -> Vec<u8> {
    // Two bits per column: bit 0 the top cell, bit 1 the bottom cell.
    let cell = |c: usize, bit: usize| if code >> (2 * c + bit) & 1 == 1 { b'#' } else { b'.' };
    let mut text: Vec<u8> = (0..width).map(|c| cell(c, 0)).collect();
    text.push(b'\n');
    text.extend((0..width).map(|c| cell(c, 1)));
    text.push(b'\n');
    text
}

#[test]
fn fast_agrees_with_model_on_random_small_inputs() {
    assert_model_agrees(&PROBLEM, 3000, 0x9a7e);
}

/// All 4^W boards for W ≤ 5: the same verdict on every valid one, and the local path test
/// rejects exactly the boards the flood fill rejects.
#[test]
fn every_board_of_width_at_most_5() {
    let mut valid = 0;
    for width in 1..=5 {
        for code in 0..1 << (2 * width) {
            let input = board_text(width, code);
            let shown = String::from_utf8_lossy(&input).into_owned();
            match (PROBLEM.run_bytes(&input), PROBLEM.run_model(&input)) {
                (Ok(fast), Ok(model)) => {
                    assert_eq!(fast, model, "{shown}");
                    valid += 1;
                }
                (Err(_), Err(_)) => {}
                (fast, model) => panic!("validity differs on\n{shown}{fast:?}\n{model:?}"),
            }
        }
    }
    // Columns white / top-black / bottom-black, no opposite neighbours: counted by the
    // recurrence (ending white, ending top) -> (all, white + top), per width 3, 7, 17, 41, 99.
    let (mut white, mut top, mut count) = (1usize, 1usize, 0);
    for _ in 1..=5 {
        count += white + 2 * top;
        (white, top) = (white + 2 * top, white + top);
    }
    assert_eq!(valid, count);
}

/// Random boards of width 7 to 12, beyond the generator's small size.
#[test]
fn random_wider_boards() {
    for i in 0..300 {
        let mut rng = Rng::new(case_seed(0x71de, i));
        let width = rng.range(7, 12);
        let input = (PROBLEM.generate)(&mut rng, Size::N(width));
        let shown = String::from_utf8_lossy(&input).into_owned();
        assert_eq!(
            PROBLEM.run_bytes(&input).unwrap(),
            PROBLEM.run_model(&input).unwrap(),
            "{shown}"
        );
    }
}
