//! The `empty-cell-game` judge binary: stdin to stdout.
fn main() {
    judge::main(empty_cell_game::solve)
}
