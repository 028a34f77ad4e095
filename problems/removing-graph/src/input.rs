//! The typed judge input: its one reader, its one writer, and its cycles walked in order.

use judge::{Position, Scanner};

use crate::graph::{read_graph, read_header};

/// A judge input: `n` vertices, the move sizes `l..=r`, and the `n` edges of a graph in which
/// every vertex has degree 2 (the reader checks it; [`Input::new`] trusts the caller).
#[derive(Debug, Clone)]
pub struct Input {
    /// The number of vertices, labelled `1..=n`.
    pub n: u32,
    /// The fewest vertices a move removes (at least 1).
    pub l: u64,
    /// The most vertices a move removes (at least `l`).
    pub r: u64,
    /// The edges `(u, v)` in input order.
    pub edges: Vec<(u32, u32)>,
    /// Where `r` starts in the text: a refusal of the move sizes points there. Equality
    /// ignores it.
    pub r_at: Position,
}

impl PartialEq for Input {
    fn eq(&self, other: &Self) -> bool {
        (self.n, self.l, self.r, &self.edges) == (other.n, other.l, other.r, &other.edges)
    }
}

impl Input {
    /// The input with these parts, `r_at` where [`Input::write`] puts `r`.
    pub fn new(n: u32, l: u64, r: u64, edges: Vec<(u32, u32)>) -> Self {
        let column = format!("{n} {l} ").len() as u64 + 1;
        Self { n, l, r, edges, r_at: Position { line: 1, column } }
    }

    /// Reads the judge format: the header, then the `n` edges checked as they come
    /// ([`crate::graph::read_graph`]).
    ///
    /// # Errors
    /// As [`read_header`] and [`read_graph`]; trailing tokens.
    ///
    /// # Complexity
    /// O(n α(n)); memory grows with the edges read (8 bytes each, plus the forest's 5 per
    /// vertex once `n/16` edges are in).
    pub fn read(sc: &mut Scanner<'_>) -> judge::Result<Self> {
        let (n, l, r) = read_header(sc)?;
        let r_at = sc.position();
        let mut edges = Vec::new();
        read_graph(sc, n, |u, v| edges.push((u, v)))?;
        sc.finish()?;
        Ok(Self { n, l, r, edges, r_at })
    }

    /// The one writer: `n l r`, then one edge per line.
    ///
    /// # Complexity
    /// O(n).
    pub fn write(&self, out: &mut Vec<u8>) {
        use std::io::Write as _;
        out.reserve(self.edges.len() * 16 + 32);
        let _ = writeln!(out, "{} {} {}", self.n, self.l, self.r);
        for (u, v) in &self.edges {
            let _ = writeln!(out, "{u} {v}");
        }
    }

    /// The cycles, each as its vertex labels in order around it, starting from its smallest
    /// label.
    ///
    /// # Panics
    /// If some vertex does not have degree 2.
    ///
    /// # Complexity
    /// O(n) time and memory.
    ///
    /// ```
    /// let edges = vec![(1, 2), (4, 5), (2, 3), (6, 4), (3, 1), (5, 6)];
    /// let input = removing_graph::Input::new(6, 1, 2, edges);
    /// assert_eq!(input.cycles(), [vec![1, 2, 3], vec![4, 5, 6]]);
    /// ```
    pub fn cycles(&self) -> Vec<Vec<u32>> {
        let n = self.n as usize;
        let mut neighbours = vec![[0u32; 2]; n + 1];
        for &(u, v) in &self.edges {
            for (x, y) in [(u, v), (v, u)] {
                let slot = &mut neighbours[x as usize];
                let free = slot.iter().position(|&w| w == 0).expect("every vertex has degree 2");
                slot[free] = y;
            }
        }
        let mut seen = vec![false; n + 1];
        let mut cycles = Vec::new();
        for start in 1..=self.n {
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
}
