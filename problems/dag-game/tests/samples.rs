//! One test per file in `testdata/dag-game/`.
fn main() {
    judge::testing::samples_main(&dag_game::PROBLEM, env!("CARGO_MANIFEST_DIR"));
}
