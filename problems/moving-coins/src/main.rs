//! The `moving-coins` judge binary: stdin to stdout.
fn main() {
    judge::main(moving_coins::solve)
}
