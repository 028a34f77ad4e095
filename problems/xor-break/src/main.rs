//! The `xor-break` judge binary: plays against the interactor on stdin/stdout.
fn main() {
    judge::main_interactive(xor_break::play)
}
