//! The `fibonacci-misere-count` judge binary: stdin to stdout.
fn main() {
    judge::main(fibonacci_misere_count::solve)
}
