//! Trees given as `n − 1` edges of 1-based node numbers, the format of most tree problems: the
//! edges read in one pass (a self-loop refused at its token), and the error that names the
//! first edge closing a cycle when the edges turn out not to connect the nodes.

use crate::{InputError, Position, Scanner};

/// Read the `n − 1` edges of a tree on nodes `1..=n` as 0-based pairs, in input order; `what`
/// names one endpoint in errors ("a vertex", "a node"). Refuses a number outside `1..=n` and
/// a self-loop at its token; whether the edges connect the nodes is the caller's to check (by
/// rooting them, then [`not_a_tree`]).
///
/// # Complexity
/// O(n) time; memory follows the edges actually read.
pub fn read_tree_edges(
    sc: &mut Scanner<'_>,
    n: usize,
    what: &'static str,
) -> crate::Result<Vec<(u32, u32)>> {
    let mut edges: Vec<(u32, u32)> = Vec::with_capacity(crate::capacity_for(n.saturating_sub(1)));
    let mut left = n.saturating_sub(1);
    let top = u32::try_from(n).unwrap_or(u32::MAX);
    while left > 0 {
        // Chunks keep 2·chunk from overflowing on a huge n.
        let chunk = left.min(1 << 20);
        sc.read_fold(2 * chunk, what, 1..=top, None, |half, v| match half {
            None => Ok(Some(v - 1)),
            Some(a) if a == v - 1 => Err(format!("edge {} {v} is a self-loop: not a tree", a + 1)),
            Some(a) => {
                edges.push((a, v - 1));
                Ok(None)
            }
        })?;
        left -= chunk;
    }
    Ok(edges)
}

/// The error, at `end`, for `n − 1` edges on nodes `0..n` that do not connect them: they hold
/// a cycle, and the first edge in input order that closes one is named (union-find with path
/// halving).
///
/// # Complexity
/// O(n·α(n)).
pub fn not_a_tree(n: usize, edges: &[(u32, u32)], end: Position) -> InputError {
    let mut parent: Vec<u32> = (0..n as u32).collect();
    let find = |parent: &mut Vec<u32>, mut v: u32| {
        while parent[v as usize] != v {
            let up = parent[parent[v as usize] as usize];
            parent[v as usize] = up;
            v = up;
        }
        v
    };
    for (i, &(a, b)) in edges.iter().enumerate() {
        let (ra, rb) = (find(&mut parent, a), find(&mut parent, b));
        if ra == rb {
            return end.error(format!(
                "not a tree: edge {} ({} {}) closes a cycle with the edges before it",
                i + 1,
                a + 1,
                b + 1
            ));
        }
        parent[ra as usize] = rb;
    }
    end.error("not a tree: the edges do not connect the nodes")
}

#[cfg(test)]
mod tests {
    use super::{not_a_tree, read_tree_edges};
    use crate::Scanner;

    /// The edges of `text` on `n` nodes, or the error's text.
    fn edges_of(text: &[u8], n: usize) -> Result<Vec<(u32, u32)>, String> {
        let mut source = text;
        let mut sc = Scanner::new(&mut source);
        read_tree_edges(&mut sc, n, "a node").map_err(|e| e.to_string())
    }

    #[test]
    fn edges_are_read_zero_based_and_a_self_loop_is_refused() {
        assert_eq!(edges_of(b"1 2\n2 3\n", 3), Ok(vec![(0, 1), (1, 2)]));
        let e = edges_of(b"1 2\n3 3\n", 3).unwrap_err();
        assert!(e.contains("self-loop") && e.starts_with("line 2"), "{e}");
        assert!(edges_of(b"1 4\n", 3).is_err());
        assert!(edges_of(b"1 2\n", 3).is_err(), "a missing edge");
    }

    #[test]
    fn the_first_edge_closing_a_cycle_is_named() {
        let mut source: &[u8] = b"";
        let end = Scanner::new(&mut source).position();
        let e = not_a_tree(4, &[(0, 1), (2, 3), (3, 2)], end).to_string();
        assert!(e.contains("edge 3 (4 3) closes a cycle"), "{e}");
    }
}
