//! The `nim-all-moves` judge binary: stdin to stdout.
fn main() {
    judge::main(nim_all_moves::solve)
}
