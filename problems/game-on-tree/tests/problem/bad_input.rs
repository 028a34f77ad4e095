//! The binary rejects bad input with exit status 2 and one positioned line, and accepts odd but
//! valid formatting.

use workbench::testing::assert_rejects;

const BIN: &str = env!("CARGO_BIN_EXE_game-on-tree");

#[test]
fn truncated_and_malformed_input_is_rejected() {
    assert_rejects(BIN, b"", "the number of vertices N");
    assert_rejects(BIN, b"3\n1 2\n", "found end of input");
    assert_rejects(BIN, b"3\n1 2\n2\n", "found end of input");
    assert_rejects(BIN, b"2\n1 x\n", "found `x`");
    assert_rejects(BIN, b"-1\n", "found `-1`");
    assert_rejects(BIN, b"0\n", "found `0`");
    assert_rejects(BIN, b"4294967295\n", "the number of vertices N");
    assert_rejects(BIN, b"2\n1 2\n3\n", "expected end of input, found `3`");
    // A declared count far beyond what follows: refused at the end of the input, never
    // allocated up front.
    assert_rejects(BIN, b"4294967294\n1 2\n", "found end of input");
}

#[test]
fn graphs_that_are_not_trees_are_rejected() {
    assert_rejects(
        BIN,
        b"3\n1 2\n2 4\n",
        "line 3, column 3: expected a vertex (an integer from 1 to 3), found `4`",
    );
    assert_rejects(BIN, b"3\n1 2\n3 0\n", "found `0`");
    assert_rejects(BIN, b"3\n1 2\n3 3\n", "line 3, column 3: edge 3 3 is a self-loop");
    // A cycle 2–3–4 and vertex 1 cut off from it.
    assert_rejects(
        BIN,
        b"4\n2 3\n3 4\n4 2\n",
        "not a tree: edge 3 (4 2) closes a cycle with the edges before it",
    );
    // A doubled edge: a cycle of two.
    assert_rejects(BIN, b"3\n1 2\n2 1\n", "edge 2 (2 1) closes a cycle");
}

#[test]
fn odd_but_valid_formatting_is_accepted() {
    let run = |input: &[u8]| {
        workbench::process::run_binary(BIN, &[], input, std::time::Duration::from_secs(10))
    };
    let plain = run(b"3\n1 2\n2 3\n");
    assert_eq!(plain.code, Some(0), "{}", plain.stderr);
    assert_eq!(plain.stdout, b"Alice\n");
    for odd in [&b"3\r\n1 2\r\n2 3\r\n"[..], b"3\t1 2\t\t2 3", b"  3\n\n1 2\n2 3\n\n"] {
        assert_eq!(run(odd).stdout, plain.stdout, "{:?}", String::from_utf8_lossy(odd));
    }
}
