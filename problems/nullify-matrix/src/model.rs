//! The game by its rules, stated once: lower a non-zero start cell, then set every other cell
//! of one shortest right-and-down path from it to a finish cell to any value. sg-core's engine
//! searches them (the brute force the fast solution is tested against). A cell may be raised
//! without bound, so the model caps values at `cap` (the crate doc says why `2^b − 1` is
//! enough, and the tests check that a larger cap changes no verdict). No insight here.

use sg_core::{Moves, Outcome, Solver};

use crate::{Input, Matrix, Move};

/// A matrix of at most 16 cells with values at most 15: 4 bits per cell, row-major.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Grid {
    /// The rows.
    pub n: usize,
    /// The columns.
    pub m: usize,
    /// Cell `(r, c)` in bits `4(r·m + c)..`.
    pub packed: u64,
}

impl Grid {
    /// The matrix packed.
    ///
    /// # Panics
    /// If it has more than 16 cells or a value above 15.
    pub fn of(a: &Matrix) -> Self {
        assert!(a.cells.len() <= 16 && a.cells.iter().all(|&v| v <= 15), "a small matrix");
        let packed = a.cells.iter().rev().fold(0u64, |p, &v| p << 4 | v);
        Self { n: a.n, m: a.m, packed }
    }

    /// The value at `(r, c)`.
    pub fn at(&self, (r, c): (usize, usize)) -> u64 {
        self.packed >> (4 * (r * self.m + c)) & 15
    }

    /// The grid with `(r, c)` set to `v`.
    fn with(self, (r, c): (usize, usize), v: u64) -> Self {
        let shift = 4 * (r * self.m + c);
        Self { packed: self.packed & !(15 << shift) | v << shift, ..self }
    }
}

/// The rules, every value kept at most `cap` (at most 15).
#[derive(Debug, Clone, Copy)]
pub struct Rules {
    /// The largest value a cell may be set to.
    pub cap: u64,
}

/// Every shortest right-and-down path from `(r, c)` to `(r + down, c + right)`, as the cells
/// after the start.
fn paths((r, c): (usize, usize), down: usize, right: usize) -> Vec<Vec<(usize, usize)>> {
    let steps = down + right;
    (0..1u32 << steps)
        .filter(|downs| downs.count_ones() as usize == down)
        .map(|downs| {
            let (mut x, mut y) = (r, c);
            (0..steps)
                .map(|i| {
                    if downs >> i & 1 == 1 {
                        x += 1
                    } else {
                        y += 1
                    }
                    (x, y)
                })
                .collect()
        })
        .collect()
}

impl Moves for Rules {
    type Position = Grid;
    type Move = Move;

    /// For each non-zero start in reading order, each lower value (one less first), each
    /// finish, each shortest path to it and each assignment of values `0..=cap` to its cells.
    fn legal_moves<'a>(&'a self, g: &'a Grid) -> impl Iterator<Item = Move> + 'a {
        let mut moves = Vec::new();
        let starts = (0..g.n).flat_map(|r| (0..g.m).map(move |c| (r, c)));
        for start in starts.filter(|&s| g.at(s) > 0) {
            for to in (0..g.at(start)).rev() {
                for (r2, c2) in (start.0..g.n).flat_map(|r| (start.1..g.m).map(move |c| (r, c))) {
                    for path in paths(start, r2 - start.0, c2 - start.1) {
                        let choices = (self.cap + 1).pow(path.len() as u32);
                        for code in 0..choices {
                            let mut rest = code;
                            let set = path.iter().map(|&cell| {
                                let v = rest % (self.cap + 1);
                                rest /= self.cap + 1;
                                (cell, v)
                            });
                            moves.push(Move { start, to, path: set.collect() });
                        }
                    }
                }
            }
        }
        moves.into_iter()
    }

    fn play(&self, g: &Grid, mv: &Move) -> Grid {
        mv.path.iter().fold(g.with(mv.start, mv.to), |g, &(cell, v)| g.with(cell, v))
    }
}

/// The cap the model uses for a matrix: `2^b − 1`, `b` the bit length of its largest value
/// (at least 1).
pub fn cap_for(a: &Matrix) -> u64 {
    let largest = a.cells.iter().copied().max().unwrap_or(0).max(1);
    u64::MAX >> largest.leading_zeros()
}

/// Whether the first player wins `a` with values capped at `cap`, by search.
///
/// # Complexity
/// Exponential: `(cap + 1)^cells` positions, each with its moves.
pub fn first_player_wins(a: &Matrix, cap: u64) -> bool {
    Solver::new(Rules { cap }).outcome(&Grid::of(a)) == Outcome::Win
}

/// The verdict of every test by search, each capped by [`cap_for`].
///
/// # Complexity
/// As [`first_player_wins`]: small matrices only.
pub fn answer(input: &Input) -> Vec<bool> {
    input.matrices.iter().map(|a| first_player_wins(a, cap_for(a))).collect()
}
