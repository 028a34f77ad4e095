//! The binary rejects bad input with exit status 2 and one positioned line; loose whitespace
//! is accepted.

use workbench::testing::assert_rejects;

const BIN: &str = env!("CARGO_BIN_EXE_arbitrary-nim");

#[test]
fn truncated_and_malformed_input_is_rejected() {
    assert_rejects(BIN, b"", "the number of piles N");
    assert_rejects(BIN, b"3\n1 2\n", "found end of input");
    assert_rejects(BIN, b"3\n1 x 3\n", "found `x`");
    assert_rejects(BIN, b"-3\n1 2 3\n", "the number of piles N");
    assert_rejects(BIN, b"2\n1 -2\n", "a pile size A_i");
    assert_rejects(BIN, b"1\n18446744073709551616\n", "a pile size A_i");
    assert_rejects(BIN, b"2\n1 1\n1\n", "expected end of input, found `1`");
    // A declared count far beyond what follows: refused at the end, never allocated up front.
    assert_rejects(BIN, b"1000000000000000000\n1 2\n", "found end of input");
}

#[test]
fn odd_but_valid_formatting_is_accepted() {
    let run = |input: &[u8]| {
        workbench::process::run_binary(BIN, &[], input, std::time::Duration::from_secs(10))
    };
    let plain = run(b"3\n1 2 3\n");
    assert_eq!(plain.code, Some(0), "{}", plain.stderr);
    assert_eq!(plain.stdout, b"2\n");
    for odd in [&b"3\r\n1 2 3\r\n"[..], b"3\t1\t2 3", b"\n  3\n1\n2\n3\n\n"] {
        assert_eq!(run(odd).stdout, plain.stdout, "{:?}", String::from_utf8_lossy(odd));
    }
}
