//! The binary rejects bad input with exit status 2 and one positioned line.

use workbench::testing::assert_rejects;

const BIN: &str = env!("CARGO_BIN_EXE_georgia-and-bob");

#[test]
fn truncated() {
    assert_rejects(BIN, b"2\n3\n1 2 3\n8\n1 5 6", "found end of input");
    assert_rejects(BIN, b"1\n", "the number of chessmen");
    assert_rejects(BIN, b"", "the number of tests");
}

#[test]
fn letter_where_a_number_belongs() {
    assert_rejects(BIN, b"1\n3\n1 q 3\n", "found `q`");
}

#[test]
fn negative_count() {
    assert_rejects(BIN, b"1\n-3\n1 2 3\n", "found `-3`");
}

#[test]
fn huge_declared_count_is_not_trusted() {
    assert_rejects(BIN, b"1\n1000000000000000000\n1 2 3\n", "found end of input");
}

#[test]
fn cell_below_one() {
    assert_rejects(BIN, b"1\n3\n4 0 2\n", "line 3, column 3: expected a chessman's cell");
    assert_rejects(BIN, b"1\n2\n4 -2\n", "found `-2`");
}

#[test]
fn two_chessmen_on_one_cell() {
    // Refused at the test's N, naming the cell (the chessmen's own positions are not kept).
    assert_rejects(
        BIN,
        b"2\n2\n1 2\n4\n9 5\n7 5\n",
        "line 4, column 1: this test has two chessmen on cell 5: cells must be distinct",
    );
    // 10^6 chessmen all on cell 1: one line, whatever the size.
    let mut text = b"1\n1000000\n".to_vec();
    text.extend(b"1 ".repeat(1_000_000));
    assert_rejects(BIN, &text, "line 2, column 1: this test has two chessmen on cell 1");
}

#[test]
fn cell_beyond_u64() {
    assert_rejects(BIN, b"1\n1\n18446744073709551616\n", "a chessman's cell");
}

#[test]
fn trailing_tokens() {
    assert_rejects(BIN, b"1\n1\n5\n6\n", "expected end of input, found `6`");
}
