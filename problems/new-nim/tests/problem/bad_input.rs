//! The binary rejects bad input with exit status 2 and one positioned line.

use workbench::testing::assert_rejects;

const BIN: &str = env!("CARGO_BIN_EXE_new-nim");

#[test]
fn truncated() {
    assert_rejects(BIN, b"3\n1 2", "found end of input");
    assert_rejects(BIN, b"", "the number of heaps k");
}

#[test]
fn letter_where_a_number_belongs() {
    assert_rejects(BIN, b"2\n1 x\n", "found `x`");
}

#[test]
fn negative_count_and_heap() {
    assert_rejects(BIN, b"-2\n1 2\n", "found `-2`");
    assert_rejects(BIN, b"2\n1 -2\n", "a heap size");
}

#[test]
fn huge_declared_count_is_not_trusted() {
    assert_rejects(BIN, b"1000000000000000000\n1 2 3\n", "found end of input");
}

#[test]
fn no_heaps_at_all() {
    // With k = 0 the first player could not leave a heap: the rules make no sense.
    assert_rejects(BIN, b"0\n", "the number of heaps k (an integer from 1");
}

#[test]
fn heap_beyond_u64() {
    assert_rejects(BIN, b"1\n18446744073709551616\n", "a heap size");
}

#[test]
fn trailing_tokens() {
    assert_rejects(BIN, b"1\n5\n6\n", "expected end of input, found `6`");
}
