//! The fast solution, the judge path and the explanations against the chessmen searched by
//! definition.

#[path = "problem/bad_input.rs"]
mod bad_input;

use georgia_and_bob::model::{Rules, first_player_wins};
use georgia_and_bob::{Explanation, GeorgiaAndBob, Input};
use sg_core::Solver;
use workbench::Problem;
use workbench::problem::to_text;
use workbench::random::Rng;

workbench::problem_tests!(GeorgiaAndBob, cases = 3000, seed = 0x6e0b);

/// Every set of chessmen on cells 1..=11, not only random ones.
#[test]
fn fast_agrees_with_model_on_every_small_board() {
    let mut solver = Solver::new(Rules);
    for set in 0..1u32 << 11 {
        let cells: Vec<u64> = (0..11).filter(|b| set >> b & 1 == 1).map(|b| b + 1).collect();
        let want = first_player_wins(&mut solver, &cells);
        assert_eq!(georgia_and_bob::first_player_wins(&cells), want, "{cells:?}");
    }
}

/// The order the cells arrive in never changes the verdict, through the whole judge path.
#[test]
fn input_order_does_not_matter() {
    let mut rng = Rng::new(0x0d3e);
    let solve = |cells: &[u64]| {
        let text = to_text::<GeorgiaAndBob>(&Input { tests: vec![cells.to_vec()] });
        judge::run(georgia_and_bob::solve, &mut &text[..]).unwrap()
    };
    for _ in 0..300 {
        let mut cells: Vec<u64> = Vec::new();
        let mut cell = 0;
        for _ in 0..rng.range(1, 30) {
            cell += rng.range(1, 1_000_000);
            cells.push(cell);
        }
        let sorted = solve(&cells);
        rng.shuffle(&mut cells);
        assert_eq!(solve(&cells), sorted, "{cells:?}");
    }
}

/// Every explained move is legal and leaves a position the model says is lost for the player
/// to move; "every move loses" is said exactly of the positions the model says are lost.
#[test]
fn explained_moves_are_confirmed_by_the_model() {
    let mut solver = Solver::new(Rules);
    let mut rng = Rng::new(0x9e0);
    let (mut won, mut lost) = (0, 0);
    for _ in 0..600 {
        let mut cells: Vec<u64> = Vec::new();
        let mut cell = 0;
        for _ in 0..rng.range(1, 4) {
            cell += 1 + rng.range(0, 3);
            cells.push(cell);
        }
        let explanation = georgia_and_bob::explain(&cells);
        let Explanation::Slide { from, to } = explanation else {
            assert!(!first_player_wins(&mut solver, &cells), "{cells:?}");
            lost += 1;
            continue;
        };
        let i = cells.iter().position(|&c| c == from).expect("a chessman stands there");
        let lowest = if i == 0 { 1 } else { cells[i - 1] + 1 };
        assert!((lowest..from).contains(&to), "illegal: {cells:?}: {explanation:?}");
        let mut after = cells.clone();
        after[i] = to;
        assert!(!first_player_wins(&mut solver, &after), "{cells:?} -> {after:?}");
        won += 1;
    }
    assert!(won > 100 && lost > 50, "both kinds of position were met: {won} won, {lost} lost");
}

/// The explanation reads as before: the verdict, then the move or the reason on its own line.
#[test]
fn explanations_render_as_the_verdict_and_one_line() {
    assert_eq!(
        georgia_and_bob::explain(&[2, 6]).to_string(),
        "Georgia will win\n  winning move: slide the chessman on cell 6 left to cell 3, so that \
         the empty cells just left of the 1st, 3rd, 5th, ... chessman from the right XOR to 0"
    );
    assert_eq!(
        georgia_and_bob::explain(&[1, 2, 3]).to_string(),
        "Bob will win\n  every move loses: the counts of empty cells just left of the 1st, 3rd, \
         5th, ... chessman from the right XOR to 0 (the odd steps of a lost staircase Nim)"
    );
    // The explainer sorts each test's cells first.
    let explainer = GeorgiaAndBob::explainer().expect("Georgia and Bob explains");
    let text = explainer(&Input { tests: vec![vec![6, 2], vec![3, 1, 2]] }).unwrap();
    let want = [&[2, 6][..], &[1, 2, 3]].map(|c| georgia_and_bob::explain(c).to_string() + "\n");
    assert_eq!(text, want.concat());
}

/// The reader refuses bad input with exactly the judge path's positioned error.
#[test]
fn the_reader_refuses_what_the_judge_path_refuses_alike() {
    let bad: [&[u8]; 10] = [
        b"2\n3\n1 2 3\n8\n1 5 6",
        b"1\n",
        b"1\n3\n1 q 3\n",
        b"1\n-3\n1 2 3\n",
        b"1\n1000000000000000000\n1 2 3\n",
        b"1\n3\n4 0 2\n",
        b"1\n2\n4 -2\n",
        b"2\n2\n1 2\n4\n9 5\n7 5\n",
        b"1\n1\n18446744073709551616\n",
        b"1\n1\n5\n6\n",
    ];
    for input in bad {
        let judged = judge::run(georgia_and_bob::solve, &mut &input[..]).unwrap_err();
        let read = workbench::problem::parse::<GeorgiaAndBob>(input).unwrap_err();
        assert_eq!(read.to_string(), judged.to_string(), "{:?}", String::from_utf8_lossy(input));
    }
}

/// The gaps read on the fly are the staircase sg-core reads off the row `p_i − i` (a second
/// method, with a copy), on random sorted boards with cells up to 2^64 − 1.
#[test]
fn on_the_fly_gaps_are_the_staircase_of_the_row() {
    let mut rng = workbench::random::Rng::new(1704);
    for _ in 0..3000 {
        let top = if rng.chance(1, 2) { 40 } else { u64::MAX };
        let mut cells: Vec<u64> = (0..rng.range(0, 12)).map(|_| rng.range(1, top)).collect();
        cells.sort_unstable();
        cells.dedup();
        let row: Vec<u64> = (1..).zip(&cells).map(|(i, &p)| p - i).collect();
        let want =
            sg_core::staircase::first_player_wins(sg_core::staircase::steps_of_nondecreasing(&row));
        assert_eq!(georgia_and_bob::first_player_wins(&cells), want, "{cells:?}");
    }
}
