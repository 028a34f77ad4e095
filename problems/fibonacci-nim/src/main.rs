//! The `fibonacci-nim` judge binary: stdin to stdout.
fn main() {
    judge::main(fibonacci_nim::solve)
}
