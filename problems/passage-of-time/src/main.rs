//! The `passage-of-time` judge binary: stdin to stdout.
fn main() {
    judge::main(passage_of_time::solve)
}
