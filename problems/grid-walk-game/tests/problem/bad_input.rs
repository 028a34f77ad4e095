//! The binary rejects bad input with exit status 2 and one positioned line.

use workbench::testing::assert_rejects;

const BIN: &str = env!("CARGO_BIN_EXE_grid-walk-game");

#[test]
fn truncated() {
    assert_rejects(BIN, b"3 3\n.##\n...\n", "expected a row of the maze, found end of input");
    assert_rejects(BIN, b"3", "the number of columns M");
    assert_rejects(BIN, b"", "the number of rows N");
}

#[test]
fn malformed_rows_and_sizes() {
    assert_rejects(BIN, b"2 2\n..\n.x\n", "line 3, column 1: a row of the maze holds `x`");
    assert_rejects(
        BIN,
        b"2 2\n..\n...\n",
        "line 3, column 1: a row of the maze has 3 characters, not 2",
    );
    assert_rejects(BIN, b"0 2\n", "the number of rows N");
    assert_rejects(BIN, b"2 0\n", "the number of columns M");
    assert_rejects(BIN, b"10000 10000\n", "the number of columns M (an integer from 1 to 1000)");
}

#[test]
fn trailing_tokens() {
    assert_rejects(BIN, b"1 1\n.\n.\n", "expected end of input, found `.`");
}

#[test]
fn odd_but_valid_formatting_is_accepted() {
    let run = |input: &[u8]| {
        workbench::process::run_binary(BIN, &[], input, std::time::Duration::from_secs(10))
    };
    let plain = run(b"3 3\n.##\n...\n#.#\n");
    assert_eq!(plain.code, Some(0), "{}", plain.stderr);
    assert_eq!(plain.stdout, b"WIN\n2 3\n3 2\n");
    for odd in
        [&b"3 3\r\n.##\r\n...\r\n#.#\r\n"[..], b"3\t3 .##\t... #.#", b"3 3\n\n.##  \n...\n#.#"]
    {
        assert_eq!(run(odd).stdout, plain.stdout, "{:?}", String::from_utf8_lossy(odd));
    }
}
