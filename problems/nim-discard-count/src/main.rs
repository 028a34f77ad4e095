//! The `nim-discard-count` judge binary: stdin to stdout.
fn main() {
    judge::main(nim_discard_count::solve)
}
