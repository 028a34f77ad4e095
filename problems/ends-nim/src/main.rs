//! The `ends-nim` judge binary: stdin to stdout.
fn main() {
    judge::main(ends_nim::solve)
}
