//! The `combat-on-tree` judge binary: stdin to stdout.
fn main() {
    judge::main(combat_on_tree::solve)
}
