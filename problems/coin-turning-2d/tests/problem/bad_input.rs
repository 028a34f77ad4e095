//! The binary rejects bad input with exit status 2 and one positioned line; loose whitespace
//! is accepted.

use workbench::testing::assert_rejects;

const BIN: &str = env!("CARGO_BIN_EXE_coin-turning-2d");

#[test]
fn truncated_and_malformed_input_is_rejected() {
    assert_rejects(BIN, b"", "the number of games T");
    assert_rejects(BIN, b"1\n2 3\nHHH\n", "found end of input");
    assert_rejects(BIN, b"1\n2 x\nHH\nHH\n", "found `x`");
    assert_rejects(BIN, b"1\n0 3\n", "the rows n");
    assert_rejects(BIN, b"1\n2 0\n", "the columns m");
    assert_rejects(BIN, b"1\n2 3\nHHH\nHH\n", "line 4, column 1: expected a row of 3 coins");
    assert_rejects(BIN, b"1\n1 2\nHHH\n", "found 3 characters");
    assert_rejects(BIN, b"1\n1 1\nH\nH\n", "expected end of input, found `H`");
    assert_rejects(BIN, b"1000000000000000000\n1 1\nH\n", "found end of input");
    assert_rejects(BIN, b"1\n1000000000000000000 1\nH\n", "found end of input");
}

#[test]
fn odd_but_valid_formatting_is_accepted() {
    let run = |input: &[u8]| {
        workbench::process::run_binary(BIN, &[], input, std::time::Duration::from_secs(10))
    };
    let plain = run(b"2\n2 1\nT\nH\n1 3\nHHH\n");
    assert_eq!(plain.code, Some(0), "{}", plain.stderr);
    assert_eq!(plain.stdout, b"-_-\n=_=\n");
    for odd in [
        &b"2\r\n2 1\r\nT\r\nH\r\n1 3\r\nHHH\r\n"[..],
        b"2\t2 1 T\tH 1 3 HHH",
        b"\n2\n2 1\nx\nH\n\n1 3\nHHH",
    ] {
        assert_eq!(run(odd).stdout, plain.stdout, "{:?}", String::from_utf8_lossy(odd));
    }
}
