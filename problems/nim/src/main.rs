//! The `nim` judge binary: stdin to stdout.
fn main() {
    judge::main(nim::solve)
}
