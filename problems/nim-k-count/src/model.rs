//! The board game by its rules, stated once: pieces on cells, white moving right and black
//! moving left, a turn in the position. sg-core's engine searches it (a position's value says
//! whether the player to move wins), and the count is the layouts whose search A wins. No
//! gaps, no Nim_k.

use sg_core::{Moves, Outcome, Solver};

use crate::Input;

/// A position: the cells of the pieces from left to right (white at even indices, black at
/// odd), and whether white (A) is to move.
pub type Board = (Vec<u64>, bool);

/// A move: the pieces shifted (by index), each with its new cell.
pub type Shift = Vec<(usize, u64)>;

/// The board game where a move shifts 1 to `d` of the mover's pieces.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Rules {
    /// The most pieces a move may shift.
    pub d: u64,
}

impl Rules {
    /// How far each piece may go this turn: 0 for the opponent's pieces, else the free cells
    /// up to its neighbour in its direction (the board's edge lies behind every piece, never
    /// ahead: white's right neighbour and black's left neighbour are pieces).
    fn reach(&(ref cells, white): &Board) -> Vec<u64> {
        (0..cells.len())
            .map(|i| match (i % 2 == 0, white) {
                (true, true) => cells.get(i + 1).map_or(0, |&right| right - cells[i] - 1),
                (false, false) => cells[i] - cells[i - 1] - 1,
                _ => 0,
            })
            .collect()
    }
}

impl Moves for Rules {
    type Position = Board;
    type Move = Shift;

    /// Every choice of distances (0 for pieces left alone) as an odometer over the pieces, the
    /// first turning fastest, keeping those that shift 1 to `d` pieces.
    fn legal_moves<'a>(&'a self, board: &'a Board) -> impl Iterator<Item = Shift> + 'a {
        let reach = Self::reach(board);
        let mut distance = vec![0u64; reach.len()];
        std::iter::from_fn(move || {
            loop {
                let turned = (0..reach.len()).find(|&i| {
                    if distance[i] < reach[i] {
                        distance[i] += 1;
                        true
                    } else {
                        distance[i] = 0;
                        false
                    }
                });
                turned?;
                let moved = distance.iter().filter(|&&t| t > 0).count() as u64;
                if moved <= self.d {
                    let cells = &board.0;
                    let step = |i: usize| match i % 2 {
                        0 => cells[i] + distance[i],
                        _ => cells[i] - distance[i],
                    };
                    let pieces = (0..reach.len()).filter(|&i| distance[i] > 0);
                    return Some(pieces.map(|i| (i, step(i))).collect());
                }
            }
        })
    }
    fn play(&self, (cells, white): &Board, shift: &Shift) -> Board {
        let mut next = cells.clone();
        for &(piece, to) in shift {
            next[piece] = to;
        }
        (next, !white)
    }
}

/// Every choice of `k` cells out of `n`, increasing (the layouts).
fn layouts(n: u64, k: u64) -> Vec<Vec<u64>> {
    let mut all = vec![vec![]];
    for _ in 0..k {
        all = all
            .into_iter()
            .flat_map(|chosen: Vec<u64>| {
                let from = chosen.last().map_or(0, |&c| c + 1);
                (from..n).map(move |c| [chosen.clone(), vec![c]].concat())
            })
            .collect();
    }
    all
}

/// The number of layouts in which A (white, moving first) wins, each searched by the rules,
/// modulo [`crate::MODULUS`].
///
/// # Complexity
/// C(n, k) layouts, each searching the boards reachable from it: small boards only.
pub fn answer(input: &Input) -> u64 {
    let mut solver = Solver::new(Rules { d: input.d });
    let wins = layouts(input.n, input.k)
        .into_iter()
        .filter(|cells| solver.outcome(&(cells.clone(), true)) == Outcome::Win)
        .count();
    wins as u64 % crate::MODULUS
}
