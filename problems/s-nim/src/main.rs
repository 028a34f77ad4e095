//! The `s-nim` judge binary: stdin to stdout.
fn main() {
    judge::main(s_nim::solve)
}
