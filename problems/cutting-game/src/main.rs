//! The `cutting-game` judge binary: stdin to stdout.
fn main() {
    judge::main(cutting_game::solve)
}
