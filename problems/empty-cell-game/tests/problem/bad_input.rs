//! The binary rejects bad input with exit status 2 and one positioned line.

use workbench::testing::assert_rejects;

const BIN: &str = env!("CARGO_BIN_EXE_empty-cell-game");

#[test]
fn truncated() {
    assert_rejects(BIN, b"1 6\nXO.OXO\n1\n1 2\n", "found end of input");
    assert_rejects(BIN, b"1 6\nXO.OXO\n", "the number of rounds k");
    assert_rejects(BIN, b"2 2\nX.\n", "expected a row of the board, found end of input");
    assert_rejects(BIN, b"", "the number of rows n");
}

#[test]
fn broken_boards() {
    assert_rejects(BIN, b"1 3\nXOX\n0\n", "the board has 0 empty cells, not 1");
    assert_rejects(BIN, b"1 3\n.O.\n0\n", "the board has 2 empty cells, not 1");
    assert_rejects(BIN, b"1 3\nXo.\n0\n", "a row of the board holds `o`");
    assert_rejects(BIN, b"1 3\nXO\n0\n", "has 2 characters, not 3");
}

#[test]
fn illegal_moves() {
    // Not next to the empty cell, the wrong colour, off the board, 蛋蛋's wrong colour.
    assert_rejects(
        BIN,
        b"1 6\nXO.OXO\n1\n1 6\n1 1\n",
        "line 4, column 3: move 1 (兔兔) is illegal",
    );
    assert_rejects(
        BIN,
        b"1 4\nXX.O\n1\n1 2\n1 1\n",
        "move 1 (兔兔) is illegal: (1, 2) is not a `O`",
    );
    assert_rejects(
        BIN,
        b"1 6\nXO.OXO\n1\n1 7\n1 1\n",
        "a move's column y (an integer from 1 to 6)",
    );
    assert_rejects(BIN, b"1 6\nXO.OXO\n1\n1 2\n1 3\n", "move 2 (蛋蛋) is illegal");
}

#[test]
fn malformed() {
    assert_rejects(BIN, b"1 6\nXO.OXO\nx\n", "found `x`");
    assert_rejects(BIN, b"1 6\nXO.OXO\n-1\n", "found `-1`");
    assert_rejects(BIN, b"0 6\n", "the number of rows n");
    assert_rejects(BIN, b"1 6\nXO.OXO\n1000000000000\n1 2\n1 1\n", "found end of input");
    assert_rejects(BIN, b"1 6\nXO.OXO\n1\n1 2\n1 1\n3\n", "expected end of input, found `3`");
}

#[test]
fn odd_but_valid_formatting_is_accepted() {
    let run = |input: &[u8]| {
        workbench::process::run_binary(BIN, &[], input, std::time::Duration::from_secs(10))
    };
    let plain = run(b"1 6\nXO.OXO\n1\n1 2\n1 1\n");
    assert_eq!(plain.code, Some(0), "{}", plain.stderr);
    assert_eq!(plain.stdout, b"1\n1\n");
    for odd in [
        &b"1 6 \r\nXO.OXO \r\n1 \r\n1 2 \r\n1 1 \r\n"[..],
        b"1\t6 XO.OXO\t1 1 2 1 1",
        b"\n1 6\n\nXO.OXO\n1\n1 2\n1 1",
    ] {
        assert_eq!(run(odd).stdout, plain.stdout, "{:?}", String::from_utf8_lossy(odd));
    }
}
