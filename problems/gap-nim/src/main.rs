//! The `gap-nim` judge binary: stdin to stdout.
fn main() {
    judge::main(gap_nim::solve)
}
