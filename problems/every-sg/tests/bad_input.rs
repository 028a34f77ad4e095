//! The binary rejects bad input with exit status 2 and one positioned line, and accepts odd
//! but valid formatting.

use workbench::process::run_binary;
use workbench::testing::assert_rejects;

const BIN: &str = env!("CARGO_BIN_EXE_every-sg");

#[test]
fn truncated_and_malformed_input_is_rejected() {
    // An odd number of pile values for N: the last pair is cut short.
    assert_rejects(BIN, b"2\n1 2\n3\n", "expected a pile size");
    assert_rejects(BIN, b"2\n1 2\n3\n", "found end of input");
    // A test cut short after a full one.
    assert_rejects(BIN, b"1\n3 2\n2\n1 1\n", "found end of input");
    assert_rejects(BIN, b"1\n3 x\n", "found `x`");
    assert_rejects(BIN, b"1\n-3 2\n", "found `-3`");
    assert_rejects(BIN, b"1\n3 -2\n", "found `-2`");
    assert_rejects(BIN, b"-1\n", "found `-1`");
    assert_rejects(BIN, b"1\n1 18446744073709551616\n", "found `18446744073709551616`");
    assert_rejects(BIN, b"1.5\n1 1\n", "found `1.5`");
    // A declared count far beyond what follows: refused at the end of the input, never
    // allocated up front; one beyond half of usize cannot even be doubled.
    assert_rejects(BIN, b"1000000000000000000\n1 1\n", "found end of input");
    assert_rejects(BIN, b"18446744073709551615\n1 1\n", "the number of subgames N");
}

#[test]
fn odd_but_valid_formatting_is_accepted() {
    let run = |input: &[u8]| run_binary(BIN, &[], input, std::time::Duration::from_secs(10));
    let plain = run(b"3\n1 1\n1 1\n1 1\n1\n3 2\n");
    assert_eq!(plain.code, Some(0), "{}", plain.stderr);
    assert_eq!(plain.stdout, b"MM\nGG\n");
    for odd in [
        &b"3\r\n1 1\r\n1 1\r\n1 1\r\n1\r\n3 2\r\n"[..],
        b"3\t1 1 1\n1 1 1\n1 3 2",
        b"\n\n  3 1 1 1 1 1 1 1 3 2\n\n",
        b"3\n01 1\n1 001\n1 1\n1\n+3 2\n",
    ] {
        assert_eq!(run(odd).stdout, plain.stdout, "{:?}", String::from_utf8_lossy(odd));
    }
    // No subgame: MM cannot move. No test: no output.
    assert_eq!(run(b"0\n").stdout, b"GG\n");
    assert_eq!(run(b"").stdout, b"");
    assert_eq!(run(b" \n\n").stdout, b"");
}
