//! The `board-parity` judge binary: stdin to stdout.
fn main() {
    judge::main(board_parity::solve)
}
