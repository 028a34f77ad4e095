//! `grundy play`: a game against the perfect player, for the problems whose model lists moves.
//!
//! A problem implements [`Play`] (behind its `workbench` feature): its positions (one test of
//! its own input, or typed in short), its legal moves in the words `--explain` uses, applying
//! a move, each component's Grundy value, its winning moves by the insight, and the model's
//! verdict on a position. This module makes a game of that ([`Session`]):
//! - the perfect player answers a won position with a winning move (the first of
//!   [`Play::winning_moves`], which for sums comes from `sg_core::winning`), and a lost one with
//!   the move that makes the game last longest: the option of largest remoteness
//!   (`sg_core::remoteness`, searched within [`SEARCH_WORK`] moves). On a position too
//!   large for that search it plays the game's first listed move, which every game lists
//!   smallest first (one stone), and says so;
//! - `hint` lists every winning move, `undo` takes back the user's last move;
//! - at the end, who won, and the user's move that gave a won position away, if one did.
//!
//! [`check`] proves a game's player against its model on random games: from every won
//! position its move leads to a position the model says is lost, the hint is exactly the set
//! of moves the model says win, and every move's words read back as that move.

pub mod heaps;
pub mod words;

use std::cell::Cell;
use std::fmt::{Debug, Write as _};
use std::hash::Hash;
use std::marker::PhantomData;
use std::rc::Rc;

use sg_core::remoteness::{Convention, Remoteness, RemotenessSolver};

use crate::problem::{Problem, parse};
use crate::random::{Rng, Size};
pub use words::Words;

pub use crate::session::{Checked, GameOver, Hints, Player, Reply, Session, Side, Style};

/// The most moves the longest-game search lists in one turn (a fraction of a second; beyond
/// it the player plays for time with the smallest move).
pub const SEARCH_WORK: usize = 1 << 20;

/// The moves the longest-game searches of one game in [`check`] may list in all (games too
/// large for it are checked without it from then on).
pub const CHECK_WORK: usize = 1 << 14;

/// The most moves of one position the longest-game search lists (a heap of 10^18 stones has
/// 10^18 moves; beyond this the position counts as too large to search).
pub const SEARCH_MOVES: usize = 1 << 10;

/// The most winning moves a hint lists.
pub const HINT_LIMIT: usize = 12;

/// What every position of one game shares (a graph, a table of values), compared by identity:
/// positions of one game are equal when their own parts are, and positions of two games never
/// are, without comparing graphs.
#[derive(Debug, Default)]
pub struct Shared<T>(Rc<T>);

impl<T> Shared<T> {
    /// `value`, to be shared by the positions of one game.
    ///
    /// # Complexity
    /// O(1).
    pub fn new(value: T) -> Self {
        Self(Rc::new(value))
    }
}

impl<T> Clone for Shared<T> {
    fn clone(&self) -> Self {
        Self(Rc::clone(&self.0))
    }
}

impl<T> PartialEq for Shared<T> {
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.0, &other.0)
    }
}

impl<T> Eq for Shared<T> {}

impl<T> Hash for Shared<T> {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        Rc::as_ptr(&self.0).hash(state);
    }
}

impl<T> std::ops::Deref for Shared<T> {
    type Target = T;
    fn deref(&self) -> &T {
        &self.0
    }
}

/// One component of a position as the player shows it: what it is and its Grundy value.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Part {
    /// What the component is, e.g. `heap 2` or `chessman 1 on vertex 4`.
    pub label: String,
    /// Its Grundy value; `None` where it is too costly to compute (only the outcome is known).
    pub value: Option<u128>,
}

/// A game the `grundy play` command can play: the problem's positions and rules, in words.
///
/// The rules here ([`Play::moves`], [`Play::play`]) are the game's own, written apart from the
/// insight ([`Play::wins`], [`Play::winning_moves`]); [`check`] holds the insight, the words and
/// the perfect player to [`Play::model_wins`], the problem's model.
pub trait Play: Problem {
    /// A position (one test of an input), with what every move needs (a move set, a graph).
    type Position: Clone + Eq + Hash + Debug;
    /// A move.
    type Move: Clone + PartialEq + Debug;
    /// The model's memoised search, kept for the positions of one game.
    type Model;

    /// Whether the game is played misère (the player who cannot move wins).
    const MISERE: bool = false;
    /// The short form of a position on the command line, with an example, e.g. ``the heap
    /// sizes: `grundy play nim 3 4 5` ``.
    const SHORT_FORM: &'static str;
    /// An example move in words, e.g. `take 2 from heap 3`.
    const MOVE_EXAMPLE: &'static str;

    /// Every position of an input, in input order (one per test or query).
    ///
    /// # Errors
    /// A position the game cannot be played from (beyond what its values are computed for).
    fn positions(input: &Self::Input) -> Result<Vec<Self::Position>, String>;

    /// A position from its short form.
    ///
    /// # Errors
    /// Why the words are not a position (naming the number or word at fault).
    fn from_words(words: &Words) -> Result<Self::Position, String>;

    /// Lines that show the position in the game's own terms (may be empty when
    /// [`Play::parts`] says it all).
    fn picture(position: &Self::Position) -> Vec<String>;

    /// The components and their Grundy values, whose nim-sum decides the game (for Staircase
    /// Nim, the odd steps as Nim heaps).
    fn parts(position: &Self::Position) -> Vec<Part>;

    /// Every legal move, by the rules, lazily: the first one is the smallest (one stone), the
    /// move played for time when a position is too large to search.
    fn moves(position: &Self::Position) -> impl Iterator<Item = Self::Move> + '_;

    /// The position after a legal move.
    fn play(position: &Self::Position, chosen: &Self::Move) -> Self::Position;

    /// A legal move in words, which [`Play::parse_move`] reads back as the same move.
    fn describe(position: &Self::Position, chosen: &Self::Move) -> String;

    /// A typed move.
    ///
    /// # Errors
    /// A short reason: a word not understood, a component that does not exist, a move the
    /// rules forbid (and why).
    fn parse_move(position: &Self::Position, words: &Words) -> Result<Self::Move, String>;

    /// Whether the player to move wins, by the insight.
    fn wins(position: &Self::Position) -> bool;

    /// Every winning move, by the insight, lazily (nothing when the position is lost).
    fn winning_moves(position: &Self::Position) -> impl Iterator<Item = Self::Move> + '_;

    /// One line on why a winning move wins. By default: the values it leaves XOR to 0.
    fn why_winning(position: &Self::Position, chosen: &Self::Move) -> String {
        let values: Option<Vec<u128>> =
            Self::parts(&Self::play(position, chosen)).iter().map(|p| p.value).collect();
        match values {
            Some(values) if !values.is_empty() && values.len() <= 8 => {
                let terms: Vec<String> = values.iter().map(u128::to_string).collect();
                format!("it leaves {} = 0, a lost position for the next player", terms.join(" ⊕ "))
            }
            _ => "it leaves nim-sum 0, a lost position for the next player".into(),
        }
    }

    /// One line on why every move loses. By default: the nim-sum is 0.
    fn why_lost(_position: &Self::Position) -> String {
        "the nim-sum is 0, and every move makes it non-zero".into()
    }

    /// The model's search for the positions of a game that starts at `start`.
    fn new_model(start: &Self::Position) -> Self::Model;

    /// Whether the player to move wins, by the model (the rules searched; small positions).
    fn model_wins(model: &mut Self::Model, position: &Self::Position) -> bool;
}

/// A game's rules as an `sg_core::Game`, for the longest-game search: at most
/// [`SEARCH_MOVES`] moves per position and `work` in all, beyond which `exhausted` is set
/// (and the search's result is void).
struct Rules<P> {
    work: Cell<usize>,
    exhausted: Cell<bool>,
    game: PhantomData<fn() -> P>,
}

impl<P: Play> sg_core::Game for Rules<P> {
    type Position = P::Position;

    fn moves(&self, position: &P::Position) -> Vec<Vec<P::Position>> {
        let cap = SEARCH_MOVES.min(self.work.get());
        let moves: Vec<P::Move> = P::moves(position).take(cap + 1).collect();
        if moves.len() > cap {
            self.exhausted.set(true);
            return Vec::new();
        }
        self.work.set(self.work.get() - moves.len());
        moves.iter().map(|m| vec![P::play(position, m)]).collect()
    }
}

/// The longest-game search of a game (remoteness over its listed moves), held to a budget of
/// moves listed per search and to a total over all its searches.
struct Longest<P: Play> {
    solver: RemotenessSolver<Rules<P>>,
    per_search: usize,
    left: usize,
}

impl<P: Play> Longest<P> {
    fn new(per_search: usize, total: usize) -> Self {
        let convention = if P::MISERE { Convention::Misere } else { Convention::Normal };
        let rules = Rules { work: Cell::new(0), exhausted: Cell::new(false), game: PhantomData };
        Self { solver: RemotenessSolver::new(rules, convention), per_search, left: total }
    }

    /// The remoteness of `position`, or `None` when the search is beyond the budget (it then
    /// starts afresh next time) or the total is spent.
    fn remoteness(&mut self, position: &P::Position) -> Option<Remoteness> {
        let allowed = self.per_search.min(self.left);
        self.solver.game().work.set(allowed);
        let found = self.solver.remoteness(position);
        self.left -= allowed - self.solver.game().work.get();
        if self.solver.game().exhausted.get() {
            *self = Self::new(self.per_search, self.left);
            return None;
        }
        Some(found)
    }

    /// The move after which the game lasts longest, and how many moves it then lasts; `None`
    /// when the search does not fit its budget.
    fn longest_move(&mut self, position: &P::Position) -> Option<(P::Move, u64)> {
        let moves: Vec<P::Move> = P::moves(position).take(SEARCH_MOVES + 1).collect();
        if moves.len() > SEARCH_MOVES {
            return None;
        }
        let mut best: Option<(P::Move, u64)> = None;
        for m in moves {
            let length = self.remoteness(&P::play(position, &m))?.moves + 1;
            if best.as_ref().is_none_or(|&(_, b)| length > b) {
                best = Some((m, length));
            }
        }
        best
    }
}

/// The perfect player's move from `position` and one line of why; `None` when there is no
/// move. A won position gets the first winning move; a lost one the move of largest
/// remoteness, searched within the budget, or else the first (smallest) move.
///
/// # Complexity
/// That of [`Play::winning_moves`]' first move when won; at most the budget's positions of at
/// most [`SEARCH_MOVES`] moves each when lost.
fn perfect_move<P: Play>(
    search: &mut Longest<P>,
    position: &P::Position,
) -> Option<(P::Move, String)> {
    if P::wins(position) {
        if let Some(m) = P::winning_moves(position).next() {
            let why = P::why_winning(position, &m);
            return Some((m, why));
        }
    }
    let first = P::moves(position).next()?;
    let lost = P::why_lost(position);
    match search.longest_move(position) {
        Some((m, moves)) => {
            let why = format!(
                "{lost}, so every move loses; this one makes the game last longest, {moves} \
                 move{} from here with your best play",
                if moves == 1 { "" } else { "s" }
            );
            Some((m, why))
        }
        None => Some((
            first,
            format!(
                "{lost}, so every move loses; the position is too large to search ahead, so \
                 this is the smallest move, to make the game last"
            ),
        )),
    }
}

/// One move played: the position before it, the move, and who played it.
#[derive(Debug, Clone)]
struct Turn<P: Play> {
    before: P::Position,
    chosen: P::Move,
    by: Side,
}

/// A game of `P` against the perfect player.
pub struct Match<P: Play> {
    position: P::Position,
    to_move: Side,
    history: Vec<Turn<P>>,
    search: Longest<P>,
}

impl<P: Play> Match<P> {
    /// A game from `position` with `first` to move.
    ///
    /// # Complexity
    /// O(1).
    pub fn new(position: P::Position, first: Side) -> Self {
        Self {
            position,
            to_move: first,
            history: Vec::new(),
            search: Longest::new(SEARCH_WORK, usize::MAX),
        }
    }

    /// The current position.
    ///
    /// # Complexity
    /// O(1).
    pub fn position(&self) -> &P::Position {
        &self.position
    }

    fn push(&mut self, chosen: P::Move) {
        let after = P::play(&self.position, &chosen);
        let before = std::mem::replace(&mut self.position, after);
        self.history.push(Turn { before, chosen, by: self.to_move });
        self.to_move = self.to_move.other();
    }
}

/// The position's parts as a table with binary columns and the nim-sum row, or plain lines.
fn draw_parts(parts: &[Part], style: Style, out: &mut String) {
    const SHOWN: usize = 64;
    let values: Option<Vec<u128>> = parts.iter().map(|p| p.value).collect();
    let Some(values) = values else {
        for p in parts.iter().take(SHOWN) {
            let _ = writeln!(out, "{}{}: value too costly to compute", indent(style), p.label);
        }
        return;
    };
    if parts.is_empty() {
        let _ = writeln!(out, "{}nothing left: the nim-sum of no values is 0", indent(style));
        return;
    }
    let sum = values.iter().fold(0, |s, v| s ^ v);
    let bits = (128 - values.iter().fold(sum, |m, &v| m.max(v)).leading_zeros()).max(1) as usize;
    let binary = |v: u128| format!("{v:0bits$b}");
    if style.plain {
        for (p, v) in parts.iter().zip(&values).take(SHOWN) {
            let _ = writeln!(out, "{}: value {v}, binary {}", p.label, binary(*v));
        }
        if parts.len() > SHOWN {
            let _ = writeln!(out, "and {} more components", parts.len() - SHOWN);
        }
        let _ = writeln!(out, "nim-sum: {sum}, binary {}", binary(sum));
        return;
    }
    let label_width = parts.iter().map(|p| p.label.chars().count()).max().unwrap_or(0).max(7);
    let value_width = values.iter().chain([&sum]).map(|v| v.to_string().len()).max().unwrap_or(1);
    let paint = |text: String, code: &str| {
        if style.colour { format!("\x1b[{code}m{text}\x1b[0m") } else { text }
    };
    let columns = |v: u128| {
        let digits = binary(v);
        let cells: Vec<String> = digits
            .chars()
            .enumerate()
            .map(|(i, d)| {
                let odd_column = sum >> (bits - 1 - i) & 1 == 1;
                if d == '1' && odd_column { paint(d.to_string(), "1;33") } else { d.to_string() }
            })
            .collect();
        cells.join(" ")
    };
    for (p, &v) in parts.iter().zip(&values).take(SHOWN) {
        let pad = label_width - p.label.chars().count();
        let _ =
            writeln!(out, "  {}{} │ {v:>value_width$} │ {}", p.label, " ".repeat(pad), columns(v));
    }
    if parts.len() > SHOWN {
        let _ = writeln!(out, "  … and {} more components", parts.len() - SHOWN);
    }
    let _ = writeln!(
        out,
        "  {}┼{}┼{}",
        "─".repeat(label_width + 1),
        "─".repeat(value_width + 2),
        "─".repeat(2 * bits)
    );
    let code = if sum == 0 { "1;32" } else { "1;33" };
    let _ = writeln!(
        out,
        "  {:label_width$} │ {} │ {}",
        "nim-sum",
        paint(format!("{sum:>value_width$}"), code),
        paint(binary(sum).chars().map(String::from).collect::<Vec<_>>().join(" "), code)
    );
}

fn indent(style: Style) -> &'static str {
    if style.plain { "" } else { "  " }
}

impl<P: Play> Session for Match<P> {
    fn render(&self, style: Style) -> String {
        let mut out = String::new();
        for line in P::picture(&self.position) {
            let _ = writeln!(out, "{}{line}", indent(style));
        }
        draw_parts(&P::parts(&self.position), style, &mut out);
        let who = match self.to_move {
            Side::User => "You are to move",
            Side::Computer => "The computer is to move",
        };
        let state = if self.over() {
            "with no move left"
        } else if P::wins(&self.position) {
            "in a won position"
        } else {
            "in a lost position (every move loses against perfect play)"
        };
        let _ = writeln!(out, "{who}, {state}.");
        out
    }

    fn to_move(&self) -> Side {
        self.to_move
    }

    fn over(&self) -> bool {
        P::moves(&self.position).next().is_none()
    }

    fn user_move(&mut self, text: &str) -> Result<String, String> {
        let words = Words::parse(text)?;
        if words.is_empty() {
            return Err(format!("type a move such as `{}`", P::MOVE_EXAMPLE));
        }
        let chosen = P::parse_move(&self.position, &words)?;
        let said = P::describe(&self.position, &chosen);
        self.push(chosen);
        Ok(said)
    }

    fn computer_move(&mut self) -> Option<Reply> {
        let (chosen, why) = perfect_move::<P>(&mut self.search, &self.position)?;
        let words = P::describe(&self.position, &chosen);
        self.push(chosen);
        Some(Reply { words, why })
    }

    fn hints(&self) -> Hints {
        let found: Vec<String> = P::winning_moves(&self.position)
            .take(HINT_LIMIT + 1)
            .map(|m| P::describe(&self.position, &m))
            .collect();
        let more = found.len() > HINT_LIMIT;
        let moves = found.into_iter().take(HINT_LIMIT).collect();
        Hints { moves, more, why_none: P::why_lost(&self.position) }
    }

    fn legal_moves(&self, limit: usize) -> (Vec<String>, bool) {
        let p = &self.position;
        let mut listed: Vec<String> =
            P::moves(p).take(limit + 1).map(|m| P::describe(p, &m)).collect();
        let more = listed.len() > limit;
        listed.truncate(limit);
        (listed, more)
    }

    fn undo(&mut self) -> bool {
        let Some(last) = self.history.iter().rposition(|t| t.by == Side::User) else {
            return false;
        };
        self.position = self.history[last].before.clone();
        self.history.truncate(last);
        self.to_move = Side::User;
        true
    }

    fn ending(&self) -> GameOver {
        let stuck = self.to_move;
        let winner = if P::MISERE { stuck } else { stuck.other() };
        let reason = if P::MISERE {
            format!(
                "{} cannot move, and in misère play that wins: {} made the last move",
                stuck.name(),
                stuck.other().name()
            )
        } else {
            format!("{} cannot move, so {} made the last move and won", stuck.name(), winner.name())
        };
        let lesson = self.lesson().unwrap_or_else(|| match winner {
            Side::User => "You left a lost position at every move: perfect play.".into(),
            Side::Computer => "You never had a won position: the computer left you a lost one \
                               every time."
                .into(),
        });
        GameOver { winner, reason, lesson }
    }

    fn lesson(&self) -> Option<String> {
        let mut user_moves = 0;
        for (i, turn) in self.history.iter().enumerate() {
            if turn.by != Side::User {
                continue;
            }
            user_moves += 1;
            let after = self.history.get(i + 1).map_or(&self.position, |t| &t.before);
            if P::wins(&turn.before) && P::wins(after) {
                let better = P::winning_moves(&turn.before)
                    .next()
                    .map(|m| format!(": `{}` would have kept it", P::describe(&turn.before, &m)));
                return Some(format!(
                    "Your move {user_moves}, `{}`, gave the win away{}.",
                    P::describe(&turn.before, &turn.chosen),
                    better.unwrap_or_default()
                ));
            }
        }
        None
    }

    fn moves_played(&self) -> usize {
        self.history.len()
    }
}

/// The [`Player`] of a [`Play`] game: `&Perfect::<Nim>::NEW` in `Problem::player`.
pub struct Perfect<P>(PhantomData<fn() -> P>);

impl<P> Perfect<P> {
    /// The player (a zero-sized value).
    pub const NEW: Self = Perfect(PhantomData);
}

/// Position `test` (1-based) of `positions`, or the first that has a move.
fn pick<P: Play>(positions: Vec<P::Position>, test: Option<usize>) -> Result<P::Position, String> {
    let count = positions.len();
    match test {
        Some(k) if k >= 1 && k <= count => Ok(positions.into_iter().nth(k - 1).expect("k ≤ count")),
        Some(k) => {
            Err(format!("there is no position {k}: the input has {count} (--test 1 to {count})"))
        }
        None => {
            let playable = positions.iter().position(|p| P::moves(p).next().is_some());
            positions
                .into_iter()
                .nth(playable.unwrap_or(0))
                .ok_or_else(|| "the input has no position to play".into())
        }
    }
}

/// The most inputs [`from_seed`] draws from one seed before it gives up.
const SEED_DRAWS: usize = 1000;

/// Position `test` of the first input generated from `seed` that holds one; with no `test`,
/// the first position with a move of the first input that has one, so that a random game is
/// never over before it starts (a generated input may hold no position, or only finished
/// ones: the next input from the same seed is drawn, up to [`SEED_DRAWS`]).
fn from_seed<P: Play>(seed: u64, test: Option<usize>) -> Result<P::Position, String> {
    let mut rng = Rng::new(seed);
    for _ in 0..SEED_DRAWS {
        let positions = P::positions(&P::generate(&mut rng, Size::Small))?;
        let playable = |p: &P::Position| P::moves(p).next().is_some();
        if test.is_some() && !positions.is_empty() || positions.iter().any(playable) {
            return pick::<P>(positions, test);
        }
    }
    Err(format!("{SEED_DRAWS} inputs generated from seed {seed} hold no position with a move"))
}

/// The reader's error on `text` (words joined by spaces) said in words: which word is wrong,
/// or, at the end of the words, what is missing after the last one ("found end of input"
/// says nothing to someone who typed the position on the command line).
fn reader_error_in_words(text: &str, error: &judge::InputError) -> String {
    let start = error.column.saturating_sub(1) as usize;
    let words_before = text.get(..start).map_or(0, |t| t.split_whitespace().count());
    match error.message.strip_suffix(", found end of input") {
        Some(expected) => {
            let wanted = expected.strip_prefix("expected ").unwrap_or(expected);
            match text.split_whitespace().last() {
                Some(last) => format!(
                    "it stops after word {words_before} (`{last}`), where {wanted} should follow"
                ),
                None => format!("it is empty, where {wanted} should come"),
            }
        }
        None => format!("at word {}: {}", words_before + 1, error.message),
    }
}

impl<P: Play> Player for Perfect<P> {
    fn short_form(&self) -> &'static str {
        P::SHORT_FORM
    }
    fn move_example(&self) -> &'static str {
        P::MOVE_EXAMPLE
    }
    fn misere(&self) -> bool {
        P::MISERE
    }
    fn game_from_input(
        &self,
        input: &[u8],
        test: Option<usize>,
        first: Side,
    ) -> Result<Box<dyn Session>, String> {
        let input = parse::<P>(input).map_err(|e| e.to_string())?;
        let position = pick::<P>(P::positions(&input)?, test)?;
        Ok(Box::new(Match::<P>::new(position, first)))
    }
    fn game_from_words(&self, words: &[String], first: Side) -> Result<Box<dyn Session>, String> {
        let text = words.join(" ");
        let short = Words::parse(&text).and_then(|w| P::from_words(&w));
        match short {
            Ok(position) => Ok(Box::new(Match::<P>::new(position, first))),
            Err(why) => {
                let input = parse::<P>(text.as_bytes()).map_err(|e| {
                    format!(
                        "{why}; give {}; read as the problem's input, {}",
                        P::SHORT_FORM,
                        reader_error_in_words(&text, &e)
                    )
                })?;
                let position = pick::<P>(P::positions(&input)?, None)?;
                Ok(Box::new(Match::<P>::new(position, first)))
            }
        }
    }
    fn game_from_seed(
        &self,
        seed: u64,
        test: Option<usize>,
        first: Side,
    ) -> Result<Box<dyn Session>, String> {
        let position = from_seed::<P>(seed, test)?;
        Ok(Box::new(Match::<P>::new(position, first)))
    }
    fn check(&self, games: usize, seed: u64) -> Result<Checked, String> {
        check::<P>(games, seed)
    }
}

/// Prove `P`'s perfect player on `games` random games from `seed` (see [`check_with`]).
///
/// # Errors
/// The first failure, with the position.
///
/// # Complexity
/// Each game searches its positions by the model: small inputs only.
pub fn check<P: Play>(games: usize, seed: u64) -> Result<Checked, String> {
    check_with::<P>(games, seed, &|| {
        let mut search = Longest::<P>::new(CHECK_WORK, CHECK_WORK);
        Box::new(move |p| perfect_move::<P>(&mut search, p).map(|(m, _)| m))
    })
}

/// A player as [`check_with`] tests it: made afresh for each game, it answers a position with
/// a move.
pub type Chooser<P> = Box<dyn FnMut(&<P as Play>::Position) -> Option<<P as Play>::Move>>;

/// Play `games` random games of `P` from generated small inputs, each to its end by random
/// moves (half of them the player's), and check at every position, against the model:
/// - the insight's outcome ([`Play::wins`]) is the model's, and so is the outcome of the
///   listed moves ([`Play::moves`]) searched whole by remoteness;
/// - the hint ([`Play::winning_moves`]) is exactly the legal moves after which the model says
///   the next player loses;
/// - every legal move's words read back as that move (of a random 16 where there are more),
///   and the same words with other numbers are refused or read as a legal move;
/// - from a won position the move of the player (`new_player()`, one per game) is legal and
///   the model says it leaves a lost position; from a lost one it is legal.
///
/// # Errors
/// The first failure, with the position and the move.
///
/// # Complexity
/// Each game searches its positions by the model: small inputs only.
pub fn check_with<P: Play>(
    games: usize,
    seed: u64,
    new_player: &dyn Fn() -> Chooser<P>,
) -> Result<Checked, String> {
    let mut rng = Rng::new(seed);
    let mut checked = Checked::default();
    let mut barren = 0;
    while checked.games < games {
        let input = P::generate(&mut rng, Size::Small);
        let positions = P::positions(&input)?;
        barren = if positions.is_empty() { barren + 1 } else { 0 };
        if barren > 1000 {
            return Err("the generator gives inputs without positions".into());
        }
        for start in positions.into_iter().take(games - checked.games) {
            let mut model = P::new_model(&start);
            let mut rules = Longest::<P>::new(CHECK_WORK, CHECK_WORK);
            let mut choose = new_player();
            let mut position = start;
            loop {
                let moves: Vec<P::Move> = P::moves(&position).collect();
                check_position::<P>(&mut model, &position, &moves, &mut rng, &mut checked)?;
                // The rules as listed, searched whole, must give the model's outcome too.
                if let Some(r) = rules.remoteness(&position) {
                    if r.wins != P::model_wins(&mut model, &position) {
                        let said = if r.wins { "won" } else { "lost" };
                        return Err(format!(
                            "{position:?}: the listed moves searched whole say {said}, the model not"
                        ));
                    }
                }
                if moves.is_empty() {
                    break;
                }
                let chosen = choose(&position)
                    .ok_or_else(|| format!("{position:?}: the player found no move"))?;
                if !moves.contains(&chosen) {
                    return Err(format!("{position:?}: the player's move {chosen:?} is illegal"));
                }
                let won = P::model_wins(&mut model, &position);
                if won && P::model_wins(&mut model, &P::play(&position, &chosen)) {
                    return Err(format!(
                        "{position:?} is won, but the player's move `{}` leaves a won position",
                        P::describe(&position, &chosen)
                    ));
                }
                if won {
                    checked.won += 1
                } else {
                    checked.lost += 1
                }
                let next =
                    if rng.chance(1, 2) { chosen } else { moves[rng.below(moves.len())].clone() };
                position = P::play(&position, &next);
            }
            checked.games += 1;
        }
    }
    Ok(checked)
}

/// How many of a position's moves [`check`] reads back from their words (all when there are
/// this few; the outcome of every move is checked).
const WORDS_CHECKED: usize = 16;

/// `words` with every number replaced by a random one up to a little above the largest.
fn renumbered(words: &str, rng: &mut Rng) -> String {
    let numbers = words.split(|c: char| !c.is_ascii_digit()).filter_map(|t| t.parse::<u64>().ok());
    let most = numbers.max().unwrap_or(0).saturating_add(2);
    let mut out = String::new();
    let mut in_number = false;
    for c in words.chars() {
        if c.is_ascii_digit() {
            if !in_number {
                let _ = write!(out, "{}", rng.range(0, most));
            }
            in_number = true;
        } else {
            out.push(c);
            in_number = false;
        }
    }
    out
}

/// The checks of [`check_with`] at one position, except the chooser's.
fn check_position<P: Play>(
    model: &mut P::Model,
    position: &P::Position,
    moves: &[P::Move],
    rng: &mut Rng,
    checked: &mut Checked,
) -> Result<(), String> {
    let won = P::model_wins(model, position);
    if P::wins(position) != won {
        return Err(format!("{position:?}: the insight says won = {}, the model {won}", !won));
    }
    let hint: Vec<P::Move> = P::winning_moves(position).collect();
    for m in &hint {
        if !moves.contains(m) {
            return Err(format!("{position:?}: the hint {m:?} is not a legal move"));
        }
    }
    for (i, m) in moves.iter().enumerate() {
        let words = P::describe(position, m);
        // The words of every move when there are few, else of a sample (a listed move is
        // looked for among all of them).
        if moves.len() <= WORDS_CHECKED || rng.below(moves.len()) < WORDS_CHECKED || i == 0 {
            let read = Words::parse(&words).and_then(|w| P::parse_move(position, &w));
            if read.as_ref() != Ok(m) {
                return Err(format!("{position:?}: `{words}` ({m:?}) reads back as {read:?}"));
            }
            let other = renumbered(&words, rng);
            if let Ok(read) = Words::parse(&other).and_then(|w| P::parse_move(position, &w)) {
                if !moves.contains(&read) {
                    return Err(format!("{position:?}: `{other}` is read as the illegal {read:?}"));
                }
            }
        }
        let wins = !P::model_wins(model, &P::play(position, m));
        if wins != hint.contains(m) {
            return Err(format!(
                "{position:?}: the model says `{words}` {} but the hint {}",
                if wins { "wins" } else { "loses" },
                if wins { "leaves it out" } else { "lists it" }
            ));
        }
        checked.moves += 1;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parts_are_drawn_in_binary_columns_or_plain_lines() {
        let parts: Vec<Part> = [3u128, 4, 5]
            .iter()
            .enumerate()
            .map(|(i, &v)| Part { label: format!("heap {}", i + 1), value: Some(v) })
            .collect();
        let mut plain = String::new();
        draw_parts(&parts, Style { plain: true, colour: true }, &mut plain);
        assert_eq!(
            plain,
            "heap 1: value 3, binary 011\nheap 2: value 4, binary 100\nheap 3: value 5, binary 101\n\
             nim-sum: 2, binary 010\n"
        );
        let mut drawn = String::new();
        draw_parts(&parts, Style::default(), &mut drawn);
        assert!(drawn.contains("  heap 1  │ 3 │ 0 1 1\n"), "{drawn}");
        assert!(drawn.contains("  nim-sum │ 2 │ 0 1 0\n"), "{drawn}");
        assert!(!drawn.contains('\x1b'));
        let mut coloured = String::new();
        draw_parts(&parts, Style { plain: false, colour: true }, &mut coloured);
        assert!(coloured.contains("\x1b[1;33m1\x1b[0m"), "{coloured}");
        let unknown = [Part { label: "piles (9, 9)".into(), value: None }];
        let mut out = String::new();
        draw_parts(&unknown, Style { plain: true, colour: false }, &mut out);
        assert_eq!(out, "piles (9, 9): value too costly to compute\n");
    }
}
