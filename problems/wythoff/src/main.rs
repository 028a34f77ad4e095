//! The `wythoff` judge binary: stdin to stdout.
fn main() {
    judge::main(wythoff::solve)
}
