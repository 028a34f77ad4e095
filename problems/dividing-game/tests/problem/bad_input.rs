//! The binary rejects bad input with exit status 2 and one positioned line, and accepts CRLF,
//! tabs and a missing final newline.

use workbench::process::run_binary;
use workbench::testing::assert_rejects;

const BIN: &str = env!("CARGO_BIN_EXE_dividing-game");

#[test]
fn truncated_and_malformed_input_is_rejected() {
    assert_rejects(BIN, b"3\n2 3\n", "found end of input");
    assert_rejects(BIN, b"", "the number of integers N");
    assert_rejects(BIN, b"2\n2 x\n", "found `x`");
    assert_rejects(BIN, b"-1\n", "found `-1`");
    assert_rejects(BIN, b"1\n18446744073709551616\n", "a number A_i");
    assert_rejects(BIN, b"2\n0 5\n", "found `0`");
    assert_rejects(BIN, b"1\n4\n9\n", "expected end of input, found `9`");
    // A declared count far beyond what follows: refused at the end of the input, never
    // allocated up front.
    assert_rejects(BIN, b"1000000000000000000\n2 3\n", "found end of input");
}

#[test]
fn odd_but_valid_formatting_is_accepted() {
    let run = |input: &[u8]| run_binary(BIN, &[], input, std::time::Duration::from_secs(10));
    let plain = run(b"3\n2 3 4\n");
    assert_eq!(plain.code, Some(0), "{}", plain.stderr);
    assert_eq!(plain.stdout, b"Anna\n");
    for odd in [&b"3\r\n2 3 4\r\n"[..], b"3\t2\t3 \t4", b"  3\n\n2\n3\n4\n\n"] {
        assert_eq!(run(odd).stdout, plain.stdout, "{:?}", String::from_utf8_lossy(odd));
    }
}
