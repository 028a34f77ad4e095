//! The game by its rules, stated once: a position is where the piece stands and how many
//! stones every vertex holds; a move removes a stone from the piece's vertex and moves the
//! piece to a neighbour. No comparison of neighbours: the engine searches the whole game.

use sg_core::{Moves, Outcome, Solver};

use crate::Input;

/// The rules on one tree.
#[derive(Debug, Clone)]
pub struct Rules {
    /// `neighbours[v]`: the neighbours of `v`, 0-based.
    pub neighbours: Vec<Vec<u32>>,
}

/// A position: the piece's vertex (0-based) and the stones on every vertex.
pub type Position = (u32, Vec<u64>);

impl Moves for Rules {
    type Position = Position;
    /// The neighbour the piece moves to.
    type Move = u32;

    fn legal_moves<'a>(&'a self, (at, stones): &'a Position) -> impl Iterator<Item = u32> + 'a {
        let can = stones[*at as usize] > 0;
        self.neighbours[*at as usize].iter().copied().filter(move |_| can)
    }

    fn play(&self, (at, stones): &Position, &to: &u32) -> Position {
        let mut after = stones.clone();
        after[*at as usize] -= 1;
        (to, after)
    }
}

/// Every start vertex (1-based) from which the first player wins, by searching the game.
///
/// # Complexity
/// Exponential: the positions are `N · Π (A_i + 1)`; small trees and few stones only.
pub fn answer(input: &Input) -> Vec<u32> {
    let mut neighbours = vec![Vec::new(); input.stones.len()];
    for &(a, b) in &input.edges {
        neighbours[a as usize - 1].push(b - 1);
        neighbours[b as usize - 1].push(a - 1);
    }
    let mut solver = Solver::new(Rules { neighbours });
    (0..input.stones.len() as u32)
        .filter(|&v| solver.outcome(&(v, input.stones.clone())) == Outcome::Win)
        .map(|v| v + 1)
        .collect()
}
