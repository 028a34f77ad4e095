//! The binary rejects bad input with exit status 2 and one positioned line, and accepts the
//! judge's blank lines, CRLF, tabs and a missing final newline.

use workbench::testing::assert_rejects;

const BIN: &str = env!("CARGO_BIN_EXE_gap-nim");

#[test]
fn truncated() {
    assert_rejects(BIN, b"1\n\n2 0 10\n3 4 8\n", "found end of input");
    assert_rejects(BIN, b"1\n\n1 0 10\n3 4", "the white piece's cell");
    assert_rejects(BIN, b"1\n\n1 0\n", "the retreat reach d");
    assert_rejects(BIN, b"", "the number of tests T");
}

#[test]
fn letter_where_a_number_belongs() {
    assert_rejects(BIN, b"1\n\n1 0 10\n3 x 8\n", "found `x`");
}

#[test]
fn negative_counts_and_allowances() {
    assert_rejects(BIN, b"1\n\n-1 0 10\n", "the number of lines n");
    assert_rejects(BIN, b"1\n\n1 -1 10\n3 4 8\n", "the retreat allowance k");
    assert_rejects(BIN, b"1\n\n1 0 -10\n3 4 8\n", "the retreat reach d");
}

#[test]
fn two_pieces_on_one_cell() {
    assert_rejects(
        BIN,
        b"1\n\n2 0 10\n3 4 8\n7 5 5\n",
        "line 5, column 5: both pieces are on cell 5",
    );
}

#[test]
fn cell_beyond_i64() {
    assert_rejects(BIN, b"1\n\n1 0 1\n0 9223372036854775808 0\n", "the black piece's cell");
}

#[test]
fn huge_declared_count_is_not_trusted() {
    assert_rejects(BIN, b"1\n\n1000000000000000000 0 1\n3 4 8\n", "found end of input");
    assert_rejects(BIN, b"1000000000000000000\n\n1 0 1\n3 4 8\n", "found end of input");
}

#[test]
fn trailing_tokens() {
    assert_rejects(BIN, b"1\n\n1 0 1\n3 4 8\n9\n", "expected end of input, found `9`");
}

#[test]
fn odd_but_valid_formatting_is_accepted() {
    let run = |input: &[u8]| {
        workbench::process::run_binary(BIN, &[], input, std::time::Duration::from_secs(10))
    };
    let plain = run(b"2\n\n2 0 10\n3 4 8\n7 7 5\n\n1 5 15\n-3 -9 -19\n");
    assert_eq!(plain.code, Some(0), "{}", plain.stderr);
    assert_eq!(plain.stdout, b"Yes\nYes\n");
    for odd in [
        &b"2\r\n\r\n2 0 10\r\n3 4 8\r\n7 7 5\r\n\r\n1 5 15\r\n-3 -9 -19\r\n"[..],
        b"2\t2 0 10 3\t4 8 7 7 5 1 5 15 -3 -9 -19",
        b"\n\n2\n\n\n2 0 10\n3 4 8\n7 7 5\n\n\n\n1 5 15\n-3 -9 -19\n\n",
    ] {
        assert_eq!(run(odd).stdout, plain.stdout, "{:?}", String::from_utf8_lossy(odd));
    }
}
