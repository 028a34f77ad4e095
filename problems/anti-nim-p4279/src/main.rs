//! The `anti-nim-p4279` judge binary: stdin to stdout.
fn main() {
    judge::main(anti_nim_p4279::solve)
}
