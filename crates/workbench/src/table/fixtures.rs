//! What the table's unit tests share: a game over pairs, a searched table of it with its
//! closed form, a bounded axis, and helpers that read options and a grid's values.

use sg_core::Game;

use crate::grid::{Args, Grid};

use super::{Axis, Closed, Searched};

/// Nim on two heaps as one component: g(x, y) = x ⊕ y.
#[derive(Default)]
pub(super) struct TwoHeaps;
impl Game for TwoHeaps {
    type Position = (u64, u64);
    fn moves(&self, &(x, y): &(u64, u64)) -> Vec<Vec<(u64, u64)>> {
        let left = (0..x).map(move |a| vec![(a, y)]);
        left.chain((0..y).map(move |b| vec![(x, b)])).collect()
    }
}

/// The option words `words` as [`Args`].
pub(super) fn args(words: &[&str]) -> Args {
    Args::parse(&words.iter().map(|w| w.to_string()).collect::<Vec<_>>()).unwrap()
}

/// Each cell's value (its shade), row by row.
pub(super) fn values(grid: &Grid) -> Vec<Vec<u64>> {
    grid.cells.iter().map(|r| r.iter().map(|c| c.shade).collect()).collect()
}

/// Nim on two heaps searched up to 6, against the closed form x ⊕ y.
pub(super) const NIM: Searched<TwoHeaps> = Searched {
    title: "Nim",
    rules: TwoHeaps::default,
    position: |x, y| (x, y),
    limit: 6,
    closed: Closed::Value(|x, y| x ^ y),
    agrees: "x ^ y: agrees on all {count} cells",
    differs: "x ^ y DIFFERS at ({row}, {column}): searched {value}, formula {closed}",
    beyond: "beyond {limit}: x ^ y",
    notes: &["a fixed note"],
};

/// The rows `--x A..B` (default 1..3), from 1 and at most 4 values wide.
pub(super) const AXIS: Axis =
    Axis::range("x", (1, 3)).least(1, "--{key} starts at {least}: no").span(4);
