//! The binary rejects bad input with exit status 2 and one positioned line; loose whitespace
//! is accepted.

use workbench::testing::assert_rejects;

const BIN: &str = env!("CARGO_BIN_EXE_anti-nim-p4279");

#[test]
fn truncated() {
    assert_rejects(BIN, b"2\n3\n3 5 1\n1\n", "found end of input");
    assert_rejects(BIN, b"1\n3\n3 5", "found end of input");
    assert_rejects(BIN, b"", "the number of tests T");
}

#[test]
fn non_numeric_and_out_of_range() {
    assert_rejects(BIN, b"1\n2\n1 x\n", "found `x`");
    assert_rejects(BIN, b"1\n-2\n1 2\n", "the number of piles N");
    assert_rejects(BIN, b"1\n2\n1 -2\n", "a pile size");
    assert_rejects(BIN, b"1\n1\n18446744073709551616\n", "a pile size");
}

#[test]
fn a_huge_declared_count_is_not_trusted() {
    assert_rejects(BIN, b"1\n1000000000000000000\n1 2 3\n", "found end of input");
    assert_rejects(BIN, b"1000000000000000000\n1\n1\n", "found end of input");
}

#[test]
fn trailing_tokens() {
    assert_rejects(BIN, b"1\n1\n5\n6\n", "expected end of input, found `6`");
}

#[test]
fn loose_whitespace_is_accepted() {
    let run = |input: &[u8]| {
        workbench::process::run_binary(BIN, &[], input, std::time::Duration::from_secs(10))
    };
    let plain = run(b"2\n3\n3 5 1\n1\n1\n");
    assert_eq!(plain.code, Some(0), "{}", plain.stderr);
    assert_eq!(plain.stdout, b"John\nBrother\n");
    for odd in [&b"2\r\n3\r\n3 5 1\r\n1\r\n1\r\n"[..], b"2\t3\n3\t5 1 1\n1", b"\n 2 3 3 5\n1 1 1"] {
        assert_eq!(run(odd).stdout, plain.stdout, "{:?}", String::from_utf8_lossy(odd));
    }
}
