//! The binary rejects bad input with exit status 2 and one positioned line, and accepts odd
//! but valid formatting.

use sg_core::nimber::product_by_recursion;
use workbench::testing::{assert_rejects, run_binary};

const BIN: &str = env!("CARGO_BIN_EXE_nim-product");

#[test]
fn truncated_input() {
    assert_rejects(BIN, b"", "the number of queries T");
    assert_rejects(BIN, b"2\n1 2\n3\n", "found end of input");
    assert_rejects(BIN, b"1\n5\n", "found end of input");
}

#[test]
fn malformed_values() {
    assert_rejects(BIN, b"1\n5 x\n", "found `x`");
    assert_rejects(BIN, b"1\n-1 2\n", "found `-1`");
    assert_rejects(BIN, b"-1\n", "found `-1`");
    assert_rejects(BIN, b"1\n18446744073709551616 1\n", "found `18446744073709551616`");
    assert_rejects(BIN, b"1\n3 99999999999999999999999\n", "a factor B");
}

#[test]
fn huge_declared_count_is_not_trusted() {
    assert_rejects(BIN, b"1000000000000000000\n1 2\n", "found end of input");
    assert_rejects(BIN, b"18446744073709551615\n1 2\n", "found end of input");
}

#[test]
fn trailing_tokens() {
    assert_rejects(BIN, b"1\n2 3\n4\n", "expected end of input, found `4`");
}

#[test]
fn odd_but_valid_formatting_is_accepted() {
    let run = |input: &[u8]| run_binary(BIN, &[], input, std::time::Duration::from_secs(10));
    let plain = run(b"2\n2 2\n18446744073709551615 3\n");
    assert_eq!(plain.code, Some(0), "{}", plain.stderr);
    let expected =
        format!("{}\n{}\n", product_by_recursion(2, 2), product_by_recursion(u64::MAX, 3));
    assert_eq!(plain.stdout, expected.into_bytes());
    for odd in [
        &b"2\r\n2 2\r\n18446744073709551615 3\r\n"[..],
        b"2\t2\t2 18446744073709551615\n3",
        b"  2\n\n2\n2\n0018446744073709551615 3\n\n",
    ] {
        assert_eq!(run(odd).stdout, plain.stdout, "{:?}", String::from_utf8_lossy(odd));
    }
}
