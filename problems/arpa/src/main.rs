//! The `arpa` judge binary: stdin to stdout.
fn main() {
    judge::main(arpa::solve)
}
