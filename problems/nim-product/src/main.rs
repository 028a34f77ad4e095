//! The `nim-product` judge binary: stdin to stdout, holding the products, not their text.
fn main() {
    judge::main_lines(nim_product::products, nim_product::write_product)
}
