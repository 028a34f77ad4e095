//! The Bash game by its rules, for sg-core's engine: a position is the pile size, and a move
//! takes 1 to `m` stones, never more than are left.

use sg_core::{Moves, Outcome, Solver};

use crate::{Case, Input};

/// One pile from which a move takes 1 to `m` stones.
#[derive(Debug, Clone, Copy)]
pub struct Rules {
    /// The most stones one move takes.
    pub m: u64,
}

/// The rules whose move takes at most `m` stones (`grundy table bash-game --m M`).
impl From<u64> for Rules {
    fn from(m: u64) -> Self {
        Self { m }
    }
}

/// A position is the pile size; a move is how many stones it takes, one first.
impl Moves for Rules {
    type Position = u64;
    type Move = u64;

    fn legal_moves<'a>(&'a self, &n: &'a u64) -> impl Iterator<Item = u64> + 'a {
        1..=self.m.min(n)
    }
    fn play(&self, &n: &u64, &take: &u64) -> u64 {
        n - take
    }
}

/// Whether the first player wins this test, by searching the game tree (`n` small; `m` may
/// be anything).
///
/// # Complexity
/// O(n · min(m, n)).
pub fn first_player_wins(case: Case) -> bool {
    Solver::new(Rules { m: case.m }).outcome(&case.n) == Outcome::Win
}

/// The verdict of every test by search.
///
/// # Complexity
/// O(Σ n · min(m, n)): small piles only.
pub fn answer(input: &Input) -> Vec<bool> {
    input.cases.iter().map(|&case| first_player_wins(case)).collect()
}
