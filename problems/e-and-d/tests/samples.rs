//! One test per file in `testdata/e-and-d/`.
fn main() {
    judge::testing::samples_main(&e_and_d::PROBLEM, env!("CARGO_MANIFEST_DIR"));
}
