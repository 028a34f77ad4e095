//! [`Outcome`]: who wins a position with perfect play. One type for finite games (the engine in
//! [`crate::game`]: always [`Outcome::Win`] or [`Outcome::Lose`]) and for games with cycles
//! ([`crate::loopy`], where [`Outcome::Draw`] also happens).

/// The outcome of a position for the player to move, with perfect play.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// The player to move can force a win (an N-position; Grundy value non-zero).
    Win,
    /// The other player can force a win (a P-position; Grundy value zero).
    Lose,
    /// Neither can force a win: with perfect play the game never ends (a D-position; only in
    /// games whose positions can repeat).
    Draw,
}

impl Outcome {
    /// The outcome of a position with Grundy value `grundy`: lost exactly at 0.
    pub fn of_grundy(grundy: u64) -> Self {
        if grundy == 0 { Self::Lose } else { Self::Win }
    }
}
