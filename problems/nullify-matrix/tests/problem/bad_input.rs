//! The binary rejects bad input with exit status 2 and one positioned line; loose whitespace
//! is accepted.

use workbench::testing::assert_rejects;

const BIN: &str = env!("CARGO_BIN_EXE_nullify-matrix");

#[test]
fn truncated_and_malformed_input_is_rejected() {
    assert_rejects(BIN, b"", "the number of tests t");
    assert_rejects(BIN, b"1\n2 2\n1 0\n0\n", "found end of input");
    assert_rejects(BIN, b"1\n1 2\n1 x\n", "found `x`");
    assert_rejects(BIN, b"1\n0 2\n", "the rows n");
    assert_rejects(BIN, b"1\n2 0\n", "the columns m");
    assert_rejects(BIN, b"1\n1 1\n-1\n", "a value");
    assert_rejects(BIN, b"1\n1 1\n18446744073709551616\n", "a value");
    assert_rejects(BIN, b"1\n1 1\n0\n5\n", "expected end of input, found `5`");
    assert_rejects(BIN, b"1000000000000000000\n1 1\n0\n", "found end of input");
    assert_rejects(BIN, b"1\n4294967296 4294967296\n0\n", "found end of input");
}

#[test]
fn odd_but_valid_formatting_is_accepted() {
    let run = |input: &[u8]| {
        workbench::process::run_binary(BIN, &[], input, std::time::Duration::from_secs(10))
    };
    let plain = run(b"2\n2 2\n1 0\n0 1\n1 1\n0\n");
    assert_eq!(plain.code, Some(0), "{}", plain.stderr);
    assert_eq!(plain.stdout, b"Ashish\nJeel\n");
    for odd in [
        &b"2\r\n2 2\r\n1 0\r\n0 1\r\n1 1\r\n0\r\n"[..],
        b"2\t2 2 1 0 0 1\t1 1 0",
        b"\n2\n\n2 2\n1 0\n0 1\n1 1\n0",
    ] {
        assert_eq!(run(odd).stdout, plain.stdout, "{:?}", String::from_utf8_lossy(odd));
    }
}
