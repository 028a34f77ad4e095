//! # Christmas Game — Codeforces 1498F
//!
//! **Game.** A tree of `n` nodes, node `i` holding `a_i` presents, and an integer `k`. With the
//! tree rooted at `r`, Alice and Bob, Alice first, take turns: a move picks a node `i` of depth
//! at least `k` and moves any positive number of its presents to its `k`-th ancestor. The player
//! who cannot move loses. For every root `r`: does Alice win?
//!
//! **Insight.** Staircase Nim with step `k`. Number the stairs `s(i) = ⌊depth(i) / k⌋`; a move
//! carries presents from stair `s` to stair `s − 1`. The first player wins iff the XOR of `a_i`
//! over the nodes on odd stairs is non-zero: from a non-zero XOR, lowering one odd-stair heap
//! (moving the surplus one stair down, onto an even stair) makes it zero; from a zero XOR, a move
//! either changes one odd-stair heap (the XOR becomes non-zero) or lifts an odd-stair heap by
//! moving presents off an even stair, which the opponent undoes by moving the same presents on
//! down, to an even stair again; the game ends (presents only go down), so the player facing a
//! zero XOR runs out of moves first. [`model`] plays the rules by search for every root, and the
//! crate's tests hold [`answer`] and [`solve`] to it on thousands of random trees.
//!
//! **Algorithm.** Only `depth mod 2k` matters (a stair is odd iff `depth mod 2k ≥ k`). Root the
//! tree at node 1 by peeling leaves ([`Rooted::peel`]: each node keeps its degree and the XOR
//! of its neighbours, no adjacency list, no recursion; it also checks that the edges form a
//! tree); `down[v][j]` = XOR of `a` over `v`'s subtree at relative depth `≡ j (mod
//! 2k)`, children first. Rerooting, parents first: `all[c][j] = down[c][j] ⊕ all[p][j − 1] ⊕
//! down[c][j − 2]` (the nodes outside `c`'s subtree are one step farther from `c` than from `p`,
//! and `c`'s subtree, seen from `p`, is one step farther still), indices mod `2k`, in place in
//! one table. Root `r` is won iff `XOR over j in k..2k of all[r][j] ≠ 0`. O(n·k) time, `8·k`
//! bytes per node (32-bit words while every `a_i` fits, `16·k` otherwise). `k ≥ n` leaves no legal move at all (depths are below `n`): every root is
//! lost, in O(n). The presents may be any `u64` (XOR does not care about 10^9); `n` from 1; a
//! table of more than [`MAX_TABLE`] entries is refused with the reason.
//!
//! **Format.** `n k`, then `n − 1` edges `x y`, then `a_1 … a_n`. One line of `n` values
//! separated by spaces, the `r`-th `1` if Alice wins with root `r`, else `0`.

use judge::Scanner;
use std::ops::BitXorAssign;

pub mod model;
#[cfg(feature = "workbench")]
mod problem;
#[cfg(feature = "workbench")]
pub use problem::ChristmasTreeGame;

/// The most nodes a tree may have (node ids are `u32`, one value kept for "none").
pub const MAX_NODES: usize = u32::MAX as usize - 1;

/// The most entries (`n · 2k`, 8 bytes each) of the rerooting table: 2 GiB.
pub const MAX_TABLE: usize = 1 << 28;

/// A judge input.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Input {
    /// `k`, the step.
    pub k: u64,
    /// The `n − 1` edges `(x, y)`, 1-based, in input order.
    pub edges: Vec<(u32, u32)>,
    /// `a_1 … a_n`.
    pub presents: Vec<u64>,
}

/// The tree as read: `k`, the 0-based edges and the presents, rooted at node 0.
struct Tree {
    k: u64,
    edges: Vec<(u32, u32)>,
    presents: Vec<u64>,
    rooted: Rooted,
}

pub use sg_core::tree::Rooted;

/// Read the whole input, check that the edges form a tree (a self-loop at its token; `n − 1`
/// edges that leave a node unreached, by the first edge that closes a cycle) and that the table
/// fits.
fn read_tree(sc: &mut Scanner<'_>) -> judge::Result<Tree> {
    let n = sc.count("the number of nodes n", 1..=MAX_NODES)?;
    let k: u64 = sc.read_in("the step k", 1..)?;
    let k_at = sc.position();
    let edges = judge::read_tree_edges(sc, n, "a node")?;
    let end = sc.position();
    let presents = sc.read_vec(n, "a number of presents a_i", ..)?;
    sc.finish()?;
    if k < n as u64 && n.saturating_mul(2 * k as usize) > MAX_TABLE {
        return Err(k_at.error(format!(
            "n · 2k = {n} · {} entries exceed the table's {MAX_TABLE} (the method is O(n·k))",
            2 * k
        )));
    }
    match Rooted::peel(n, &edges) {
        Some(rooted) => Ok(Tree { k, edges, presents, rooted }),
        None => Err(judge::not_a_tree(n, &edges, end)),
    }
}

impl Input {
    /// Reads the judge format: `n k`, the `n − 1` edges of a tree on `1..=n`, then `a_1 … a_n`.
    ///
    /// # Errors
    /// Truncated or non-numeric input, `n = 0` or above [`MAX_NODES`], `k = 0`, a node outside
    /// `1..=n`, a self-loop (at its token), edges that do not form a tree (at the end of the
    /// edges, naming the first edge that closes a cycle), a table above [`MAX_TABLE`] (at `k`),
    /// or trailing tokens.
    ///
    /// # Complexity
    /// O(n); memory grows with what is read, never with the declared `n`.
    pub fn read(sc: &mut Scanner<'_>) -> judge::Result<Self> {
        let tree = read_tree(sc)?;
        let edges = tree.edges.iter().map(|&(a, b)| (a + 1, b + 1)).collect();
        Ok(Self { k: tree.k, edges, presents: tree.presents })
    }

    /// The one writer: judge text that [`Input::read`] reads back as `self`.
    ///
    /// # Complexity
    /// O(n).
    pub fn write(&self, out: &mut Vec<u8>) {
        judge::write_line(out, [self.presents.len() as u64, self.k]);
        for &(a, b) in &self.edges {
            judge::write_line(out, [u64::from(a), u64::from(b)]);
        }
        judge::write_line(out, self.presents.iter().copied());
    }
}

/// For every root, whether Alice wins: the rerooting of the crate's doc over `rooted`, in 32-bit
/// words when every number of presents fits (half the memory traffic), else in 64-bit ones.
///
/// # Complexity
/// O(n·k) time, `8·k` or `16·k` bytes per node (O(n) when `k ≥ n`).
fn winners(k: u64, presents: &[u64], rooted: &Rooted) -> Vec<bool> {
    let n = presents.len();
    if k >= n as u64 {
        return vec![false; n];
    }
    match presents.iter().map(|&a| u32::try_from(a)).collect::<Result<Vec<u32>, _>>() {
        Ok(narrow) => reroot(k as usize, &narrow, rooted),
        Err(_) => reroot(k as usize, presents, rooted),
    }
}

/// The rerooting in words of type `T`: one table of `n` rows of `2k` residues, filled children
/// first, then turned into every node's whole-tree XORs parents first, in place. Residues shift
/// by one per edge, written as rotations (no `%` in the inner loops).
fn reroot<T: Copy + Default + PartialEq + BitXorAssign>(
    k: usize,
    presents: &[T],
    rooted: &Rooted,
) -> Vec<bool> {
    let n = presents.len();
    let m = 2 * k;
    let mut table = vec![T::default(); n * m];
    for (v, &a) in presents.iter().enumerate() {
        table[v * m] = a;
    }
    let (rows, parents) = (&rooted.order, &rooted.parent);
    // Children first: residue j of a child is residue j + 1 of its parent.
    for &c in rows {
        let (c, p) = (c as usize * m, parents[c as usize] as usize * m);
        for j in 0..m - 1 {
            let x = table[c + j];
            table[p + j + 1] ^= x;
        }
        let x = table[c + m - 1];
        table[p] ^= x;
    }
    // Parents first: all[c][j] = down[c][j] ^ all[p][j - 1] ^ down[c][j - 2].
    let mut down = vec![T::default(); m];
    for &c in rows.iter().rev() {
        let (c, p) = (c as usize * m, parents[c as usize] as usize * m);
        down.copy_from_slice(&table[c..c + m]);
        let x = table[p + m - 1];
        table[c] ^= x;
        table[c] ^= down[m - 2];
        let x = table[p];
        table[c + 1] ^= x;
        table[c + 1] ^= down[m - 1];
        for j in 2..m {
            let x = table[p + j - 1];
            table[c + j] ^= x;
            table[c + j] ^= down[j - 2];
        }
    }
    let zero = T::default();
    (0..n)
        .map(|r| {
            let mut x = zero;
            for &y in &table[r * m + k..(r + 1) * m] {
                x ^= y;
            }
            x != zero
        })
        .collect()
}

/// For every root `r` (index `r − 1`), whether Alice wins.
///
/// # Panics
/// If the edges do not form a tree on the presents' nodes.
///
/// # Complexity
/// O(n·k).
pub fn answer(input: &Input) -> Vec<bool> {
    let n = input.presents.len();
    let edges: Vec<(u32, u32)> = input.edges.iter().map(|&(a, b)| (a - 1, b - 1)).collect();
    let rooted = Rooted::peel(n, &edges).expect("the edges form a tree");
    winners(input.k, &input.presents, &rooted)
}

/// The verdicts as judge output: `1` or `0` per root, separated by spaces, on one line.
///
/// # Complexity
/// O(n).
pub fn write_answer(verdicts: &[bool], out: &mut Vec<u8>) {
    out.reserve(2 * verdicts.len() + 1);
    for (i, &alice) in verdicts.iter().enumerate() {
        if i > 0 {
            out.push(b' ');
        }
        out.push(if alice { b'1' } else { b'0' });
    }
    out.push(b'\n');
}

/// The judge path: read (with every check), answer from the reader's own rooting, write.
///
/// # Errors
/// As [`Input::read`].
///
/// # Complexity
/// O(n·k).
pub fn solve(sc: &mut Scanner<'_>, out: &mut Vec<u8>) -> judge::Result<()> {
    let tree = read_tree(sc)?;
    write_answer(&winners(tree.k, &tree.presents, &tree.rooted), out);
    Ok(())
}
