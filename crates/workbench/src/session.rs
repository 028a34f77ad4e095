//! The faces of a game against the perfect player that the `grundy` command drives without
//! knowing the problem's types: [`Player`] (a registered problem's player) makes a
//! [`Session`] (a game in progress), in the vocabulary of [`Side`], [`Style`], [`Reply`],
//! [`Hints`] and [`GameOver`]. `crate::play` implements them for every problem that lists its
//! moves.

/// Who plays a move.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Side {
    /// The person at the keyboard.
    User,
    /// The perfect player.
    Computer,
}

impl Side {
    /// The other side.
    pub fn other(self) -> Self {
        match self {
            Self::User => Self::Computer,
            Self::Computer => Self::User,
        }
    }

    /// The side in words, as a sentence says it.
    pub(crate) fn name(self) -> &'static str {
        match self {
            Self::User => "you",
            Self::Computer => "the computer",
        }
    }
}

/// How a position is drawn.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Style {
    /// Plain lines, one fact each, for screen readers and pipes: no box drawing, no columns.
    pub plain: bool,
    /// ANSI colour (only without `plain`).
    pub colour: bool,
}

/// The computer's move: its words and one line of why.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Reply {
    /// The move, in the words a user would type.
    pub words: String,
    /// Why this move.
    pub why: String,
}

/// Every winning move of a position, in words.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Hints {
    /// Up to `crate::play::HINT_LIMIT` winning moves; empty when the position is lost.
    pub moves: Vec<String>,
    /// Whether there are more than those.
    pub more: bool,
    /// When there are none, why every move loses.
    pub why_none: String,
}

/// How a game ended.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GameOver {
    /// Who won.
    pub winner: Side,
    /// Why (who could not move, and what that means here).
    pub reason: String,
    /// The user's move that gave a won position away, or why there was none.
    pub lesson: String,
}

/// A game in progress, as the `grundy play` command drives it.
pub trait Session {
    /// The position drawn in `style`, with each component's value and who is to move.
    fn render(&self, style: Style) -> String;
    /// Who is to move.
    fn to_move(&self) -> Side;
    /// Whether the game is played misère (the player who cannot move wins).
    fn misere(&self) -> bool;
    /// Whether the player to move has no move.
    fn over(&self) -> bool;
    /// The user's typed move, played if legal: its words as the game says them.
    ///
    /// # Errors
    /// A short reason why the line is not a legal move (the position is unchanged).
    fn user_move(&mut self, text: &str) -> Result<String, String>;
    /// The computer's move, played; `None` when it has no move.
    fn computer_move(&mut self) -> Option<Reply>;
    /// Every winning move of the position.
    fn hints(&self) -> Hints;
    /// The legal moves in words, up to `limit`, and whether there are more.
    fn legal_moves(&self, limit: usize) -> (Vec<String>, bool);
    /// Take back the user's last move and the computer's replies after it; `false` if the user
    /// has not moved.
    fn undo(&mut self) -> bool;
    /// Who won and the lesson, once [`Session::over`].
    fn ending(&self) -> GameOver;
    /// The user's move that gave a won position away so far, if any.
    fn lesson(&self) -> Option<String>;
    /// How many moves have been played.
    fn moves_played(&self) -> usize;
    /// Who wins the current position with perfect play (by the game's insight).
    fn outcome(&self) -> sg_core::Outcome;
    /// The components of the position, each its label and its Grundy value where known (their
    /// nim-sum decides the game); empty where the game's picture says it all. For a page that
    /// draws them (`grundy serve`), in place of [`Session::render`]'s text.
    fn parts(&self) -> Vec<(String, Option<u128>)>;
    /// The lines that show the position in the game's own terms (none where the parts say it
    /// all).
    fn picture(&self) -> Vec<String>;
}

/// What a registered problem's player offers the `grundy` command, without its types.
pub trait Player: Sync {
    /// The position in short, for `grundy play --help`.
    fn short_form(&self) -> &'static str;
    /// A move as the user types it.
    fn move_example(&self) -> &'static str;
    /// A game from position `test` (1-based; `None`: the first with a move) of the judge
    /// text `input`.
    ///
    /// # Errors
    /// The reader's positioned error, or a `test` beyond the input's positions.
    fn game_from_input(
        &self,
        input: &[u8],
        test: Option<usize>,
        first: Side,
    ) -> Result<Box<dyn Session>, String>;
    /// A game from the short form (or, failing that, the problem's input format written out
    /// as words).
    ///
    /// # Errors
    /// Why the words are neither.
    fn game_from_words(&self, words: &[String], first: Side) -> Result<Box<dyn Session>, String>;
    /// A game from a generated small input (the next from the same seed while one holds no
    /// position).
    ///
    /// # Errors
    /// A `test` beyond the generated positions.
    fn game_from_seed(
        &self,
        seed: u64,
        test: Option<usize>,
        first: Side,
    ) -> Result<Box<dyn Session>, String>;
    /// The player's proof on `games` random games from `seed` (`crate::play::check`).
    ///
    /// # Errors
    /// The first failure found.
    fn check(&self, games: usize, seed: u64) -> Result<Checked, String>;
}

/// What the proof of a player (`crate::play::check`) covered.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Checked {
    /// Games played to the end.
    pub games: usize,
    /// Won positions at which the player's move was checked.
    pub won: usize,
    /// Lost positions with a move at which the player's stalling move was checked.
    pub lost: usize,
    /// Moves whose words, legality and outcome were checked.
    pub moves: usize,
}
