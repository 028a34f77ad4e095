//! The binary rejects bad input with exit status 2 and one positioned line.

use workbench::testing::assert_rejects;

const BIN: &str = env!("CARGO_BIN_EXE_kam-pebbles");

#[test]
fn truncated() {
    assert_rejects(BIN, b"2\n2\n2 2\n3\n1 2", "found end of input");
    assert_rejects(BIN, b"1\n", "the number of piles");
    assert_rejects(BIN, b"", "the number of tests");
}

#[test]
fn letter_where_a_number_belongs() {
    assert_rejects(BIN, b"1\n3\n1 2 z\n", "found `z`");
}

#[test]
fn negative_count() {
    assert_rejects(BIN, b"1\n-3\n1 2 4\n", "found `-3`");
}

#[test]
fn negative_pile() {
    assert_rejects(BIN, b"1\n2\n-1 4\n", "found `-1`");
}

#[test]
fn huge_declared_count_is_not_trusted() {
    assert_rejects(BIN, b"1\n1000000000000000000\n1 2 3\n", "found end of input");
}

#[test]
fn decreasing_row() {
    assert_rejects(
        BIN,
        b"2\n2\n2 2\n4\n1 3 3 2\n",
        "line 5, column 7: pile 4 has 2 pebbles, fewer than the 3 of pile 3",
    );
    assert_rejects(BIN, b"1\n2\n18446744073709551615 0\n", "line 3, column 22: pile 2 has 0");
}

#[test]
fn pile_beyond_u64() {
    assert_rejects(BIN, b"1\n1\n18446744073709551616\n", "a pile size");
}

#[test]
fn trailing_tokens() {
    assert_rejects(BIN, b"1\n1\n5\n6\n", "expected end of input, found `6`");
}
