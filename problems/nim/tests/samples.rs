//! One test per file in `testdata/nim/`.
fn main() {
    judge::testing::samples_main(&nim::PROBLEM, env!("CARGO_MANIFEST_DIR"));
}
