//! The `arbitrary-nim` judge binary: stdin to stdout.
fn main() {
    judge::main(arbitrary_nim::solve)
}
