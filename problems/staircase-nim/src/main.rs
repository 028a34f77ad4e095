//! The `staircase-nim` judge binary: stdin to stdout.
fn main() {
    judge::main(staircase_nim::solve)
}
