//! The `candy-piles` judge binary: stdin to stdout.
fn main() {
    judge::main(candy_piles::solve)
}
