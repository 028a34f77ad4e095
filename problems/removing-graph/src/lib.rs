//! # Removing Graph — Codeforces 1823E
//!
//! **Game.** A simple graph on `n` vertices in which every vertex has degree 2, that is, a
//! disjoint union of cycles. A move removes `k` vertices, `l ≤ k ≤ r`, that induce a connected
//! subgraph, with their edges. Alice moves first; the player who cannot move loses.
//!
//! **Components.** A connected set of vertices lies in one component. In a cycle of `s`
//! vertices it is the whole cycle or an arc of `k < s` vertices, which leaves a path of `s − k`;
//! in a path of `m` it is a segment, which leaves up to two paths whose lengths sum to
//! `m − k`. Components are independent games, so the position's value is the XOR of the cycles'
//! Grundy values. [`model`] plays exactly these rules with sg-core's engine.
//!
//! **Insight (`l < r`).** A cycle of `s` vertices has Grundy value `⌊s/l⌋` if `s < l + r`, and
//! 0 otherwise ([`cycle_value`]). Proof, writing `P(m)` for a path of `m` vertices:
//! - *`P(m) = ⌊m/l⌋` for `m < l + r`.* A move leaves parts `a + b = m − k ≤ m − l < r`, so by
//!   induction its value is `⌊a/l⌋ ^ ⌊b/l⌋ ≤ ⌊a/l⌋ + ⌊b/l⌋ ≤ ⌊(m − l)/l⌋ < ⌊m/l⌋`; and removing
//!   a prefix leaves one part `b` of every length in `[max(0, m − r), m − l]`, whose values
//!   `⌊b/l⌋` run through all of `0..⌊m/l⌋` because `m − r < l`.
//! - *A cycle with `s < l + r`* moves to paths of every length in `[max(0, s − r), s − l]`
//!   (length 0 when it is removed whole), all shorter than `r`: the same two facts give
//!   `⌊s/l⌋`.
//! - *`P(m) ≠ 0` for `m ≥ l`:* take all of it if `m = l`; otherwise one of `k = l, l + 1`
//!   (both allowed, as `l < r`) makes `m − k` even, and removing the middle `k` leaves two equal
//!   paths, a lost position for the opponent (they mirror). So a cycle with `s ≥ l + r`, whose
//!   every move leaves a path of `s − k ≥ l` vertices, has no option of value 0: its value is 0.
//!
//! **Outside the judge's promise (`l = r = k`).** The judge guarantees `l < r`; we solve
//! `l = r` too ([`ExactlyK`]). A cycle then has one kind of move, to `P(s − k)`, so its value is
//! 1 if `P(s − k) = 0` and 0 otherwise (0 when `s < k`). The paths form the octal game
//! 0.0…07 ("remove exactly `k` adjacent"): parity for `k = 1` (every play of `P(m)` has exactly
//! `m` moves), Dawson's Kayles for `k = 2`, Treblecross for `k = 3`. The symmetry argument
//! above still gives `P(m) ≠ 0` when `m − k ≥ 0` is even, so only odd cycles of at least
//! `2k` vertices need the sequence, computed by mex up to the longest of them, `M`: O(M²) time
//! up to `M = 2^16` (well under a second), instant for `k = 1`. Beyond that the Guy–Smith test must prove a period within 4096 values (it does for
//! `k = 2`: period 34 from 53); otherwise (`k = 3`, Treblecross, is not known to be periodic)
//! the input is refused with a positioned error rather than left to run for hours.
//!
//! **Algorithm.** Stream the edges into a union-find forest (union by size, path halving, no
//! recursion) with a degree count per vertex. Once every degree is at most 2, an edge joining
//! two vertices already connected closes their path into a cycle whose length is the
//! component's size: XOR its value in at once. O(n α(n)) time, 5n bytes (a root's `u32` holds
//! its size under a flag bit, so `n < 2^31`; a degree byte). The union-find takes memory
//! accesses that overlap across edges; walking each cycle would be one long chain of cache
//! misses on shuffled labels (measured about 3× slower at `n = 10^7`). The per-vertex arrays
//! are allocated only after `n/16` edges have been parsed, so a false huge `n` costs memory
//! in proportion to the input actually present. Edges are parsed in batches before they are
//! joined, so that the random accesses of consecutive edges overlap.
//!
//! **Validation.** `l = 0` (a move removing nothing never ends the game) and `l > r` (no move
//! size) are refused; `r` may exceed `n` and `n` may be 0. Each edge is checked as it comes:
//! both ends in `1..=n`, no self-loop, no vertex gets a third edge, and no edge closes a
//! "cycle" of two vertices (a repeated edge; any other repeat gives a vertex a third edge).
//! Errors point at the offending edge's first token. No vertex can end with degree below 2:
//! `n` edges give degree sum `2n` over `n` vertices of degree at most 2.
//!
//! **Format.** `n l r`, then `n` edges `u v` (1-based). Output `Alice` if the first player
//! wins, else `Bob`.

use std::io::Write;

use judge::random::{Rng, Size};
use judge::{Position, Problem, Scanner};

pub mod model;

/// The judge descriptor.
pub const PROBLEM: Problem = Problem {
    slug: "removing-graph",
    title: "Removing Graph",
    judge: "Codeforces 1823E",
    solve,
    model: model::solve,
    generate,
    time_limit_ms: 2000,
    memory_limit_mib: 256,
    explain: Some(explain),
    table: Some(table),
};

/// The Grundy value of a cycle of `s` vertices when a move removes `l..=r` connected vertices
/// with `l < r`: `⌊s/l⌋` if `s < l + r`, else 0 (proved in the crate doc).
///
/// # Panics
/// If `l = 0` or `l ≥ r` (for `l = r` use [`ExactlyK`]).
///
/// # Complexity
/// O(1).
///
/// ```
/// use removing_graph::cycle_value;
/// assert_eq!(cycle_value(3, 2, 3), 1);
/// assert_eq!(cycle_value(7, 2, 3), 0);
/// assert_eq!(cycle_value(5, 1, u64::MAX), 5);
/// ```
pub fn cycle_value(s: u64, l: u64, r: u64) -> u64 {
    assert!(0 < l && l < r, "the closed form needs 0 < l < r, got l = {l}, r = {r}");
    // `s − l < r` is `s < l + r` without overflow.
    if s >= l && s - l < r { s / l } else { 0 }
}

/// Path tables up to this many vertices are computed directly (O(M²): well under a second).
pub const DIRECT_PATHS: u64 = 1 << 16;

/// How many path values the Guy–Smith test may examine to prove a period for longer paths.
pub const PERIOD_SEARCH: usize = 4096;

/// Grundy values when every move removes exactly `k` connected vertices (`l = r = k`).
///
/// Path values are the nim-sequence of the octal game 0.0…07 ("remove exactly `k` adjacent"),
/// computed by mex up to a chosen length, or — beyond [`DIRECT_PATHS`] — through a period
/// proven by the Guy–Smith test ([`sg_core::octal`]); a cycle's value follows from one path
/// value (see the crate doc).
#[derive(Debug, Clone)]
pub struct ExactlyK {
    k: u64,
    paths: Paths,
}

/// Where path values come from.
#[derive(Debug, Clone)]
enum Paths {
    /// `k = 1`: every play of a path of `m` vertices lasts exactly `m` moves.
    Parity,
    /// `table[m]` for every `m` needed.
    Table(Vec<u32>),
    /// The whole sequence, through its proven period.
    Periodic(sg_core::PeriodicSequence),
}

impl ExactlyK {
    /// The game removing exactly `k` vertices per move, with path values up to `longest_path`.
    ///
    /// # Panics
    /// If `k = 0` (such a game never ends), or as [`ExactlyK::try_new`] fails.
    ///
    /// # Complexity
    /// As [`ExactlyK::try_new`].
    ///
    /// ```
    /// // k = 2 is Dawson's Kayles: 0 0 1 1 2 0 3 1 1 0 3 3 …
    /// let g = removing_graph::ExactlyK::new(2, 11);
    /// let values: Vec<u64> = (0..12).map(|m| g.path_value(m)).collect();
    /// assert_eq!(values, [0, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3]);
    /// ```
    pub fn new(k: u64, longest_path: u64) -> Self {
        Self::try_new(k, longest_path).unwrap_or_else(|e| panic!("{e}"))
    }

    /// The game removing exactly `k` vertices per move, with path values up to
    /// `longest_path`: a direct table up to [`DIRECT_PATHS`], beyond it a period proven by the
    /// Guy–Smith test within [`PERIOD_SEARCH`] values.
    ///
    /// # Errors
    /// If `longest_path` exceeds [`DIRECT_PATHS`] and no period is proven (as for `k = 3`,
    /// Treblecross, whose values are not known to be periodic): the answer cannot be given
    /// in reasonable time.
    ///
    /// # Panics
    /// If `k = 0`.
    ///
    /// # Complexity
    /// O(min(longest_path, [`DIRECT_PATHS`])²) time for `k ≥ 2` (about 0.4 ns per pair of
    /// smaller paths), or O([`PERIOD_SEARCH`]²) for the period; O(1) for `k = 1`.
    pub fn try_new(k: u64, longest_path: u64) -> Result<Self, String> {
        assert!(k > 0, "removing 0 vertices is not a move");
        let paths = match usize::try_from(k) {
            _ if k == 1 => Paths::Parity,
            Ok(k) if longest_path >= k as u64 && longest_path <= DIRECT_PATHS => {
                let last = longest_path as usize;
                // Values stay in the hundreds in practice: u16 is faster, u32 the fallback.
                let table = path_values::<u16>(k, last)
                    .or_else(|| path_values::<u32>(k, last))
                    .expect("g(m) ≤ m/2 + 1 fits in u32");
                Paths::Table(table)
            }
            Ok(small) if longest_path > DIRECT_PATHS && small <= PERIOD_SEARCH / 4 => {
                let game = sg_core::octal::OctalGame::remove_exactly(small);
                Paths::Periodic(
                    game.period(PERIOD_SEARCH).ok_or_else(|| too_long(k, longest_path))?,
                )
            }
            _ if longest_path > DIRECT_PATHS => return Err(too_long(k, longest_path)),
            _ => Paths::Table(Vec::new()),
        };
        Ok(Self { k, paths })
    }

    /// The game removing exactly `k` vertices, with the path values these cycles need.
    ///
    /// # Panics
    /// As [`ExactlyK::new`]; call [`ExactlyK::try_for_cycles`] on untrusted input.
    ///
    /// # Complexity
    /// As [`ExactlyK::try_new`] for the longest odd cycle of at least `2k` vertices.
    pub fn for_cycles(k: u64, cycles: &[u64]) -> Self {
        Self::try_for_cycles(k, cycles).unwrap_or_else(|e| panic!("{e}"))
    }

    /// As [`ExactlyK::for_cycles`], reporting instead of panicking.
    ///
    /// # Errors
    /// As [`ExactlyK::try_new`].
    ///
    /// # Complexity
    /// As [`ExactlyK::try_new`] for the longest odd cycle of at least `2k` vertices.
    pub fn try_for_cycles(k: u64, cycles: &[u64]) -> Result<Self, String> {
        let longest = cycles.iter().filter_map(|&s| Self::path_needed(k, s)).max().unwrap_or(0);
        Self::try_new(k, longest)
    }

    /// The path whose value decides a cycle of `s` vertices, when a table is needed for it.
    fn path_needed(k: u64, s: u64) -> Option<u64> {
        let path = s.checked_sub(k)?;
        (path >= k && (path - k) % 2 == 1).then_some(path)
    }

    /// The Grundy value of a path of `m` vertices.
    ///
    /// # Panics
    /// If `k ≤ m` and `k ≥ 2` and `m` is beyond the length given to [`ExactlyK::new`].
    ///
    /// # Complexity
    /// O(1).
    pub fn path_value(&self, m: u64) -> u64 {
        if m < self.k {
            return 0;
        }
        match &self.paths {
            Paths::Parity => m % 2,
            Paths::Periodic(seq) => seq.get(m),
            Paths::Table(table) => {
                let value = usize::try_from(m).ok().and_then(|m| table.get(m));
                u64::from(*value.expect("path value beyond the computed table"))
            }
        }
    }

    /// The Grundy value of a cycle of `s` vertices: its only moves lead to a path of `s − k`.
    ///
    /// # Panics
    /// As [`ExactlyK::path_value`]`(s − k)` for odd `s ≥ 2k` ([`ExactlyK::for_cycles`] makes
    /// the table long enough).
    ///
    /// # Complexity
    /// O(1).
    pub fn cycle_value(&self, s: u64) -> u64 {
        if s < self.k {
            0
        } else if s - self.k >= self.k && (s - 2 * self.k) % 2 == 0 {
            // P(s − k) ≠ 0: remove its middle k and mirror.
            0
        } else {
            u64::from(self.path_value(s - self.k) == 0)
        }
    }
}

/// The error for `l = r = k` cycles that need a path table too long to compute.
fn too_long(k: u64, longest_path: u64) -> String {
    format!(
        "l = r = {k} needs the value of a path of {longest_path} vertices: the Guy–Smith test \
         proves no period of \"remove exactly {k} adjacent\" within {PERIOD_SEARCH} values, and a \
         direct table beyond {DIRECT_PATHS} vertices would take too long (the judge promises l < r)"
    )
}

/// The nim-sequence `g(0..=last)` of "remove exactly `k ≥ 2` adjacent from a row", computed
/// in value type `T`; `None` if some value does not fit in `T`.
///
/// `g(m) = mex { g(a) ^ g(c − a) : 0 ≤ a ≤ c }` with `c = m − k`. A reversed copy of the
/// sequence makes `g(c − a)` a forward slice, and the option values are marked in a table of
/// width a power of two above every value so far (so their XORs stay inside it).
fn path_values<T>(k: usize, last: usize) -> Option<Vec<u32>>
where
    T: Copy + Default + Into<u32> + TryFrom<u32> + std::ops::BitXor<Output = T>,
{
    let mut forward: Vec<T> = Vec::with_capacity(last + 1);
    let mut reversed: Vec<T> = vec![T::default(); last + 1]; // g(m) at last − m
    let mut seen = vec![false; 1];
    for m in 0..=last {
        let value = if m < k {
            0
        } else {
            let c = m - k;
            let half = c / 2 + 1;
            let width = seen.len();
            let low = &forward[..half];
            let high = &reversed[last - c..last - c + half];
            for (&x, &y) in low.iter().zip(high) {
                seen[(x ^ y).into() as usize & (width - 1)] = true;
            }
            let mex = seen.iter().position(|&s| !s).unwrap_or(width);
            seen.fill(false);
            mex as u32
        };
        if value as usize >= seen.len() {
            seen.resize((value as usize + 1).next_power_of_two(), false);
        }
        let value = T::try_from(value).ok()?;
        forward.push(value);
        reversed[last - m] = value;
    }
    Some(forward.into_iter().map(Into::into).collect())
}

/// The largest `n` accepted: a root flag shares each `u32` with a vertex index or a size (an
/// input this large would be over 8 GB).
pub const MAX_N: u32 = (1 << 31) - 1;

/// Read `n l r`, refusing `l = 0` and `l > r`.
///
/// # Errors
/// Bad numbers, `n` above [`MAX_N`], `l = 0`, `l > r`.
///
/// # Complexity
/// O(1).
pub fn read_header(sc: &mut Scanner<'_>) -> judge::Result<(u32, u64, u64)> {
    let n = sc.read_in::<u32>("the number of vertices n", ..=MAX_N)?;
    let l = sc.read::<u64>("the least number of vertices a move removes, l")?;
    if l == 0 {
        return Err(sc.position().error(
            "l = 0 would allow removing no vertex, a move that never ends the game (need l ≥ 1)",
        ));
    }
    let r = sc.read::<u64>("the greatest number of vertices a move removes, r")?;
    if r < l {
        return Err(sc
            .position()
            .error(format!("r = {r} is below l = {l}: no move size would exist (need l ≤ r)")));
    }
    Ok((n, l, r))
}

/// One edge `u v` with both ends in `1..=n` and `u ≠ v`, and where it starts.
fn read_edge(sc: &mut Scanner<'_>, n: u32) -> judge::Result<(u32, u32, Position)> {
    let u = sc.read_in::<u32>("a vertex", 1..=n)?;
    let at = sc.position();
    let v = sc.read_in::<u32>("a vertex", 1..=n)?;
    if u == v {
        return Err(at.error(format!("edge {u} {v} is a self-loop (the graph must be simple)")));
    }
    Ok((u, v, at))
}

/// Marks a root in [`Forest::parent`]; the other 31 bits hold its component's size.
const ROOT: u32 = 1 << 31;

/// The components of the edges read so far: a union-find forest (union by size, path
/// halving) and every vertex's degree. Vertex `v` is index `v − 1`.
struct Forest {
    /// `ROOT | size` for a root, else the parent's index.
    parent: Vec<u32>,
    degree: Vec<u8>,
}

impl Forest {
    fn new(n: usize) -> Self {
        Self { parent: vec![ROOT | 1; n], degree: vec![0; n] }
    }

    fn root(&mut self, mut x: u32) -> u32 {
        loop {
            let p = self.parent[x as usize];
            if p & ROOT != 0 {
                return x;
            }
            let grandparent = self.parent[p as usize];
            if grandparent & ROOT != 0 {
                return p;
            }
            self.parent[x as usize] = grandparent;
            x = grandparent;
        }
    }

    /// Add edge `u v` (labels from 1), returning the length of the cycle it closes, if any.
    ///
    /// With every degree at most 2 each component is a path or a cycle, and an edge inside
    /// one component closes it into a cycle. A repeated edge either closes a component of two
    /// vertices or gives a vertex a third edge.
    fn add_edge(&mut self, u: u32, v: u32, at: Position) -> judge::Result<Option<u64>> {
        for x in [u, v] {
            let degree = &mut self.degree[x as usize - 1];
            if *degree == 2 {
                return Err(at.error(format!(
                    "edge {u} {v} gives vertex {x} a third edge (every vertex must have degree 2)"
                )));
            }
            *degree += 1;
        }
        let (ru, rv) = (self.root(u - 1), self.root(v - 1));
        let (su, sv) = (self.parent[ru as usize] & !ROOT, self.parent[rv as usize] & !ROOT);
        if ru == rv {
            if su == 2 {
                return Err(at.error(format!(
                    "edge {u} {v} repeats an earlier edge (the graph must be simple)"
                )));
            }
            return Ok(Some(u64::from(su)));
        }
        let (big, small) = if su >= sv { (ru, rv) } else { (rv, ru) };
        self.parent[small as usize] = big;
        self.parent[big as usize] = ROOT | (su + sv);
        Ok(None)
    }
}

/// Edges parsed before they are joined into the forest: the forest's random memory accesses
/// then overlap across edges instead of waiting behind the parsing of each next edge.
const BATCH: usize = 1 << 10;

/// Read the `n` edges, checking the promise edge by edge, and call `each(s)` with the length
/// of every cycle as its last edge arrives. After `n` valid edges every vertex has degree
/// exactly 2 (degree sum `2n`, each at most 2), so every vertex lies on a reported cycle.
///
/// The per-vertex arrays (5n bytes) are allocated only once the first `n/16` edges have been
/// parsed, so a false huge `n` costs memory in proportion to the input actually present.
///
/// # Errors
/// Truncated or non-numeric input, a vertex outside `1..=n`, a self-loop, a repeated edge, a
/// vertex with a third edge; each at the offending edge's first token. The first error in
/// input order is reported, except that within the first `n/16` edges a token error comes
/// before a degree or repeat error (those need the arrays).
///
/// # Complexity
/// O(n α(n)) time, no recursion; 5n bytes, plus 1.5n while the first `n/16` edges wait.
pub fn read_cycles(sc: &mut Scanner<'_>, n: u32, each: impl FnMut(u64)) -> judge::Result<()> {
    read_cycles_with(sc, n, |_, _| {}, each)
}

/// [`read_cycles`], also calling `on_edge(u, v)` for every edge once it has been checked.
fn read_cycles_with(
    sc: &mut Scanner<'_>,
    n: u32,
    mut on_edge: impl FnMut(u32, u32),
    mut each: impl FnMut(u64),
) -> judge::Result<()> {
    let n_edges = n as usize;
    let trusted_after = n_edges / 16;
    let mut batch = Vec::with_capacity(judge::capacity_for(trusted_after.max(BATCH)));
    let mut forest = Forest { parent: Vec::new(), degree: Vec::new() };
    let (mut read, mut covered) = (0, 0);
    while read < n_edges {
        let first = read == 0;
        let want = if first { trusted_after.max(1) } else { BATCH }.min(n_edges - read);
        batch.clear();
        let mut parsed = Ok(());
        while batch.len() < want {
            match read_edge(sc, n) {
                Ok(edge) => batch.push(edge),
                Err(e) => {
                    parsed = Err(e);
                    break;
                }
            }
        }
        read += batch.len();
        if first {
            // Allocate only for a complete first share of the edges.
            parsed.clone()?;
            forest = Forest::new(n_edges);
        }
        for &(u, v, at) in &batch {
            let closed = forest.add_edge(u, v, at)?;
            on_edge(u, v);
            if let Some(s) = closed {
                covered += s;
                each(s);
            }
        }
        parsed?;
    }
    debug_assert_eq!(covered, u64::from(n), "every vertex lies on a closed cycle");
    Ok(())
}

/// The nim-sum of the cycles' Grundy values for moves of `l..=r` vertices.
///
/// # Panics
/// If `l = 0` or `l > r`.
///
/// # Complexity
/// O(number of cycles) for `l < r`; plus [`ExactlyK::for_cycles`] for `l = r`.
pub fn nim_sum_of_cycles(cycles: &[u64], l: u64, r: u64) -> u64 {
    assert!(0 < l && l <= r, "need 0 < l ≤ r, got l = {l}, r = {r}");
    if l < r {
        cycles.iter().fold(0, |sum, &s| sum ^ cycle_value(s, l, r))
    } else {
        let exactly = ExactlyK::for_cycles(l, cycles);
        cycles.iter().fold(0, |sum, &s| sum ^ exactly.cycle_value(s))
    }
}

/// Read the graph and answer `Alice` or `Bob`.
///
/// # Errors
/// See [`read_header`] and [`read_cycles`]; trailing tokens.
///
/// # Complexity
/// O(n α(n)) time and 5n bytes for `l < r` (cycle values are XORed as the cycles close); for
/// `l = r` the cycle lengths are kept and [`ExactlyK`] adds its cost.
pub fn solve(sc: &mut Scanner<'_>, out: &mut Vec<u8>) -> judge::Result<()> {
    let (n, l, r) = read_header(sc)?;
    let header = sc.position();
    let sum = if l < r {
        let mut sum = 0;
        read_cycles(sc, n, |s| sum ^= cycle_value(s, l, r))?;
        sum
    } else {
        let mut cycles = Vec::new();
        read_cycles(sc, n, |s| cycles.push(s))?;
        ExactlyK::try_for_cycles(l, &cycles).map_err(|e| header.error(e))?;
        nim_sum_of_cycles(&cycles, l, r)
    };
    sc.finish()?;
    out.extend_from_slice(if sum != 0 { b"Alice\n" } else { b"Bob\n" });
    Ok(())
}

/// The cycles of a valid graph (every vertex of degree 2, given as its `n` edges), each as its
/// vertex labels in order around it, starting from its smallest label.
///
/// # Panics
/// If some vertex does not have degree 2.
///
/// # Complexity
/// O(n) time and memory.
///
/// ```
/// let edges = [(1, 2), (4, 5), (2, 3), (6, 4), (3, 1), (5, 6)];
/// assert_eq!(removing_graph::cycles_of(6, &edges), [vec![1, 2, 3], vec![4, 5, 6]]);
/// ```
pub fn cycles_of(n: u32, edges: &[(u32, u32)]) -> Vec<Vec<u32>> {
    let mut neighbours = vec![[0u32; 2]; n as usize + 1];
    for &(u, v) in edges {
        for (x, y) in [(u, v), (v, u)] {
            let slot = &mut neighbours[x as usize];
            let free = slot.iter().position(|&w| w == 0).expect("every vertex has degree 2");
            slot[free] = y;
        }
    }
    let mut seen = vec![false; n as usize + 1];
    let mut cycles = Vec::new();
    for start in 1..=n {
        if seen[start as usize] {
            continue;
        }
        let mut cycle = vec![start];
        seen[start as usize] = true;
        let (mut previous, mut here) = (start, neighbours[start as usize][0]);
        while here != start {
            assert!(here != 0, "every vertex has degree 2");
            seen[here as usize] = true;
            cycle.push(here);
            let [a, b] = neighbours[here as usize];
            (previous, here) = (here, if a == previous { b } else { a });
        }
        cycles.push(cycle);
    }
    cycles
}

/// A winning move when the cycles have these lengths: `(i, k)` removes `k` consecutive
/// vertices of cycle `i` (all of it when `k` is its length), leaving a path whose value makes
/// the nim-sum 0; `None` when every move loses.
///
/// For `l < r` only a cycle with `s < l + r` has a non-zero value `⌊s/l⌋`, and its moves reach
/// paths of every length in `[max(0, s − r), s − l]`, each of value `⌊m/l⌋` (crate doc): the
/// shortest such path of the target value is `max(t·l, s − r)`. For `l = r` a cycle of value 1
/// has one kind of move, to a path of value 0.
///
/// # Panics
/// If `l = 0` or `l > r`.
///
/// # Complexity
/// O(number of cycles), plus [`ExactlyK::for_cycles`] for `l = r`.
///
/// ```
/// // Cycles of 3 and 3 with l = 2, r = 3 have values 1 and 1: lost.
/// assert_eq!(removing_graph::winning_move(&[3, 3], 2, 3), None);
/// // One cycle of 3 (value 1): remove it whole.
/// assert_eq!(removing_graph::winning_move(&[3], 2, 3), Some((0, 3)));
/// ```
pub fn winning_move(cycles: &[u64], l: u64, r: u64) -> Option<(usize, u64)> {
    assert!(0 < l && l <= r, "need 0 < l ≤ r, got l = {l}, r = {r}");
    let values: Vec<u64> = if l < r {
        cycles.iter().map(|&s| cycle_value(s, l, r)).collect()
    } else {
        let exactly = ExactlyK::for_cycles(l, cycles);
        cycles.iter().map(|&s| exactly.cycle_value(s)).collect()
    };
    let m = sg_core::winning_nim_move(&values)?;
    let s = cycles[m.heap];
    let path = if l < r { (m.new_size * l).max(s.saturating_sub(r)) } else { s - l };
    Some((m.heap, s - path))
}

/// Like [`solve`], but after the verdict an indented line naming the vertices of a winning
/// first move (by their input labels, in order along the cycle), or the reason every move
/// loses.
///
/// # Errors
/// As [`solve`].
///
/// # Complexity
/// As [`solve`], plus O(n) time and about 21n bytes: the edges, each vertex's two neighbours
/// and the cycles' labels.
pub fn explain(sc: &mut Scanner<'_>, out: &mut Vec<u8>) -> judge::Result<()> {
    let (n, l, r) = read_header(sc)?;
    let header = sc.position();
    let mut edges = Vec::new();
    read_cycles_with(sc, n, |u, v| edges.push((u, v)), |_| {})?;
    sc.finish()?;
    let cycles = cycles_of(n, &edges);
    let lengths: Vec<u64> = cycles.iter().map(|c| c.len() as u64).collect();
    if l == r {
        ExactlyK::try_for_cycles(l, &lengths).map_err(|e| header.error(e))?;
    }
    match winning_move(&lengths, l, r) {
        Some((i, k)) => {
            let (s, arc) = (lengths[i], &cycles[i][..k as usize]);
            let labels: Vec<String> = arc.iter().map(u32::to_string).collect();
            let (what, which) = match k {
                _ if k == s => (format!("the whole cycle of {s}"), "nothing of it".to_string()),
                1 => (format!("1 of the {s} on its cycle"), format!("a path of {}", s - 1)),
                _ => (
                    format!("{k} consecutive of the {s} on their cycle"),
                    format!("a path of {}", s - k),
                ),
            };
            let _ = writeln!(
                out,
                "Alice\n  winning move: remove {} {} ({what}), leaving {which}, so the \
                 components' Grundy values XOR to 0",
                if k == 1 { "vertex" } else { "vertices" },
                labels.join(" ")
            );
        }
        None if lengths.is_empty() => {
            let _ = writeln!(out, "Bob\n  every move loses: the graph is empty, so no move exists");
        }
        None => {
            let listed = if lengths.len() <= 20 {
                let text: Vec<String> = lengths.iter().map(u64::to_string).collect();
                format!("cycles of {}", text.join(", "))
            } else {
                format!("{} cycles", lengths.len())
            };
            let _ = writeln!(
                out,
                "Bob\n  every move loses: the cycles' Grundy values XOR to 0 ({listed} vertices), \
                 and a move changes exactly one of them"
            );
        }
    }
    Ok(())
}

/// The longest path or cycle `sg table removing-graph` searches.
pub const TABLE_MAX: u64 = 200;

/// `sg table removing-graph --l L --r R [--upto N]`: the Grundy values of a path and of a
/// cycle of `1..=N` vertices (default 30, at most [`TABLE_MAX`]), by the model's search of the
/// rules; notes check the closed forms against them (`⌊s/l⌋` below `l + r`, else 0, for cycles
/// when `l < r`; [`ExactlyK`] when `l = r`). Cycles of 1 and 2 vertices do not exist (`-`).
///
/// # Errors
/// Unknown or missing options, `l = 0`, `r < l`, or `N` outside `1..=TABLE_MAX`.
///
/// # Complexity
/// O(N² · min(r − l + 1, N)) engine steps.
pub fn table(args: &judge::table::Args) -> Result<judge::table::Table, String> {
    use judge::table::{Cell, Table};
    use model::{Component, RemovingGraph};
    args.only(&["l", "r", "upto"])?;
    let need = |key: &str| {
        args.get(key).map(|_| args.number(key, 0)).unwrap_or_else(|| {
            Err(format!("`sg table removing-graph` needs --{key}, e.g. --l 2 --r 3"))
        })
    };
    let (l, r, upto) = (need("l")?, need("r")?, args.number("upto", 30)?);
    if l == 0 {
        return Err("--l is at least 1: a move removes at least one vertex".into());
    }
    if r < l {
        return Err(format!("--r {r} is below --l {l}: no move size would exist"));
    }
    if !(1..=TABLE_MAX).contains(&upto) {
        return Err(format!("--upto is from 1 to {TABLE_MAX}"));
    }
    let mut solver = sg_core::Solver::new(RemovingGraph { l, r });
    let paths: Vec<u64> = (1..=upto).map(|m| solver.grundy(&Component::Path(m))).collect();
    let cycles: Vec<Option<u64>> =
        (1..=upto).map(|s| (s >= 3).then(|| solver.grundy(&Component::Cycle(s)))).collect();
    let mut notes = vec![format!(
        "every value searched by the rules ({} positions of sg-core's engine)",
        solver.positions_solved()
    )];
    let check = |what: &str, formula: &dyn Fn(u64) -> u64, values: &[Option<u64>]| {
        let wrong = (1..=upto).zip(values).find(|&(x, v)| v.is_some_and(|v| v != formula(x)));
        let checked = values.iter().flatten().count();
        match wrong {
            None => format!("{what}: agrees on all {checked}"),
            Some((x, v)) => format!("{what}: DIFFERS at size {x} (searched {v:?})"),
        }
    };
    let path_cells: Vec<Option<u64>> = paths.iter().copied().map(Some).collect();
    if l < r {
        notes.push(check(
            "cycle closed form floor(s/l) for s < l + r, else 0",
            &|s| cycle_value(s, l, r),
            &cycles,
        ));
        let short: Vec<Option<u64>> =
            (1..=upto).zip(&paths).map(|(m, &v)| (m < l + r).then_some(v)).collect();
        notes.push(check("path floor(m/l) for m < l + r", &|m| m / l, &short));
    } else {
        let exactly = ExactlyK::new(l, upto);
        notes.push(check("cycles by ExactlyK (l = r)", &|s| exactly.cycle_value(s), &cycles));
        notes.push(check("paths by ExactlyK (l = r)", &|m| exactly.path_value(m), &path_cells));
    }
    let row = |values: &[Option<u64>]| -> Vec<Cell> {
        values
            .iter()
            .map(|v| v.map_or_else(|| Cell { text: "-".into(), shade: 0 }, Cell::number))
            .collect()
    };
    Ok(Table {
        title: format!(
            "Removing Graph, a move removes {l}..={r} connected vertices: Grundy values"
        ),
        row_label: String::new(),
        col_label: "vertices".into(),
        row_keys: vec!["path".into(), "cycle".into()],
        col_keys: (1..=upto).map(|x| x.to_string()).collect(),
        cells: vec![row(&path_cells), row(&cycles)],
        notes,
    })
}

/// A random valid input: disjoint cycles on shuffled labels, each edge in random orientation,
/// edges in random order. `Small`: 1–4 cycles of 3–12 vertices and `l < r ≤ l + 8` small enough
/// to meet every case of the closed form; `Max`: `n = 2·10^5`; `N(n)`: `n` vertices (at least
/// 3). Large sizes use `l ≤ 20`, `r ≤ l + 40` and cycles mostly below `2(l + r)`, with a rare
/// long one.
///
/// # Complexity
/// O(n).
pub fn generate(rng: &mut Rng, size: Size) -> Vec<u8> {
    let mut lengths = Vec::new();
    let (l, r) = match size {
        Size::Small => {
            for _ in 0..rng.range(1, 4) {
                lengths.push(rng.range(3, 12));
            }
            let n: u64 = lengths.iter().sum();
            let l = rng.range(1, 7.min(n - 1));
            (l, rng.range(l + 1, n.min(l + 8)))
        }
        Size::Max | Size::N(_) => {
            let n = if let Size::N(n) = size { n.clamp(3, u64::from(u32::MAX)) } else { 200_000 };
            let l = rng.range(1, 20.min(n - 1));
            let r = rng.range(l + 1, n.min(l + 40));
            let mut left = n;
            while left > 0 {
                let want = if rng.chance(1, 1000) {
                    rng.range(3, n)
                } else {
                    rng.range(3, (2 * (l + r)).max(3))
                };
                // Never leave fewer than 3 vertices for the last cycle.
                let take = if left - want.min(left) < 3 { left } else { want };
                lengths.push(take);
                left -= take;
            }
            (l, r)
        }
    };
    cycles_input(rng, &lengths, l, r)
}

/// The judge input for disjoint cycles of the given `lengths` (each at least 3) on shuffled
/// labels `1..=n`, each edge in random orientation, edges in random order; header `n l r`.
///
/// # Complexity
/// O(n).
pub fn cycles_input(rng: &mut Rng, lengths: &[u64], l: u64, r: u64) -> Vec<u8> {
    let n: u64 = lengths.iter().sum();
    let mut labels: Vec<u32> = (1..=n as u32).collect();
    rng.shuffle(&mut labels);
    let mut edges = Vec::with_capacity(n as usize);
    let mut next = 0;
    for &s in lengths {
        let cycle = &labels[next..next + s as usize];
        next += s as usize;
        for (i, &u) in cycle.iter().enumerate() {
            let v = cycle[(i + 1) % cycle.len()];
            edges.push(if rng.chance(1, 2) { (u, v) } else { (v, u) });
        }
    }
    drop(labels);
    rng.shuffle(&mut edges);
    let mut text = Vec::with_capacity(edges.len() * 16 + 32);
    writeln!(text, "{n} {l} {r}").expect("writing to a Vec");
    for (u, v) in edges {
        writeln!(text, "{u} {v}").expect("writing to a Vec");
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn value_types_agree_and_narrow_ones_report_overflow() {
        for k in 2..=5 {
            let wide = path_values::<u32>(k, 6000).unwrap();
            assert_eq!(path_values::<u16>(k, 6000).as_ref(), Some(&wide), "k = {k}");
            let narrow = path_values::<u8>(k, 6000);
            if wide.iter().any(|&v| v > 255) {
                assert_eq!(narrow, None, "k = {k}");
            } else {
                assert_eq!(narrow.as_ref(), Some(&wide), "k = {k}");
            }
        }
    }

    fn table_args(words: &[&str]) -> judge::table::Args {
        judge::table::Args::parse(&words.iter().map(|w| w.to_string()).collect::<Vec<_>>()).unwrap()
    }

    #[test]
    fn table_shows_known_path_and_cycle_values() {
        let t = table(&table_args(&["--l", "2", "--r", "3", "--upto", "8"])).unwrap();
        assert_eq!(t.row_keys, ["path", "cycle"]);
        assert_eq!(t.col_keys.first().map(String::as_str), Some("1"));
        let row = |r: usize| t.cells[r].iter().map(|c| c.text.as_str()).collect::<Vec<_>>();
        // Paths: floor(m/2) below l + r = 5; cycles: floor(s/2) below 5, then 0.
        assert_eq!(row(0)[..4], ["0", "1", "1", "2"]);
        assert_eq!(row(1), ["-", "-", "1", "2", "0", "0", "0", "0"]);
        assert!(t.notes.iter().all(|n| !n.contains("DIFFERS")), "{:?}", t.notes);
        assert!(t.notes[1].contains("agrees on all 6"), "{:?}", t.notes);
        // l = r = 2: the paths are Dawson's Kayles, 0 1 1 2 0 3 1 1 0 3 3 from length 1.
        let t = table(&table_args(&["--l", "2", "--r", "2", "--upto", "11"])).unwrap();
        let paths: Vec<&str> = t.cells[0].iter().map(|c| c.text.as_str()).collect();
        assert_eq!(paths, ["0", "1", "1", "2", "0", "3", "1", "1", "0", "3", "3"]);
        assert!(t.notes[2].contains("agrees on all 11"), "{:?}", t.notes);
    }

    #[test]
    fn bad_table_arguments_are_refused() {
        let err = |words: &[&str]| table(&table_args(words)).unwrap_err();
        assert!(err(&["--l", "2"]).contains("needs --r"));
        assert!(err(&["--l", "0", "--r", "2"]).contains("at least 1"));
        assert!(err(&["--l", "3", "--r", "2"]).contains("below"));
        assert!(err(&["--l", "1", "--r", "2", "--upto", "0"]).contains("from 1 to"));
        assert!(err(&["--l", "1", "--r", "2", "--upto", "201"]).contains("from 1 to"));
        assert!(err(&["--l", "1", "--r", "2", "--k", "3"]).contains("unknown option"));
        assert!(err(&["--l", "x", "--r", "2"]).contains("non-negative integer"));
    }
}
