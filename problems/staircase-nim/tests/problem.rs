//! The fast solution, the judge path and the explanations against the game searched by
//! definition.

#[path = "problem/bad_input.rs"]
mod bad_input;

use sg_core::Solver;
use staircase_nim::model::{Rules, first_player_wins};
use staircase_nim::{Explanation, StaircaseNim};
use workbench::Problem;
use workbench::problem::{answer_text, to_text};
use workbench::random::{Rng, Size};

workbench::problem_tests!(StaircaseNim, cases = 3000, seed = 0x57a1);

/// Every staircase of up to 5 stairs with at most 3 balls on each, not only random ones.
#[test]
fn fast_agrees_with_model_exhaustively() {
    let mut solver = Solver::new(Rules);
    let mut checked = 0;
    for n in 0..=5u32 {
        for code in 0..4u64.pow(n) {
            let balls: Vec<u64> = (0..n).map(|i| code / 4u64.pow(i) % 4).collect();
            let want = first_player_wins(&mut solver, &balls);
            assert_eq!(staircase_nim::first_player_wins(&balls), want, "{balls:?}");
            checked += 1;
        }
    }
    assert_eq!(checked, 1 + 4 + 16 + 64 + 256 + 1024);
}

/// On large staircases, beyond the model's reach: the fold is sg-core's staircase with the floor
/// dropped, and the judge path prints exactly the typed answer.
#[test]
fn the_fold_is_the_staircase_without_its_floor_at_scale() {
    for seed in 0..20 {
        let input = StaircaseNim::generate(&mut Rng::new(seed), Size::N(seed * 37 + 1));
        let verdicts = staircase_nim::answer(&input);
        for (balls, &wins) in input.tests.iter().zip(&verdicts) {
            let staircase = sg_core::staircase::first_player_wins(balls.iter().skip(1).copied());
            assert_eq!(wins, staircase, "seed {seed}: {balls:?}");
        }
        let judged = judge::run(staircase_nim::solve, &mut &to_text::<StaircaseNim>(&input)[..]);
        assert_eq!(judged.unwrap(), answer_text::<StaircaseNim>(&verdicts), "seed {seed}");
    }
}

/// Balls on the floor (stair 1) never change the outcome, however many there are.
#[test]
fn the_floor_does_not_matter() {
    let mut solver = Solver::new(Rules);
    let mut rng = Rng::new(0xf100);
    for _ in 0..500 {
        let mut balls: Vec<u64> = (0..rng.range(1, 4)).map(|_| rng.range(0, 3)).collect();
        let before = first_player_wins(&mut solver, &balls);
        balls[0] += rng.range(1, 5);
        assert_eq!(first_player_wins(&mut solver, &balls), before, "{balls:?}");
    }
}

/// Every explained move is legal and leaves a position the model says is lost for the player
/// to move; "every move loses" is said exactly of the positions the model says are lost.
#[test]
fn explained_moves_are_confirmed_by_the_model() {
    let mut solver = Solver::new(Rules);
    let mut rng = Rng::new(0x5e1a);
    let (mut won, mut lost) = (0, 0);
    for _ in 0..600 {
        let balls: Vec<u64> = (0..rng.range(1, 5)).map(|_| rng.range(0, 4)).collect();
        let explanation = staircase_nim::explain(&balls);
        let Explanation::Move { stair, from, to } = explanation else {
            assert!(!first_player_wins(&mut solver, &balls), "{balls:?}");
            lost += 1;
            continue;
        };
        assert!(stair >= 2 && balls[stair - 1] == from && to < from, "{balls:?}: {explanation:?}");
        let mut after = balls.clone();
        after[stair - 1] = to;
        after[stair - 2] += from - to;
        assert!(!first_player_wins(&mut solver, &after), "{balls:?} -> {after:?}");
        won += 1;
    }
    assert!(won > 100 && lost > 50, "both kinds of position were met: {won} won, {lost} lost");
}

/// The explanation reads as before: the verdict, then the move or the reason on its own line.
#[test]
fn explanations_render_as_the_verdict_and_one_line() {
    let tests = [&[0, 2, 0, 1][..], &[9, 3, 5, 3], &[0, 3]];
    let text: Vec<String> = tests.iter().map(|b| staircase_nim::explain(b).to_string()).collect();
    assert_eq!(
        text[0],
        "first\n  winning move: move 1 ball from stair 2 down to stair 1 (stair 2: 2 -> 1), \
         leaving the even stairs' nim-sum 0"
    );
    assert!(text[1].starts_with("second\n  every move loses: the balls on the even stairs"));
    assert!(text[2].contains("move 3 balls from stair 2 down to stair 1 (stair 2: 3 -> 0)"));
}

/// The reader refuses bad input with exactly the judge path's positioned error.
#[test]
fn the_reader_refuses_what_the_judge_path_refuses_alike() {
    let bad: [&[u8]; 10] = [
        b"2\n3\n0 2 1\n2\n5",
        b"1\n",
        b"",
        b"1\n3\n0 b 1\n",
        b"-1\n",
        b"1\n-3\n0 2 1\n",
        b"1\n2\n5 -3\n",
        b"1\n1000000000000000000\n1 2 3\n",
        b"1\n2\n0 18446744073709551616\n",
        b"1\n2\n5 3\n7\n",
    ];
    for input in bad {
        let judged = judge::run(staircase_nim::solve, &mut &input[..]).unwrap_err();
        let read = workbench::problem::parse::<StaircaseNim>(input).unwrap_err();
        assert_eq!(read.to_string(), judged.to_string(), "{:?}", String::from_utf8_lossy(input));
    }
}
