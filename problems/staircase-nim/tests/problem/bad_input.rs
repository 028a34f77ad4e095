//! The binary rejects bad input with exit status 2 and one positioned line.

use workbench::testing::assert_rejects;

const BIN: &str = env!("CARGO_BIN_EXE_staircase-nim");

#[test]
fn truncated() {
    assert_rejects(BIN, b"2\n3\n0 2 1\n2\n5", "found end of input");
    assert_rejects(BIN, b"1\n", "the number of stairs");
    assert_rejects(BIN, b"", "the number of tests");
}

#[test]
fn letter_where_a_number_belongs() {
    assert_rejects(BIN, b"1\n3\n0 b 1\n", "found `b`");
}

#[test]
fn negative_count() {
    assert_rejects(BIN, b"-1\n", "found `-1`");
    assert_rejects(BIN, b"1\n-3\n0 2 1\n", "found `-3`");
}

#[test]
fn negative_number_of_balls() {
    assert_rejects(BIN, b"1\n2\n5 -3\n", "balls");
}

#[test]
fn huge_declared_count_is_not_trusted() {
    assert_rejects(BIN, b"1\n1000000000000000000\n1 2 3\n", "found end of input");
    assert_rejects(BIN, b"1000000000000000000\n1\n1\n", "found end of input");
}

#[test]
fn balls_beyond_u64() {
    assert_rejects(BIN, b"1\n2\n0 18446744073709551616\n", "balls");
}

#[test]
fn trailing_tokens() {
    assert_rejects(BIN, b"1\n2\n5 3\n7\n", "expected end of input, found `7`");
}
