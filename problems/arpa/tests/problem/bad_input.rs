//! The binary rejects bad input with exit status 2 and one positioned line.

use workbench::testing::assert_rejects;

const BIN: &str = env!("CARGO_BIN_EXE_arpa");

#[test]
fn truncated() {
    assert_rejects(BIN, b"4\n1 1 17", "found end of input");
    assert_rejects(BIN, b"", "the number of elements n");
}

#[test]
fn letter_where_a_number_belongs() {
    assert_rejects(BIN, b"2\n17 q\n", "found `q`");
}

#[test]
fn negative_count_and_element() {
    assert_rejects(BIN, b"-3\n1 2 3\n", "found `-3`");
    assert_rejects(BIN, b"2\n4 -8\n", "found `-8`");
}

#[test]
fn huge_declared_count_is_not_trusted() {
    assert_rejects(BIN, b"1000000000000000000\n1 2 3\n", "found end of input");
}

#[test]
fn element_beyond_u64() {
    assert_rejects(BIN, b"1\n18446744073709551616\n", "a list element");
}

#[test]
fn zero_would_never_end_the_game() {
    assert_rejects(BIN, b"3\n4 0 6\n", "never end");
    let err = judge::run(arpa::solve, &mut &b"3\n4\n 0 6\n"[..]).unwrap_err();
    assert_eq!((err.line, err.column), (3, 2));
}

#[test]
fn trailing_tokens() {
    assert_rejects(BIN, b"1\n5 6\n", "expected end of input, found `6`");
}
