//! The binary rejects bad input with exit status 2 and one positioned line, and accepts odd
//! but valid formatting.

use std::time::Duration;

use workbench::process::run_binary;
use workbench::testing::assert_rejects;

const BIN: &str = env!("CARGO_BIN_EXE_lasker-nim");

#[test]
fn truncated() {
    assert_rejects(BIN, b"2\n3\n2 2 3\n2\n3", "found end of input");
    assert_rejects(BIN, b"1\n3\n2 2", "found end of input");
    assert_rejects(BIN, b"", "the number of tests");
}

#[test]
fn letter_where_a_number_belongs() {
    assert_rejects(BIN, b"1\n2\n1 x\n", "found `x`");
    assert_rejects(BIN, b"1\nN\n1\n", "found `N`");
}

#[test]
fn negative_sizes_and_counts() {
    assert_rejects(BIN, b"1\n2\n3 -3\n", "found `-3`");
    assert_rejects(BIN, b"1\n-2\n1 2\n", "found `-2`");
    assert_rejects(BIN, b"-1\n", "found `-1`");
}

#[test]
fn huge_declared_count_is_not_trusted() {
    assert_rejects(BIN, b"1\n1000000000000000000\n1 2 3\n", "found end of input");
    assert_rejects(BIN, b"1000000000000000000\n1\n5\n", "found end of input");
}

#[test]
fn heap_beyond_u64() {
    assert_rejects(BIN, b"1\n1\n18446744073709551616\n", "a heap size");
}

#[test]
fn trailing_tokens() {
    assert_rejects(BIN, b"1\n1\n5\n6\n", "expected end of input, found `6`");
}

#[test]
fn odd_but_valid_formatting_is_accepted() {
    let run = |input: &[u8]| run_binary(BIN, &[], input, Duration::from_secs(10));
    let plain = run(b"2\n3\n2 2 3\n2\n3 3\n");
    assert_eq!(plain.code, Some(0), "{}", plain.stderr);
    assert_eq!(plain.stdout, b"Alice\nBob\n");
    for odd in [
        &b"2\r\n3\r\n2 2 3\r\n2\r\n3 3\r\n"[..],
        b"2\t3\t2 2 3 2\n3\t3",
        b"\n 2\n\n3 2 2 3\n\n2 3 3\n\n",
    ] {
        assert_eq!(run(odd).stdout, plain.stdout, "{:?}", String::from_utf8_lossy(odd));
    }
}

#[test]
fn zero_heaps_and_u64_heaps_are_accepted() {
    let run = |input: &[u8]| run_binary(BIN, &[], input, Duration::from_secs(10));
    // A heap of 0 changes nothing; u64::MAX is worth 2^64, which a u64 value would wrap.
    let out = run(b"3\n2\n0 0\n1\n18446744073709551615\n0\n");
    assert_eq!(out.code, Some(0), "{}", out.stderr);
    assert_eq!(out.stdout, b"Bob\nAlice\nBob\n");
}
