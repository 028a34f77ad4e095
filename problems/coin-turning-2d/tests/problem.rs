//! The fast solution against the game searched over whole boards; the value's bitset against
//! an exact second method at the judge's largest boards; the table's law.

#[path = "problem/bad_input.rs"]
mod bad_input;

use std::collections::BTreeMap;

use coin_turning_2d::{Board, CoinTurning2d, exponent, first_player_wins, value};
use sg_core::coin_turning_2d::connected_block_exponent;
use workbench::Problem;
use workbench::random::{Rng, Size};

workbench::problem_tests!(CoinTurning2d, cases = 3000, seed = 2594);

/// The exponents occurring an odd number of times, by counting each tails coin's exponent
/// (from sg-core's law, in `u128`) in a map: no bitset, no shifts.
fn odd_exponents(board: &Board) -> Vec<usize> {
    let mut counts: BTreeMap<u128, u64> = BTreeMap::new();
    for x in 0..board.rows {
        for y in 0..board.cols {
            if board.tails_at(x, y) {
                *counts.entry(connected_block_exponent(x as u64, y as u64)).or_default() += 1;
            }
        }
    }
    counts.into_iter().filter(|&(_, c)| c % 2 == 1).map(|(e, _)| e as usize).collect()
}

/// At the judge's largest boards (and beyond, 300 × 300), the bitset's value is the exact
/// multiset's: every generated 100 × 100 board, the single coin at the corner (worth 2^198),
/// every single coin of the last row and column, and full boards.
#[test]
fn the_value_is_exact_at_the_largest_boards() {
    let mut rng = Rng::new(198);
    let mut boards = CoinTurning2d::generate(&mut rng, Size::Max).boards;
    let single = |rows: usize, cols: usize, at: usize| {
        let mut b = Board { rows, cols, tails: vec![false; rows * cols] };
        b.tails[at] = true;
        b
    };
    boards.extend((0..100).map(|y| single(100, 100, 99 * 100 + y)));
    boards.extend((0..100).map(|x| single(100, 100, x * 100 + 99)));
    for side in [99, 100, 300] {
        boards.push(Board { rows: side, cols: side, tails: vec![true; side * side] });
    }
    for board in &boards {
        let exact = odd_exponents(board);
        assert_eq!(value(board).exponents(), exact, "{} x {}", board.rows, board.cols);
        assert_eq!(first_player_wins(board), !exact.is_empty());
    }
    assert_eq!(value(&single(100, 100, 9999)).exponents(), [198]);
    assert_eq!(exponent(99, 99), 198);
    assert_eq!(exponent(0, 63), 6);
    // A full board is lost exactly when every diagonal's count cancels.
    let full = |n: usize| Board { rows: n, cols: n, tails: vec![true; n * n] };
    assert!(first_player_wins(&full(100)));
    assert!(first_player_wins(&full(1)));
}

/// The first-player-loses positions of a 2 × 2 board, searched: the same as the law's.
#[test]
fn two_by_two_losses_match_the_search() {
    let input = coin_turning_2d::Input {
        boards: (0..16u8)
            .map(|m| Board { rows: 2, cols: 2, tails: (0..4).map(|b| m >> b & 1 == 1).collect() })
            .collect(),
    };
    assert_eq!(coin_turning_2d::model::answer(&input), coin_turning_2d::answer(&input));
    let lost: Vec<u8> = (0..16).filter(|&m| !coin_turning_2d::answer(&input)[m as usize]).collect();
    // Values 1, 2 / 2, 4: lost are the empty board and the two coins worth 2.
    assert_eq!(lost, [0b0000, 0b0110]);
}

/// The table prints the law, checks it without a difference, and the law finder states the
/// inside's law.
#[test]
fn the_table_states_the_law() {
    let words: Vec<String> = ["--i", "1..6", "--j", "1..6"].map(String::from).to_vec();
    let args = workbench::grid::Args::parse(&words).expect("table options");
    let grid = CoinTurning2d::table(&args).expect("a table").expect("drawn");
    let notes = grid.notes.join("\n");
    assert!(notes.contains("all agree"), "{notes}");
    assert!(!notes.contains("DIFFERS"), "{notes}");
}
