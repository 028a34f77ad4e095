//! The binary rejects bad input with exit status 2 and one positioned line.

use workbench::testing::assert_rejects;

const BIN: &str = env!("CARGO_BIN_EXE_mock-turtles");

#[test]
fn fewer_positions_than_n() {
    assert_rejects(BIN, b"3\n1 2\n", "expected a head position (an integer from 0");
    assert_rejects(BIN, b"1\n", "found end of input");
}

#[test]
fn huge_declared_count_is_not_trusted() {
    assert_rejects(BIN, b"1000000000000000000\n1 2 3\n", "found end of input");
}

#[test]
fn negative_values() {
    assert_rejects(BIN, b"2\n1 -2\n", "found `-2`");
    assert_rejects(BIN, b"-1\n", "found `-1`");
}

#[test]
fn values_beyond_u64_and_letters() {
    assert_rejects(BIN, b"1\n18446744073709551616\n", "a head position");
    assert_rejects(BIN, b"1\n5\nx\n", "the number of heads n");
    assert_rejects(BIN, b"2\n1 2.5\n", "found `2.5`");
}
