//! The binary rejects bad input with exit status 2 and one positioned line.

use workbench::testing::assert_rejects;

const BIN: &str = env!("CARGO_BIN_EXE_nim-k-count");

#[test]
fn truncated_and_malformed_input_is_rejected() {
    assert_rejects(BIN, b"10 4", "found end of input");
    assert_rejects(BIN, b"", "the number of cells n");
    assert_rejects(BIN, b"10 x 2\n", "found `x`");
    assert_rejects(BIN, b"-10 4 2\n", "found `-10`");
    assert_rejects(BIN, b"10 4 18446744073709551616\n", "found `18446744073709551616`");
    assert_rejects(BIN, b"10 4 2 7\n", "expected end of input, found `7`");
}

#[test]
fn beyond_the_bounds_or_the_game_is_rejected() {
    assert_rejects(BIN, b"100001 4 2\n", "the number of cells n (an integer from 0 to 100000)");
    assert_rejects(BIN, b"1000 202 2\n", "the number of pieces k (an integer from 0 to 200)");
    assert_rejects(BIN, b"10 3 2\n", "line 1, column 4: the number of pieces k must be even");
}

#[test]
fn odd_but_valid_formatting_is_accepted() {
    let run = |input: &[u8]| {
        workbench::process::run_binary(BIN, &[], input, std::time::Duration::from_secs(10))
    };
    let plain = run(b"10 4 2\n");
    assert_eq!(plain.code, Some(0), "{}", plain.stderr);
    assert_eq!(plain.stdout, b"182\n");
    for odd in [&b"10\r\n4\r\n2\r\n"[..], b"10\t4 \t2", b"  10\n\n4 2\n\n", b"10 4 2"] {
        assert_eq!(run(odd).stdout, plain.stdout, "{:?}", String::from_utf8_lossy(odd));
    }
    // Beyond the judge's limits but within the game: d above k, and no move at all.
    assert_eq!(run(b"10 4 9\n").code, Some(0));
    assert_eq!(run(b"10 4 0\n").stdout, b"0\n");
}
