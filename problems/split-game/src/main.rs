//! The `split-game` judge binary: stdin to stdout.
fn main() {
    judge::main(split_game::solve)
}
