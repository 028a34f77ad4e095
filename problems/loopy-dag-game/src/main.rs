//! The `loopy-dag-game` judge binary: stdin to stdout.
fn main() {
    judge::main(loopy_dag_game::solve)
}
