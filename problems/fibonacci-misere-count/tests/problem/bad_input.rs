//! The binary rejects bad input with exit status 2 and one positioned line.

use workbench::testing::assert_rejects;

const BIN: &str = env!("CARGO_BIN_EXE_fibonacci-misere-count");

#[test]
fn truncated_and_malformed_input_is_rejected() {
    assert_rejects(BIN, b"", "the number of tests T");
    assert_rejects(BIN, b"2\n1 5\n", "found end of input");
    assert_rejects(BIN, b"1\n1\n", "found end of input");
    assert_rejects(BIN, b"1\n1 x\n", "found `x`");
    assert_rejects(BIN, b"1\n-1 5\n", "found `-1`");
    assert_rejects(BIN, b"1\n1 18446744073709551616\n", "found `18446744073709551616`");
    assert_rejects(BIN, b"1\n1 5\n7\n", "expected end of input, found `7`");
    // A declared count far beyond what follows: refused at the end of the input, never
    // allocated up front.
    assert_rejects(BIN, b"1000000000000000000\n1 5\n", "found end of input");
}

/// A cap of 0 leaves the first player no move, which the game does not define.
#[test]
fn a_cap_of_zero_is_refused() {
    assert_rejects(BIN, b"1\n0 5\n", "the first take's cap k");
}

#[test]
fn odd_but_valid_formatting_is_accepted() {
    let run = |input: &[u8]| {
        workbench::process::run_binary(BIN, &[], input, std::time::Duration::from_secs(10))
    };
    let plain = run(b"3\n1 5\n2 5\n1 10\n");
    assert_eq!(plain.code, Some(0), "{}", plain.stderr);
    assert_eq!(plain.stdout, b"2\n3\n4\n");
    for odd in [&b"3\r\n1 5\r\n2 5\r\n1 10\r\n"[..], b"3\t1\t5 2 5\n\n1 10", b"  3 1 5 2 5 1 10"] {
        assert_eq!(run(odd).stdout, plain.stdout, "{:?}", String::from_utf8_lossy(odd));
    }
    let edges = run(b"2\n18446744073709551615 18446744073709551615\n5 0\n");
    assert_eq!(edges.code, Some(0), "{}", edges.stderr);
    assert_eq!(edges.stdout, b"18446744073709551614\n0\n");
}
