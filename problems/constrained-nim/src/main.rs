//! The `constrained-nim` judge binary: stdin to stdout.
fn main() {
    judge::main(constrained_nim::solve)
}
