//! Why a game is won (`--explain`): how many merges every game lasts and who keeps it so.

use std::fmt;

use crate::{Game, Input, merges};

/// A game's verdict with its reason.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Explanation {
    /// The game.
    pub game: Game,
    /// `n − ⌈n/m⌉`: the merges made when play ends with as few piles as possible.
    pub merges: u64,
}

impl Explanation {
    /// Whether the first player wins (he makes the last of an odd number of merges).
    pub fn first_wins(&self) -> bool {
        self.merges % 2 == 1
    }
}

impl fmt::Display for Explanation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let verdict = if self.first_wins() { 0 } else { 1 };
        let Game { n, m } = self.game;
        if self.merges == 0 {
            return write!(
                f,
                "{verdict}\n  every move loses: no merge fits ({n} piles with cap {m}), so the \
                 first player cannot move"
            );
        }
        let count = self.merges;
        let plural = if count == 1 { "" } else { "s" };
        let strategy = format!(
            "keeps at most one pile strictly between 1 and {m} after each of his merges, so the \
             game ends with ceil({n}/{m}) piles after exactly {count} merge{plural}, the last \
             one his"
        );
        if self.first_wins() {
            write!(
                f,
                "{verdict}\n  winning move: merge two piles of 1; the first player {strategy}"
            )
        } else {
            write!(f, "{verdict}\n  every move loses: the second player {strategy}")
        }
    }
}

/// Each game's explanation.
///
/// # Complexity
/// O(T).
pub fn explain(input: &Input) -> Vec<Explanation> {
    input.games.iter().map(|&game| Explanation { game, merges: merges(game) }).collect()
}
