//! The binary rejects bad input with exit status 2 and one positioned line.

use workbench::testing::assert_rejects;

const BIN: &str = env!("CARGO_BIN_EXE_ordinal-machines");

#[test]
fn truncated() {
    assert_rejects(BIN, b"2\n1 2 3\n4 5", "found end of input");
    assert_rejects(BIN, b"", "the number of machines");
}

#[test]
fn letter_where_a_number_belongs() {
    assert_rejects(BIN, b"1\n1 x 3\n", "found `x`");
    assert_rejects(BIN, "1\n1 2 ω\n".as_bytes(), "expected c");
}

#[test]
fn negative_numbers() {
    assert_rejects(BIN, b"-2\n1 2 3\n", "found `-2`");
    assert_rejects(BIN, b"1\n-1 0 0\n", "found `-1`");
}

#[test]
fn huge_declared_count_is_not_trusted() {
    assert_rejects(BIN, b"1000000000000000000\n1 2 3\n", "found end of input");
}

#[test]
fn number_beyond_u64() {
    assert_rejects(BIN, b"1\n0 0 18446744073709551616\n", "expected c");
}

#[test]
fn trailing_tokens() {
    assert_rejects(BIN, b"1\n1 2 3\n4\n", "expected end of input, found `4`");
}

#[test]
fn the_one_state_whose_value_does_not_fit() {
    // a + 1 = 2^64 at an even level c ≥ 2: refused at the machine's a.
    assert_rejects(BIN, b"2\n0 0 0\n18446744073709551615 7 4\n", "does not fit in 64 bits");
    let err =
        judge::run(ordinal_machines::solve, &mut &b"2\n0 0 0\n18446744073709551615 7 4\n"[..])
            .unwrap_err();
    assert_eq!((err.line, err.column), (3, 1), "{err}");
    assert!(err.message.contains("ω·2+2^64"), "{err}");
    // The same a at an odd level, or with a smaller a, is fine.
    let ok =
        judge::run(ordinal_machines::solve, &mut &b"1\n18446744073709551615 7 5\n"[..]).unwrap();
    assert_eq!(ok, b"first\n");
}
