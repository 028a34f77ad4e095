//! The `tree-component` judge binary: stdin to stdout.
fn main() {
    judge::main(tree_component::solve)
}
