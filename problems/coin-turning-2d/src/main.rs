//! The `coin-turning-2d` judge binary: stdin to stdout.
fn main() {
    judge::main(coin_turning_2d::solve)
}
