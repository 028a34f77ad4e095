//! The fast solution against the game searched by definition.

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
