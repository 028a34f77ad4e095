//! The binary rejects bad input with exit status 2 and one positioned line, and accepts odd but
//! valid formatting.

use workbench::testing::assert_rejects;

const BIN: &str = env!("CARGO_BIN_EXE_tree-component");

#[test]
fn truncated_and_malformed_input_is_rejected() {
    assert_rejects(BIN, b"", "the number of tests T");
    assert_rejects(BIN, b"1\n3\n1 2\n", "found end of input");
    assert_rejects(BIN, b"2\n2\n1 2\n", "found end of input");
    assert_rejects(BIN, b"1\n2\n1 x\n", "found `x`");
    assert_rejects(BIN, b"-1\n", "found `-1`");
    assert_rejects(BIN, b"1\n2\n1 2\n3\n", "expected end of input, found `3`");
    // A declared count far beyond what follows: refused at the end of the input, never
    // allocated up front.
    assert_rejects(BIN, b"1000000000000000000\n2\n1 2\n", "found end of input");
    assert_rejects(BIN, b"1\n4294967294\n1 2\n", "found end of input");
}

#[test]
fn trees_the_rules_do_not_cover_are_rejected() {
    assert_rejects(BIN, b"1\n1\n", "expected the number of vertices n (an integer from 2");
    assert_rejects(BIN, b"1\n0\n", "found `0`");
    assert_rejects(BIN, b"1\n4294967295\n", "the number of vertices n");
    assert_rejects(BIN, b"1\n3\n1 2\n2 4\n", "line 4, column 3: expected a vertex");
    assert_rejects(BIN, b"1\n3\n1 2\n3 3\n", "line 4, column 3: edge 3 3 is a self-loop");
    assert_rejects(BIN, b"1\n4\n2 3\n3 4\n4 2\n", "edge 3 (4 2) closes a cycle");
    assert_rejects(BIN, b"1\n3\n1 2\n2 1\n", "edge 2 (2 1) closes a cycle");
}

#[test]
fn odd_but_valid_formatting_is_accepted() {
    let run = |input: &[u8]| {
        workbench::process::run_binary(BIN, &[], input, std::time::Duration::from_secs(10))
    };
    let plain = run(b"2\n3\n1 2\n2 3\n2\n1 2\n");
    assert_eq!(plain.code, Some(0), "{}", plain.stderr);
    assert_eq!(plain.stdout, b"Hifuu\nLuna\n");
    for odd in [
        &b"2\r\n3\r\n1 2\r\n2 3\r\n2\r\n1 2\r\n"[..],
        b"2\t3 1 2\t\t2 3 2 1\t2",
        b"  2\n\n3\n1 2\n2 3\n2\n1 2",
    ] {
        assert_eq!(run(odd).stdout, plain.stdout, "{:?}", String::from_utf8_lossy(odd));
    }
}
