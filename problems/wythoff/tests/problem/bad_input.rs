//! The binary rejects bad input with exit status 2 and one positioned line.

use workbench::testing::assert_rejects;

const BIN: &str = env!("CARGO_BIN_EXE_wythoff");

#[test]
fn odd_number_of_integers() {
    assert_rejects(BIN, b"2 1\n8\n", "expected pile b (an integer from 0");
    assert_rejects(BIN, b"2 1\n8\n4 7\n", "expected pile b on line 2");
    assert_rejects(BIN, b"2 1 8\n4\n", "expected pile b on line 1");
}

#[test]
fn negative_pile() {
    assert_rejects(BIN, b"2 -1\n", "found `-1`");
    assert_rejects(BIN, b"-3 4\n", "found `-3`");
}

#[test]
fn pile_beyond_u64() {
    assert_rejects(BIN, b"1 18446744073709551616\n", "found `18446744073709551616`");
    assert_rejects(
        BIN,
        b"18446744073709551615 18446744073709551615\n1 99999999999999999999\n",
        "line 2, column 3",
    );
}

#[test]
fn not_a_number() {
    assert_rejects(BIN, b"4 7\n1 x\n", "found `x`");
    assert_rejects(BIN, b"4 7.0\n", "found `7.0`");
}
