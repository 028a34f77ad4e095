//! The binary rejects bad input with exit status 2 and one positioned line, and accepts CRLF,
//! tabs, blank lines and a missing final newline.

use workbench::process::run_binary;
use workbench::testing::assert_rejects;

const BIN: &str = env!("CARGO_BIN_EXE_cutting-game");

#[test]
fn truncated_and_malformed_input_is_rejected() {
    assert_rejects(BIN, b"2 2\n3\n", "found end of input");
    assert_rejects(BIN, b"2 2\n3\n4 5\n", "expected the height H on line 2");
    assert_rejects(BIN, b"2 x\n", "found `x`");
    assert_rejects(BIN, b"-1 2\n", "found `-1`");
    assert_rejects(BIN, b"0 5\n", "the width W");
    assert_rejects(BIN, b"5 0\n", "the height H");
    assert_rejects(BIN, b"2 1001\n", "found `1001`");
    assert_rejects(BIN, b"1001 2\n", "found `1001`");
    assert_rejects(BIN, b"3 3\n1 1\n", "line 2, column 3: a 1 × 1 sheet has no cut");
    assert_rejects(BIN, b"18446744073709551616 2\n", "the width W");
}

#[test]
fn odd_but_valid_formatting_is_accepted() {
    let run = |input: &[u8]| run_binary(BIN, &[], input, std::time::Duration::from_secs(10));
    let plain = run(b"2 2\n4 2\n1 5\n");
    assert_eq!(plain.code, Some(0), "{}", plain.stderr);
    assert_eq!(plain.stdout, b"LOSE\nWIN\nWIN\n");
    for odd in [&b"2 2\r\n4 2\r\n1 5\r\n"[..], b"2\t2\n4 \t2\n1 5", b"\n\n  2 2\n\n4 2\n1 5\n\n"] {
        assert_eq!(run(odd).stdout, plain.stdout, "{:?}", String::from_utf8_lossy(odd));
    }
    let empty = run(b"");
    assert_eq!((empty.code, empty.stdout.len()), (Some(0), 0), "{}", empty.stderr);
}
