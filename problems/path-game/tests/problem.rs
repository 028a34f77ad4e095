//! The fast solution and the judge path against the board searched by definition:
//! exhaustively on small boards, at random on larger ones; and the `grundy table` grid.

#[path = "problem/bad_input.rs"]
mod bad_input;
#[path = "problem/periodicity.rs"]
mod periodicity;

use path_game::model::Board;
use path_game::{Input, PathGame};
use workbench::Problem;
use workbench::grid::Args;
use workbench::problem::{answer_text, parse, to_text};
use workbench::random::{Rng, Size};
use workbench::testing::case_seed;

workbench::problem_tests!(PathGame, cases = 3000, seed = 0x9a7e);

/// The board of width `width` whose cells are the bits of `code`: two per column, bit 0 the top
/// cell and bit 1 the bottom cell, a set bit black.
fn board(width: usize, code: usize) -> Input {
    let row = |bit: usize| {
        (0..width).map(|c| if code >> (2 * c + bit) & 1 == 1 { b'#' } else { b'.' }).collect()
    };
    Input { top: row(0), bottom: row(1) }
}

/// All 4^W boards for W ≤ 5: the reader accepts exactly the boards where the flood fill finds
/// a path, and on those the fast answer, the judge path and the model agree.
#[test]
fn every_board_of_width_at_most_5() {
    let mut valid = 0;
    for width in 1..=5 {
        for code in 0..1 << (2 * width) {
            let input = board(width, code);
            let text = to_text::<PathGame>(&input);
            let shown = String::from_utf8_lossy(&text).into_owned();
            let has_path = Board::new(&input).unwrap().has_path();
            match parse::<PathGame>(&text) {
                Ok(read) => {
                    assert!(has_path, "the reader accepts a board without a path:\n{shown}");
                    assert_eq!(read, input, "{shown}");
                    let model = PathGame::model(&input);
                    assert_eq!(path_game::answer(&input), model, "{shown}");
                    let judged = judge::run(path_game::solve, &mut &text[..]).unwrap();
                    assert_eq!(judged, answer_text::<PathGame>(&model), "{shown}");
                    valid += 1;
                }
                Err(e) => {
                    assert!(!has_path, "the reader refuses a board with a path: {e}\n{shown}")
                }
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
    workbench::testing::for_each_case(300, |i| {
        let mut rng = Rng::new(case_seed(0x71de, i));
        let width = rng.range(7, 12);
        let input = PathGame::generate(&mut rng, Size::N(width));
        assert_eq!(path_game::answer(&input), PathGame::model(&input), "{input:?}");
    });
}

fn args(words: &[&str]) -> Args {
    Args::parse(&words.iter().map(|w| w.to_string()).collect::<Vec<_>>()).unwrap()
}

#[test]
fn the_grid_shows_known_cells() {
    let t = PathGame::table(&args(&["--upto", "9"])).unwrap().unwrap();
    assert_eq!((t.cells.len(), t.col_keys.len()), (9, 10));
    let row = |key: &str| {
        let r = t.row_keys.iter().position(|k| k == key).unwrap();
        t.cells[r].iter().map(|c| c.text.as_str()).collect::<Vec<_>>()
    };
    assert_eq!(row("edge|bottom")[7], "7");
    assert_eq!(row("edge|edge")[..4], ["0", "1", "0", "1"]);
    assert_eq!(row("top|bottom")[..4], ["-", "0", "1", "0"]);
    assert_eq!(row("bottom|bottom")[9], "1");
    assert!(t.notes[0].ends_with("agrees on all 60"), "{:?}", t.notes);
    assert!(t.notes[1].ends_with("agrees on all 88"), "{:?}", t.notes);
    assert!(t.notes[2].contains("proven by Guy-Smith"), "{:?}", t.notes);
    // Short grids still get the certificate (the values are computed to length 6 at least).
    let t = PathGame::table(&args(&["--upto", "2"])).unwrap().unwrap();
    assert_eq!(t.col_keys.len(), 3);
    assert!(t.notes[2].contains("proven by Guy-Smith"), "{:?}", t.notes);
}

#[test]
fn the_grid_refuses_bad_arguments() {
    let refusal = |words: &[&str]| PathGame::table(&args(words)).unwrap().unwrap_err();
    assert!(refusal(&["--upto", "201"]).contains("at most 200"));
    assert!(refusal(&["--upto", "-1"]).contains("non-negative"));
    assert!(refusal(&["--width", "3"]).contains("unknown option"));
}
