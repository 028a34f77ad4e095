//! The binary, fed the interactor's side as a file: a message that breaks the protocol ends it
//! with exit status 2 and one positioned line (the moves it made before stay on stdout); the
//! end of the game ends it with exit 0; odd but valid formatting is valid.

use workbench::process::run_binary;
use workbench::testing::assert_protocol_error;

const BIN: &str = env!("CARGO_BIN_EXE_subtraction-interactive");

#[test]
fn broken_protocol_is_refused_with_a_positioned_line() {
    assert_protocol_error(BIN, b"", "the number of cards N");
    assert_protocol_error(BIN, b"5 0 1\n", "L, the fewest cards");
    assert_protocol_error(BIN, b"5 3 2\n", "R, the most cards");
    assert_protocol_error(BIN, b"x 1 1\n", "found `x`");
    // 6 cards, moves of 2 or 3: `First`, `2 2`, then the judge says garbage, leaves the row,
    // or stops mid-game.
    assert_eq!(assert_protocol_error(BIN, b"6 2 3\n4 y\n", "found `y`"), b"First\n3 2\n");
    assert_protocol_error(BIN, b"6 2 3\n6 3\n", "leaves the row");
    assert_protocol_error(BIN, b"6 2 3\n0 5\n", "expected a move, `0 0` or `-1 -1`");
    assert_protocol_error(BIN, b"6 2 3\n-1 2\n", "expected a move, `0 0` or `-1 -1`");
    assert_protocol_error(BIN, b"6 2 3\n7 1\n", "from 0 to 6");
    assert_protocol_error(BIN, b"6 2 3\n1 2\n", "found end of input");
    // Table play (L = R, N − L odd) checks the judge's moves against the cards.
    assert_protocol_error(BIN, b"5 2 2\n1 2\n1 2\n", "not all on the table");
    assert_protocol_error(BIN, b"5 2 2\n1 3\n", "not L = 2");
}

#[test]
fn the_games_end_and_odd_formatting_is_valid() {
    let run = |input: &[u8]| run_binary(BIN, &[], input, std::time::Duration::from_secs(10));
    let won = run(b"6 2 3\n1 2\n0 0\n");
    assert_eq!((won.code, &won.stdout[..]), (Some(0), &b"First\n3 2\n5 2\n"[..]), "{}", won.stderr);
    for odd in [&b"6\t2 3\r\n1\t2\r\n0 0"[..], b"  6 2 3\n\n1 2\n0\n0\n"] {
        assert_eq!(run(odd).stdout, won.stdout, "{:?}", String::from_utf8_lossy(odd));
    }
    let refused = run(b"6 2 3\n-1 -1\n");
    assert_eq!((refused.code, &refused.stdout[..]), (Some(0), &b"First\n3 2\n"[..]));
    let huge = run(b"18446744073709551615 5 9\n1 5\n0 0\n");
    assert_eq!(huge.stdout, b"First\n9223372036854775806 5\n18446744073709551611 5\n");
}
