//! Reading and checking the graph as it streams in: the header, then the edges joined into a
//! union-find forest whose roots end up holding the cycles' lengths.

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

use judge::{Position, Scanner};

/// The largest `n` accepted: a root flag shares each `u32` with a vertex index or a size (an
/// input this large would be over 8 GB).
pub const MAX_N: u32 = (1 << 31) - 1;

/// Read `n l r`, refusing `l = 0` and `l > r`.
///
/// # Errors
/// Bad numbers, `n` above [`MAX_N`], `l = 0`, `l > r`.
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

/// Marks a root in a forest's parent word; the other 31 bits hold its component's size.
const ROOT: u32 = 1 << 31;

/// The parent word of a vertex no edge has touched: a root of size 1.
const ALONE: u32 = ROOT | 1;

/// Bytes of per-vertex arrays (5 per vertex) allocated before any edge is read: up to this,
/// a false `n` costs at most this much; beyond it the arrays wait until the edges read justify
/// them (see [`read_graph`]).
pub const FREE_BYTES: usize = 64 << 20;

/// A union-find forest's per-vertex storage: the parent word ([`ROOT`] `| size` for a root,
/// else the parent's index) and the degree, for vertex index `v − 1`.
trait Cells {
    fn parent(&self, x: u32) -> u32;
    fn set_parent(&mut self, x: u32, p: u32);
    fn degree(&mut self, x: u32) -> &mut u8;

    fn root(&mut self, mut x: u32) -> u32 {
        loop {
            let p = self.parent(x);
            if p & ROOT != 0 {
                return x;
            }
            let grandparent = self.parent(p);
            if grandparent & ROOT != 0 {
                return p;
            }
            self.set_parent(x, grandparent);
            x = grandparent;
        }
    }

    /// Add edge `u v` (labels from 1).
    ///
    /// With every degree at most 2 each component is a path or a cycle, and an edge inside
    /// one component closes it into a cycle. A repeated edge either closes a component of two
    /// vertices or gives a vertex a third edge.
    fn add_edge(&mut self, u: u32, v: u32, at: Position) -> judge::Result<()> {
        for x in [u, v] {
            let degree = self.degree(x - 1);
            if *degree == 2 {
                return Err(at.error(format!(
                    "edge {u} {v} gives vertex {x} a third edge (every vertex must have degree 2)"
                )));
            }
            *degree += 1;
        }
        let (ru, rv) = (self.root(u - 1), self.root(v - 1));
        let (su, sv) = (self.parent(ru) & !ROOT, self.parent(rv) & !ROOT);
        if ru == rv {
            if su == 2 {
                return Err(at.error(format!(
                    "edge {u} {v} repeats an earlier edge (the graph must be simple)"
                )));
            }
            return Ok(());
        }
        let (big, small) = if su >= sv { (ru, rv) } else { (rv, ru) };
        self.set_parent(small, big);
        self.set_parent(big, ROOT | (su + sv));
        Ok(())
    }
}

/// The components of the edges read so far: a union-find forest (union by size, path halving)
/// and every vertex's degree, in two arrays indexed by vertex `v − 1`.
#[derive(Debug, Default)]
pub struct Forest {
    /// `ROOT | size` for a root, else the parent's index.
    parent: Vec<u32>,
    degree: Vec<u8>,
}

impl Cells for Forest {
    #[inline(always)]
    fn parent(&self, x: u32) -> u32 {
        self.parent[x as usize]
    }
    #[inline(always)]
    fn set_parent(&mut self, x: u32, p: u32) {
        self.parent[x as usize] = p;
    }
    #[inline(always)]
    fn degree(&mut self, x: u32) -> &mut u8 {
        &mut self.degree[x as usize]
    }
}

impl Forest {
    /// `n` vertices, no edge.
    fn new(n: usize) -> Self {
        Self { parent: vec![ALONE; n], degree: vec![0; n] }
    }

    /// The size of every component, in the order of their roots: once [`read_graph`] has
    /// checked all `n` edges, the lengths of the cycles.
    ///
    /// # Complexity
    /// O(n), one sequential pass.
    pub fn cycle_lengths(&self) -> impl Iterator<Item = u64> + Clone + '_ {
        self.parent.iter().filter(|&&p| p & ROOT != 0).map(|&p| u64::from(p & !ROOT))
    }
}

/// The same forest holding only the vertices edges have touched, in a hash map: its memory
/// follows the edges read, whatever `n` the header claims.
#[derive(Default)]
struct Sparse(HashMap<u32, (u32, u8), BuildHasherDefault<Mix>>);

impl Sparse {
    fn cell(&mut self, x: u32) -> &mut (u32, u8) {
        self.0.entry(x).or_insert((ALONE, 0))
    }

    /// Roughly the bytes the map holds (its slots, a key, a parent word, a degree and a
    /// control byte each).
    fn bytes(&self) -> usize {
        self.0.capacity() * 13
    }

    /// The dense forest of `n` vertices with the same components and degrees.
    fn into_dense(self, n: usize) -> Forest {
        let mut forest = Forest::new(n);
        for (x, (p, d)) in self.0 {
            forest.parent[x as usize] = p;
            forest.degree[x as usize] = d;
        }
        forest
    }
}

impl Cells for Sparse {
    fn parent(&self, x: u32) -> u32 {
        self.0.get(&x).map_or(ALONE, |c| c.0)
    }
    fn set_parent(&mut self, x: u32, p: u32) {
        self.cell(x).0 = p;
    }
    fn degree(&mut self, x: u32) -> &mut u8 {
        &mut self.cell(x).1
    }
}

/// A multiplicative hash for the vertex indices of [`Sparse`] (std only, unlike Fx; SipHash's
/// resistance to chosen keys is not needed for a map that is bounded by the input anyway).
#[derive(Default)]
struct Mix(u64);

impl Hasher for Mix {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.write_u64(u64::from(b));
        }
    }
    fn write_u32(&mut self, x: u32) {
        self.write_u64(u64::from(x));
    }
    fn write_u64(&mut self, x: u64) {
        self.0 = (self.0 ^ x).wrapping_mul(0x9E37_79B9_7F4A_7C15).rotate_left(26);
    }
}

/// Edges parsed before they are joined into the forest: the forest's random memory accesses
/// then overlap across edges instead of waiting behind the parsing of each next edge.
const BATCH: usize = 1 << 10;

/// Read up to `want` edges into `batch` and join them into `cells`, calling `on_edge` for each
/// edge once checked; the first error in input order.
fn read_batch(
    sc: &mut Scanner<'_>,
    n: u32,
    want: usize,
    batch: &mut Vec<(u32, u32, Position)>,
    cells: &mut impl Cells,
    on_edge: &mut impl FnMut(u32, u32),
) -> judge::Result<()> {
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
    for &(u, v, at) in batch.iter() {
        cells.add_edge(u, v, at)?;
        on_edge(u, v);
    }
    parsed
}

/// Read the `n` edges, checking the promise edge by edge and calling `on_edge(u, v)` for each
/// edge once checked; the forest's roots then hold the cycles. After `n` valid edges every
/// vertex has degree exactly 2 (degree sum `2n`, each at most 2), so every component is a
/// cycle.
///
/// The per-vertex arrays (5n bytes) are allocated at once when they fit in [`FREE_BYTES`].
/// Otherwise the touched vertices are kept in a hash map until it holds as many bytes as the
/// arrays would (minus [`FREE_BYTES`]), and only then moved into them: so a false huge `n`
/// costs memory in proportion to the edges actually read, and a true one at most about twice
/// the arrays while the map lasts.
///
/// # Errors
/// Truncated or non-numeric input, a vertex outside `1..=n`, a self-loop, a repeated edge, a
/// vertex with a third edge; each at the offending edge's first token, the first in input
/// order.
///
/// # Complexity
/// O(n α(n)) time (hashing while the map lasts), no recursion; 5n bytes.
pub fn read_graph(
    sc: &mut Scanner<'_>,
    n: u32,
    on_edge: impl FnMut(u32, u32),
) -> judge::Result<Forest> {
    read_graph_within(sc, n, FREE_BYTES, on_edge)
}

/// [`read_graph`] with `free_bytes` in place of [`FREE_BYTES`] (0 in tests: the hash map from
/// the first edge).
///
/// # Errors
/// As [`read_graph`].
///
/// # Complexity
/// As [`read_graph`].
pub fn read_graph_within(
    sc: &mut Scanner<'_>,
    n: u32,
    free_bytes: usize,
    mut on_edge: impl FnMut(u32, u32),
) -> judge::Result<Forest> {
    let n_edges = n as usize;
    let dense_bytes = n_edges.saturating_mul(5);
    let mut batch = Vec::with_capacity(judge::capacity_for(BATCH));
    let mut read = 0;
    if dense_bytes > free_bytes {
        let mut sparse = Sparse::default();
        while read < n_edges && sparse.bytes() + free_bytes < dense_bytes {
            let want = BATCH.min(n_edges - read);
            read_batch(sc, n, want, &mut batch, &mut sparse, &mut on_edge)?;
            read += want;
        }
        let mut forest = sparse.into_dense(n_edges);
        finish_dense(sc, n, n_edges - read, &mut batch, &mut forest, &mut on_edge)?;
        return Ok(forest);
    }
    let mut forest = Forest::new(n_edges);
    finish_dense(sc, n, n_edges, &mut batch, &mut forest, &mut on_edge)?;
    Ok(forest)
}

/// Read the last `left` edges into the dense forest.
fn finish_dense(
    sc: &mut Scanner<'_>,
    n: u32,
    mut left: usize,
    batch: &mut Vec<(u32, u32, Position)>,
    forest: &mut Forest,
    on_edge: &mut impl FnMut(u32, u32),
) -> judge::Result<()> {
    while left > 0 {
        let want = BATCH.min(left);
        read_batch(sc, n, want, batch, forest, on_edge)?;
        left -= want;
    }
    Ok(())
}
