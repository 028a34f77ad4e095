//! The `nim-winning-moves` judge binary: stdin to stdout.
fn main() {
    judge::main(nim_winning_moves::solve)
}
