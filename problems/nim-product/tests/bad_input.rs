//! The binary rejects bad input with exit status 2 and one positioned line, and accepts odd
//! but valid formatting.

use sg_core::nimber::product_by_recursion;
use workbench::process::run_binary;
use workbench::testing::assert_rejects;

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

/// The binary holds the products and writes them in 64 KiB chunks (`judge::main_lines`): on
/// 20 000 full-width queries (about 20 chunks) it prints exactly the in-process judge path's
/// bytes, and an error after them (in the last token) still leaves stdout empty.
#[test]
fn chunked_output_is_the_judge_paths_and_a_late_error_prints_nothing() {
    let mut state = 0x5EED_u64;
    let mut next = || {
        state = state.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        state ^ state >> 29
    };
    let mut input = String::from("20000\n");
    for _ in 0..20_000 {
        input += &format!("{} {}\n", next(), next());
    }
    let expected = judge::run(nim_product::solve, &mut input.as_bytes()).expect("valid input");
    let out = run_binary(BIN, &[], input.as_bytes(), std::time::Duration::from_secs(20));
    assert_eq!(out.code, Some(0), "{}", out.stderr);
    assert!(out.stdout.len() > 300_000, "{} bytes: several chunks", out.stdout.len());
    assert!(out.stdout == expected, "the binary's output differs from the judge path's");
    let broken = input.trim_end().to_string() + "x\n";
    assert_rejects(BIN, broken.as_bytes(), "line 20001");
}
