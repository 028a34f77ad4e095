//! The binary rejects bad input with exit status 2 and one positioned line.

use workbench::testing::assert_rejects;

const BIN: &str = env!("CARGO_BIN_EXE_hackenbush");

#[test]
fn truncated() {
    assert_rejects(BIN, b"1\n2 1\n1", "found end of input");
    assert_rejects(BIN, b"2\n2 1\n1 2\n", "the number of nodes m");
    assert_rejects(BIN, b"1\n3", "the number of edges k");
}

#[test]
fn letter_where_a_number_belongs() {
    assert_rejects(BIN, b"1\n2 1\n1 x\n", "found `x`");
}

#[test]
fn endpoint_outside_the_nodes() {
    assert_rejects(BIN, b"1\n2 1\n1 3\n", "an edge endpoint (an integer from 1 to 2)");
    assert_rejects(BIN, b"1\n2 1\n0 2\n", "found `0`");
}

#[test]
fn no_nodes() {
    assert_rejects(BIN, b"1\n0 0\n", "the number of nodes m");
}

#[test]
fn huge_declared_counts_are_not_trusted() {
    assert_rejects(BIN, b"1\n2 1000000000000000000\n1 2\n", "found end of input");
    assert_rejects(BIN, b"1000000000000000000\n1 0\n", "found end of input");
    assert_rejects(BIN, b"1\n4000000000 1\n1 2\n", "not connected");
}

#[test]
fn broken_promise() {
    assert_rejects(
        BIN,
        b"2\n1 0\n5 5\n1 2\n2 3\n3 4\n4 2\n3 5\n",
        "test case 1, graph 2: a polygon",
    );
    assert_rejects(BIN, b"1\n3 2\n1 2\n1 2\n", "not connected");
    assert_rejects(BIN, b"1\n2 3\n1 2\n1 2\n1 2\n", "lies on two polygons");
}
