//! The binary, fed the interactor's side as a file: a message that breaks the protocol ends it
//! with exit status 2 and one positioned line (the moves it made before stay on stdout); the
//! end of the games ends it with exit 0; odd but valid formatting is valid.

use workbench::process::run_binary;
use workbench::testing::assert_protocol_error;

const BIN: &str = env!("CARGO_BIN_EXE_zigzag-game");

// Weights 1 2 / 3 4, Alice increasing from vertex 1: Bob's stable pairing is 1–4, 2–3, so he
// moves to 4; Alice can only cross to 2 (weight 4 > 2); Bob answers 3 (3 < 4); Alice is stuck.
const GAME: &[u8] = b"1\n2\n1 2\n3 4\nI 1\n";

#[test]
fn broken_matrices_are_refused() {
    assert_protocol_error(BIN, b"", "the number of games t");
    assert_protocol_error(BIN, b"0\n", "the number of games t");
    assert_protocol_error(BIN, b"1\n0\n", "n, the vertices on each side");
    assert_protocol_error(BIN, b"1\n65536\n", "n, the vertices on each side");
    assert_protocol_error(BIN, b"1\n2\n1 2 3 5\n", "a weight (an integer from 1 to 4), found `5`");
    assert_protocol_error(BIN, b"1\n2\n1 2 2 4\n", "the weight 2 appears twice");
    assert_protocol_error(BIN, b"1\n2\n1 x\n", "found `x`");
    assert_protocol_error(BIN, b"1\n2\n1 2 3", "found end of input");
    // A huge declared side is not trusted: the weights must be there.
    assert_protocol_error(BIN, b"1\n60000\n1 2\n", "found end of input");
}

#[test]
fn broken_games_are_refused() {
    assert_eq!(assert_protocol_error(BIN, b"1\n1\n1\nX 1\n", "the judge's rule"), b"B\n");
    assert_protocol_error(
        BIN,
        b"1\n1\n1\nI 3\n",
        "the judge's start vertex (an integer from 1 to 2)",
    );
    let mut game = GAME.to_vec();
    game.extend_from_slice(b"1\n");
    assert_eq!(assert_protocol_error(BIN, &game, "from 4 to 1 is not legal"), b"B\n4\n");
    for (reply, mentions) in [
        (&b"3\n"[..], "from 4 to 3 is not legal"),
        (b"0\n", "the judge's move 0 is not a vertex"),
        (b"-3\n", "the judge's move (an integer from -2 to 4)"),
        (b"5\n", "found `5`"),
        (b"", "found end of input"),
    ] {
        let mut game = GAME.to_vec();
        game.extend_from_slice(reply);
        assert_protocol_error(BIN, &game, mentions);
    }
}

#[test]
fn the_games_end_and_odd_formatting_is_valid() {
    let run = |input: &[u8]| run_binary(BIN, &[], input, std::time::Duration::from_secs(10));
    let mut full = GAME.to_vec();
    full.extend_from_slice(b"2\n-1\n");
    let won = run(&full);
    assert_eq!((won.code, &won.stdout[..]), (Some(0), &b"B\n4\n3\n"[..]), "{}", won.stderr);
    for odd in [&b"1\r\n2\r\n1\t2\r\n3 4\r\nI\t1\r\n2\r\n-1"[..], b"  1 2\n\n1 2 3 4 I 1 2 -1"] {
        assert_eq!(run(odd).stdout, won.stdout, "{:?}", String::from_utf8_lossy(odd));
    }
    // `-2`: the judge refused a move; the program stops at once.
    let mut refused = GAME.to_vec();
    refused.extend_from_slice(b"-2\n1\n1\n");
    let stopped = run(&refused);
    assert_eq!((stopped.code, &stopped.stdout[..]), (Some(0), &b"B\n4\n"[..]));
    // Two games: the second starts after the first's `-1`.
    let two = run(b"2\n1\n1\nD 2\n-1\n1\n1\nI 1\n-1\n");
    assert_eq!((two.code, &two.stdout[..]), (Some(0), &b"B\n1\nB\n2\n"[..]), "{}", two.stderr);
}
