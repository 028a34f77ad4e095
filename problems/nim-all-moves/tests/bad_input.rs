//! The binary rejects bad input with exit status 2 and one positioned line, and accepts odd but
//! valid formatting.

use workbench::process::run_binary;
use workbench::testing::assert_rejects;

const BIN: &str = env!("CARGO_BIN_EXE_nim-all-moves");

#[test]
fn truncated_and_malformed_input_is_rejected() {
    assert_rejects(BIN, b"3\n7 11\n", "found end of input");
    assert_rejects(BIN, b"2\n1 x\n0\n", "found `x`");
    assert_rejects(BIN, b"-1\n", "found `-1`");
    assert_rejects(BIN, b"1\n18446744073709551616\n0\n", "a heap size");
    assert_rejects(BIN, b"1000000000000000000\n1\n0\n", "found end of input");
    assert_rejects(BIN, b"1\n5\n0\n7\n", "expected end of input, found `7`");
}

#[test]
fn odd_but_valid_formatting_is_accepted() {
    let run = |input: &[u8]| run_binary(BIN, &[], input, std::time::Duration::from_secs(10));
    let plain = run(b"3\n7 11 13\n2\n5 5\n0\n");
    let expected = b"Yes\n7 6\n11 10\n13 12\nNo\n";
    assert_eq!((plain.code, &plain.stdout[..]), (Some(0), &expected[..]), "{}", plain.stderr);
    for odd in
        [&b"3\r\n7 11 13\r\n2\r\n5 5\r\n0\r\n"[..], b"3\t7\t11 13 2 5\t5 0", b"3 7 11 13\n2 5 5\n"]
    {
        assert_eq!(run(odd).stdout, plain.stdout, "{:?}", String::from_utf8_lossy(odd));
    }
}
