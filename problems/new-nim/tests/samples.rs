//! One test per file in `testdata/new-nim/`.
fn main() {
    judge::testing::samples_main(&new_nim::PROBLEM, env!("CARGO_MANIFEST_DIR"));
}
