//! The `election-promises` judge binary: stdin to stdout.
fn main() {
    judge::main(election_promises::solve)
}
