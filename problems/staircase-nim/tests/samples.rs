//! One test per file in `testdata/staircase-nim/`.
fn main() {
    judge::testing::samples_main(&staircase_nim::PROBLEM, env!("CARGO_MANIFEST_DIR"));
}
