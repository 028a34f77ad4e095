//! The `e-and-d` judge binary: stdin to stdout.
fn main() {
    judge::main(e_and_d::solve)
}
