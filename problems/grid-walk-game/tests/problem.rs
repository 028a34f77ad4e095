//! The fast solution and the judge path against the whole game (placement included) searched
//! by its rules; every case on disk against the model too.

#[path = "problem/bad_input.rs"]
mod bad_input;

use grid_walk_game::{GridWalkGame, Input};
use workbench::Problem;
use workbench::random::Rng;

workbench::problem_tests!(GridWalkGame, cases = 3000, seed = 0x4055);

/// Mazes larger than the generator's small ones (4×5 and 3×6), against the model.
#[test]
fn larger_mazes_agree_with_the_model() {
    let mut rng = Rng::new(9);
    for _ in 0..60 {
        let (rows, columns) = if rng.chance(1, 2) { (4, 5) } else { (3, 6) };
        let blocked = rng.range(0, 3);
        let free = (0..rows * columns).map(|_| rng.range(0, 7) >= blocked).collect();
        let input = Input { rows, columns, free };
        assert_eq!(
            grid_walk_game::answer(&input),
            grid_walk_game::model::answer(&input),
            "{input:?}"
        );
    }
}

/// Our own cases on disk (a single cell, a walled maze, tiled and odd squares) agree with the
/// model, not only with the fast solution.
#[test]
fn cases_on_disk_agree_with_the_model() {
    let dir = workbench::testing::testdata_dir(env!("CARGO_MANIFEST_DIR"), GridWalkGame::SLUG);
    let mut checked = 0;
    for case in workbench::cases::discover(&dir).unwrap() {
        let bytes = std::fs::read(&case.input).unwrap();
        let input = workbench::problem::parse::<GridWalkGame>(&bytes).unwrap();
        let expected = std::fs::read(&case.expected).unwrap();
        let model = workbench::problem::answer_text::<GridWalkGame>(&GridWalkGame::model(&input));
        assert_eq!(model, expected, "{}", case.name);
        checked += 1;
    }
    assert!(checked >= 5, "{checked}");
}
