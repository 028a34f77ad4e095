//! The `zigzag-game` judge binary: plays against the interactor on stdin/stdout.
fn main() {
    judge::main_interactive(zigzag_game::play)
}
