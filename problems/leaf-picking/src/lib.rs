//! # Picking Leaves — Luogu P7864 (「EVOI-RD1」摘叶子)
//!
//! **Game.** A tree rooted at vertex 1. A and B, A first, take turns: a move removes any
//! non-empty set of the current leaves (vertices with no child left; the root is one once it
//! stands alone). Whoever removes the root wins. Does A win?
//!
//! **Insight.** The root's removal is the last move possible, so this is normal play. Call a
//! *chain* the path from a leaf up to (not including) its nearest proper ancestor with at least
//! two children, and its length `d` the number of its vertices; a leaf with no such ancestor
//! has the whole tree as its chain, `d = depth + 1` (the tree is then a path). **The player to
//! move wins iff some chain has odd length.** *All even ⇒ lost:* a move shortens by one every
//! chain whose leaf it removes (none vanishes, as every `d ≥ 2`, so no branching vertex stops
//! branching and no other chain changes): some chain turns odd; the empty tree (no chain) is
//! the lost end. *Some odd ⇒ won:* remove the leaf of every odd chain of length at least 3,
//! and at each branching vertex `b` with leaf children (chains of length 1), say `m` other
//! children (kept) and `k` vertices of one child each between `b` and the branching vertex
//! above it (or the root): if `m ≥ 2`, remove every leaf child; if `m = 1`, remove every leaf
//! child, so `b` joins the chain below it (if any, of length `e ≥ 2`, its leaf removed or not,
//! `e + 1 + k` made even by that choice); if `m = 0`, remove every leaf child or all but one,
//! making `b`'s new chain `1 + k` or `2 + k`, whichever is even. No branching vertex above is
//! touched, so every chain is even afterwards. The tests hold this to [`model`], the game
//! searched by its definition, on **every** rooted tree of up to 8 vertices (every parent array
//! with `p_i < i`: every shape) and thousands of random ones.
//!
//! **Algorithm.** Count children, then peel from the leaves up (Kahn's order on the parent
//! pointers: a vertex once all its children are done): a leaf starts a chain of 1, a vertex of
//! one child extends it, and a chain ends at a vertex of two or more children, or at the root.
//! O(n) time, 12 bytes a vertex, no recursion (a path of 10^6 is fine). The same pass checks
//! the parents: a vertex left unpeeled lies on a cycle of parent pointers (or under one), which
//! the reader refuses.
//!
//! **Format.** `T`, then per test `n` and the parents `p_2 … p_n` (a blank line when `n = 1`);
//! per test one line, `1` if A wins, else `0`. The judge promises `T ≤ 10` and `n ≤ 10^6`; we
//! read any `T` and `n` from 1 to `2^32 − 2`, a parent anywhere in `1..=n` (not only `p_i < i`)
//! as long as the parents form a tree rooted at vertex 1. Time and memory limits were not in the
//! syllabus: 1 s and 256 MiB are assumed.

use judge::Scanner;

pub mod model;
#[cfg(feature = "workbench")]
mod problem;
#[cfg(feature = "workbench")]
pub use problem::{LeafPicking, even_tree};

/// The most vertices a tree may have (vertex ids are `u32`, one value kept for "none").
pub const MAX_VERTICES: usize = u32::MAX as usize - 1;

/// One test: a tree rooted at vertex 1, by its parents.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Tree {
    /// `p_2 … p_n`, 1-based (so `n` is one more than their number).
    pub parents: Vec<u32>,
}

impl Tree {
    /// The number of vertices `n`.
    pub fn vertices(&self) -> usize {
        self.parents.len() + 1
    }

    /// The parent of the 0-based vertex `v ≥ 1`, 0-based.
    pub fn parent(&self, v: usize) -> usize {
        self.parents[v - 1] as usize - 1
    }
}

/// A judge input: the trees of the tests.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Input {
    /// One tree per test.
    pub tests: Vec<Tree>,
}

/// The chain lengths of a tree of `n` vertices whose parent of `v ≥ 1` is `parent(v)` (0-based),
/// or `Err(v)` with a vertex `v` whose parents never reach vertex 0 (a cycle). Returns whether
/// some chain is odd.
///
/// # Complexity
/// O(n) time, 12 bytes a vertex.
fn some_chain_is_odd(n: usize, parent: impl Fn(usize) -> usize) -> Result<bool, usize> {
    let mut children = vec![0u32; n];
    for v in 1..n {
        children[parent(v)] += 1;
    }
    // `pending[v]`: children not yet peeled; `chain[v]`: the length of the chain from its leaf
    // up to `v`, or 0 where no chain runs through `v`.
    let mut pending = children.clone();
    let mut chain = vec![0u32; n];
    let mut ready: Vec<u32> = (0..n as u32).filter(|&v| children[v as usize] == 0).collect();
    let mut peeled = 0;
    let mut odd = false;
    while let Some(v) = ready.pop() {
        let v = v as usize;
        peeled += 1;
        // A chain runs through `v` iff its subtree is a path: a leaf, or one child on a chain.
        chain[v] = match children[v] {
            0 => 1,
            1 if chain[v] > 0 => chain[v] + 1,
            _ => 0,
        };
        if v == 0 {
            odd |= chain[0] % 2 == 1;
            continue;
        }
        let p = parent(v);
        if children[p] >= 2 {
            odd |= chain[v] % 2 == 1;
        } else {
            chain[p] = chain[v];
        }
        pending[p] -= 1;
        if pending[p] == 0 {
            ready.push(p as u32);
        }
    }
    if peeled == n { Ok(odd) } else { Err((0..n).find(|&v| pending[v] > 0).unwrap_or(0)) }
}

/// Read one test (`n` and its parents), check that the parents form a tree rooted at vertex 1,
/// and decide it in the same pass: the tree and whether the player to move wins.
///
/// # Errors
/// As [`Input::read`], for one test.
///
/// # Complexity
/// O(n); memory grows with the parents read.
fn read_test(sc: &mut Scanner<'_>) -> judge::Result<(Tree, bool)> {
    let n = sc.count("the number of vertices n", 1..=MAX_VERTICES)?;
    let top = n as u32;
    let mut parents = Vec::with_capacity(judge::capacity_for(n - 1));
    sc.read_fold(n - 1, "a parent", 1..=top, (), |(), p| {
        let v = parents.len() as u32 + 2;
        if p == v {
            return Err(format!("vertex {v} is its own parent"));
        }
        parents.push(p);
        Ok(())
    })?;
    let tree = Tree { parents };
    match some_chain_is_odd(n, |v| tree.parent(v)) {
        Ok(wins) => Ok((tree, wins)),
        Err(v) => Err(sc.position().error(format!(
            "not a tree rooted at 1: the parents from vertex {} never reach vertex 1",
            v + 1
        ))),
    }
}

impl Input {
    /// Reads the judge format: `T`, then per test `n` and `p_2 … p_n`.
    ///
    /// # Errors
    /// Truncated or non-numeric input, `n` = 0 or above [`MAX_VERTICES`], a parent outside
    /// `1..=n` or a vertex its own parent (at its token), parents that do not lead to vertex 1
    /// (at the end of the test), or trailing tokens.
    ///
    /// # Complexity
    /// O(input); memory grows with the parents read, never with a declared count.
    pub fn read(sc: &mut Scanner<'_>) -> judge::Result<Self> {
        let tests = sc.count("the number of tests T", ..)?;
        let mut trees = Vec::with_capacity(judge::capacity_for(tests));
        for _ in 0..tests {
            trees.push(read_test(sc)?.0);
        }
        sc.finish()?;
        Ok(Self { tests: trees })
    }

    /// The one writer: judge text that [`Input::read`] reads back as `self` (an empty parent
    /// line for `n = 1`, as the judge writes it).
    ///
    /// # Complexity
    /// O(input).
    pub fn write(&self, out: &mut Vec<u8>) {
        judge::write_line(out, [self.tests.len() as u64]);
        for tree in &self.tests {
            judge::write_line(out, [tree.vertices() as u64]);
            judge::write_line(out, tree.parents.iter().map(|&p| u64::from(p)));
        }
    }
}

/// Whether the player to move wins: some chain has odd length.
///
/// # Complexity
/// O(n).
pub fn first_player_wins(tree: &Tree) -> bool {
    some_chain_is_odd(tree.vertices(), |v| tree.parent(v)).expect("a tree rooted at vertex 1")
}

/// The verdict of every test.
///
/// # Complexity
/// O(total n).
pub fn answer(input: &Input) -> Vec<bool> {
    input.tests.iter().map(first_player_wins).collect()
}

/// The judge's line for each verdict.
const VERDICTS: judge::Verdicts = judge::Verdicts { yes: b"1\n", no: b"0\n" };

/// The verdicts as judge output: `1` or `0`, one line each.
///
/// # Complexity
/// O(T).
pub fn write_answer(verdicts: &[bool], out: &mut Vec<u8>) {
    VERDICTS.write_all(verdicts, out);
}

/// The judge path: like [`Input::read`] then [`answer`], but each test is decided by the same
/// peeling that checks it, and dropped before the next is read (the typed path peels twice and
/// holds every test: measured twice as slow on the judge's largest input).
///
/// # Errors
/// As [`Input::read`].
///
/// # Complexity
/// O(input) time, memory for one test.
pub fn solve(sc: &mut Scanner<'_>, out: &mut Vec<u8>) -> judge::Result<()> {
    let tests = sc.count("the number of tests T", ..)?;
    for _ in 0..tests {
        VERDICTS.write(read_test(sc)?.1, out);
    }
    sc.finish()
}
