//! Georgia and Bob by its rules, for sg-core's engine: a position is the sorted list of the
//! chessmen's cells, and a move slides one chessman left onto any free cell between its left
//! neighbour (or the board's left end) and itself.
//!
//! This is the brute force: the differential test (`tests/problem.rs`) holds the fast
//! solution and the judge path to it on thousands of generated inputs.

use sg_core::{Moves, Outcome, Solver};

use crate::Input;

/// A move: chessman `man` (0-based from the left) slides left to cell `to`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Slide {
    /// The chessman, 0-based from the left.
    pub man: usize,
    /// The cell it slides to.
    pub to: u64,
}

/// The chessmen on a line; the position lists their cells in increasing order (a move keeps
/// that order, so equal positions are equal).
#[derive(Debug, Clone, Copy, Default)]
pub struct Rules;

impl Moves for Rules {
    type Position = Vec<u64>;
    type Move = Slide;

    /// Chessman by chessman from the left, each one cell first.
    fn legal_moves<'a>(&'a self, cells: &'a Vec<u64>) -> impl Iterator<Item = Slide> + 'a {
        (0..cells.len()).flat_map(move |man| {
            // The first cell it may land on: just right of its left neighbour, or cell 1.
            let lowest = if man == 0 { 1 } else { cells[man - 1] + 1 };
            (lowest..cells[man]).rev().map(move |to| Slide { man, to })
        })
    }

    fn play(&self, cells: &Vec<u64>, slide: &Slide) -> Vec<u64> {
        let mut next = cells.clone();
        next[slide.man] = slide.to;
        next
    }
}

/// Whether Georgia, moving first, wins with chessmen on these distinct cells (any order), by
/// searching the game tree (exponential: small boards only).
///
/// # Complexity
/// O(C(board, N) · moves per position) with memoisation.
pub fn first_player_wins(solver: &mut Solver<Rules>, cells: &[u64]) -> bool {
    let mut sorted = cells.to_vec();
    sorted.sort_unstable();
    solver.outcome(&sorted) == Outcome::Win
}

/// The verdict of every test by search.
///
/// # Complexity
/// Exponential in the board: small inputs only.
pub fn answer(input: &Input) -> Vec<bool> {
    let mut solver = Solver::new(Rules);
    input.tests.iter().map(|cells| first_player_wins(&mut solver, cells)).collect()
}
