//! The binary rejects bad input with exit status 2 and one positioned line, and accepts CRLF,
//! tabs and a missing final newline.

use workbench::process::run_binary;
use workbench::testing::assert_rejects;

const BIN: &str = env!("CARGO_BIN_EXE_split-game");

#[test]
fn truncated_and_malformed_input_is_rejected() {
    assert_rejects(BIN, b"", "the number of tests t");
    assert_rejects(BIN, b"2\n3\n1 0 1\n", "the number of bottles n");
    assert_rejects(BIN, b"1\n3\n1 0\n", "found end of input");
    assert_rejects(BIN, b"1\n3\n1 x 1\n", "found `x`");
    assert_rejects(BIN, b"1\n3\n1 -1 1\n", "found `-1`");
    assert_rejects(BIN, b"1\n0\n", "the number of bottles n");
    assert_rejects(BIN, b"1\n10001\n", "found `10001`");
    assert_rejects(BIN, b"1\n2\n1 18446744073709551616\n", "a bean count p_i");
    assert_rejects(BIN, b"1\n2\n1 1\n7\n", "expected end of input, found `7`");
    // Declared counts far beyond what follows: refused at the end of the input, never
    // allocated up front.
    assert_rejects(BIN, b"1000000000000000000\n2\n1 1\n", "found end of input");
    assert_rejects(BIN, b"1\n10000\n1 1\n", "found end of input");
}

#[test]
fn odd_but_valid_formatting_is_accepted() {
    let run = |input: &[u8]| run_binary(BIN, &[], input, std::time::Duration::from_secs(10));
    let plain = run(b"2\n4\n1 0 1 5000\n3\n0 0 1\n");
    assert_eq!(plain.code, Some(0), "{}", plain.stderr);
    assert_eq!(plain.stdout, b"0 2 3\n1\n-1 -1 -1\n0\n");
    for odd in [
        &b"2\r\n4\r\n1 0 1 5000\r\n3\r\n0 0 1\r\n"[..],
        b"2\t4\t1 0 1 5000 3\t0 0 1",
        b"\n2\n\n4\n1\n0\n1\n5000\n3 0 0 1\n\n",
    ] {
        assert_eq!(run(odd).stdout, plain.stdout, "{:?}", String::from_utf8_lossy(odd));
    }
}
