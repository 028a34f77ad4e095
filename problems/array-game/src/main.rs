//! The `array-game` judge binary: stdin to stdout.
fn main() {
    judge::main(array_game::solve)
}
