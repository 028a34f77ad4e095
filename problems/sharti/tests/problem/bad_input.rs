//! The binary rejects bad input with exit status 2 and one positioned line; loose whitespace
//! is accepted.

use workbench::testing::assert_rejects;

const BIN: &str = env!("CARGO_BIN_EXE_sharti");

#[test]
fn truncated_and_malformed_input_is_rejected() {
    assert_rejects(BIN, b"", "the side n");
    assert_rejects(BIN, b"5 2 1\n1 1 3 3\n", "found end of input");
    assert_rejects(BIN, b"5 1 1\n1 1 3 x\n", "found `x`");
    assert_rejects(BIN, b"0 1 1\n1 1 1 1\n", "the side n");
    assert_rejects(BIN, b"5 1 1\n0 1 3 3\n", "the top row a");
    assert_rejects(BIN, b"5 1 1\n1 1 6 3\n", "the bottom row c");
    assert_rejects(BIN, b"5 1 1\n3 1 2 3\n", "line 2, column 5: expected the bottom row c");
    assert_rejects(BIN, b"5 1 1\n1 4 3 3\n", "the right column d");
    assert_rejects(BIN, b"5 1 -1\n1 1 3 3\n", "the largest square k");
    assert_rejects(BIN, b"5 1 1\n1 1 3 3\n7\n", "expected end of input, found `7`");
    assert_rejects(BIN, b"5 1000000000000000000 1\n1 1 3 3\n", "found end of input");
}

#[test]
fn odd_but_valid_formatting_is_accepted() {
    let run = |input: &[u8]| {
        workbench::process::run_binary(BIN, &[], input, std::time::Duration::from_secs(10))
    };
    let plain = run(b"5 2 1\n1 1 3 3\n2 2 4 4\n");
    assert_eq!(plain.code, Some(0), "{}", plain.stderr);
    assert_eq!(plain.stdout, b"Malek\n");
    for odd in [
        &b"5 2 1\r\n1 1 3 3\r\n2 2 4 4\r\n"[..],
        b"5\t2 1 1 1 3 3\t2 2 4 4",
        b"\n5 2 1\n\n1 1 3 3\n2 2 4 4",
    ] {
        assert_eq!(run(odd).stdout, plain.stdout, "{:?}", String::from_utf8_lossy(odd));
    }
}
