//! The `grid-walk-game` judge binary: stdin to stdout.
fn main() {
    judge::main(grid_walk_game::solve)
}
