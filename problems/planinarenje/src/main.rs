//! The `planinarenje` judge binary: stdin to stdout.
fn main() {
    judge::main(planinarenje::solve)
}
