//! The binary rejects bad input with exit status 2 and one positioned line.

use workbench::testing::assert_rejects;

const BIN: &str = env!("CARGO_BIN_EXE_colouring-game");

#[test]
fn truncated() {
    assert_rejects(BIN, b"", "the number of tests t");
    assert_rejects(BIN, b"2\n3\nBRB\n", "found end of input");
    assert_rejects(BIN, b"1\n3\n", "expected the row s, found end of input");
}

#[test]
fn non_numeric_and_out_of_range_counts() {
    assert_rejects(BIN, b"x\n", "found `x`");
    assert_rejects(BIN, b"1\nBRB\n", "the number of cells n");
    assert_rejects(BIN, b"1\n0\nRB\n", "the number of cells n");
    assert_rejects(BIN, b"1\n-3\nBRB\n", "found `-3`");
    assert_rejects(BIN, b"1\n18446744073709551616\nRB\n", "the number of cells n");
}

#[test]
fn broken_promises_are_positioned() {
    assert_rejects(
        BIN,
        b"1\n3\nBRX\n",
        "line 3, column 3: expected `R` or `B` in the row s, found `X`",
    );
    assert_rejects(BIN, b"1\n3\nbrb\n", "found `b`");
    assert_rejects(BIN, b"1\n4\nBRB\n", "line 3, column 1: the row s has 3 letters, but n = 4");
    assert_rejects(BIN, b"1\n2\nBRB\n", "the row s has 3 letters, but n = 2");
}

#[test]
fn huge_declared_counts_are_not_trusted() {
    assert_rejects(BIN, b"1000000000000000000\n2\nRB\n", "found end of input");
    assert_rejects(BIN, b"1\n1000000000000000000\nRB\n", "the row s has 2 letters");
}

#[test]
fn trailing_tokens() {
    assert_rejects(BIN, b"1\n2\nRB\nRB\n", "expected end of input, found `RB`");
}

#[test]
fn odd_but_valid_formatting_is_accepted() {
    let run = |input: &[u8]| {
        workbench::process::run_binary(BIN, &[], input, std::time::Duration::from_secs(10))
    };
    let plain = run(b"3\n3\nBRB\n6\nRBRBRB\n1\nR\n");
    assert_eq!(plain.code, Some(0), "{}", plain.stderr);
    assert_eq!(plain.stdout, b"Bob\nAlice\nBob\n");
    for odd in [
        &b"3\r\n3\r\nBRB\r\n6\r\nRBRBRB\r\n1\r\nR\r\n"[..],
        b"3\t3 BRB\t6\tRBRBRB 1 R",
        b"  3\n\n3\nBRB\n6 RBRBRB\n1\nR\n\n",
    ] {
        assert_eq!(run(odd).stdout, plain.stdout, "{:?}", String::from_utf8_lossy(odd));
    }
}
