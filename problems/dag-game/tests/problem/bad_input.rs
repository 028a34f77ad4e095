//! The binary rejects bad input with exit status 2 and one positioned line.

use workbench::testing::assert_rejects;

const BIN: &str = env!("CARGO_BIN_EXE_dag-game");

#[test]
fn truncated() {
    assert_rejects(BIN, b"3\n1 1\n1 2\n", "found end of input");
    assert_rejects(BIN, b"2\n1 1\n0\n1 0\n", "found end of input");
}

#[test]
fn letter_where_a_number_belongs() {
    assert_rejects(BIN, b"2\n1 b\n0\n0\n", "found `b`");
}

#[test]
fn negative_count() {
    assert_rejects(BIN, b"2\n-1\n0\n0\n", "found `-1`");
}

#[test]
fn huge_declared_counts_are_not_trusted() {
    assert_rejects(BIN, b"1000000000000000000\n0\n0\n", "N");
    assert_rejects(BIN, b"2\n1000000000000000000 1\n0\n0\n", "found end of input");
    assert_rejects(BIN, b"4000000000\n0\n", "found end of input");
}

#[test]
fn successor_out_of_range() {
    assert_rejects(
        BIN,
        b"2\n1 2\n0\n1 0\n0\n",
        "line 2, column 3: expected a successor position (an integer from 0 to 1), found `2`",
    );
}

#[test]
fn cycle_is_named() {
    assert_rejects(
        BIN,
        b"3\n1 1\n1 2\n1 1\n1 0\n0\n",
        "line 1, column 1: in the test starting here, the graph has a cycle: 1 -> 2 -> 1; with \
         cycles, see loopy-dag-game",
    );
    assert_rejects(BIN, b"1\n1 0\n1 0\n0\n", "cycle: 0 -> 0");
}

#[test]
fn chessman_off_the_board() {
    assert_rejects(BIN, b"2\n1 1\n0\n1 5\n0\n", "a chessman's position");
}
