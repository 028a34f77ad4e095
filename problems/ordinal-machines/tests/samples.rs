//! One test per file in `testdata/ordinal-machines/`.
fn main() {
    judge::testing::samples_main(&ordinal_machines::PROBLEM, env!("CARGO_MANIFEST_DIR"));
}
