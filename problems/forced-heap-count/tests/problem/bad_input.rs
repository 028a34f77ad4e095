//! The binary rejects bad input with exit status 2 and one positioned line.

use workbench::testing::assert_rejects;

const BIN: &str = env!("CARGO_BIN_EXE_forced-heap-count");

#[test]
fn truncated_and_malformed_input_is_rejected() {
    assert_rejects(BIN, b"3\n2 4", "found end of input");
    assert_rejects(BIN, b"", "the number of piles N");
    assert_rejects(BIN, b"3\n2 x 5\n", "found `x`");
    assert_rejects(BIN, b"-3\n2 4 5\n", "found `-3`");
    assert_rejects(BIN, b"3\n2 4 5 6\n", "expected end of input, found `6`");
}

#[test]
fn beyond_the_bounds_is_rejected() {
    assert_rejects(BIN, b"501\n1\n", "the number of piles N (an integer from 0 to 500)");
    assert_rejects(
        BIN,
        b"2\n1 1024\n",
        "line 2, column 3: expected a pile size (an integer from 0 to 1023)",
    );
    assert_rejects(BIN, b"1\n18446744073709551616\n", "found `18446744073709551616`");
}

#[test]
fn odd_but_valid_formatting_is_accepted() {
    let run = |input: &[u8]| {
        workbench::process::run_binary(BIN, &[], input, std::time::Duration::from_secs(10))
    };
    let plain = run(b"3\n2 4 5\n");
    assert_eq!(plain.code, Some(0), "{}", plain.stderr);
    assert_eq!(plain.stdout, b"5\n");
    for odd in [&b"3\r\n2 4 5\r\n"[..], b"3\t2 \t4\n5", b"  3\n\n2\n4\n5\n\n", b"3\n2 4 5"] {
        assert_eq!(run(odd).stdout, plain.stdout, "{:?}", String::from_utf8_lossy(odd));
    }
    assert_eq!(run(b"0\n").stdout, b"0\n", "no pile: no choice");
}
