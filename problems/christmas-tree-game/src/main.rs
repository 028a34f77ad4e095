//! The `christmas-tree-game` judge binary: stdin to stdout.
fn main() {
    judge::main(christmas_tree_game::solve)
}
