//! The `tree-stones` judge binary: stdin to stdout.
fn main() {
    judge::main(tree_stones::solve)
}
