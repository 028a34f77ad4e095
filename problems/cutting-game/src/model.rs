//! The game by its original rules, for sg-core's engine: the brute force the fast solution is
//! tested against. A position is the whole set of pieces (the win condition ties them
//! together, so they are not searched as a sum); a cut that leaves a `1 × 1` piece ends the
//! game with the cutter the winner: the other player has no move and has lost (the engine
//! values such a position as the empty sum). No insight belongs here: strips and the normal-play transformation are found
//! by the search, not told to it.

use std::cell::RefCell;

use sg_core::{Moves, Solver};

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

/// A cut: the piece at `piece` of the sorted pieces, `(a, b)`, cut along a grid line `at`
/// squares from its edge, across its first side (`first`: into `(at, b)` and `(a − at, b)`) or
/// across its second (into `(a, at)` and `(a, b − at)`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Cut {
    /// The piece's index among the sorted pieces.
    pub piece: usize,
    /// Whether the cut goes across the piece's first side.
    pub first: bool,
    /// How many squares from the edge (`1 ≤ at <` the side cut).
    pub at: u8,
}

impl Cut {
    /// The two pieces this cut leaves of `(a, b)`, in order, as drawn (not turned).
    ///
    /// # Complexity
    /// O(1).
    pub fn pieces(self, (a, b): Piece) -> [Piece; 2] {
        if self.first { [(self.at, b), (a - self.at, b)] } else { [(a, self.at), (a, b - self.at)] }
    }
}

/// Whether the game is over: a `1 × 1` piece lies on the table (its cutter has won).
pub fn over(pieces: &[Piece]) -> bool {
    pieces.contains(&(1, 1))
}

/// The rules: cut one piece along a grid line into two; once a `1 × 1` piece has been cut off
/// there is no move (the player to move has lost: the cutter won).
#[derive(Debug, Clone, Copy, Default)]
pub struct Rules;

impl Moves for Rules {
    type Position = Pieces;
    type Move = Cut;

    fn legal_moves<'a>(&'a self, pieces: &'a Pieces) -> impl Iterator<Item = Cut> + 'a {
        let live = if over(pieces) { &pieces[..0] } else { &pieces[..] };
        live.iter()
            .enumerate()
            // The same piece again: the same moves.
            .filter(|&(i, p)| i == 0 || pieces[i - 1] != *p)
            .flat_map(|(piece, &(a, b))| {
                let first = (1..a).map(move |at| Cut { piece, first: true, at });
                first.chain((1..b).map(move |at| Cut { piece, first: false, at }))
            })
    }

    fn play(&self, pieces: &Pieces, cut: &Cut) -> Pieces {
        let mut after = pieces.clone();
        let whole = after.swap_remove(cut.piece);
        after.extend(cut.pieces(whole));
        normalise(after)
    }

    /// A position where the game is over is worth the empty sum (0), so the engine keeps no
    /// entry for it; any other is searched whole (the win condition ties the pieces).
    fn parts(&self, pieces: Pieces) -> Vec<Pieces> {
        if over(&pieces) { Vec::new() } else { vec![pieces] }
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
