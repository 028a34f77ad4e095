//! The `dag-game` judge binary: stdin to stdout.
fn main() {
    judge::main(dag_game::solve)
}
