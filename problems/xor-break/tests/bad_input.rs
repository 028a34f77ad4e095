//! The binary, fed the interactor's side as a file: a message that breaks the protocol ends it
//! with exit status 2 and one positioned line (the breaks it made before stay on stdout); the
//! end of the games ends it with exit 0; odd but valid formatting is valid.

use workbench::process::run_binary;
use workbench::testing::assert_protocol_error;

const BIN: &str = env!("CARGO_BIN_EXE_xor-break");

#[test]
fn broken_protocol_is_refused_with_a_positioned_line() {
    assert_protocol_error(BIN, b"", "the number of games t");
    assert_protocol_error(BIN, b"1\n0\n", "a starting number n");
    assert_protocol_error(BIN, b"x\n", "found `x`");
    // n = 3: `first`, `2 1`; then garbage, a -1, a half pair, or the end mid-game.
    assert_eq!(assert_protocol_error(BIN, b"1\n3\nzz 0\n", "found `zz`"), b"first\n2 1\n");
    assert_protocol_error(BIN, b"1\n3\n-1 -1\n", "a rule was broken");
    assert_protocol_error(BIN, b"1\n3\n0 5\n", "neither a break nor `0 0`");
    assert_protocol_error(BIN, b"1\n3\n", "found end of input");
    // n = 7, `second`: Bob's break must leave one part of even popcount.
    assert_protocol_error(BIN, b"1\n7\n1 2\n", "breaks no number");
    assert_protocol_error(BIN, b"2\n3\n0 0\n", "found end of input");
}

#[test]
fn the_games_end_and_odd_formatting_is_valid() {
    let run = |input: &[u8]| run_binary(BIN, &[], input, std::time::Duration::from_secs(10));
    let won = run(b"2\n3\n0 0\n7\n6 1\n0 0\n");
    assert_eq!(
        (won.code, &won.stdout[..]),
        (Some(0), &b"first\n2 1\nsecond\n4 2\n"[..]),
        "{}",
        won.stderr
    );
    for odd in [&b"2\r\n3\r\n0 0\r\n7\r\n6 1\r\n0 0"[..], b"2\t3\t0\t0 7 6\t1 0 0"] {
        assert_eq!(run(odd).stdout, won.stdout, "{:?}", String::from_utf8_lossy(odd));
    }
}
