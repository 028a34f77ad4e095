//! The binary rejects bad input with exit status 2 and one positioned line; loose whitespace
//! is accepted.

use workbench::testing::assert_rejects;

const BIN: &str = env!("CARGO_BIN_EXE_merge-piles");

#[test]
fn truncated_and_malformed_input_is_rejected() {
    assert_rejects(BIN, b"", "the number of tests T");
    assert_rejects(BIN, b"2\n7 3\n1\n", "found end of input");
    assert_rejects(BIN, b"1\n7 x\n", "found `x`");
    assert_rejects(BIN, b"1\n-7 3\n", "the number of piles n");
    assert_rejects(BIN, b"1\n7 18446744073709551616\n", "the cap m");
    assert_rejects(BIN, b"1\n7 3\n4\n", "expected end of input, found `4`");
    assert_rejects(BIN, b"1000000000000000000\n7 3\n", "found end of input");
}

#[test]
fn odd_but_valid_formatting_is_accepted() {
    let run = |input: &[u8]| {
        workbench::process::run_binary(BIN, &[], input, std::time::Duration::from_secs(10))
    };
    let plain = run(b"2\n7 3\n2 2\n");
    assert_eq!(plain.code, Some(0), "{}", plain.stderr);
    assert_eq!(plain.stdout, b"1\n0\n");
    for odd in [&b"2\r\n7 3\r\n2 2\r\n"[..], b"2\t7\t3 2 2", b"\n 2\n7\n3\n\n2 2"] {
        assert_eq!(run(odd).stdout, plain.stdout, "{:?}", String::from_utf8_lossy(odd));
    }
}
