//! The binary rejects bad input with exit status 2 and one positioned line.

use workbench::testing::assert_rejects;

const BIN: &str = env!("CARGO_BIN_EXE_removing-graph");

#[test]
fn truncated() {
    assert_rejects(BIN, b"6 2 3\n1 2\n2 3\n", "found end of input");
    assert_rejects(BIN, b"", "the number of vertices n");
    assert_rejects(BIN, b"3 1", "a move removes, r (");
}

#[test]
fn letter_where_a_number_belongs() {
    assert_rejects(BIN, b"3 1 2\n1 x\n2 3\n3 1\n", "found `x`");
}

#[test]
fn negative_count() {
    assert_rejects(BIN, b"-3 1 2\n1 2\n2 3\n3 1\n", "found `-3`");
}

#[test]
fn huge_declared_count_is_not_trusted() {
    assert_rejects(BIN, b"1000000000000000000 1 2\n1 2\n", "the number of vertices n");
    assert_rejects(BIN, b"2147483648 1 2\n1 2\n", "an integer from 0 to 2147483647");
    // Accepted as n, but 10 GB of per-vertex arrays must not be allocated for three edges.
    assert_rejects(BIN, b"2147483647 1 2\n1 2\n2 3\n3 1\n", "found end of input");
}

#[test]
fn l_zero_would_never_end() {
    assert_rejects(BIN, b"3 0 2\n1 2\n2 3\n3 1\n", "line 1, column 3: l = 0");
}

#[test]
fn l_above_r() {
    assert_rejects(BIN, b"3 3 2\n1 2\n2 3\n3 1\n", "line 1, column 5: r = 2 is below l = 3");
}

#[test]
fn vertex_out_of_range() {
    assert_rejects(BIN, b"3 1 2\n1 2\n2 4\n3 1\n", "line 3, column 3: expected a vertex");
    assert_rejects(BIN, b"3 1 2\n0 2\n2 3\n3 1\n", "found `0`");
}

#[test]
fn self_loop() {
    assert_rejects(
        BIN,
        b"4 1 2\n1 2\n3 3\n2 4\n4 1\n",
        "line 3, column 1: edge 3 3 is a self-loop",
    );
}

#[test]
fn repeated_edge() {
    assert_rejects(BIN, b"5 1 2\n1 2\n3 4\n2 1\n", "line 4, column 1: edge 2 1 repeats");
    // Repeating an edge of a longer path gives one of its ends a third edge.
    assert_rejects(BIN, b"4 1 2\n1 2\n2 3\n3 2\n", "line 4, column 1: edge 3 2 gives vertex 2");
}

#[test]
fn degree_three() {
    assert_rejects(
        BIN,
        b"4 1 2\n1 2\n1 3\n1 4\n2 3\n",
        "line 4, column 1: edge 1 4 gives vertex 1",
    );
    // An untouched vertex 4 forces some other vertex to degree 3 (n edges, degree sum 2n).
    assert_rejects(
        BIN,
        b"4 1 2\n1 2\n2 3\n3 1\n4 1\n",
        "line 5, column 1: edge 4 1 gives vertex 1",
    );
}

#[test]
fn errors_in_buffered_edges_keep_their_position() {
    // n = 64: the first 4 edges are buffered before the slots are allocated.
    let mut input = String::from("64 1 2\n1 2\n2 1\n");
    for v in 3..=64 {
        input += &format!("{v} {}\n", if v == 64 { 3 } else { v + 1 });
    }
    assert_rejects(BIN, input.as_bytes(), "line 3, column 1: edge 2 1 repeats");
}

#[test]
fn trailing_tokens() {
    assert_rejects(BIN, b"3 1 2\n1 2\n2 3\n3 1\n5\n", "expected end of input, found `5`");
}

/// l = r = 3 with one odd cycle longer than the direct table: no proven period exists, so the
/// binary refuses with a positioned line instead of computing for hours.
#[test]
fn exactly_three_on_a_huge_odd_cycle_is_refused_not_left_running() {
    let n = 100_001u32;
    let mut input = format!("{n} 3 3\n");
    for v in 1..=n {
        input += &format!("{v} {}\n", v % n + 1);
    }
    assert_rejects(BIN, input.as_bytes(), "line 1, column 10: l = r = 3 needs the value of a path");
}

/// A header claiming 2·10^8 vertices before 50 MB of edges. The old reader allocated the 1 GB
/// of per-vertex arrays once n/16 edges had been parsed; now every such input ends with its
/// usual line within 64 MiB of memory beyond its own size.
#[test]
fn a_false_huge_n_costs_memory_by_the_edges_read() {
    use workbench::fuzz::{Bounds, run_bounded};
    let bin = std::path::Path::new(BIN);
    let within = |input: &[u8]| Bounds {
        cpu_seconds: 10,
        memory_bytes: (64 << 20) + input.len() as u64,
        wall: std::time::Duration::from_secs(60),
    };
    // The cheapest such input: one short edge over and over (refused at its second copy).
    let mut input = b"200000000 1 2\n".to_vec();
    input.extend_from_slice(&b"1 2\n".repeat(12_500_000));
    let run = run_bounded(bin, &input, within(&input));
    assert!(run.verdict().is_ok() && run.code == Some(2), "{run:?}");
    assert!(run.stderr.contains("line 3, column 1: edge 1 2 repeats an earlier edge"), "{run:?}");
    // A path of 2.5·10^6 distinct edges, each one valid: the end of input comes first.
    let mut input = b"200000000 1 2\n".to_vec();
    for v in 1..=2_500_000u32 {
        input.extend_from_slice(format!("{v} {}\n", v + 1).as_bytes());
    }
    let run = run_bounded(bin, &input, within(&input));
    assert!(run.verdict().is_ok() && run.code == Some(2), "{run:?}");
    assert!(run.stderr.contains("expected a vertex"), "{run:?}");
    assert!(run.stderr.contains("found end of input"), "{run:?}");
}
