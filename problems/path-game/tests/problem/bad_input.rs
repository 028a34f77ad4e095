//! The binary rejects bad input with exit status 2 and one positioned line.

use workbench::testing::assert_rejects;

const BIN: &str = env!("CARGO_BIN_EXE_path-game");

#[test]
fn truncated() {
    assert_rejects(BIN, b"", "line 1, column 1: expected the top row, found end of input");
    assert_rejects(BIN, b"..#\n", "line 2, column 1: expected the bottom row, found end of input");
}

#[test]
fn letter_or_digit_where_a_cell_belongs() {
    assert_rejects(BIN, b"..x.\n....\n", "line 1, column 3: expected `.` or `#` in the top row");
    assert_rejects(BIN, b"....\n.#.5\n", "line 2, column 4: expected `.` or `#` in the bottom row");
    assert_rejects(BIN, b"..\n.\xc3\xa9\n", "found `\u{e9}`");
}

#[test]
fn a_count_instead_of_rows() {
    // The judge's arguments are rows, not counts: a number is a bad row, never a size to trust.
    assert_rejects(BIN, b"-2\n..\n", "line 1, column 1: expected `.` or `#` in the top row");
    assert_rejects(BIN, b"1000000000000000000\n..\n", "found `1`");
}

#[test]
fn rows_of_different_lengths() {
    assert_rejects(BIN, b"...\n..\n", "line 2, column 3: the bottom row is shorter");
    assert_rejects(BIN, b"..\n....\n", "line 2, column 3: the bottom row is longer");
}

#[test]
fn a_column_black_in_both_rows() {
    assert_rejects(BIN, b"..#.\n..#.\n", "line 2, column 3: column 3 is black in both rows");
    assert_rejects(BIN, b"#\n#\n", "column 1 is black in both rows");
}

#[test]
fn a_diagonal_cuts_the_path() {
    assert_rejects(
        BIN,
        b".#..\n..#.\n",
        "line 2, column 3: the top cell of column 2 and the bottom cell of column 3 are black",
    );
    assert_rejects(
        BIN,
        b"...#\n..#.\n",
        "line 1, column 4: the top cell of column 4 and the bottom cell of column 3 are black",
    );
}

#[test]
fn trailing_tokens() {
    assert_rejects(BIN, b"..\n..\n..\n", "line 3, column 1: expected end of input, found `..`");
}

#[test]
fn long_rows_are_positioned_exactly() {
    // Rows longer than the scanner's buffer: the column is counted across refills.
    let w = 3 * judge::BUFFER;
    let mut input = vec![b'.'; w];
    input.push(b'\n');
    input.extend(std::iter::repeat_n(b'.', w));
    input[2 * w - 7] = b'?';
    input.push(b'\n');
    assert_rejects(BIN, &input, &format!("line 2, column {}: expected `.` or `#`", w - 7));
}
