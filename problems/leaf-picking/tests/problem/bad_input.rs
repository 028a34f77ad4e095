//! The binary rejects bad input with exit status 2 and one positioned line, and accepts odd but
//! valid formatting (the empty parent line of `n = 1` among them).

use workbench::testing::assert_rejects;

const BIN: &str = env!("CARGO_BIN_EXE_leaf-picking");

#[test]
fn truncated_and_malformed_input_is_rejected() {
    assert_rejects(BIN, b"", "the number of tests T");
    assert_rejects(BIN, b"1\n3\n1\n", "found end of input");
    assert_rejects(BIN, b"2\n1\n\n", "found end of input");
    assert_rejects(BIN, b"1\n2\nx\n", "found `x`");
    assert_rejects(BIN, b"-1\n", "found `-1`");
    assert_rejects(BIN, b"1\n0\n", "found `0`");
    assert_rejects(BIN, b"1\n4294967295\n", "the number of vertices n");
    assert_rejects(BIN, b"1\n2\n1\n3\n", "expected end of input, found `3`");
    // Declared counts far beyond what follows: refused at the end of the input, never
    // allocated up front.
    assert_rejects(BIN, b"1000000000000000000\n1\n", "found end of input");
    assert_rejects(BIN, b"1\n4294967294\n1 1\n", "found end of input");
}

#[test]
fn parents_that_are_not_a_tree_are_rejected() {
    assert_rejects(
        BIN,
        b"1\n3\n1 4\n",
        "line 3, column 3: expected a parent (an integer from 1 to 3), found `4`",
    );
    assert_rejects(BIN, b"1\n3\n1 0\n", "found `0`");
    assert_rejects(BIN, b"1\n3\n1 3\n", "line 3, column 3: vertex 3 is its own parent");
    // 3 and 4 each other's parent: cut off from vertex 1.
    assert_rejects(
        BIN,
        b"1\n4\n1 4 3\n",
        "line 3, column 5: not a tree rooted at 1: the parents from vertex 3 never reach vertex 1",
    );
}

#[test]
fn odd_but_valid_formatting_is_accepted() {
    let run = |input: &[u8]| {
        workbench::process::run_binary(BIN, &[], input, std::time::Duration::from_secs(10))
    };
    let plain = run(b"3\n1\n\n3\n1 1\n4\n1 2 3\n");
    assert_eq!(plain.code, Some(0), "{}", plain.stderr);
    assert_eq!(plain.stdout, b"1\n1\n0\n");
    for odd in [
        &b"3\r\n1\r\n\r\n3\r\n1 1\r\n4\r\n1 2 3\r\n"[..],
        b"3\t1\t3 1 1\t4 1 2 3",
        b"  3\n1\n3\n1 1\n\n4\n1 2 3",
    ] {
        assert_eq!(run(odd).stdout, plain.stdout, "{:?}", String::from_utf8_lossy(odd));
    }
}
