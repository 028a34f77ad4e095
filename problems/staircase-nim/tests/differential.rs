//! The fast solution against the brute force: the game searched by definition (Grundy values
//! by sg-core's engine).

use judge::testing::assert_model_agrees;
use sg_core::Solver;
use staircase_nim::model::{self, StairRules};

#[test]
fn fast_agrees_with_model_on_random_small_inputs() {
    assert_model_agrees(&staircase_nim::PROBLEM, 3000, 0x57a1);
}

/// Every staircase of up to 5 stairs with at most 3 balls on each, not only random ones.
#[test]
fn fast_agrees_with_model_exhaustively() {
    let mut solver = Solver::new(StairRules);
    let mut checked = 0;
    for n in 0..=5u32 {
        for code in 0..4u64.pow(n) {
            let balls: Vec<u64> = (0..n).map(|i| code / 4u64.pow(i) % 4).collect();
            let want = model::first_player_wins(&mut solver, &balls);
            assert_eq!(staircase_nim::first_player_wins(&balls), want, "{balls:?}");
            checked += 1;
        }
    }
    assert_eq!(checked, 1 + 4 + 16 + 64 + 256 + 1024);
}

/// Balls on the floor (stair 1) never change the outcome, however many there are.
#[test]
fn the_floor_does_not_matter() {
    let mut solver = Solver::new(StairRules);
    let mut rng = judge::random::Rng::new(0xf100);
    for _ in 0..500 {
        let mut balls: Vec<u64> = (0..rng.range(1, 4)).map(|_| rng.range(0, 3)).collect();
        let before = model::first_player_wins(&mut solver, &balls);
        balls[0] += rng.range(1, 5);
        assert_eq!(model::first_player_wins(&mut solver, &balls), before, "{balls:?}");
    }
}

/// `--explain` names moves the model confirms: after the move the position is lost for the
/// player to move; "every move loses" appears exactly where the model says the position is lost.
#[test]
fn explained_moves_are_confirmed_by_the_model() {
    let mut solver = Solver::new(StairRules);
    let mut rng = judge::random::Rng::new(0x5e1a);
    let (mut won, mut lost) = (0, 0);
    for _ in 0..600 {
        let balls: Vec<u64> = (0..rng.range(1, 5)).map(|_| rng.range(0, 4)).collect();
        let list: Vec<String> = balls.iter().map(u64::to_string).collect();
        let input = format!("1\n{}\n{}\n", balls.len(), list.join(" "));
        let out = staircase_nim::PROBLEM.run_explain(input.as_bytes()).unwrap().unwrap();
        let text = String::from_utf8(out).unwrap();
        let note = text.lines().nth(1).unwrap();
        if !model::first_player_wins(&mut solver, &balls) {
            assert!(text.starts_with("second\n") && note.contains("every move loses"), "{text}");
            lost += 1;
            continue;
        }
        // "  winning move: move C ball(s) from stair K down to stair K-1 (...)"
        let words: Vec<&str> = note.split_whitespace().collect();
        let (c, k): (u64, usize) = (words[3].parse().unwrap(), words[7].parse().unwrap());
        assert!(text.starts_with("first\n") && words[2] == "move", "{text}");
        assert!(k >= 2 && (1..=balls[k - 1]).contains(&c), "{input}{text}");
        let mut after = balls.clone();
        after[k - 1] -= c;
        after[k - 2] += c;
        assert!(!model::first_player_wins(&mut solver, &after), "{input}{text}");
        won += 1;
    }
    assert!(won > 100 && lost > 50, "both kinds of position were met: {won} won, {lost} lost");
}
