//! The `anti-nim` judge binary: stdin to stdout.
fn main() {
    judge::main(anti_nim::solve)
}
