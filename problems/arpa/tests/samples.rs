//! One test per file in `testdata/arpa/`.
fn main() {
    judge::testing::samples_main(&arpa::PROBLEM, env!("CARGO_MANIFEST_DIR"));
}
