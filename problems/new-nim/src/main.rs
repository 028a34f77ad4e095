//! The `new-nim` judge binary: stdin to stdout.
fn main() {
    judge::main(new_nim::solve)
}
