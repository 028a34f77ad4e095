//! The fast solution against the game searched over whole boards; the value's bitset against
//! an exact second method at the judge's largest boards; the table's law.

#[path = "problem/bad_input.rs"]
mod bad_input;

use std::collections::BTreeMap;

use coin_turning_2d::model::{Coins, Rules, Turn};
use coin_turning_2d::{Board, CoinTurning2d, exponent, first_player_wins, value, winning_move};
use sg_core::coin_turning_2d::connected_block_exponent;
use sg_core::{Moves, Outcome, Solver};
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

/// The winning move, replayed: on generated boards the model can search, it is one of the
/// rules' moves and leaves a lost position; on the judge's largest boards, its block lies
/// up-left of the anchor, is connected, and leaves the XOR 0.
#[test]
fn the_winning_move_is_legal_and_wins() {
    let mut rng = Rng::new(25940);
    let mut solver = Solver::new(Rules);
    for _ in 0..1000 {
        for board in CoinTurning2d::generate(&mut rng, Size::Small).boards {
            let Some(((x, y), rest)) = winning_move(&board) else {
                assert!(!first_player_wins(&board));
                continue;
            };
            let coins = Coins::of(&board);
            let bit = |(a, b): (usize, usize)| 1u64 << (a * board.cols + b);
            let block = rest.iter().fold(bit((x, y)), |m, &c| m | bit(c));
            let turn = Turn { anchor: (x as u32, y as u32), block };
            assert!(Rules.legal_moves(&coins).any(|t| t == turn), "{board:?}: {turn:?}");
            assert_eq!(solver.outcome(&Rules.play(&coins, &turn)), Outcome::Lose, "{board:?}");
        }
    }
    for board in CoinTurning2d::generate(&mut rng, Size::Max).boards {
        let ((x, y), rest) = winning_move(&board).expect("the first player wins these");
        assert!(board.tails_at(x, y), "the anchor shows tails");
        let mut after = board.clone();
        after.tails[x * board.cols + y] = false;
        let mut reached = vec![(x, y)];
        let mut left = rest.clone();
        while let Some((a, b)) = reached.pop() {
            let (near, far): (Vec<_>, Vec<_>) =
                left.into_iter().partition(|&(p, q)| a.abs_diff(p) + b.abs_diff(q) == 1);
            reached.extend(near);
            left = far;
        }
        assert!(left.is_empty(), "the block is connected");
        for &(a, b) in &rest {
            assert!(a <= x && b <= y && (a, b) != (x, y), "inside the rectangle");
            after.tails[a * board.cols + b] ^= true;
        }
        assert!(!first_player_wins(&after), "the move leaves the XOR 0");
    }
}

/// The perfect player at the table (`grundy play coin-turning-2d ROWS COLS …`), replayed
/// against the model searched by sg-core's engine: from every board of every shape up to
/// 4 × 2, 3 × 3 and 2 × 4 (and the rows up to 1 × 4), both sides first, against random
/// replies, each of its moves from a position the engine calls won leaves one it calls lost,
/// and it wins every game in which it was once to move in a won position.
#[test]
fn the_perfect_player_never_loses_a_won_position() {
    use workbench::play::{Play, Side, Words, perfect_game};
    let mut rng = Rng::new(25941);
    let mut engine = Solver::new(Rules);
    let mut wins = |coins: &Coins| engine.outcome(coins) == Outcome::Win;
    let mut won_games = 0;
    for rows in 1..=4u32 {
        for cols in (1..=4u32).filter(|c| rows * c <= 9) {
            for tails in 1..1u64 << (rows * cols) {
                let mut words = format!("{rows} {cols}");
                for b in (0..rows * cols).filter(|b| tails >> b & 1 == 1) {
                    words += &format!(" {} {}", b / cols + 1, b % cols + 1);
                }
                let start = CoinTurning2d::from_words(&Words::parse(&words).unwrap()).unwrap();
                assert_eq!(start.position, Coins { rows, cols, tails }, "{words}");
                for first in [Side::Computer, Side::User] {
                    let held = perfect_game(start.game, start.position, first, &mut rng, &mut wins)
                        .unwrap_or_else(|e| panic!("{words}: {e}"));
                    won_games += usize::from(held);
                }
            }
        }
    }
    assert!(won_games >= 1000, "{won_games}");
}

/// Typed moves and positions: the words of every legal move read back as that move, and bad
/// words are refused with a reason, never a panic; the largest board plays at once.
#[test]
fn the_table_reads_what_it_writes_and_refuses_the_rest() {
    use workbench::play::{Play, Playable, Words};
    let start = CoinTurning2d::from_words(&Words::parse("3 3 1 2 2 3 3 3").unwrap()).unwrap();
    let (game, coins) = (start.game, start.position);
    let mut count = 0;
    for m in game.rules().legal_moves(&coins) {
        let said = game.describe(&coins, &m);
        assert_eq!(game.parse_move(&coins, &said), Ok(m), "{said}");
        count += 1;
    }
    // The anchors (1, 2), (2, 3) and (3, 3): 2, then the blocks through the corner of 2 × 3
    // and of 3 × 3.
    let blocks = |r: u32, c: u32| {
        Rules.legal_moves(&Coins { rows: r, cols: c, tails: 1 << (r * c - 1) }).count()
    };
    assert_eq!(count, 2 + blocks(2, 3) + blocks(3, 3), "{count}");
    assert_eq!(
        game.parse_move(&coins, "turn 2 3 with 1 3, 2 2").map(|t| t.block),
        Ok(0b000_110_100)
    );
    for bad in [
        "",
        "turn 2 3 with 1 1",
        "turn 2 2",
        "turn 2 3 with 3 3",
        "turn 2 3 with 1 3 2",
        "turn 4 1",
        "turn 0 1",
        "turn 2",
        "jump 2 3",
        "2 3",
        "turn 18446744073709551615 18446744073709551615",
    ] {
        assert!(game.parse_move(&coins, bad).is_err(), "{bad}");
    }
    for bad in [
        "",
        "3",
        "0 3",
        "6 5",
        "3 3 1",
        "3 3 4 1",
        "3 3 heads 1 1",
        "18446744073709551615 2",
        "3 3",
    ] {
        assert!(CoinTurning2d::from_words(&Words::parse(bad).unwrap()).is_err(), "{bad}");
    }
    // 5 × 5 all tails: the winning block comes from the law, not from a search.
    let all: String = (1..=5).flat_map(|x| (1..=5).map(move |y| format!(" {x} {y}"))).collect();
    let start = CoinTurning2d::from_words(&Words::parse(&format!("5 5{all}")).unwrap()).unwrap();
    let turn = start.game.winning_moves(&start.position).next().expect("all tails 5 × 5 is won");
    assert!(!start.game.wins(&Rules.play(&start.position, &turn)));
}
