//! The `leaf-picking` judge binary: stdin to stdout.
fn main() {
    judge::main(leaf_picking::solve)
}
