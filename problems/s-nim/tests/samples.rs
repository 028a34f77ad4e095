//! One test per file in `testdata/s-nim/`.
fn main() {
    judge::testing::samples_main(&s_nim::PROBLEM, env!("CARGO_MANIFEST_DIR"));
}
