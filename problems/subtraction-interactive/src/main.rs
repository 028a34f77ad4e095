//! The `subtraction-interactive` judge binary: plays against the interactor on stdin/stdout.
fn main() {
    judge::main_interactive(subtraction_interactive::play)
}
