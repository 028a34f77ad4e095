//! The fast solution against the game searched by definition.

use judge::testing::assert_model_agrees;

#[test]
fn fast_agrees_with_model_on_random_small_inputs() {
    assert_model_agrees(&nim::PROBLEM, 3000, 0x4e1d);
}

#[test]
fn winning_moves_of_bouton_reach_lost_positions() {
    let mut solver = sg_core::Solver::new(nim::model::NimRules);
    let mut rng = judge::random::Rng::new(9);
    for _ in 0..2000 {
        let heaps: Vec<u64> = (0..rng.range(1, 4)).map(|_| rng.range(0, 6)).collect();
        match sg_core::winning_nim_move(&heaps) {
            None => assert!(!nim::model::first_player_wins(&mut solver, &heaps), "{heaps:?}"),
            Some(m) => {
                let mut after = heaps.clone();
                after[m.heap] = m.new_size;
                assert!(m.new_size < heaps[m.heap]);
                assert!(
                    !nim::model::first_player_wins(&mut solver, &after),
                    "{heaps:?} -> {after:?}"
                );
            }
        }
    }
}
