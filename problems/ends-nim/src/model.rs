//! The game by its rules: a position is the row of piles, left to right (every pile at least
//! 1), and a move lowers the leftmost or the rightmost pile to any smaller size, a pile lowered
//! to 0 leaving the row. No interval values.

use sg_core::{Moves, Outcome, Solver};

use crate::Input;

/// The rules of taking from the ends.
#[derive(Debug, Clone, Copy, Default)]
pub struct Rules;

/// Which end of the row a move takes from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum End {
    /// The leftmost pile.
    Left,
    /// The rightmost pile.
    Right,
}

/// A move: lower the pile at `end` to `to` stones (0: the pile leaves the row).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Take {
    /// Which end.
    pub end: End,
    /// The pile's size after the move.
    pub to: u64,
}

impl Moves for Rules {
    type Position = Vec<u64>;
    type Move = Take;

    /// From the left pile, one stone first, then from the right pile (a row of one pile has
    /// one end: its moves are listed once, as the left pile's).
    fn legal_moves<'a>(&'a self, row: &'a Vec<u64>) -> impl Iterator<Item = Take> + 'a {
        let left = row.first().map_or(0, |&a| a);
        let right = if row.len() >= 2 { row[row.len() - 1] } else { 0 };
        let lower = |end, size: u64| (0..size).rev().map(move |to| Take { end, to });
        lower(End::Left, left).chain(lower(End::Right, right))
    }

    fn play(&self, row: &Vec<u64>, chosen: &Take) -> Vec<u64> {
        let mut after = row.clone();
        let at = match chosen.end {
            End::Left => 0,
            End::Right => after.len() - 1,
        };
        if chosen.to == 0 {
            after.remove(at);
        } else {
            after[at] = chosen.to;
        }
        after
    }
}

/// Whether the player to move wins the row, by search.
///
/// # Complexity
/// Proportional to the rows reachable (each a run of the original's piles with its two ends
/// lowered) times their moves: small rows only.
pub fn mover_wins(solver: &mut Solver<Rules>, row: &[u64]) -> bool {
    solver.outcome(&row.to_vec()) == Outcome::Win
}

/// The verdict of every test by search.
///
/// # Complexity
/// As [`mover_wins`], per test.
pub fn answer(input: &Input) -> Vec<bool> {
    let mut solver = Solver::new(Rules);
    input.tests.iter().map(|row| mover_wins(&mut solver, row)).collect()
}
