//! The `wythoff-p2252` judge binary: stdin to stdout.
fn main() {
    judge::main(wythoff_p2252::solve)
}
