//! The `fibonacci-first-take` judge binary: stdin to stdout.
fn main() {
    judge::main(fibonacci_first_take::solve)
}
