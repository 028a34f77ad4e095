//! The `lasker-nim` judge binary: stdin to stdout.
fn main() {
    judge::main(lasker_nim::solve)
}
