//! The `path-game` judge binary: stdin to stdout.
fn main() {
    judge::main(path_game::solve)
}
