//! The binary rejects bad input with exit status 2 and one positioned line.

use workbench::testing::assert_rejects;

const BIN: &str = env!("CARGO_BIN_EXE_nim-discard-count");

#[test]
fn truncated_and_malformed_input_is_rejected() {
    assert_rejects(BIN, b"5 2\n1 3 4", "found end of input");
    assert_rejects(BIN, b"", "the number of piles n");
    assert_rejects(BIN, b"5 2\n1 3 x 1 2\n", "found `x`");
    assert_rejects(BIN, b"-5 2\n1\n", "found `-5`");
    assert_rejects(BIN, b"2 1\n1 2 3\n", "expected end of input, found `3`");
    assert_rejects(BIN, b"1000000000000000000 1\n1 2\n", "found end of input");
}

#[test]
fn beyond_the_bounds_is_rejected() {
    assert_rejects(BIN, b"2 0\n1 2\n", "the multiple d (an integer from 1 to 10)");
    assert_rejects(BIN, b"2 11\n1 2\n", "the multiple d (an integer from 1 to 10)");
    assert_rejects(BIN, b"2 1\n1 1048576\n", "a pile size (an integer from 0 to 1048575)");
    let mut heavy = b"11 1\n".to_vec();
    heavy.extend_from_slice(b"1000000 ".repeat(11).as_slice());
    assert_rejects(BIN, &heavy, "line 2, column 81: the piles' sum passes 10000000");
}

#[test]
fn odd_but_valid_formatting_is_accepted() {
    let run = |input: &[u8]| {
        workbench::process::run_binary(BIN, &[], input, std::time::Duration::from_secs(10))
    };
    let plain = run(b"5 2\n1 3 4 1 2\n");
    assert_eq!(plain.code, Some(0), "{}", plain.stderr);
    assert_eq!(plain.stdout, b"2\n");
    for odd in [&b"5 2\r\n1 3 4 1 2\r\n"[..], b"5\t2\n1 \t3 4\n1\n2", b"\n 5 2\n\n1 3 4 1 2\n\n"] {
        assert_eq!(run(odd).stdout, plain.stdout, "{:?}", String::from_utf8_lossy(odd));
    }
    // No pile: only the empty discard, which is every pile: not allowed.
    assert_eq!(run(b"0 3\n").stdout, b"0\n");
}
