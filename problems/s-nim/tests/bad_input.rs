//! The binary rejects bad input with exit status 2 and one positioned line.

use workbench::testing::assert_rejects;

const BIN: &str = env!("CARGO_BIN_EXE_s-nim");

#[test]
fn truncated() {
    assert_rejects(BIN, b"2 2 5\n3\n2 5 12\n3 2", "found end of input");
    assert_rejects(BIN, b"2 2 5\n1\n1 3\n", "k (0 ends the input)");
}

#[test]
fn letter_where_a_number_belongs() {
    assert_rejects(BIN, b"2 2 x\n", "found `x`");
}

#[test]
fn negative_count() {
    assert_rejects(BIN, b"2 2 5\n-1\n", "found `-1`");
}

#[test]
fn huge_declared_counts_are_not_trusted() {
    assert_rejects(BIN, b"1000000000000000000 1 2\n", "found end of input");
    assert_rejects(BIN, b"1 1\n1000000000000000000\n1 2\n", "found end of input");
}

#[test]
fn move_of_size_zero_never_ends_the_game() {
    assert_rejects(BIN, b"2 0 5\n1\n1 3\n0\n", "move size of 0");
}

#[test]
fn trailing_tokens_after_the_final_zero() {
    assert_rejects(BIN, b"1 1\n1\n1 1\n0\n7\n", "expected end of input");
}
