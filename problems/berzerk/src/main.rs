//! The `berzerk` judge binary: stdin to stdout.
fn main() {
    judge::main(berzerk::solve)
}
