//! Reading and checking the graph as it streams in: the header, then the edges joined into a
//! union-find forest whose roots end up holding the cycles' lengths.

use judge::{Position, Scanner};

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

/// The components of the edges read so far: a union-find forest (union by size, path halving)
/// and every vertex's degree. Vertex `v` is index `v − 1`.
#[derive(Debug, Default)]
pub struct Forest {
    /// `ROOT | size` for a root, else the parent's index.
    parent: Vec<u32>,
    degree: Vec<u8>,
}

impl Forest {
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

    /// Add edge `u v` (labels from 1).
    ///
    /// With every degree at most 2 each component is a path or a cycle, and an edge inside
    /// one component closes it into a cycle. A repeated edge either closes a component of two
    /// vertices or gives a vertex a third edge.
    fn add_edge(&mut self, u: u32, v: u32, at: Position) -> judge::Result<()> {
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
            return Ok(());
        }
        let (big, small) = if su >= sv { (ru, rv) } else { (rv, ru) };
        self.parent[small as usize] = big;
        self.parent[big as usize] = ROOT | (su + sv);
        Ok(())
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

/// Edges parsed before they are joined into the forest: the forest's random memory accesses
/// then overlap across edges instead of waiting behind the parsing of each next edge.
const BATCH: usize = 1 << 10;

/// Read the `n` edges, checking the promise edge by edge and calling `on_edge(u, v)` for each
/// edge once checked; the forest's roots then hold the cycles. After `n` valid edges every
/// vertex has degree exactly 2 (degree sum `2n`, each at most 2), so every component is a
/// cycle.
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
pub fn read_graph(
    sc: &mut Scanner<'_>,
    n: u32,
    mut on_edge: impl FnMut(u32, u32),
) -> judge::Result<Forest> {
    let n_edges = n as usize;
    let trusted_after = n_edges / 16;
    let mut batch = Vec::with_capacity(judge::capacity_for(trusted_after.max(BATCH)));
    let mut forest = Forest::default();
    let mut read = 0;
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
            forest = Forest { parent: vec![ROOT | 1; n_edges], degree: vec![0; n_edges] };
        }
        for &(u, v, at) in &batch {
            forest.add_edge(u, v, at)?;
            on_edge(u, v);
        }
        parsed?;
    }
    Ok(forest)
}
