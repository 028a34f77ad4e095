//! One test per file in `testdata/path-game/`.
fn main() {
    judge::testing::samples_main(&path_game::PROBLEM, env!("CARGO_MANIFEST_DIR"));
}
