//! The fast solution and the judge path against the game searched by definition; the reader
//! against the writer; every sample; and the claim at scale: no loss after 1222, up to 10^6.

#[path = "problem/bad_input.rs"]
mod bad_input;

use grundys_game::{LAST_LOSS, Losses, PROVEN_UP_TO};
use sg_core::octal::OctalGame;
use sg_core::octal::sparse::{Engine, Options};

workbench::problem_tests!(grundys_game::GrundysGame, cases = 2000, seed = 1);

/// The proof at scale: every Grundy value of `4!.0` up to the judge's limit, by the
/// sparse-space engine; 1222 is lost and nothing after it is.
#[test]
fn no_heap_after_1222_is_lost_up_to_the_judges_limit() {
    let game = OctalGame::new("4!.0").unwrap();
    let mut engine = Engine::new(&game, Options::default());
    engine.compute(PROVEN_UP_TO as usize, &mut |_| {});
    assert_eq!(engine.get(LAST_LOSS as usize), 0);
    let later_loss = (LAST_LOSS as usize + 1..=PROVEN_UP_TO as usize).find(|&n| engine.get(n) == 0);
    assert_eq!(later_loss, None);
    let losses = Losses::new();
    for n in [LAST_LOSS - 1, LAST_LOSS, LAST_LOSS + 1, 4096, 999_999, PROVEN_UP_TO] {
        assert_eq!(losses.first_player_wins(n), engine.get(n as usize) != 0, "heap {n}");
    }
}

/// The engine's values of `4!.0` against the definition (every split, then the mex) and the
/// rules searched by the model, where those reach.
#[test]
fn the_engines_values_are_the_definitions() {
    let game = OctalGame::new("4!.0").unwrap();
    let plain = game.values(3000);
    let mut engine = Engine::new(&game, Options::default());
    engine.compute(2999, &mut |_| {});
    assert_eq!(engine.values(), plain);
    let mut solver = sg_core::Solver::new(grundys_game::model::Rules);
    for (n, &v) in plain.iter().enumerate().take(200) {
        assert_eq!(solver.grundy(&(n as u64)), v, "heap {n}");
    }
    // The losses the table holds: OEIS A002188's zeros start 0, 1, 2, 4, 7, 10, 20, 23, 26.
    let losses = Losses::new();
    let first: Vec<u64> = (0..30).filter(|&n| !losses.first_player_wins(n)).collect();
    assert_eq!(first, [0, 1, 2, 4, 7, 10, 20, 23, 26]);
}
