//! The binary rejects bad input with exit status 2 and one positioned line, and accepts odd but
//! valid formatting.

use workbench::testing::assert_rejects;

const BIN: &str = env!("CARGO_BIN_EXE_christmas-tree-game");

#[test]
fn truncated_and_malformed_input_is_rejected() {
    assert_rejects(BIN, b"", "the number of nodes n");
    assert_rejects(BIN, b"3\n", "the step k");
    assert_rejects(BIN, b"3 0\n1 2\n2 3\n1 1 1\n", "found `0`");
    assert_rejects(BIN, b"3 1\n1 2\n2 3\n1 1\n", "found end of input");
    assert_rejects(BIN, b"3 1\n1 2\n2 x\n1 1 1\n", "found `x`");
    assert_rejects(BIN, b"3 1\n1 2\n2 3\n1 -1 1\n", "found `-1`");
    assert_rejects(BIN, b"2 1\n1 2\n1 18446744073709551616\n", "a number of presents");
    assert_rejects(BIN, b"2 1\n1 2\n1 1 1\n", "expected end of input, found `1`");
    // A declared count far beyond what follows: refused at the end of the input, never
    // allocated up front.
    assert_rejects(BIN, b"4294967294 1\n1 2\n", "found end of input");
}

#[test]
fn graphs_that_are_not_trees_are_rejected() {
    assert_rejects(BIN, b"3 1\n1 2\n2 4\n0 0 0\n", "line 3, column 3: expected a node");
    assert_rejects(BIN, b"3 1\n1 2\n3 3\n0 0 0\n", "line 3, column 3: edge 3 3 is a self-loop");
    assert_rejects(
        BIN,
        b"4 1\n2 3\n3 4\n4 2\n0 0 0 0\n",
        "not a tree: edge 3 (4 2) closes a cycle with the edges before it",
    );
    assert_rejects(BIN, b"3 1\n1 2\n2 1\n0 0 0\n", "edge 2 (2 1) closes a cycle");
}

#[test]
fn a_table_beyond_the_bound_is_refused_at_k() {
    // n = 3·10^6 nodes on a path, k = 100: 6·10^8 entries.
    let n = 3_000_000u32;
    let mut text = format!("{n} 100\n").into_bytes();
    for v in 1..n {
        text.extend_from_slice(format!("{v} {}\n", v + 1).as_bytes());
    }
    text.extend_from_slice(&b"0 ".repeat(n as usize));
    assert_rejects(BIN, &text, "line 1, column 9: n · 2k = 3000000 · 200 entries exceed");
}

#[test]
fn odd_but_valid_formatting_is_accepted() {
    let run = |input: &[u8]| {
        workbench::process::run_binary(BIN, &[], input, std::time::Duration::from_secs(10))
    };
    let plain = run(b"3 1\n1 2\n2 3\n1 0 0\n");
    assert_eq!(plain.code, Some(0), "{}", plain.stderr);
    assert_eq!(plain.stdout, b"0 1 0\n");
    for odd in [
        &b"3 1\r\n1 2\r\n2 3\r\n1 0 0\r\n"[..],
        b"3\t1 1 2\t\t2 3 1 0 0",
        b"  3 1\n\n1 2\n2 3\n1 0 0\n\n",
    ] {
        assert_eq!(run(odd).stdout, plain.stdout, "{:?}", String::from_utf8_lossy(odd));
    }
}
