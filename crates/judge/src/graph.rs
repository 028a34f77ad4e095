//! Graphs given as successor lists, HDU 1524's format (*A Chess Game*) and its relatives: per
//! test `N`, then for each vertex `X_i` and its `X_i` successors (0-based), then queries
//! `M p_1 … p_M` (vertices) ended by a lone `0`; tests until the end of the input. One reader
//! and one writer for every problem played on such a graph, and the streaming list reader the
//! judge paths fill their own graph form with.

use crate::{Position, Scanner, capacity_for, write_line};

/// One test of the format: the successor lists of its vertices and its queries.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GraphTest {
    /// `successors[v]`: the vertices a token on `v` may move to, as given.
    pub successors: Vec<Vec<u32>>,
    /// Each query's vertices (one token on each, several may share a vertex).
    pub queries: Vec<Vec<u32>>,
}

/// The refusal of a test with more than `max_edges` successors in all.
fn too_many_edges(max_edges: usize) -> String {
    format!("more than {max_edges} successors in one test")
}

/// The `n` successor lists of one test (after `N`), each successor range-checked as it is
/// read and handed to `each` as `Some(w)`, each list's end as `None`; more than `max_edges` in
/// all is refused where the next one starts.
///
/// # Errors
/// Truncated or non-numeric input, a successor outside `0..n`, too many edges.
///
/// # Complexity
/// O(input read); no memory of its own.
pub fn read_successor_lists(
    sc: &mut Scanner<'_>,
    n: usize,
    max_edges: usize,
    mut each: impl FnMut(Option<u32>),
) -> crate::Result<()> {
    let mut edges = 0usize;
    let below = u32::try_from(n).unwrap_or(u32::MAX);
    for _ in 0..n {
        let degree = sc.count("the number of successors X_i", ..)?;
        sc.read_fold(degree, "a successor position", 0..below, (), |(), w| {
            if edges == max_edges {
                return Err(too_many_edges(max_edges));
            }
            edges += 1;
            each(Some(w));
            Ok(())
        })?;
        each(None);
    }
    Ok(())
}

/// The whole format: tests until the end of the input, each with `1 ≤ N ≤ max_vertices`
/// vertices and at most `max_edges` successors. `accept` sees each test's lists, with the
/// position of its `N`, before its queries are read (a problem refuses a broken promise there,
/// a cycle say).
///
/// # Errors
/// Truncated or non-numeric input, a count out of range, a vertex outside `0..N`, too many
/// edges, or `accept`'s refusal, positioned.
///
/// # Complexity
/// O(input) besides `accept`; memory grows with the numbers read, never with a declared count.
pub fn read_graph_tests(
    sc: &mut Scanner<'_>,
    max_vertices: usize,
    max_edges: usize,
    mut accept: impl FnMut(&[Vec<u32>], Position) -> crate::Result<()>,
) -> crate::Result<Vec<GraphTest>> {
    let mut tests = Vec::new();
    while !sc.at_end()? {
        let n = sc.count("the number of positions N", 1..=max_vertices)?;
        let start = sc.position();
        let mut successors: Vec<Vec<u32>> = Vec::with_capacity(capacity_for(n));
        let mut list = Vec::new();
        read_successor_lists(sc, n, max_edges, |next| match next {
            Some(w) => list.push(w),
            None => successors.push(std::mem::take(&mut list)),
        })?;
        accept(&successors, start)?;
        let mut queries = Vec::new();
        loop {
            let m = sc.count("the number of chessmen M (0 ends the test)", ..)?;
            if m == 0 {
                break;
            }
            queries.push(sc.read_vec(m, "a chessman's position", 0..n as u32)?);
        }
        tests.push(GraphTest { successors, queries });
    }
    sc.finish()?;
    Ok(tests)
}

/// The judge text [`read_graph_tests`] reads back as `tests`.
///
/// # Complexity
/// O(output).
pub fn write_graph_tests(out: &mut Vec<u8>, tests: &[GraphTest]) {
    for test in tests {
        write_line(out, [test.successors.len() as u64]);
        for list in test.successors.iter().chain(&test.queries) {
            let count = std::iter::once(list.len() as u64);
            write_line(out, count.chain(list.iter().map(|&v| u64::from(v))));
        }
        out.extend_from_slice(b"0\n");
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(text: &str) -> crate::Result<Vec<GraphTest>> {
        read_graph_tests(&mut Scanner::new(&mut text.as_bytes()), 10, 3, |_, _| Ok(()))
    }

    #[test]
    fn reads_what_it_writes_and_refuses_what_breaks_the_format() {
        let tests = read("3\n2 1 2\n0\r\n1 1\n2 0 2\n0\n1\n0\n1\t0\n0").unwrap();
        assert_eq!(tests[0].successors, [vec![1, 2], vec![], vec![1]]);
        assert_eq!(tests[0].queries, [vec![0, 2]]);
        assert_eq!(tests[1].queries, [vec![0]]);
        let mut out = Vec::new();
        write_graph_tests(&mut out, &tests);
        assert_eq!(read(std::str::from_utf8(&out).unwrap()).unwrap(), tests);
        let err = |text: &str| read(text).unwrap_err().to_string();
        assert!(
            err("2\n1 2\n0\n0\n").contains("a successor position"),
            "{}",
            err("2\n1 2\n0\n0\n")
        );
        assert!(err("3\n3 1 2 1\n1 0\n0\n0\n").contains("more than 3 successors"));
        assert!(err("11\n").contains("the number of positions N"));
        assert!(err("1\n0\n1").contains("end of input"));
    }
}
