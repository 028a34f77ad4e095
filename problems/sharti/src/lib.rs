//! # Sharti — Codeforces 494E
//!
//! **Game.** An `n × n` board, some cells white: the union of `m` rectangles. A move picks a
//! square of side at most `k` inside the board whose lower-right cell is white, and inverts
//! every cell of it. The player who cannot move loses. Hamed moves first.
//!
//! **Insight.** A 2-D coin-turning game (white = heads, the lower-right cell the anchor):
//! `sg_core::coin_turning_2d::Squares`. A position is worth the XOR of its white cells' values,
//! and the white cell at `(i, j)` (from 1) is worth `min(lowbit(i), lowbit(j), K)` with
//! `K = 2^⌊log₂ k⌋` (`square_value`). sg-core proves the decomposition on every configuration of
//! every board of up to 12 cells for `k ≤ 6`, and the closed form against the mex recursion on
//! every cell below 96 × 96 for `k ≤ 40` and larger `k`; this crate's tests hold [`answer`] to
//! [`model`] (the squares searched over whole boards) on thousands of generated inputs.
//!
//! **The XOR over a union of rectangles.** Every value is a power of two `2^t`, `t ≤ L = log₂ K`.
//! Let `C_t` count the white cells with `2^t | i` and `2^t | j`; the cells worth exactly `2^t`
//! number `C_t − C_{t+1}` (`t < L`) and `C_L`, so the XOR is 0 iff every parity `C_t mod 2`
//! (`t ≤ L`) is 0. Parities are bits: the multiples of `2^t` in `(l, r]` number
//! `⌊r/2^t⌋ − ⌊l/2^t⌋`, whose parity is bit `t` of `l ⊕ r`. So with cells between boundaries
//! (`(l, r]` for a run of rows or columns) all 64 parities of a run are the one word `l ⊕ r`,
//! and for a block of rows `(r₀, r₁]` over a set of columns, the parities of the product counts
//! are `(r₀ ⊕ r₁) & (⊕ over the column runs of l ⊕ r)`. A sweep over the rows keeps the covered
//! columns in a segment tree of cover counts whose nodes hold that XOR word (a covered node's is
//! `l ⊕ r` of its whole span: the words telescope), and XORs
//! `(r₀ ⊕ r₁) & covered` into the answer between consecutive events. Hamed wins iff the result
//! has a bit `t ≤ L` set. The counts are never formed, so any `n` below 2^64 is exact.
//!
//! **At the table.** `play` (with the `workbench` feature) is the game for `grundy play
//! sharti 4 3 1 1 3 4`: the model's squares on boards up to 8 × 8, this insight for who wins.
//!
//! **Algorithm.** O(m log m): sort `2m` events, `2m` segment-tree updates over `≤ 2m`
//! column boundaries.
//!
//! **Format.** `n m k`, then `m` lines `a b c d`: the rectangle of rows `a..=c` and columns
//! `b..=d` (`1 ≤ a ≤ c ≤ n`, `1 ≤ b ≤ d ≤ n`). Output `Hamed` if the first player wins, else
//! `Malek`. Limits: `1 ≤ k ≤ n ≤ 10^9`, `1 ≤ m ≤ 5·10^4` (the time limit was not confirmed
//! from the statement: 2 s assumed; the largest input takes milliseconds); accepted: any `n` in `u64`, any `k`
//! (`k = 0` allows no move, `k > n` is as `k = n` up to the cap), any `m`.

use judge::Scanner;

mod explain;
pub mod model;
#[cfg(feature = "workbench")]
pub mod play;
#[cfg(feature = "workbench")]
mod problem;
pub use explain::{Explanation, explain};
#[cfg(feature = "workbench")]
pub use problem::Sharti;

/// A rectangle of white cells: rows `a..=c`, columns `b..=d`, from 1.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Rect {
    /// The top row.
    pub a: u64,
    /// The left column.
    pub b: u64,
    /// The bottom row.
    pub c: u64,
    /// The right column.
    pub d: u64,
}

/// A judge input.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Input {
    /// The board's side.
    pub n: u64,
    /// The largest side of a square a move inverts.
    pub k: u64,
    /// The white cells are their union.
    pub rects: Vec<Rect>,
}

impl Input {
    /// Reads the judge format: `n m k`, then `m` rectangles `a b c d`.
    ///
    /// # Errors
    /// Truncated or non-numeric input, `n = 0`, a rectangle with `a > c`, `b > d` or a corner
    /// outside the board, or trailing tokens.
    ///
    /// # Complexity
    /// O(input); memory grows with the rectangles read, never with the declared `m`.
    pub fn read(sc: &mut Scanner<'_>) -> judge::Result<Self> {
        let n: u64 = sc.read_in("the side n", 1..)?;
        let m = sc.count("the number of rectangles m", ..)?;
        let k: u64 = sc.read("the largest square k")?;
        let mut rects = Vec::with_capacity(judge::capacity_for(m));
        for _ in 0..m {
            let a = sc.read_in("the top row a", 1..=n)?;
            let b = sc.read_in("the left column b", 1..=n)?;
            let c = sc.read_in("the bottom row c (a ≤ c ≤ n)", a..=n)?;
            let d = sc.read_in("the right column d (b ≤ d ≤ n)", b..=n)?;
            rects.push(Rect { a, b, c, d });
        }
        sc.finish()?;
        Ok(Self { n, k, rects })
    }

    /// The one writer: judge text that [`Input::read`] reads back as `self`.
    ///
    /// # Complexity
    /// O(input).
    pub fn write(&self, out: &mut Vec<u8>) {
        judge::write_line(out, [self.n, self.rects.len() as u64, self.k]);
        for r in &self.rects {
            judge::write_line(out, [r.a, r.b, r.c, r.d]);
        }
    }
}

/// The bits `t ≤ L` that matter for the cap `k`: `2^t ≤ K = 2^⌊log₂ k⌋`; none for `k = 0`.
///
/// # Complexity
/// O(1).
pub fn cap_mask(k: u64) -> u64 {
    match k {
        0 => 0,
        _ => u64::MAX >> k.leading_zeros(),
    }
}

/// Cover counts over the elementary column runs between sorted boundaries, each node holding
/// the XOR of `l ⊕ r` over its covered runs `(l, r]`.
struct CoverTree<'a> {
    /// The column boundaries, sorted and distinct.
    bounds: &'a [u64],
    /// How many rectangles cover a node's whole span (never pushed down).
    cover: Vec<u32>,
    /// Bit `t`: the parity of the covered columns of the span divisible by `2^t`.
    word: Vec<u64>,
}

impl<'a> CoverTree<'a> {
    fn new(bounds: &'a [u64]) -> Self {
        let nodes = 4 * bounds.len().max(1);
        Self { bounds, cover: vec![0; nodes], word: vec![0; nodes] }
    }

    /// Add `delta` to the cover of the runs `lo..hi` (indices of runs) in the node `node`
    /// spanning the runs `from..to`.
    fn update(&mut self, node: usize, from: usize, to: usize, lo: usize, hi: usize, delta: i32) {
        if hi <= from || to <= lo {
            return;
        }
        if lo <= from && to <= hi {
            self.cover[node] = self.cover[node].wrapping_add_signed(delta);
        } else {
            let mid = (from + to) / 2;
            self.update(2 * node, from, mid, lo, hi, delta);
            self.update(2 * node + 1, mid, to, lo, hi, delta);
        }
        self.word[node] = if self.cover[node] > 0 {
            self.bounds[from] ^ self.bounds[to]
        } else if to - from == 1 {
            0
        } else {
            self.word[2 * node] ^ self.word[2 * node + 1]
        };
    }
}

/// The parities `C_t mod 2` of the white cells with `2^t` dividing both coordinates, as bit `t`
/// (the crate doc's sweep).
///
/// # Complexity
/// O(m log m).
pub fn parities(rects: &[Rect]) -> u64 {
    // Boundaries: a run of columns b..=d is (b − 1, d].
    let mut bounds: Vec<u64> = rects.iter().flat_map(|r| [r.b - 1, r.d]).collect();
    bounds.sort_unstable();
    bounds.dedup();
    let at = |x: u64| bounds.partition_point(|&y| y < x);
    // (row boundary, first run, end run, +1 or −1).
    let mut events: Vec<(u64, usize, usize, i32)> = Vec::with_capacity(2 * rects.len());
    for r in rects {
        let (lo, hi) = (at(r.b - 1), at(r.d));
        events.push((r.a - 1, lo, hi, 1));
        events.push((r.c, lo, hi, -1));
    }
    events.sort_unstable_by_key(|e| e.0);
    let runs = bounds.len().saturating_sub(1);
    let mut tree = CoverTree::new(&bounds);
    let mut parity = 0u64;
    let mut row = 0u64;
    for &(at_row, lo, hi, delta) in &events {
        parity ^= (row ^ at_row) & tree.word[1];
        row = at_row;
        tree.update(1, 0, runs, lo, hi, delta);
    }
    parity
}

/// Whether Hamed (the first player) wins: some parity `t ≤ L` is odd.
///
/// # Complexity
/// O(m log m).
pub fn first_player_wins(input: &Input) -> bool {
    parities(&input.rects) & cap_mask(input.k) != 0
}

/// The verdict: `true` when Hamed wins.
///
/// # Complexity
/// O(m log m).
pub fn answer(input: &Input) -> bool {
    first_player_wins(input)
}

/// The verdict as judge output: `Hamed` or `Malek`.
///
/// # Complexity
/// O(1).
pub fn write_answer(&hamed: &bool, out: &mut Vec<u8>) {
    out.extend_from_slice(if hamed { b"Hamed\n" } else { b"Malek\n" });
}

/// The judge path: read, answer, write.
///
/// # Errors
/// As [`Input::read`].
///
/// # Complexity
/// O(input + m log m).
pub fn solve(sc: &mut Scanner<'_>, out: &mut Vec<u8>) -> judge::Result<()> {
    write_answer(&answer(&Input::read(sc)?), out);
    Ok(())
}
