//! # Tree Game — AtCoder AGC010 F
//!
//! **Game.** A tree of `N` vertices, vertex `i` holding `A_i` stones. Takahashi puts a piece on
//! a vertex; then, Takahashi first, the players take turns: a move removes one stone from the
//! piece's vertex and moves the piece to a neighbour. A player who cannot remove a stone loses.
//! From which vertices does Takahashi win?
//!
//! **Insight.** The player to move at `v` wins iff some neighbour `u` has `A_u < A_v` and the
//! player to move at `u` loses in `u`'s component of the tree without `v`. A move to a
//! neighbour with `A_u ≥ A_v` is answered by moving straight back: the shuttle between the two
//! drains `v` first, and the mover is the one who stands on `v`. After a move to `u` with
//! `A_u < A_v`, stepping back onto `v` is useless to the opponent for the same reason (`u`
//! runs out first), so the game is the one in `u`'s component without `v`. The tests hold this
//! to [`model`] (the game searched by its definition, stone counts and all) on thousands of
//! trees of every shape.
//!
//! **Algorithm.** Rerooting, with no recursion and no adjacency list: peel the tree towards
//! vertex 1 ([`Rooted::peel`]), then bottom-up `down[v]` = "the mover at `v` wins in `v`'s
//! subtree" with `good[v]` = the number of children `c` with `A_c < A_v` and `¬down[c]`; then
//! top-down `up[c]` = "the mover at `p = parent(c)` wins in the tree without `c`'s subtree":
//! `good[p] + [p's parent counts for p] − [c counts for p] > 0`. The vertex `v` wins from the
//! start iff `good[v]` plus its parent's term (`A_parent < A_v` and `¬up[v]`) is positive.
//! O(N) time (the judge's O(N²) bound is not needed), 16 bytes a vertex beyond the edges.
//!
//! **Format.** `N`, then `A_1 … A_N`, then `N − 1` edges `a b`. One line: the winning vertices
//! in increasing order separated by spaces, an empty line if there is none. The judge promises
//! `2 ≤ N ≤ 3000` and `A_i ≤ 10^9`; we read any `N` from 2 to `2^32 − 2` and any `u64` stones.

use judge::Scanner;
use sg_core::tree::Rooted;

pub mod model;
#[cfg(feature = "workbench")]
mod problem;
#[cfg(feature = "workbench")]
pub use problem::TreeStones;

/// The most vertices a tree may have (vertex ids are `u32`, one value kept for "none").
pub const MAX_VERTICES: usize = u32::MAX as usize - 1;

/// A judge input: the stones and the tree.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Input {
    /// `A_1 … A_N`.
    pub stones: Vec<u64>,
    /// The `N − 1` edges `(a, b)`, 1-based, in input order.
    pub edges: Vec<(u32, u32)>,
}

impl Input {
    /// Reads the judge format: `N`, the stones, then the `N − 1` edges of a tree.
    ///
    /// # Errors
    /// Truncated or non-numeric input, `N` below 2 or above [`MAX_VERTICES`], a stone count
    /// beyond `u64`, a vertex outside `1..=N`, a self-loop (at its token), edges that do not
    /// form a tree (at the end of the edges, naming the first edge that closes a cycle), or
    /// trailing tokens.
    ///
    /// # Complexity
    /// O(input); memory grows with what is read, never with the declared `N`.
    pub fn read(sc: &mut Scanner<'_>) -> judge::Result<Self> {
        let n = sc.count("the number of vertices N", 2..=MAX_VERTICES)?;
        let stones = sc.read_vec(n, "a number of stones A_i", ..)?;
        let edges = judge::read_tree_edges(sc, n, "a vertex")?;
        if Rooted::peel(n, &edges).is_none() {
            return Err(judge::not_a_tree(n, &edges, sc.position()));
        }
        sc.finish()?;
        Ok(Self { stones, edges: edges.into_iter().map(|(a, b)| (a + 1, b + 1)).collect() })
    }

    /// The one writer: judge text that [`Input::read`] reads back as `self`.
    ///
    /// # Complexity
    /// O(N).
    pub fn write(&self, out: &mut Vec<u8>) {
        judge::write_line(out, [self.stones.len() as u64]);
        judge::write_line(out, self.stones.iter().copied());
        for &(a, b) in &self.edges {
            judge::write_line(out, [u64::from(a), u64::from(b)]);
        }
    }
}

/// For every vertex (0-based) of the tree with these stones and 0-based edges, whether the
/// player to move with the piece there wins; `None` if the edges do not form a tree.
///
/// # Complexity
/// O(N): one peeling, one pass up, one pass down.
pub fn winning_starts(stones: &[u64], edges: &[(u32, u32)]) -> Option<Vec<bool>> {
    let n = stones.len();
    let Rooted { order, parent } = Rooted::peel(n, edges)?;
    // `good[v]`: the children `c` that win for the mover at `v` (`A_c < A_v` and the mover at
    // `c` loses in `c`'s subtree).
    let mut good = vec![0u32; n];
    let mut down = vec![false; n];
    for &c in &order {
        let c = c as usize;
        down[c] = good[c] > 0;
        let p = parent[c] as usize;
        good[p] += u32::from(stones[c] < stones[p] && !down[c]);
    }
    // `total[v]`: the neighbours that win for the mover at `v` in the whole tree; `up[c]`: the
    // mover at `parent(c)` wins in the tree without `c`'s subtree.
    let mut total = good;
    for &c in order.iter().rev() {
        let c = c as usize;
        let p = parent[c] as usize;
        let up = total[p] - u32::from(stones[c] < stones[p] && !down[c]) > 0;
        total[c] += u32::from(stones[p] < stones[c] && !up);
    }
    Some(total.iter().map(|&t| t > 0).collect())
}

/// The winning start vertices, 1-based, in increasing order.
///
/// # Complexity
/// O(N).
pub fn answer(input: &Input) -> Vec<u32> {
    let edges: Vec<(u32, u32)> = input.edges.iter().map(|&(a, b)| (a - 1, b - 1)).collect();
    let wins = winning_starts(&input.stones, &edges).expect("the edges form a tree");
    (1..).zip(wins).filter(|&(_, w)| w).map(|(v, _)| v).collect()
}

/// The vertices as judge output: one line, separated by spaces (empty if there is none).
///
/// # Complexity
/// O(N).
pub fn write_answer(vertices: &[u32], out: &mut Vec<u8>) {
    for &v in vertices {
        judge::write_u64(out, u64::from(v), b' ');
    }
    match out.last_mut() {
        Some(end @ b' ') if !vertices.is_empty() => *end = b'\n',
        _ => out.push(b'\n'),
    }
}

/// The judge path: read, answer, write.
///
/// # Errors
/// As [`Input::read`].
///
/// # Complexity
/// O(input).
pub fn solve(sc: &mut Scanner<'_>, out: &mut Vec<u8>) -> judge::Result<()> {
    write_answer(&answer(&Input::read(sc)?), out);
    Ok(())
}
