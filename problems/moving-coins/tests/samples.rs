//! One test per file in `testdata/moving-coins/`.
fn main() {
    judge::testing::samples_main(&moving_coins::PROBLEM, env!("CARGO_MANIFEST_DIR"));
}
