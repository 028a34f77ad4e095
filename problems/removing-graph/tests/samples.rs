//! One test per file in `testdata/removing-graph/`.
fn main() {
    judge::testing::samples_main(&removing_graph::PROBLEM, env!("CARGO_MANIFEST_DIR"));
}
