//! [`Match`]: one game against the perfect player, with undo, hints, the ending and its lesson.

use std::fmt::Write as _;

use sg_core::remoteness::Convention;
use sg_core::{Moves, Outcome};

use super::render::{draw_parts, indent};
use super::stalling::Stalling;
use super::{
    GameOver, HINT_LIMIT, Hints, MoveOf, Playable, PositionOf, Reply, Session, Side, Style,
};

/// One move played: the position before it, the move, and who played it.
struct Turn<G: Playable> {
    before: PositionOf<G>,
    chosen: MoveOf<G>,
    by: Side,
}

/// A game of `G` against the perfect player.
pub struct Match<G: Playable> {
    game: G,
    position: PositionOf<G>,
    to_move: Side,
    history: Vec<Turn<G>>,
    search: Stalling<G::Rules>,
}

/// The longest-game search for `game`, listing at most `per_search` moves a turn and `total`
/// in all.
pub(super) fn stalling<G: Playable>(
    game: &G,
    per_search: usize,
    total: usize,
) -> Stalling<G::Rules> {
    let convention = if game.misere() { Convention::Misere } else { Convention::Normal };
    Stalling::new(game.rules().clone(), convention, per_search, total)
}

/// The perfect player's move from `position` and one line of why; `None` when there is no
/// move. A won position gets the first winning move; a drawn one the first move that keeps
/// the draw; a lost one the move of largest remoteness, searched within the budget (not in a
/// loopy game), or else the first (smallest) move.
///
/// # Complexity
/// That of [`Playable::winning_moves`]' first move when won; one outcome per move when drawn;
/// at most the budget's positions when lost.
pub(super) fn perfect_move<G: Playable>(
    game: &G,
    search: &mut Stalling<G::Rules>,
    position: &PositionOf<G>,
) -> Option<(MoveOf<G>, String)> {
    let rules = game.rules();
    match game.outcome(position) {
        Outcome::Win => {
            if let Some(m) = game.winning_moves(position).next() {
                let why = game.why_winning(position, &m);
                return Some((m, why));
            }
        }
        Outcome::Draw => {
            let keeps = |m: &MoveOf<G>| game.outcome(&rules.play(position, m)) == Outcome::Draw;
            if let Some(m) = rules.legal_moves(position).find(keeps) {
                let why = "no move wins here, and this one keeps the game drawn (it can go on for \
                           ever)";
                return Some((m, why.into()));
            }
        }
        Outcome::Lose => {}
    }
    let first = rules.legal_moves(position).next()?;
    let lost = game.why_lost(position);
    let longest = if game.loopy() { None } else { search.longest_move(position) };
    match longest {
        Some((m, moves)) => {
            let why = format!(
                "{lost}, so every move loses; this one makes the game last longest, {moves} \
                 move{} from here with your best play",
                if moves == 1 { "" } else { "s" }
            );
            Some((m, why))
        }
        None if game.loopy() => {
            Some((first, format!("{lost}, so every move loses; this is the first listed")))
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

impl<G: Playable> Match<G> {
    /// A game of `game` from `position` with `first` to move.
    pub fn new(game: G, position: PositionOf<G>, first: Side) -> Self {
        let search = stalling(&game, super::SEARCH_WORK, usize::MAX);
        Self { game, position, to_move: first, history: Vec::new(), search }
    }

    /// The current position.
    pub fn position(&self) -> &PositionOf<G> {
        &self.position
    }

    /// The game being played.
    pub fn game(&self) -> &G {
        &self.game
    }

    fn push(&mut self, chosen: MoveOf<G>) {
        let after = self.game.rules().play(&self.position, &chosen);
        let before = std::mem::replace(&mut self.position, after);
        self.history.push(Turn { before, chosen, by: self.to_move });
        self.to_move = self.to_move.other();
    }
}

impl<G: Playable> Session for Match<G> {
    fn render(&self, style: Style) -> String {
        let mut out = String::new();
        let picture = self.game.picture(&self.position);
        for line in &picture {
            let _ = writeln!(out, "{}{line}", indent(style));
        }
        let parts = self.game.parts(&self.position);
        // A game whose picture says it all has no parts to tabulate.
        if !parts.is_empty() || picture.is_empty() {
            draw_parts(&parts, style, &mut out);
        }
        let who = match self.to_move {
            Side::User => "You are to move",
            Side::Computer => "The computer is to move",
        };
        let state = match (self.over(), self.game.outcome(&self.position)) {
            (true, _) => "with no move left",
            (false, Outcome::Win) => "in a won position",
            (false, Outcome::Lose) => "in a lost position (every move loses against perfect play)",
            (false, Outcome::Draw) => "in a drawn position (neither side can force a win)",
        };
        let _ = writeln!(out, "{who}, {state}.");
        out
    }

    fn to_move(&self) -> Side {
        self.to_move
    }

    fn misere(&self) -> bool {
        self.game.misere()
    }

    fn over(&self) -> bool {
        self.game.rules().legal_moves(&self.position).next().is_none()
    }

    fn user_move(&mut self, text: &str) -> Result<String, String> {
        if text.split_whitespace().next().is_none() {
            let example = self.legal_moves(1).0;
            let example = example.first().map_or("", String::as_str);
            return Err(format!("type a move such as `{example}`"));
        }
        let chosen = self.game.parse_move(&self.position, text)?;
        let said = self.game.describe(&self.position, &chosen);
        self.push(chosen);
        Ok(said)
    }

    fn computer_move(&mut self) -> Option<Reply> {
        let (chosen, why) = perfect_move(&self.game, &mut self.search, &self.position)?;
        let words = self.game.describe(&self.position, &chosen);
        self.push(chosen);
        Some(Reply { words, why })
    }

    fn hints(&self) -> Hints {
        let p = &self.position;
        let found: Vec<String> = self
            .game
            .winning_moves(p)
            .take(HINT_LIMIT + 1)
            .map(|m| self.game.describe(p, &m))
            .collect();
        let more = found.len() > HINT_LIMIT;
        let moves = found.into_iter().take(HINT_LIMIT).collect();
        let why_none = match self.game.outcome(p) {
            Outcome::Draw => "no move wins; the best is to keep the game drawn".into(),
            _ => self.game.why_lost(p),
        };
        Hints { moves, more, why_none }
    }

    fn legal_moves(&self, limit: usize) -> (Vec<String>, bool) {
        let p = &self.position;
        let mut listed: Vec<String> = self
            .game
            .rules()
            .legal_moves(p)
            .take(limit.saturating_add(1))
            .map(|m| self.game.describe(p, &m))
            .collect();
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
        let misere = self.game.misere();
        let winner = if misere { stuck } else { stuck.other() };
        let reason = if misere {
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
            let game = &self.game;
            if game.outcome(&turn.before) == Outcome::Win && game.outcome(after) != Outcome::Lose {
                let better = game
                    .winning_moves(&turn.before)
                    .next()
                    .map(|m| format!(": `{}` would have kept it", game.describe(&turn.before, &m)));
                return Some(format!(
                    "Your move {user_moves}, `{}`, gave the win away{}.",
                    game.describe(&turn.before, &turn.chosen),
                    better.unwrap_or_default()
                ));
            }
        }
        None
    }

    fn moves_played(&self) -> usize {
        self.history.len()
    }

    fn outcome(&self) -> Outcome {
        self.game.outcome(&self.position)
    }

    fn parts(&self) -> Vec<(String, Option<u128>)> {
        self.game.parts(&self.position).into_iter().map(|p| (p.label, p.value)).collect()
    }

    fn picture(&self) -> Vec<String> {
        self.game.picture(&self.position)
    }
}
