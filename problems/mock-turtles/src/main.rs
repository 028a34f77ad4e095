//! The `mock-turtles` judge binary: stdin to stdout.
fn main() {
    judge::main(mock_turtles::solve)
}
