//! The fast solution, the judge path and the explanations against the board game searched by
//! definition (cells, turn and retreat counters; no gaps, no XOR).

#[path = "problem/bad_input.rs"]
mod bad_input;

use gap_nim::model::{Board, Move, Rules, mover_wins};
use gap_nim::{Explanation, GapNim, Input, Line, Test};
use sg_core::{Moves, Solver};
use workbench::Problem;
use workbench::random::{Rng, Size};

workbench::problem_tests!(GapNim, cases = 2000, seed = 0x7589);

/// Every board of one or two lines with gaps up to 3 (black left or right of white), every
/// `k ≤ 2` and `d ≤ 3`: the search of the board game agrees with the gaps' nim-sum. The
/// verdict depends on neither `k` nor `d`, although retreats change the game tree.
#[test]
fn every_small_board_is_nim_on_the_gaps() {
    let mut checked = 0;
    let mut shapes = vec![vec![]];
    for _ in 0..2 {
        shapes = shapes
            .iter()
            .flat_map(|lines: &Vec<(u64, bool)>| {
                (0..4u64).flat_map(move |gap| {
                    [false, true].map(|left| [lines.clone(), vec![(gap, left)]].concat())
                })
            })
            .collect();
        for shape in &shapes {
            let lines: Vec<Line> = shape
                .iter()
                .map(|&(gap, black_left)| {
                    let white = if black_left { gap as i64 + 1 } else { -(gap as i64) - 1 };
                    Line { intercept: 0, black: 0, white }
                })
                .collect();
            for retreats in 0..=2 {
                for reach in 1..=3 {
                    let test = Test { retreats, reach, lines: lines.clone() };
                    let searched = gap_nim::model::first_player_wins(&test);
                    assert_eq!(searched, gap_nim::first_player_wins(&lines), "{test:?}");
                    checked += 1;
                }
            }
        }
    }
    assert_eq!(checked, (8 + 64) * 9);
}

/// The black piece's move that the explanation names, as a move of the model.
fn explained_move(test: &Test, explanation: Explanation) -> Option<Move> {
    match explanation {
        Explanation::EveryMoveLoses => None,
        Explanation::Advance { line, from, to, gap, gap_after } => {
            assert_eq!(test.lines[line].black, from, "{test:?}");
            assert_eq!(test.lines[line].gap(), gap, "{test:?}");
            assert_eq!(to.abs_diff(test.lines[line].white) - 1, gap_after, "{test:?}");
            Some(Move { line, to })
        }
    }
}

/// Every explained move is legal on the board and leaves Bob to move in a position the search
/// says he loses; "every move loses" is said only where the search says Alice loses.
#[test]
fn explained_moves_are_confirmed_by_the_model() {
    let mut rng = Rng::new(11);
    let mut kinds = [0; 2];
    for _ in 0..600 {
        let input: Input = GapNim::generate(&mut rng, Size::Small);
        for (test, explanation) in input.tests.iter().zip(gap_nim::explain(&input)) {
            let rules = Rules { reach: test.reach };
            let mut solver = Solver::new(rules);
            let start = Board::start(test);
            match explained_move(test, explanation) {
                None => {
                    kinds[0] += 1;
                    assert!(!mover_wins(&mut solver, &start), "{test:?}");
                }
                Some(chosen) => {
                    kinds[1] += 1;
                    assert!(rules.legal_moves(&start).any(|m| m == chosen), "{test:?}");
                    let after = rules.play(&start, &chosen);
                    assert!(!mover_wins(&mut solver, &after), "{test:?} -> {after:?}");
                }
            }
        }
    }
    assert!(kinds.iter().all(|&k| k > 50), "both kinds are exercised: {kinds:?}");
}

/// A retreat is legal only while the mover has retreats left, covers 1 to `d` cells and spends
/// one; an advance never lands on or past the other piece.
#[test]
fn the_rules_count_retreats_and_keep_pieces_apart() {
    let rules = Rules { reach: 2 };
    let board = Board { lines: vec![(0, 3)], alice_to_move: true, retreats_left: [1, 0] };
    let targets: Vec<i64> = rules.legal_moves(&board).map(|m| m.to).collect();
    assert_eq!(targets, [1, 2, -1, -2]);
    let after = rules.play(&board, &Move { line: 0, to: -2 });
    assert_eq!(after.retreats_left, [0, 0]);
    assert!(!after.alice_to_move);
    // Bob has no retreat left: only his advances toward black on -2.
    let targets: Vec<i64> = rules.legal_moves(&after).map(|m| m.to).collect();
    assert_eq!(targets, [2, 1, 0, -1]);
}

/// The fast answer at the extremes of `i64`: the gap is `|b − w| − 1` without overflow.
#[test]
fn gaps_span_the_whole_i64_range() {
    let line = Line { intercept: 0, black: i64::MIN, white: i64::MAX };
    assert_eq!(line.gap(), u64::MAX - 1);
    assert!(gap_nim::first_player_wins(&[line]));
    assert!(!gap_nim::first_player_wins(&[
        line,
        Line { black: i64::MAX, white: i64::MIN, ..line }
    ]));
}

/// The tests of our edge cases small enough for the search (cells within ±10, `k` and `d` up
/// to 3) agree with the model; the others' answers are by hand (two equal gaps of 2^64 − 2,
/// nim-sum 0).
#[test]
fn small_edge_cases_agree_with_the_model() {
    let dir = workbench::testing::testdata_dir(env!("CARGO_MANIFEST_DIR"), GapNim::SLUG);
    let mut checked = 0;
    for case in workbench::cases::discover(&dir).unwrap() {
        let input = workbench::problem::parse::<GapNim>(&std::fs::read(&case.input).unwrap());
        let expected = std::fs::read_to_string(&case.expected).unwrap();
        for (test, line) in input.unwrap().tests.iter().zip(expected.lines()) {
            let small = test
                .lines
                .iter()
                .all(|l| l.black.unsigned_abs() <= 10 && l.white.unsigned_abs() <= 10);
            if small && test.retreats <= 3 && test.reach <= 3 {
                let searched = gap_nim::model::first_player_wins(test);
                assert_eq!(searched, line == "Yes", "{}: {test:?}", case.name);
                checked += 1;
            }
        }
    }
    assert!(checked >= 5, "{checked}");
}
