//! The binary rejects bad input with exit status 2 and one positioned line, and accepts CRLF,
//! tabs, a missing final newline, and what the mathematics handles beyond the judge's promise.

use workbench::process::run_binary;
use workbench::testing::assert_rejects;

const BIN: &str = env!("CARGO_BIN_EXE_constrained-nim");

fn run(input: &[u8]) -> workbench::process::ProcessRun {
    run_binary(BIN, &[], input, std::time::Duration::from_secs(10))
}

#[test]
fn truncated_and_malformed_input_is_rejected() {
    assert_rejects(BIN, b"", "the number of heaps N");
    assert_rejects(BIN, b"2\n", "the number of forbidden moves M");
    assert_rejects(BIN, b"2 1\n5\n", "found end of input");
    assert_rejects(BIN, b"1 2\n5\n3 1\n4\n", "found end of input");
    assert_rejects(BIN, b"1 1\nx\n1 1\n", "found `x`");
    assert_rejects(BIN, b"1 1\n5\n3 y\n", "found `y`");
    assert_rejects(BIN, b"-1 1\n", "found `-1`");
    assert_rejects(BIN, b"1 0\n18446744073709551616\n", "found `18446744073709551616`");
    assert_rejects(BIN, b"1 1\n4\n18446744073709551616 1\n", "X_j");
    assert_rejects(BIN, b"1 1\n4\n3 1\n7\n", "expected end of input, found `7`");
    // A declared count far beyond what follows: refused at the end of the input, never
    // allocated up front.
    assert_rejects(BIN, b"1 1000000000000000000\n5\n3 1\n", "found end of input");
    assert_rejects(BIN, b"1000000000000000000 0\n5\n", "found end of input");
}

/// A take of 0 or above its heap is not a move, and a heap of 0 has no take: refused at the
/// token, with the range the take had to lie in.
#[test]
fn forbidden_moves_that_are_not_moves_are_rejected() {
    assert_rejects(BIN, b"1 1\n5\n3 4\n", "line 3, column 3: expected a forbidden move's take");
    assert_rejects(BIN, b"1 1\n5\n3 4\n", "(an integer from 1 to 3), found `4`");
    assert_rejects(BIN, b"1 1\n5\n3 0\n", "found `0`");
    assert_rejects(BIN, b"1 1\n5\n0 0\n", "line 3, column 1: expected a forbidden move's heap");
}

#[test]
fn odd_but_valid_formatting_is_accepted() {
    let plain = run(b"3 4\n1 2 4\n2 1\n3 3\n3 1\n1 1\n");
    assert_eq!(plain.code, Some(0), "{}", plain.stderr);
    assert_eq!(plain.stdout, b"Takahashi\n");
    for odd in [
        &b"3 4\r\n1 2 4\r\n2 1\r\n3 3\r\n3 1\r\n1 1\r\n"[..],
        b"3\t4\t1 2\t4 2 1 3 3 3 1 1 1",
        b"  3 4\n\n1\n2\n4\n2 1 3 3\n3 1 1 1\n\n",
    ] {
        assert_eq!(run(odd).stdout, plain.stdout, "{:?}", String::from_utf8_lossy(odd));
    }
}

/// Beyond the judge's promise, what the game still defines: the same pair twice (one rule),
/// empty heaps, no heap, heaps and exceptions at 2^64 − 1.
#[test]
fn inputs_beyond_the_promise_that_the_game_defines_are_answered() {
    for (input, expected) in [
        (&b"1 3\n2\n2 1\n2 1\n2 2\n"[..], &b"Aoki\n"[..]),
        (b"1 2\n2\n2 1\n2 1\n", b"Takahashi\n"),
        (b"2 1\n0 1\n1 1\n", b"Aoki\n"),
        (b"0 0\n", b"Aoki\n"),
        (b"1 1\n18446744073709551615\n18446744073709551615 18446744073709551615\n", b"Aoki\n"),
    ] {
        let out = run(input);
        assert_eq!(out.code, Some(0), "{}", out.stderr);
        assert_eq!(out.stdout, expected, "{:?}", String::from_utf8_lossy(input));
    }
}
