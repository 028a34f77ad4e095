//! The binary rejects bad input with exit status 2 and one positioned line, and accepts CRLF,
//! tabs and a missing final newline.

use workbench::testing::assert_rejects;

const BIN: &str = env!("CARGO_BIN_EXE_ends-nim");

#[test]
fn truncated() {
    assert_rejects(BIN, b"1\n4\n3 1 9", "found end of input");
    assert_rejects(BIN, b"2\n1\n5\n", "the number of piles n");
    assert_rejects(BIN, b"", "the number of tests T");
}

#[test]
fn letter_where_a_number_belongs() {
    assert_rejects(BIN, b"1\n2\n1 x\n", "found `x`");
}

#[test]
fn negative_count_and_empty_pile() {
    assert_rejects(BIN, b"1\n-2\n1 2\n", "the number of piles n");
    assert_rejects(
        BIN,
        b"1\n3\n1 0 2\n",
        "line 3, column 3: expected a pile a_i (an integer from 1",
    );
}

#[test]
fn pile_beyond_u64() {
    assert_rejects(BIN, b"1\n1\n18446744073709551616\n", "a pile a_i");
}

#[test]
fn huge_declared_count_is_not_trusted() {
    assert_rejects(BIN, b"1\n1000000000000000000\n1 2 3\n", "found end of input");
    assert_rejects(BIN, b"1000000000000000000\n1\n1\n", "found end of input");
}

#[test]
fn trailing_tokens() {
    assert_rejects(BIN, b"1\n1\n5\n6\n", "expected end of input, found `6`");
}

#[test]
fn odd_but_valid_formatting_is_accepted() {
    let run = |input: &[u8]| {
        workbench::process::run_binary(BIN, &[], input, std::time::Duration::from_secs(10))
    };
    let plain = run(b"2\n4\n3 1 9 4\n0\n");
    assert_eq!(plain.code, Some(0), "{}", plain.stderr);
    assert_eq!(plain.stdout, b"0\n0\n");
    for odd in [&b"2\r\n4\r\n3 1 9 4\r\n0\r\n"[..], b"2\t4 3\t1 9 4 0", b"\n2\n\n4\n3 1 9 4\n0"] {
        assert_eq!(run(odd).stdout, plain.stdout, "{:?}", String::from_utf8_lossy(odd));
    }
}
