//! The binary rejects bad input with exit status 2 and one positioned line, and accepts odd
//! but valid spacing.

use workbench::testing::assert_rejects;

const BIN: &str = env!("CARGO_BIN_EXE_array-game");

#[test]
fn truncated_and_malformed_input_is_rejected() {
    assert_rejects(BIN, b"", "the number of cells n");
    assert_rejects(BIN, b"3\n2\n2\n1 2\n", "found end of input");
    assert_rejects(BIN, b"3\n1\n2\n1\n", "found end of input");
    assert_rejects(BIN, b"3\n1\n1\nx\n", "found `x`");
    assert_rejects(BIN, b"3\n-1\n", "found `-1`");
    // Declared counts far beyond what follows: refused at the end of the input.
    assert_rejects(BIN, b"3\n1000000000000\n1\n1\n", "found end of input");
    assert_rejects(BIN, b"3\n1\n1000000000000\n1 2\n", "found end of input");
    assert_rejects(BIN, b"3\n1\n1\n1\n2\n", "expected end of input, found `2`");
}

#[test]
fn out_of_range_and_broken_promises_are_rejected() {
    assert_rejects(BIN, b"0\n1\n0\n", "the number of cells n");
    assert_rejects(BIN, b"10000000001\n1\n1\n1\n", "the number of cells n");
    assert_rejects(BIN, b"3\n1\n1\n4\n", "a white cell");
    assert_rejects(BIN, b"3\n1\n1\n0\n", "a white cell");
    assert_rejects(BIN, b"3\n1\n3\n1 2 1\n", "line 4, column 5: cell 1 is listed twice");
}

#[test]
fn odd_but_valid_formatting_is_accepted() {
    let run = |input: &[u8]| {
        workbench::process::run_binary(BIN, &[], input, std::time::Duration::from_secs(10))
    };
    let plain = run(b"3\n2\n2\n1 2\n2\n2 3\n");
    assert_eq!(plain.code, Some(0), "{}", plain.stderr);
    assert_eq!(plain.stdout, b"Yes\nNo\n".to_vec());
    for odd in [
        &b"3\r\n2\r\n2\r\n1 2\r\n2\r\n2 3\r\n"[..],
        b"3\t2 2 1\t2 2 2 3",
        b"  3\n\n2\n2\n1 2\n2\n2 3\n\n",
    ] {
        assert_eq!(run(odd).stdout, plain.stdout, "{:?}", String::from_utf8_lossy(odd));
    }
    // An empty colouring is lost at once.
    assert_eq!(run(b"3\n1\n0\n").stdout, b"No\n".to_vec());
}
