//! The `dividing-game` judge binary: stdin to stdout.
fn main() {
    judge::main(dividing_game::solve)
}
