//! The `bash-game` judge binary: stdin to stdout.
fn main() {
    judge::main(bash_game::solve)
}
