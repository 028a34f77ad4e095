//! The binary rejects bad input with exit status 2 and one positioned line.

use workbench::testing::assert_rejects;

const BIN: &str = env!("CARGO_BIN_EXE_e-and-d");

#[test]
fn truncated() {
    assert_rejects(BIN, b"1\n4\n1 2 3", "found end of input");
    assert_rejects(BIN, b"", "the number of tests");
}

#[test]
fn letter_where_a_number_belongs() {
    assert_rejects(BIN, b"1\n2\n1 x\n", "found `x`");
}

#[test]
fn negative_count() {
    assert_rejects(BIN, b"1\n-2\n1 2\n", "found `-2`");
}

#[test]
fn huge_declared_count_is_not_trusted() {
    assert_rejects(BIN, b"1\n1000000000000000000\n1 2 3 4\n", "found end of input");
}

#[test]
fn empty_pile() {
    assert_rejects(BIN, b"1\n4\n1 2 0 3\n", "line 3, column 5: a pile of 0 stones");
}

#[test]
fn odd_number_of_piles() {
    assert_rejects(
        BIN,
        b"2\n2\n1 1\n3\n1 2 3\n",
        "line 4, column 1: the number of piles N = 3 is odd",
    );
}

#[test]
fn pile_beyond_u64() {
    assert_rejects(BIN, b"1\n2\n1 18446744073709551616\n", "a pile size");
}

#[test]
fn trailing_tokens() {
    assert_rejects(BIN, b"1\n2\n5 6\n7\n", "expected end of input, found `7`");
}
