//! The `kam-pebbles` judge binary: stdin to stdout.
fn main() {
    judge::main(kam_pebbles::solve)
}
