//! The `grundys-game` judge binary: stdin to stdout.
fn main() {
    judge::main(grundys_game::solve)
}
