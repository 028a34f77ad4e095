//! The binary rejects bad input with exit status 2 and one positioned line, and accepts odd but
//! valid formatting.

use workbench::testing::assert_rejects;

const BIN: &str = env!("CARGO_BIN_EXE_combat-on-tree");

#[test]
fn truncated_and_malformed_input_is_rejected() {
    assert_rejects(BIN, b"", "the number of vertices N");
    assert_rejects(BIN, b"3\n0 0 0\n1 2\n", "found end of input");
    assert_rejects(BIN, b"3\n0 0\n", "found end of input");
    assert_rejects(BIN, b"2\n0 x\n1 2\n", "found `x`");
    assert_rejects(BIN, b"2\n0 -1\n1 2\n", "found `-1`");
    assert_rejects(BIN, b"2\n0 2\n1 2\n", "a colour c_i (0 white, 1 black)");
    assert_rejects(BIN, b"2\n1 1\n1 2\n3\n", "expected end of input, found `3`");
    // A declared count far beyond what follows: refused at the end of the input, never
    // allocated up front.
    assert_rejects(BIN, b"4294967294\n0 1\n", "found end of input");
}

#[test]
fn trees_the_rules_do_not_cover_are_rejected() {
    assert_rejects(BIN, b"0\n", "expected the number of vertices N (an integer from 1");
    assert_rejects(BIN, b"4294967295\n", "the number of vertices N");
    assert_rejects(BIN, b"3\n0 0 0\n1 2\n2 4\n", "line 4, column 3: expected a vertex");
    assert_rejects(BIN, b"3\n0 0 0\n1 2\n3 3\n", "line 4, column 3: edge 3 3 is a self-loop");
    assert_rejects(BIN, b"4\n0 0 0 0\n2 3\n3 4\n4 2\n", "edge 3 (4 2) closes a cycle");
}

#[test]
fn odd_but_valid_formatting_is_accepted() {
    let run = |input: &[u8]| {
        workbench::process::run_binary(BIN, &[], input, std::time::Duration::from_secs(10))
    };
    let plain = run(b"3\n0 0 0\n1 2\n2 3\n");
    assert_eq!(plain.code, Some(0), "{}", plain.stderr);
    assert_eq!(plain.stdout, b"3\n");
    for odd in
        [&b"3\r\n0 0 0\r\n1 2\r\n2 3\r\n"[..], b"3\t0 0 0\t\t1 2 2 3", b"  3\n\n0 0 0\n1 2\n2 3"]
    {
        assert_eq!(run(odd).stdout, plain.stdout, "{:?}", String::from_utf8_lossy(odd));
    }
    // One vertex: white wins by taking it; black loses at once.
    assert_eq!(run(b"1\n0\n").stdout, b"1\n");
    assert_eq!(run(b"1 1").stdout, b"-1\n");
}
