//! One test per file in `testdata/kam-pebbles/`.
fn main() {
    judge::testing::samples_main(&kam_pebbles::PROBLEM, env!("CARGO_MANIFEST_DIR"));
}
