//! The `merge-piles` judge binary: stdin to stdout.
fn main() {
    judge::main(merge_piles::solve)
}
