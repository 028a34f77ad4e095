//! The binary rejects bad input with exit status 2 and one positioned line.

use workbench::testing::assert_rejects;

const BIN: &str = env!("CARGO_BIN_EXE_grundys-game");

#[test]
fn truncated_and_malformed_input_is_rejected() {
    assert_rejects(BIN, b"2\n5\n", "found end of input");
    assert_rejects(BIN, b"1\nx\n", "found `x`");
    assert_rejects(BIN, b"-1\n", "found `-1`");
    assert_rejects(BIN, b"1\n18446744073709551616\n", "found `18446744073709551616`");
    // A declared count far beyond what follows: refused at the end of the input, never
    // allocated up front.
    assert_rejects(BIN, b"1000000000000000000\n1\n", "found end of input");
    // Above the proof's reach: refused with the reason, at the heap's token.
    assert_rejects(BIN, b"2\n5\n1000001\n", "line 3, column 1: heap n = 1000001 is above 1000000");
    assert_rejects(BIN, b"1\n18446744073709551615\n", "no known closed form");
    assert_rejects(BIN, b"1\n5 6\n", "found `6`");
}

#[test]
fn odd_but_valid_formatting_is_accepted() {
    let run = |input: &[u8]| {
        workbench::process::run_binary(BIN, &[], input, std::time::Duration::from_secs(10))
    };
    let plain = run(b"2\n4\n6\n");
    assert_eq!(plain.code, Some(0), "{}", plain.stderr);
    for odd in [&b"2\r\n4\r\n6\r\n"[..], b"2\t4 \t6", b"  2\n\n4\n6\n\n"] {
        assert_eq!(run(odd).stdout, plain.stdout, "{:?}", String::from_utf8_lossy(odd));
    }
}
