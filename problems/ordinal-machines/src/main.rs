//! The `ordinal-machines` judge binary: stdin to stdout.
fn main() {
    judge::main(ordinal_machines::solve)
}
