//! The binary rejects bad input with exit status 2 and one positioned line, and accepts CRLF,
//! tabs, a missing final newline and a missing final `0`.

use workbench::process::run_binary;
use workbench::testing::assert_rejects;

const BIN: &str = env!("CARGO_BIN_EXE_fibonacci-nim");

#[test]
fn malformed_input_is_rejected() {
    assert_rejects(BIN, b"2\nx\n0\n", "line 2, column 1: expected a heap size n");
    assert_rejects(BIN, b"13\n-1\n0\n", "found `-1`");
    assert_rejects(BIN, b"18446744073709551616\n0\n", "found `18446744073709551616`");
    assert_rejects(BIN, b"2\n3.5\n0\n", "found `3.5`");
    // Nothing may follow the final 0.
    assert_rejects(BIN, b"2\n0\n13\n", "expected end of input, found `13`");
    // The format is read until its 0 or the end of the input: no count can promise more, so
    // there is no "found end of input" case.
}

#[test]
fn odd_but_valid_formatting_is_accepted() {
    let run = |input: &[u8]| run_binary(BIN, &[], input, std::time::Duration::from_secs(10));
    let plain = run(b"2\n13\n10000\n0\n");
    assert_eq!(plain.code, Some(0), "{}", plain.stderr);
    assert_eq!(plain.stdout, b"Second win\nSecond win\nFirst win\n");
    for odd in [
        &b"2\r\n13\r\n10000\r\n0\r\n"[..],
        b"2\t13 \t10000\t0",
        b"  2\n\n13\n10000\n",
        b"2 13 10000",
    ] {
        let out = run(odd);
        assert_eq!(out.code, Some(0), "{}", out.stderr);
        assert_eq!(out.stdout, plain.stdout, "{:?}", String::from_utf8_lossy(odd));
    }
    let empty = run(b"");
    assert_eq!((empty.code, empty.stdout.len()), (Some(0), 0));
}
