//! The `colouring-game` judge binary: stdin to stdout.
fn main() {
    judge::main(colouring_game::solve)
}
