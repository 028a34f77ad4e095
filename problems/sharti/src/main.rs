//! The `sharti` judge binary: stdin to stdout.
fn main() {
    judge::main(sharti::solve)
}
