//! # The Other Side of the Moon — Luogu P8347 (「Wdoi-6」另一侧的月)
//!
//! **Game.** A tree of `n ≥ 2` vertices. Hifuu and Luna, Hifuu first, take turns: a move
//! deletes one vertex and keeps one of the components it leaves (the rest is thrown away). A
//! player whose move leaves a single vertex loses. Who wins?
//!
//! **Insight.** The player to move wins iff some vertex has even degree. Deleting `v` and
//! keeping the component `C` changes, inside `C`, only the degree of `v`'s neighbour `u ∈ C`
//! (by one). *Every degree odd ⇒ lost:* after any move, `u` has degree `deg(u) − 1` in `C`,
//! even; so `C` either has an even vertex or is `u` alone (when `deg(u) = 1`), which loses
//! for the mover. *Some degree even ⇒ won:* root the tree at an even vertex `r` and take an
//! even vertex `u` of greatest depth. If `u ≠ r`, delete `u`'s parent and keep `u`'s subtree:
//! `u` drops to odd degree, every vertex below `u` is odd (none is even and deeper), and `u`
//! has a child (`deg(u) ≥ 2`), so the opponent gets a tree of at least two vertices, all odd.
//! If `u = r` is the only even vertex, delete any child of `r` and keep `r`'s side: `r` drops
//! to odd and every other vertex there was odd. The tests hold this to [`model`], the game
//! searched by its definition, on **every** labelled tree of up to 7 vertices (every shape) and thousands
//! of random ones, and replay the move of [`winning_move`] (the proof's construction) on the
//! model.
//!
//! **Algorithm.** Count degrees: O(n) per test. The reader checks the tree once (a self-loop
//! at its token; `n − 1` edges that do not peel down to vertex 1 hold a cycle, named by
//! `judge::not_a_tree`), and allocates per-vertex arrays only after the edges are read.
//!
//! **Format.** `T`, then per test `n` and `n − 1` edges `u v` (vertices `1..=n`). Per test one
//! line: `Hifuu` if the first player wins, else `Luna`. The judge promises `T ≤ 5` and
//! `2 ≤ n ≤ 10^5`; we read any `T` and any `n` from 2 to `2^32 − 2`. `n = 1` is refused: the
//! rules do not say who wins a tree the first player cannot move in.

use judge::Scanner;
use sg_core::tree::Rooted;

mod explain;
pub mod model;
#[cfg(feature = "workbench")]
mod problem;
pub use explain::{Explanation, explain};
#[cfg(feature = "workbench")]
pub use problem::{TreeComponent, odd_tree};

/// The most vertices a tree may have (vertex ids are `u32`, one value kept for "none").
pub const MAX_VERTICES: usize = u32::MAX as usize - 1;

/// One test: a tree given by its edges.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Tree {
    /// The `n − 1` edges `(u, v)`, 1-based, in input order (so `n` is one more than their number).
    pub edges: Vec<(u32, u32)>,
}

impl Tree {
    /// The number of vertices `n`.
    pub fn vertices(&self) -> usize {
        self.edges.len() + 1
    }

    /// The edges, 0-based, for sg-core.
    pub fn zero_based(&self) -> Vec<(u32, u32)> {
        self.edges.iter().map(|&(a, b)| (a - 1, b - 1)).collect()
    }

    /// Every vertex's degree, 0-based.
    ///
    /// # Complexity
    /// O(n).
    pub fn degrees(&self) -> Vec<u32> {
        let mut degree = vec![0u32; self.vertices()];
        for &(a, b) in &self.edges {
            degree[a as usize - 1] += 1;
            degree[b as usize - 1] += 1;
        }
        degree
    }
}

/// A judge input: the trees of the tests.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Input {
    /// One tree per test.
    pub tests: Vec<Tree>,
}

impl Input {
    /// Reads the judge format: `T`, then per test `n` and the `n − 1` edges of a tree.
    ///
    /// # Errors
    /// Truncated or non-numeric input, `n` below 2 or above [`MAX_VERTICES`], a vertex outside
    /// `1..=n`, a self-loop (at its token), edges that do not form a tree (at the end of the
    /// edges, naming the first edge that closes a cycle), or trailing tokens.
    ///
    /// # Complexity
    /// O(input); memory grows with the edges read, never with a declared count.
    pub fn read(sc: &mut Scanner<'_>) -> judge::Result<Self> {
        let tests = sc.count("the number of tests T", ..)?;
        let mut trees = Vec::with_capacity(judge::capacity_for(tests));
        for _ in 0..tests {
            let n = sc.count("the number of vertices n", 2..=MAX_VERTICES)?;
            let edges = judge::read_tree_edges(sc, n, "a vertex")?;
            if Rooted::peel(n, &edges).is_none() {
                return Err(judge::not_a_tree(n, &edges, sc.position()));
            }
            trees.push(Tree { edges: edges.into_iter().map(|(a, b)| (a + 1, b + 1)).collect() });
        }
        sc.finish()?;
        Ok(Self { tests: trees })
    }

    /// The one writer: judge text that [`Input::read`] reads back as `self`.
    ///
    /// # Complexity
    /// O(input).
    pub fn write(&self, out: &mut Vec<u8>) {
        judge::write_line(out, [self.tests.len() as u64]);
        for tree in &self.tests {
            judge::write_line(out, [tree.vertices() as u64]);
            for &(a, b) in &tree.edges {
                judge::write_line(out, [u64::from(a), u64::from(b)]);
            }
        }
    }
}

/// Whether the player to move wins on this tree: some vertex has even degree.
///
/// # Complexity
/// O(n).
pub fn first_player_wins(tree: &Tree) -> bool {
    tree.degrees().iter().any(|d| d % 2 == 0)
}

/// The verdict of every test.
///
/// # Complexity
/// O(total n).
pub fn answer(input: &Input) -> Vec<bool> {
    input.tests.iter().map(first_player_wins).collect()
}

/// A winning move, by the insight's construction: `(deleted, kept)`, 1-based, where `kept` is
/// a vertex of the component to keep; `None` when every degree is odd (the position is lost).
///
/// # Complexity
/// O(n): one peeling rooted at an even vertex.
pub fn winning_move(tree: &Tree) -> Option<(u32, u32)> {
    let degree = tree.degrees();
    let root = degree.iter().position(|d| d % 2 == 0)? as u32;
    // Root at `root` by swapping its label with 0 (sg-core peels towards vertex 0).
    let swap = |v: u32| match v {
        0 => root,
        v if v == root => 0,
        v => v,
    };
    let edges: Vec<(u32, u32)> =
        tree.zero_based().iter().map(|&(a, b)| (swap(a), swap(b))).collect();
    let Rooted { order, parent } = Rooted::peel(tree.vertices(), &edges).expect("a tree");
    let mut depth = vec![0u32; tree.vertices()];
    for &v in order.iter().rev() {
        depth[v as usize] = depth[parent[v as usize] as usize] + 1;
    }
    let deepest_even = order
        .iter()
        .copied()
        .filter(|&v| degree[swap(v) as usize] % 2 == 0)
        .max_by_key(|&v| depth[v as usize]);
    let (deleted, kept) = match deepest_even {
        Some(u) => (parent[u as usize], u),
        // The root is the only even vertex: delete any child of it, keep the root's side.
        None => (*order.iter().find(|&&v| parent[v as usize] == 0).expect("a child"), 0),
    };
    Some((swap(deleted) + 1, swap(kept) + 1))
}

/// The judge's line for each verdict.
const VERDICTS: judge::Verdicts = judge::Verdicts { yes: b"Hifuu\n", no: b"Luna\n" };

/// The verdicts as judge output: `Hifuu` or `Luna`, one line each.
///
/// # Complexity
/// O(T).
pub fn write_answer(verdicts: &[bool], out: &mut Vec<u8>) {
    VERDICTS.write_all(verdicts, out);
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
