//! # Game on Tree — AtCoder AGC017 D
//!
//! **Game.** A tree of `N` vertices. Alice and Bob, Alice first, take turns: a move deletes one
//! edge, and with it the part of the tree no longer connected to vertex 1. The player who
//! cannot move loses. Who wins?
//!
//! **Insight.** This is Green Hackenbush on a tree rooted at vertex 1 ([`sg_core::hackenbush`]).
//! By the colon principle a branch may be replaced by a stalk of the same value, so
//! `g(v) = XOR over the children c of v of (g(c) + 1)`: the edge to `c` with what hangs from `c`
//! is a stalk of `g(c) + 1` edges, and stalks at one vertex are Nim heaps. Alice wins iff
//! `g(1) ≠ 0`. [`model`] plays the rules (delete an edge, drop what is cut off) by search, and the
//! crate's tests hold [`answer`], [`solve`] and [`explain`] to it on thousands of random trees.
//!
//! **Algorithm.** [`peel`] removes leaves towards vertex 1, each vertex knowing only its degree
//! and the XOR of its neighbours (a leaf's parent is that XOR), and adds `g(leaf) + 1` to the
//! parent: O(N) time, 12 bytes per vertex beyond the 8 per edge read, no adjacency list, no
//! recursion (a path of 10^6 vertices is fine); measured faster than the breadth-first C++
//! (bench/README.md). The tests hold it to sg-core's [`Decomposition`] (the iterative search and
//! fold of [`sg_core::hackenbush`]) on large trees, and the explanation descends sg-core's
//! search. The tree is checked on the way: a self-loop at its edge; then `N − 1` edges that
//! do not peel down to vertex 1 hold a cycle, and the first edge that closes one (union-find,
//! only on this failing path) is named. `N` may be anything from 1 (no edge: Bob wins) to `2^32 − 2`,
//! far beyond the judge's `2 ≤ N ≤ 10^5`; the per-vertex arrays are allocated only after the
//! `N − 1` edges are read, so memory follows the input.
//!
//! **Format.** `N`, then `N − 1` edges `x y` (vertices `1..=N`). One line: `Alice` if she wins,
//! else `Bob`.

use judge::Scanner;
use sg_core::hackenbush::Decomposition;
use sg_core::tree::Rooted;

mod explain;
pub mod model;
#[cfg(feature = "workbench")]
mod problem;
pub use explain::{Explanation, explain};
#[cfg(feature = "workbench")]
pub use problem::{GameOnTree, random_tree};

/// The most vertices a tree may have (vertex ids are `u32`, one value kept for "none").
pub const MAX_VERTICES: usize = u32::MAX as usize - 1;

/// A judge input: the tree's vertex count and its edges as read (1-based).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Input {
    /// `N`.
    pub vertices: u32,
    /// The `N − 1` edges `(x, y)`, in input order.
    pub edges: Vec<(u32, u32)>,
}

/// Read `N` and the `N − 1` edges (0-based), refusing a self-loop at its token.
fn read_edges(sc: &mut Scanner<'_>) -> judge::Result<(usize, Vec<(u32, u32)>)> {
    let n = sc.count("the number of vertices N", 1..=MAX_VERTICES)?;
    let edges = judge::read_tree_edges(sc, n, "a vertex")?;
    Ok((n, edges))
}

/// The colon principle by peeling leaves: [`Rooted::peel`] roots the tree at vertex 0 with
/// every vertex after its children, so one pass in that order adds `g(leaf) + 1` to its
/// parent's value with every value complete when it is used; then `g(0)` is the value. `N − 1`
/// edges form a tree iff the peeling reaches every vertex; `None` otherwise.
///
/// # Complexity
/// O(N) time, 16 bytes per vertex, no adjacency list and no recursion.
pub fn peel(n: usize, edges: &[(u32, u32)]) -> Option<u64> {
    let Rooted { order, parent } = Rooted::peel(n, edges)?;
    let mut value = vec![0u32; n];
    for v in order {
        value[parent[v as usize] as usize] ^= value[v as usize] + 1;
    }
    Some(u64::from(value[0]))
}

/// Read the tree and value it: [`read_edges`], then [`peel`]; edges that do not form a tree are
/// refused at their last token, naming the first edge that closes a cycle.
fn read_and_value(sc: &mut Scanner<'_>) -> judge::Result<(Vec<(u32, u32)>, u64)> {
    let (n, edges) = read_edges(sc)?;
    let end = sc.position();
    match peel(n, &edges) {
        Some(value) => Ok((edges, value)),
        None => Err(judge::not_a_tree(n, &edges, end)),
    }
}

impl Input {
    /// Reads the judge format: `N`, then the `N − 1` edges `x y` of a tree on `1..=N`.
    ///
    /// # Errors
    /// Truncated or non-numeric input, `N` = 0 or above [`MAX_VERTICES`], a vertex outside
    /// `1..=N`, a self-loop (at its token), edges that do not form a tree (at the end of the
    /// edges, naming the first edge that closes a cycle), or trailing tokens.
    ///
    /// # Complexity
    /// O(N); memory grows with the edges read, never with the declared `N`.
    pub fn read(sc: &mut Scanner<'_>) -> judge::Result<Self> {
        let (edges, _) = read_and_value(sc)?;
        sc.finish()?;
        let vertices = edges.len() as u32 + 1;
        let edges = edges.into_iter().map(|(a, b)| (a + 1, b + 1)).collect();
        Ok(Self { vertices, edges })
    }

    /// The one writer: judge text that [`Input::read`] reads back as `self`.
    ///
    /// # Complexity
    /// O(N).
    pub fn write(&self, out: &mut Vec<u8>) {
        judge::write_line(out, [u64::from(self.vertices)]);
        for &(a, b) in &self.edges {
            judge::write_line(out, [u64::from(a), u64::from(b)]);
        }
    }

    /// The edges, 0-based, for sg-core.
    fn zero_based(&self) -> Vec<(u32, u32)> {
        self.edges.iter().map(|&(a, b)| (a - 1, b - 1)).collect()
    }
}

/// The Green Hackenbush value `g(1)` of the tree, by [`peel`].
///
/// # Panics
/// If the edges do not form a tree.
///
/// # Complexity
/// O(N).
pub fn tree_value(input: &Input) -> u64 {
    peel(input.vertices as usize, &input.zero_based()).expect("the edges form a tree")
}

/// Whether Alice, moving first, wins: `g(1) ≠ 0`.
///
/// # Complexity
/// O(N).
pub fn answer(input: &Input) -> bool {
    tree_value(input) != 0
}

/// The judge's line for each verdict.
const VERDICTS: judge::Verdicts = judge::Verdicts { yes: b"Alice\n", no: b"Bob\n" };

/// The verdict as judge output: `Alice` or `Bob`.
pub fn write_answer(alice_wins: &bool, out: &mut Vec<u8>) {
    VERDICTS.write(*alice_wins, out);
}

/// The judge path: the reader's checks and the value from the same peeling, the edges never
/// copied back to 1-based.
///
/// # Errors
/// As [`Input::read`].
///
/// # Complexity
/// O(N).
pub fn solve(sc: &mut Scanner<'_>, out: &mut Vec<u8>) -> judge::Result<()> {
    let (_, value) = read_and_value(sc)?;
    sc.finish()?;
    write_answer(&(value != 0), out);
    Ok(())
}

/// The edge (input index) whose deletion leaves the tree worth `target`, for `target < g(1)`;
/// `None` otherwise.
///
/// At vertex `v` worth `g(v)`, wanting `t < g(v)`: let `d = g(v) ⊕ t`. A child `c` whose term
/// `g(c) + 1` has `d`'s top bit exists (the XOR of the terms has it), and its term must become
/// `s = (g(c) + 1) ⊕ d < g(c) + 1`: `s = 0` by deleting the edge to `c`, otherwise by taking
/// `c`'s branch to `s − 1 < g(c)`, the same question one level down.
///
/// # Complexity
/// O(N).
pub fn winning_deletion(input: &Input, target: u64) -> Option<usize> {
    let mut d = Decomposition::new();
    d.build(input.vertices as usize, 0, &input.zero_based());
    if target >= d.value() {
        return None;
    }
    let n = input.vertices as usize;
    let mut children: Vec<Vec<u32>> = vec![Vec::new(); n];
    for &v in &d.order()[1..] {
        children[d.parent(v).expect("not the root").0 as usize].push(v);
    }
    let (mut v, mut t) = (0u32, target);
    loop {
        let diff = d.subtree_value(v) ^ t;
        let top = 63 - diff.leading_zeros();
        let c = *children[v as usize]
            .iter()
            .find(|&&c| (d.subtree_value(c) + 1) >> top & 1 == 1)
            .expect("the XOR of the terms has the top bit");
        let s = (d.subtree_value(c) + 1) ^ diff;
        if s == 0 {
            return Some(d.parent(c).expect("not the root").1 as usize);
        }
        (v, t) = (c, s - 1);
    }
}
