//! The `every-sg` judge binary: stdin to stdout.
fn main() {
    judge::main(every_sg::solve)
}
