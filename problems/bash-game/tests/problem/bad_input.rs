//! The binary rejects bad input with exit status 2 and one positioned line.

use workbench::testing::assert_rejects;

const BIN: &str = env!("CARGO_BIN_EXE_bash-game");

#[test]
fn truncated() {
    assert_rejects(BIN, b"2\n23 2\n4", "found end of input");
    assert_rejects(BIN, b"", "the number of tests C");
}

#[test]
fn letter_where_a_number_belongs() {
    assert_rejects(BIN, b"1\n23 x\n", "found `x`");
    assert_rejects(BIN, b"1\n2.5 3\n", "found `2.5`");
}

#[test]
fn negative_numbers() {
    assert_rejects(BIN, b"-1\n", "found `-1`");
    assert_rejects(BIN, b"1\n-4 3\n", "the pile size n");
}

#[test]
fn m_zero_allows_no_move_and_is_refused_by_name() {
    assert_rejects(BIN, b"1\n5 0\n", "the most stones a move takes m (an integer from 1 to");
}

#[test]
fn beyond_u64() {
    assert_rejects(BIN, b"1\n18446744073709551616 3\n", "the pile size n");
    assert_rejects(BIN, b"1\n3 18446744073709551616\n", "the most stones a move takes m");
}

#[test]
fn huge_declared_count_is_not_trusted() {
    assert_rejects(BIN, b"1000000000000000000\n1 2\n", "found end of input");
}

#[test]
fn trailing_tokens() {
    assert_rejects(BIN, b"1\n4 3\n5\n", "expected end of input, found `5`");
}
