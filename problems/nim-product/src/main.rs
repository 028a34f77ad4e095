//! The `nim-product` judge binary: stdin to stdout.
fn main() {
    judge::main(nim_product::solve)
}
