//! The binary rejects bad input with exit status 2 and one positioned line.

use workbench::testing::assert_rejects;

const BIN: &str = env!("CARGO_BIN_EXE_board-parity");

#[test]
fn truncated_and_malformed_input_is_rejected() {
    // No closing 0.
    assert_rejects(BIN, b"2\n3\n", "found end of input");
    assert_rejects(BIN, b"", "the board size n");
    assert_rejects(BIN, b"2\nx\n0\n", "found `x`");
    assert_rejects(BIN, b"-1\n0\n", "found `-1`");
    assert_rejects(BIN, b"18446744073709551616\n0\n", "found `18446744073709551616`");
}

#[test]
fn nothing_may_follow_the_closing_zero() {
    assert_rejects(BIN, b"2\n0\n3\n", "expected end of input, found `3`");
}

#[test]
fn odd_but_valid_formatting_is_accepted() {
    let run = |input: &[u8]| {
        workbench::process::run_binary(BIN, &[], input, std::time::Duration::from_secs(10))
    };
    let plain = run(b"2\n3\n18446744073709551615\n0\n");
    assert_eq!(plain.code, Some(0), "{}", plain.stderr);
    assert_eq!(plain.stdout, b"Alice\nBob\nBob\n");
    for odd in [
        &b"2\r\n3\r\n18446744073709551615\r\n0\r\n"[..],
        b"2\t3 18446744073709551615\t0",
        b"  2\n\n3\n18446744073709551615\n0\n\n",
    ] {
        assert_eq!(run(odd).stdout, plain.stdout, "{:?}", String::from_utf8_lossy(odd));
    }
}
