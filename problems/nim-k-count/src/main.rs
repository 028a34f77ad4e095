//! The `nim-k-count` judge binary: stdin to stdout.
fn main() {
    judge::main(nim_k_count::solve)
}
