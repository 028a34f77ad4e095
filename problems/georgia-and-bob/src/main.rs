//! The `georgia-and-bob` judge binary: stdin to stdout.
fn main() {
    judge::main(georgia_and_bob::solve)
}
