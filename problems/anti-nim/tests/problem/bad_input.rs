//! The binary rejects bad input with exit status 2 and one positioned line.

use workbench::testing::assert_rejects;

const BIN: &str = env!("CARGO_BIN_EXE_anti-nim");

#[test]
fn truncated() {
    assert_rejects(BIN, b"2\n3\n3 5 1\n1\n", "found end of input");
    assert_rejects(BIN, b"1\n3\n3 5", "found end of input");
    assert_rejects(BIN, b"", "the number of tests T");
}

#[test]
fn fewer_heaps_than_n() {
    // The second test's count is read as a heap of the first; then the input runs out.
    assert_rejects(BIN, b"2\n3\n3 5\n1\n1\n", "found end of input");
}

#[test]
fn letter_where_a_number_belongs() {
    assert_rejects(BIN, b"1\n2\n1 x\n", "found `x`");
}

#[test]
fn negative_count_and_size() {
    assert_rejects(BIN, b"1\n-2\n1 2\n", "the number of colours N");
    assert_rejects(BIN, b"1\n2\n1 -2\n", "a heap size (an integer from 0 to");
}

#[test]
fn huge_declared_count_is_not_trusted() {
    assert_rejects(BIN, b"1\n1000000000000000000\n1 2 3\n", "found end of input");
    assert_rejects(BIN, b"1000000000000000000\n1\n1\n", "found end of input");
}

#[test]
fn heap_beyond_u64() {
    assert_rejects(BIN, b"1\n1\n18446744073709551616\n", "a heap size");
}

#[test]
fn trailing_tokens() {
    assert_rejects(BIN, b"1\n1\n5\n6\n", "expected end of input, found `6`");
}
