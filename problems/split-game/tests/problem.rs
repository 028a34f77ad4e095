//! The fast solution and the judge path against the game searched by definition; the reader
//! against the writer; every sample.

workbench::problem_tests!(split_game::SplitGame, cases = 2000, seed = 1);

/// The closed form where small cases cannot reach: the largest heaps, against an exact second
/// method (for the example game, the period of the subtraction game {1, 2}, proven by sg-core).
/// Replace it with your game's own: a formula wrong only on huge values (floating-point
/// `floor(k·φ)` in Wythoff's game, an overflow) passes every small random case and fails here.
#[test]
fn the_closed_form_holds_on_the_largest_values() {
    let game = sg_core::SubtractionGame::new([1, 2]).unwrap();
    let values = game.period(1 << 10).expect("a subtraction game's period shows early");
    for h in (u64::MAX - 1000..=u64::MAX).chain([1 << 63, (1 << 32) + 1, 2 << 40]) {
        assert_eq!(split_game::first_player_wins(h), values.get(h) != 0, "heap {h}");
    }
}
