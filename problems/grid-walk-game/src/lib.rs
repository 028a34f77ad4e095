//! # 游戏 — Luogu P4055 (JSOI2009)
//!
//! **Game.** A maze of `N×M` cells, `.` free and `#` blocked. AA puts a piece on a free cell;
//! then YY and AA, YY first, move it to an adjacent free cell it has never visited. The last
//! player to move wins. Where may AA put the piece and win?
//!
//! **Insight.** After the placement this is the walk of `sg_core::geography` on the free
//! cells' grid graph, with YY to move: YY wins iff the cell is in every maximum matching
//! (the theorem and its proof are in that module), so AA wins exactly on the cells some
//! maximum matching misses — a free cell with no free neighbour among them. The grid graph is
//! bipartite by the parity of `row + column`. The crate's tests hold this to the whole game
//! searched by its rules ([`model`], placement included) on thousands of random mazes.
//!
//! **Algorithm.** One maximum matching by Hopcroft–Karp and an alternating search from the
//! unmatched cells (`sg_core::matching::Bipartite::always_matched`): O(E·√V) with `V = N·M`,
//! `E ≤ 2V`.
//!
//! **Format.** `N M`, then `N` rows of `M` characters. `WIN` and then every winning cell as
//! `row column` (1-based), one a line, in row-major order; or the single line `LOSE`. The
//! judge's limits are `N, M ≤ 100`; we accept any maze of at most [`MAX_CELLS`] cells.

use judge::Scanner;
use sg_core::matching::Bipartite;

pub mod model;
#[cfg(feature = "workbench")]
mod problem;
#[cfg(feature = "workbench")]
pub use problem::GridWalkGame;

/// The most cells accepted.
pub const MAX_CELLS: usize = 10_000_000;

/// A judge input: the maze.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Input {
    /// `N`.
    pub rows: u32,
    /// `M`.
    pub columns: u32,
    /// Row-major, `true` for a free cell.
    pub free: Vec<bool>,
}

impl Input {
    /// Reads the judge format.
    ///
    /// # Errors
    /// Truncated input, a size out of range (or more than [`MAX_CELLS`] cells), a row of
    /// another length or with a byte other than `.` and `#`, trailing tokens.
    ///
    /// # Complexity
    /// O(input); memory grows with the rows read.
    pub fn read(sc: &mut Scanner<'_>) -> judge::Result<Self> {
        let rows = sc.count("the number of rows N", 1..=MAX_CELLS)?;
        let columns = sc.count("the number of columns M", 1..=MAX_CELLS / rows)?;
        let cells = judge::read_grid(sc, rows, columns, b".#", "a row of the maze")?;
        sc.finish()?;
        let free = cells.iter().map(|&c| c == b'.').collect();
        Ok(Self { rows: rows as u32, columns: columns as u32, free })
    }

    /// The one writer: judge text that [`Input::read`] reads back as `self`.
    ///
    /// # Complexity
    /// O(cells).
    pub fn write(&self, out: &mut Vec<u8>) {
        judge::write_u64(out, u64::from(self.rows), b' ');
        judge::write_u64(out, u64::from(self.columns), b'\n');
        let cells: Vec<u8> = self.free.iter().map(|&f| if f { b'.' } else { b'#' }).collect();
        judge::write_grid(&cells, self.columns as usize, out);
    }

    /// The free cells' grid graph: cell `r·M + c` is a vertex, on the left iff `r + c` is even.
    ///
    /// # Complexity
    /// O(N·M).
    pub fn graph(&self) -> Bipartite {
        let (rows, columns) = (self.rows as usize, self.columns as usize);
        let mut edges = Vec::new();
        for r in 0..rows {
            for c in 0..columns {
                let v = r * columns + c;
                if !self.free[v] {
                    continue;
                }
                if c + 1 < columns && self.free[v + 1] {
                    edges.push((v as u32, v as u32 + 1));
                }
                if r + 1 < rows && self.free[v + columns] {
                    edges.push((v as u32, (v + columns) as u32));
                }
            }
        }
        let on_left = (0..rows * columns).map(|v| (v / columns + v % columns) % 2 == 0).collect();
        Bipartite::new(on_left, &edges).expect("adjacent cells differ in parity")
    }
}

/// Every cell where AA's placement wins, as (row, column) 1-based in row-major order: the free
/// cells some maximum matching misses.
///
/// # Complexity
/// O(E·√V).
pub fn answer(input: &Input) -> Vec<(u32, u32)> {
    let always = input.graph().always_matched();
    let columns = input.columns as usize;
    (0..input.free.len())
        .filter(|&v| input.free[v] && !always[v])
        .map(|v| ((v / columns) as u32 + 1, (v % columns) as u32 + 1))
        .collect()
}

/// The judge output: `WIN` and the cells, or `LOSE`.
///
/// # Complexity
/// O(cells listed).
pub fn write_answer(cells: &[(u32, u32)], out: &mut Vec<u8>) {
    if cells.is_empty() {
        out.extend_from_slice(b"LOSE\n");
        return;
    }
    out.extend_from_slice(b"WIN\n");
    for &(r, c) in cells {
        judge::write_u64(out, u64::from(r), b' ');
        judge::write_u64(out, u64::from(c), b'\n');
    }
}

/// The judge path: read, answer, write.
///
/// # Errors
/// As [`Input::read`].
///
/// # Complexity
/// O(E·√V).
pub fn solve(sc: &mut Scanner<'_>, out: &mut Vec<u8>) -> judge::Result<()> {
    write_answer(&answer(&Input::read(sc)?), out);
    Ok(())
}
