//! The binary rejects bad input with exit status 2 and one positioned line, and accepts CRLF,
//! tabs and a missing final newline.

use workbench::process::run_binary;
use workbench::testing::assert_rejects;

const BIN: &str = env!("CARGO_BIN_EXE_constrained-nim-2");

#[test]
fn truncated_and_malformed_input_is_rejected() {
    assert_rejects(BIN, b"3 1 2\n2 3\n", "found end of input");
    assert_rejects(BIN, b"", "the number of heaps N");
    assert_rejects(BIN, b"3 1\n", "the most stones a move takes R");
    assert_rejects(BIN, b"2 1 2\n2 x\n", "found `x`");
    assert_rejects(BIN, b"-1 1 2\n", "found `-1`");
    assert_rejects(
        BIN,
        b"1 0 2\n5\n",
        "line 1, column 3: expected the fewest stones a move takes L",
    );
    assert_rejects(
        BIN,
        b"1 3 2\n5\n",
        "line 1, column 5: expected the most stones a move takes R (at least L)",
    );
    assert_rejects(BIN, b"1 1 18446744073709551616\n5\n", "found `18446744073709551616`");
    assert_rejects(BIN, b"1 1 2\n18446744073709551616\n", "a heap size A_i");
    assert_rejects(BIN, b"1 1 2\n4\n9\n", "expected end of input, found `9`");
    // A declared count far beyond what follows: refused at the end of the input, never
    // allocated up front.
    assert_rejects(BIN, b"1000000000000000000 1 2\n2 3\n", "found end of input");
}

#[test]
fn odd_but_valid_formatting_is_accepted() {
    let run = |input: &[u8]| run_binary(BIN, &[], input, std::time::Duration::from_secs(10));
    let plain = run(b"3 1 2\n2 3 3\n");
    assert_eq!(plain.code, Some(0), "{}", plain.stderr);
    assert_eq!(plain.stdout, b"First\n");
    for odd in [&b"3 1 2\r\n2 3 3\r\n"[..], b"3\t1 2\t2\t3 \t3", b"  3\n\n1\n2\n2\n3\n3\n\n"] {
        assert_eq!(run(odd).stdout, plain.stdout, "{:?}", String::from_utf8_lossy(odd));
    }
}
