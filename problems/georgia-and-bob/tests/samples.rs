//! One test per file in `testdata/georgia-and-bob/`.
fn main() {
    judge::testing::samples_main(&georgia_and_bob::PROBLEM, env!("CARGO_MANIFEST_DIR"));
}
