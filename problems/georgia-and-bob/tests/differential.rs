//! The fast solution against the chessmen searched by definition.

use georgia_and_bob::model::{self, ChessmenRules};
use judge::testing::assert_model_agrees;
use sg_core::Solver;

#[test]
fn fast_agrees_with_model_on_random_small_inputs() {
    assert_model_agrees(&georgia_and_bob::PROBLEM, 3000, 0x6e0b);
}

/// Every set of chessmen on cells 1..=11, not only random ones.
#[test]
fn fast_agrees_with_model_on_every_small_board() {
    let mut solver = Solver::new(ChessmenRules);
    for set in 0..1u32 << 11 {
        let cells: Vec<u64> = (0..11).filter(|b| set >> b & 1 == 1).map(|b| b + 1).collect();
        let want = model::first_player_wins(&mut solver, &cells);
        assert_eq!(georgia_and_bob::first_player_wins(&cells), want, "{cells:?}");
    }
}

/// The order the cells arrive in never changes the verdict, through the whole solve.
#[test]
fn input_order_does_not_matter() {
    let mut rng = judge::random::Rng::new(0x0d3e);
    for _ in 0..300 {
        let mut cells: Vec<u64> = Vec::new();
        let mut cell = 0;
        for _ in 0..rng.range(1, 30) {
            cell += rng.range(1, 1_000_000);
            cells.push(cell);
        }
        let text = |cells: &[u64]| {
            let cells: Vec<String> = cells.iter().map(u64::to_string).collect();
            format!("1\n{}\n{}\n", cells.len(), cells.join(" ")).into_bytes()
        };
        let sorted = georgia_and_bob::PROBLEM.run_bytes(&text(&cells)).unwrap();
        rng.shuffle(&mut cells);
        assert_eq!(georgia_and_bob::PROBLEM.run_bytes(&text(&cells)).unwrap(), sorted, "{cells:?}");
    }
}
