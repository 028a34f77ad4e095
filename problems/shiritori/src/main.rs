//! The `shiritori` judge binary: stdin to stdout.
fn main() {
    judge::main(shiritori::solve)
}
