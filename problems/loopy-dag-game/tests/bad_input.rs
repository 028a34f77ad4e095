//! The binary rejects bad input with exit status 2 and one positioned line, and accepts odd
//! but valid formatting.

use workbench::process::run_binary;
use workbench::testing::assert_rejects;

const BIN: &str = env!("CARGO_BIN_EXE_loopy-dag-game");

#[test]
fn truncated() {
    assert_rejects(BIN, b"3\n1 1\n1 2\n", "found end of input");
    assert_rejects(BIN, b"2\n1 1\n0\n1 0\n", "found end of input");
}

#[test]
fn letter_where_a_number_belongs() {
    assert_rejects(BIN, b"2\n1 b\n0\n0\n", "found `b`");
}

#[test]
fn negative_or_zero_counts() {
    assert_rejects(BIN, b"2\n-1\n0\n0\n", "found `-1`");
    assert_rejects(BIN, b"0\n0\n", "the number of positions N");
}

#[test]
fn huge_declared_counts_are_not_trusted() {
    assert_rejects(BIN, b"1000000000000000000\n0\n0\n", "N");
    assert_rejects(BIN, b"2\n1000000000000000000 1\n0\n0\n", "found end of input");
    assert_rejects(BIN, b"4000000000\n0\n", "found end of input");
    assert_rejects(BIN, b"1\n0\n1000000000000 0\n", "found end of input");
}

#[test]
fn successor_out_of_range() {
    assert_rejects(
        BIN,
        b"2\n1 2\n0\n1 0\n0\n",
        "line 2, column 3: expected a successor position (an integer from 0 to 1), found `2`",
    );
}

#[test]
fn chessman_off_the_board() {
    assert_rejects(BIN, b"2\n1 1\n0\n1 5\n0\n", "a chessman's position");
}

#[test]
fn odd_but_valid_formatting_is_accepted() {
    let run = |input: &[u8]| run_binary(BIN, &[], input, std::time::Duration::from_secs(10));
    let plain = run(b"2\n1 1\n1 0\n1 0\n2 0 1\n0\n");
    assert_eq!(plain.code, Some(0), "{}", plain.stderr);
    assert_eq!(plain.stdout, b"DRAW\nDRAW\n");
    for odd in [
        &b"2\r\n1 1\r\n1 0\r\n1 0\r\n2 0 1\r\n0\r\n"[..],
        b"2\t1 1\t1 0 1\t0 2 0 1 0",
        b"\n2\n\n1 1\n1 0\n1 0\n2 0 1\n0\n\n",
    ] {
        let out = run(odd);
        assert_eq!(out.stdout, plain.stdout, "{:?}: {}", String::from_utf8_lossy(odd), out.stderr);
    }
}
