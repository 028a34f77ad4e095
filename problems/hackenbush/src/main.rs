//! The `hackenbush` judge binary: stdin to stdout.
fn main() {
    judge::main(hackenbush::solve)
}
