//! The fast solution against the game searched by definition.

use judge::testing::assert_model_agrees;

#[test]
fn fast_agrees_with_model_on_random_small_inputs() {
    assert_model_agrees(&dag_game::PROBLEM, 3000, 0xda6);
}
