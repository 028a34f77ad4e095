//! The `constrained-nim-2` judge binary: stdin to stdout.
fn main() {
    judge::main(constrained_nim_2::solve)
}
