//! The `game-on-tree` judge binary: stdin to stdout.
fn main() {
    judge::main(game_on_tree::solve)
}
