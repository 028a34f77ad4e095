//! The binary rejects bad input with exit status 2 and one positioned line.

use workbench::testing::assert_rejects;

const BIN: &str = env!("CARGO_BIN_EXE_moving-coins");

#[test]
fn truncated() {
    assert_rejects(BIN, b"10", "found end of input");
    assert_rejects(BIN, b"", "the strip length n");
}

#[test]
fn letter_where_a_number_belongs() {
    assert_rejects(BIN, b"10 x\n", "found `x`");
}

#[test]
fn negative_count() {
    assert_rejects(BIN, b"-10 3\n", "found `-10`");
    assert_rejects(BIN, b"10 -3\n", "found `-3`");
}

#[test]
fn huge_strip_is_refused_before_allocating() {
    assert_rejects(BIN, b"1000000000000000000 50\n", "found `1000000000000000000`");
}

#[test]
fn more_coins_than_cells() {
    assert_rejects(BIN, b"10 11\n", "the number of coins m (at most n)");
}

#[test]
fn too_much_work_is_refused() {
    assert_rejects(BIN, b"10000000 5000000\n", "both too large");
}

#[test]
fn trailing_tokens() {
    assert_rejects(BIN, b"10 3 4\n", "expected end of input, found `4`");
}
