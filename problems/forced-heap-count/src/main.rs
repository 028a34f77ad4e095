//! The `forced-heap-count` judge binary: stdin to stdout.
fn main() {
    judge::main(forced_heap_count::solve)
}
