//! `grundy play`: a game against the perfect player, for every game whose model lists its moves.
//!
//! A game's rules are stated once, in its model, as an [`sg_core::Moves`]: the legal moves and
//! where each leads. Everything here derives from them: the legal-move list, playing a move,
//! the longest-game search of the player who must lose, and the proof ([`check`](mod@check))
//! that holds the insight to the rules searched by sg-core's engine. What a game adds at the
//! table ([`Playable`]) is its words and its insight: how a position looks, how a move is said,
//! who wins and how, by the fast method.
//!
//! - A problem implements [`Play`] (behind its `workbench` feature): where its positions come
//!   from (an input, a short form typed on the command line). `from_crate!` then wires its
//!   player ([`Perfect`]) into the registry; nothing else is written by hand.
//! - A rules script implements [`Playable`] in the command, and plays through the same
//!   [`Match`].
//!
//! The perfect player ([`Match`]) answers a won position with the first winning move, a drawn
//! one (a loopy game) with a move that keeps the draw, and a lost one with the move that makes
//! the game last longest (remoteness, [`stalling`], within [`SEARCH_WORK`] moves listed); on a
//! position too large for that search it plays the first listed move (one stone) and says so.

pub mod check;
pub mod heaps;
mod player;
mod render;
mod round;
pub mod stalling;
pub mod words;

use sg_core::{Moves, Outcome};

use crate::problem::Problem;
pub use check::{Chooser, check, check_with, perfect_game};
pub use player::{NoPlay, Perfect, Probe, ViaPlay};
pub use round::Match;
pub use words::Words;

pub use crate::session::{Checked, GameOver, Hints, Player, Reply, Session, Side, Style};

/// The most moves the longest-game search lists in one turn (so a turn answers at once; beyond
/// it the player plays for time with the smallest move).
pub const SEARCH_WORK: usize = 1 << 20;

/// The most winning moves a hint lists.
pub const HINT_LIMIT: usize = 12;

/// A position of the game `G`.
pub type PositionOf<G> = <<G as Playable>::Rules as Moves>::Position;
/// A move of the game `G`.
pub type MoveOf<G> = <<G as Playable>::Rules as Moves>::Move;

/// One component of a position as the player shows it: what it is and its Grundy value.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Part {
    /// What the component is, e.g. `heap 2` or `chessman 1 on vertex 4`.
    pub label: String,
    /// Its Grundy value; `None` where it is too costly to compute (only the outcome is known).
    pub value: Option<u128>,
}

/// One game at the table: its rules (the model's [`Moves`], stated once) and what a person and
/// the perfect player need beside them: the position drawn, moves in words, and the insight
/// (who wins, and every winning move), which [`check`](fn@check) holds to the rules.
pub trait Playable {
    /// The rules, with whatever one game of them holds (a move set, a graph).
    type Rules: Moves + Clone;

    /// The rules.
    fn rules(&self) -> &Self::Rules;

    /// Whether the game is played misère (the player who cannot move wins).
    fn misere(&self) -> bool {
        false
    }

    /// Whether a position may repeat (a loopy game): the player then keeps draws and does not
    /// search for the longest game.
    fn loopy(&self) -> bool {
        false
    }

    /// Lines that show the position in the game's own terms (none when [`Playable::parts`]
    /// says it all).
    fn picture(&self, _position: &PositionOf<Self>) -> Vec<String> {
        Vec::new()
    }

    /// The components and their Grundy values, whose nim-sum decides the game (for Staircase
    /// Nim, the odd steps as Nim heaps). By default none: the picture says it all.
    fn parts(&self, _position: &PositionOf<Self>) -> Vec<Part> {
        Vec::new()
    }

    /// A legal move in words, which [`Playable::parse_move`] reads back as the same move.
    fn describe(&self, position: &PositionOf<Self>, chosen: &MoveOf<Self>) -> String;

    /// A typed move. By default: the legal move whose words ([`Playable::describe`]) are the
    /// typed ones, up to case and spacing.
    ///
    /// # Errors
    /// A short reason: a word not understood, a component that does not exist, a move the
    /// rules forbid (and why).
    fn parse_move(&self, position: &PositionOf<Self>, typed: &str) -> Result<MoveOf<Self>, String> {
        let wanted = squeezed(typed);
        self.rules()
            .legal_moves(position)
            .take(1 << 16)
            .find(|m| squeezed(&self.describe(position, m)) == wanted)
            .ok_or_else(|| format!("`{typed}` is not a legal move here (`moves` lists them)"))
    }

    /// Whether the player to move wins, by the insight.
    fn wins(&self, position: &PositionOf<Self>) -> bool;

    /// Who wins, by the insight; by default from [`Playable::wins`] (a loopy game says
    /// [`Outcome::Draw`] too).
    fn outcome(&self, position: &PositionOf<Self>) -> Outcome {
        if self.wins(position) { Outcome::Win } else { Outcome::Lose }
    }

    /// Every winning move, by the insight, lazily (nothing when the position is not won). By
    /// default: the legal moves after which [`Playable::outcome`] says the opponent loses.
    fn winning_moves<'a>(
        &'a self,
        position: &'a PositionOf<Self>,
    ) -> impl Iterator<Item = MoveOf<Self>> + 'a {
        let rules = self.rules();
        let lost = move |m: &MoveOf<Self>| self.outcome(&rules.play(position, m)) == Outcome::Lose;
        rules.legal_moves(position).filter(lost)
    }

    /// One line on why a winning move wins. By default: the values it leaves XOR to 0.
    fn why_winning(&self, position: &PositionOf<Self>, chosen: &MoveOf<Self>) -> String {
        let after = self.rules().play(position, chosen);
        let values: Option<Vec<u128>> = self.parts(&after).iter().map(|p| p.value).collect();
        match values {
            Some(values) if !values.is_empty() && values.len() <= 8 => {
                let terms: Vec<String> = values.iter().map(u128::to_string).collect();
                format!("it leaves {} = 0, a lost position for the next player", terms.join(" ⊕ "))
            }
            _ => "it leaves nim-sum 0, a lost position for the next player".into(),
        }
    }

    /// One line on why every move loses. By default: the nim-sum is 0.
    fn why_lost(&self, _position: &PositionOf<Self>) -> String {
        "the nim-sum is 0, and every move makes it non-zero".into()
    }
}

/// `text` in lower case with runs of white space as one space.
fn squeezed(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ").to_lowercase()
}

/// A game and the position it starts from.
#[derive(Debug, Clone)]
pub struct Start<G: Playable> {
    /// The game (its rules and what its insight keeps).
    pub game: G,
    /// The position.
    pub position: PositionOf<G>,
}

/// A problem that `grundy play` can play: where its games come from. The game itself is its
/// [`Play::Game`]; `from_crate!` wires the player.
pub trait Play: Problem {
    /// One game of the problem at the table.
    type Game: Playable;

    /// The short form of a position on the command line, with an example, e.g. ``the heap
    /// sizes: `grundy play nim 3 4 5` ``.
    const SHORT_FORM: &'static str;
    /// An example move in words, e.g. `take 2 from heap 3`.
    const MOVE_EXAMPLE: &'static str;

    /// Every game of an input, in input order (one per test or query).
    ///
    /// # Errors
    /// A position the game cannot be played from (beyond what its values are computed for).
    fn games(input: &Self::Input) -> Result<Vec<Start<Self::Game>>, String>;

    /// A game from its short form.
    ///
    /// # Errors
    /// Why the words are not a position (naming the number or word at fault).
    fn from_words(words: &Words) -> Result<Start<Self::Game>, String>;
}
