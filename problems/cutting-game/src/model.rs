//! The game by its original rules, for sg-core's engine: the brute force the fast solution is
//! tested against. A position is the whole set of pieces (the win condition ties them
//! together, so they are not searched as a sum); a cut that leaves a `1 × 1` piece ends the
//! game with the cutter the winner, which is the empty sum (the other player has no move and
//! has lost). No insight belongs here: strips and the normal-play transformation are found
//! by the search, not told to it.

use std::cell::RefCell;

use sg_core::{Game, Solver};

use crate::Input;

/// A piece, `(short side, long side)`: a piece turned a quarter is the same piece.
pub type Piece = (u8, u8);

/// The pieces on the table, sorted.
pub type Pieces = Vec<Piece>;

/// The pieces, each written short side first, sorted: the memo key.
///
/// # Complexity
/// O(k log k) for `k` pieces.
pub fn normalise(mut pieces: Pieces) -> Pieces {
    for p in &mut pieces {
        if p.0 > p.1 {
            *p = (p.1, p.0);
        }
    }
    pieces.sort_unstable();
    pieces
}

/// The rules: cut one piece along a grid line into two.
#[derive(Debug, Clone, Copy, Default)]
pub struct Rules;

impl Game for Rules {
    type Position = Pieces;

    fn moves(&self, pieces: &Pieces) -> Vec<Vec<Pieces>> {
        let mut moves = Vec::new();
        for (i, &(a, b)) in pieces.iter().enumerate() {
            if i > 0 && pieces[i - 1] == (a, b) {
                continue; // the same piece again: the same moves
            }
            let cuts =
                (1..a).map(|c| [(c, b), (a - c, b)]).chain((1..b).map(|d| [(a, d), (a, b - d)]));
            for [x, y] in cuts {
                if x == (1, 1) || y == (1, 1) {
                    moves.push(Vec::new()); // the cutter wins: the game is over
                    continue;
                }
                let mut after = pieces.clone();
                after.swap_remove(i);
                after.extend([x, y]);
                moves.push(vec![normalise(after)]);
            }
        }
        moves
    }
}

thread_local! {
    /// One search for every call: the memo of small sheets is shared by all the tests' inputs.
    static SOLVER: RefCell<Solver<Rules>> = RefCell::new(Solver::new(Rules));
}

/// Whether the player to move wins with `pieces` on the table, by search.
///
/// # Complexity
/// Proportional to the sets of pieces reachable (83 000 from `7 × 7`): small sheets only.
pub fn wins(pieces: &[Piece]) -> bool {
    let position = normalise(pieces.to_vec());
    SOLVER.with(|s| s.borrow_mut().grundy(&position) != 0)
}

/// A sheet as a piece.
///
/// # Panics
/// If a side exceeds 255 (the model searches small sheets only).
pub fn piece(w: u32, h: u32) -> Piece {
    let side = |s: u32| u8::try_from(s).expect("the model searches small sheets only");
    (side(w), side(h))
}

/// The verdict of every line by searching the game tree.
///
/// # Complexity
/// As [`wins`] for each sheet.
pub fn answer(input: &Input) -> Vec<bool> {
    input.sheets.iter().map(|&(w, h)| wins(&[piece(w, h)])).collect()
}
