//! The `nullify-matrix` judge binary: stdin to stdout.
fn main() {
    judge::main(nullify_matrix::solve)
}
