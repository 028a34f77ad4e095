//! The binary rejects bad input with exit status 2 and one positioned line, and accepts odd
//! but valid spacing.

use workbench::testing::assert_rejects;

const BIN: &str = env!("CARGO_BIN_EXE_passage-of-time");

#[test]
fn truncated_and_malformed_input_is_rejected() {
    assert_rejects(BIN, b"", "the number of vertices n");
    assert_rejects(BIN, b"3 2 1\n1 2\n2", "found end of input");
    assert_rejects(BIN, b"3 1 2\n1 2\n1 3\n", "found end of input");
    assert_rejects(BIN, b"3 1 1\n1 x\n1 3\n", "found `x`");
    assert_rejects(BIN, b"3 -1 1\n", "found `-1`");
    // A declared count far beyond what follows: refused at the end of the input, never
    // allocated up front.
    assert_rejects(BIN, b"3 1000000000 1\n1 2\n", "found end of input");
    assert_rejects(BIN, b"3 0 1000000000000\n1 2\n", "found end of input");
    assert_rejects(BIN, b"3 1 1\n1 2\n1 3\n4\n", "expected end of input, found `4`");
}

#[test]
fn out_of_range_and_broken_promises_are_rejected() {
    assert_rejects(BIN, b"0 0 0\n", "the number of vertices n");
    assert_rejects(BIN, b"4294967295 0 0\n", "the number of vertices n");
    assert_rejects(BIN, b"3 1 1\n1 4\n1 2\n", "an edge's end");
    assert_rejects(BIN, b"3 1 1\n0 2\n1 2\n", "an edge's end");
    assert_rejects(BIN, b"3 1 1\n1 2\n4 2\n", "the start x");
    assert_rejects(BIN, b"3 1 1\n1 2\n1 0\n", "the target y");
    assert_rejects(
        BIN,
        b"3 1 2\n1 2\n1 2\n3 3\n",
        "line 4, column 3: the target y = 3 is the start x",
    );
}

#[test]
fn odd_but_valid_formatting_is_accepted() {
    let run = |input: &[u8]| {
        workbench::process::run_binary(BIN, &[], input, std::time::Duration::from_secs(10))
    };
    let plain = run(b"3 2 2\n1 2\n2 3\n1 3\n2 1\n");
    assert_eq!(plain.code, Some(0), "{}", plain.stderr);
    assert_eq!(plain.stdout, b"-1\n1\n".to_vec());
    for odd in [
        &b"3 2 2\r\n1 2\r\n2 3\r\n1 3\r\n2 1\r\n"[..],
        b"3\t2 2\n1 2 2 3\n\n1 3\n2 1",
        b"  3 2 2\n\n1 2\n2 3\n1 3\n2 1\n\n",
    ] {
        assert_eq!(run(odd).stdout, plain.stdout, "{:?}", String::from_utf8_lossy(odd));
    }
}
