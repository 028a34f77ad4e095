//! The `removing-graph` judge binary: stdin to stdout.
fn main() {
    judge::main(removing_graph::solve)
}
