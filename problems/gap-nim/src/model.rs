//! The board game by its rules: both pieces' cells on every line, whose turn it is, and how
//! many retreats each player has left. A move moves the mover's own piece on one line,
//! forward toward the other piece (never onto or past it) or backward by 1 to `d` cells while
//! the mover has retreats left. No gaps, no XOR.
//!
//! Every play ends: a retreat spends one of the finitely many retreats, and between retreats
//! each forward move brings two pieces closer. So the game graph is acyclic and sg-core's
//! memoised [`Solver`] decides it (a position carries whose turn it is, so only its outcome,
//! never its Grundy value, is read).
//!
//! The rules never look at a cell itself, only at which way and how far the other piece is,
//! and never at the order of the lines; so the engine memoises a board shifted line by line to
//! put each black piece on cell 0, with the lines sorted ([`Rules::parts`]), as it memoises
//! Nim's heaps sorted. The moves are still made on the board's cells.

use sg_core::{Moves, Outcome, Solver};

use crate::{Input, Test};

/// The rules, with the retreat reach `d`.
#[derive(Debug, Clone, Copy)]
pub struct Rules {
    /// The most cells one retreat covers.
    pub reach: u64,
}

/// A position of the board game.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Board {
    /// Each line's cells: (Alice's black piece, Bob's white piece).
    pub lines: Vec<(i64, i64)>,
    /// Whether Alice is to move.
    pub alice_to_move: bool,
    /// Retreats left: Alice's, then Bob's.
    pub retreats_left: [u64; 2],
}

impl Board {
    /// A test's starting board: Alice to move, each player with `k` retreats.
    pub fn start(test: &Test) -> Self {
        Self {
            lines: test.lines.iter().map(|line| (line.black, line.white)).collect(),
            alice_to_move: true,
            retreats_left: [test.retreats; 2],
        }
    }

    /// The mover's index in `retreats_left`.
    fn mover(&self) -> usize {
        usize::from(!self.alice_to_move)
    }

    /// The mover's piece and the other piece on `line`.
    pub fn pieces(&self, line: usize) -> (i64, i64) {
        let (black, white) = self.lines[line];
        if self.alice_to_move { (black, white) } else { (white, black) }
    }
}

/// A move: the mover's piece on line `line` goes to cell `to`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Move {
    /// The line (0-based).
    pub line: usize,
    /// The piece's new cell.
    pub to: i64,
}

/// The cell `steps` cells from `from` in direction `sign`, if it is an `i64`.
fn step(from: i64, sign: i64, steps: u64) -> Option<i64> {
    i64::try_from(i128::from(from) + i128::from(sign) * i128::from(steps)).ok()
}

impl Moves for Rules {
    type Position = Board;
    type Move = Move;

    /// Per line, forward moves nearest first, then retreats nearest first.
    fn legal_moves<'a>(&'a self, board: &'a Board) -> impl Iterator<Item = Move> + 'a {
        let may_retreat = board.retreats_left[board.mover()] > 0;
        (0..board.lines.len()).flat_map(move |line| {
            let (mine, theirs) = board.pieces(line);
            let toward = if theirs > mine { 1 } else { -1 };
            let forward = (1..mine.abs_diff(theirs)).map_while(move |s| step(mine, toward, s));
            let most = if may_retreat { self.reach } else { 0 };
            let backward = (1..=most).map_while(move |s| step(mine, -toward, s));
            forward.chain(backward).map(move |to| Move { line, to })
        })
    }

    fn play(&self, board: &Board, chosen: &Move) -> Board {
        let (mine, theirs) = board.pieces(chosen.line);
        let mut after = board.clone();
        if chosen.to.abs_diff(theirs) > mine.abs_diff(theirs) {
            after.retreats_left[board.mover()] -= 1;
        }
        let cells = &mut after.lines[chosen.line];
        if board.alice_to_move {
            cells.0 = chosen.to;
        } else {
            cells.1 = chosen.to;
        }
        after.alice_to_move = !board.alice_to_move;
        after
    }

    /// The board with each line shifted to put its black piece on cell 0, lines sorted: the
    /// same game, the rules being blind to where a line lies and to the lines' order. One part:
    /// the retreat counters tie the lines together.
    fn parts(&self, mut board: Board) -> Vec<Board> {
        for (black, white) in &mut board.lines {
            let shifted = i128::from(*white) - i128::from(*black);
            if let Ok(white_after) = i64::try_from(shifted) {
                (*black, *white) = (0, white_after);
            }
        }
        board.lines.sort_unstable();
        vec![board]
    }
}

/// Whether the player to move on `board` wins, by searching the board game.
///
/// # Complexity
/// Proportional to the boards reachable, each expanded once: small boards only.
pub fn mover_wins(solver: &mut Solver<Rules>, board: &Board) -> bool {
    solver.outcome(board) == Outcome::Win
}

/// Whether Alice wins `test`, by searching the board game.
///
/// # Complexity
/// As [`mover_wins`].
pub fn first_player_wins(test: &Test) -> bool {
    mover_wins(&mut Solver::new(Rules { reach: test.reach }), &Board::start(test))
}

/// The verdict of every test by search.
///
/// # Complexity
/// Exponential in the lines, gaps, `k` and `d`: small inputs only.
pub fn answer(input: &Input) -> Vec<bool> {
    // One solver per reach `d`, whose memo the tests with that reach share.
    let mut solvers: Vec<Solver<Rules>> = Vec::new();
    let verdict = |test: &Test| {
        let at = match solvers.iter().position(|s| s.game().reach == test.reach) {
            Some(at) => at,
            None => {
                solvers.push(Solver::new(Rules { reach: test.reach }));
                solvers.len() - 1
            }
        };
        mover_wins(&mut solvers[at], &Board::start(test))
    };
    input.tests.iter().map(verdict).collect()
}
