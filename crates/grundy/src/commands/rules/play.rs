//! `grundy play rules FILE POSITION…`: the sum of the positions given, played against the
//! perfect player with the script's moves, over the turns of [`crate::commands::play::turns`].

use std::fmt::Write as _;
use std::io::Write;
use std::path::PathBuf;

use std::cell::RefCell;

use rules::{Move, Outcome, Position, Rules, Value, after, move_text};
use workbench::play::{GameOver, HINT_LIMIT, Hints, Reply, Session, Side, Style};

/// Play the sum of `words` in the game of the script `file` against the perfect player, the
/// user's moves read from stdin and every turn written to `out`. A move is typed as the
/// positions a part becomes (`3 + 3`, `nothing`), after `FROM to` when the sum has several
/// parts (`7 to 3 + 3`); `hint`, `moves`, `undo`, `quit` as for every game.
///
/// The perfect player answers a won position with a winning move (one after which the
/// opponent loses, by the script's engine), a drawn one (a loopy game) with a move that keeps
/// the draw, and a lost one with its first listed move.
///
/// # Errors
/// The outer result: a failed read or write. The inner: an unreadable script or position,
/// or the script's error or a spent budget before the game starts. One that comes up during
/// the game ends it with its line on stderr and exit status 2.
///
/// # Complexity
/// The values of every position reachable from the start are computed first; each turn then
/// lists the moves of every part and looks up the outcome after each.
pub fn run(
    file: PathBuf,
    words: Vec<String>,
    limits: rules::Limits,
    first: Side,
    plain: bool,
    out: &mut dyn Write,
) -> std::io::Result<Result<(), String>> {
    use std::io::IsTerminal as _;
    let plain = plain || !std::io::stdout().is_terminal();
    let colour = !plain && std::env::var_os("NO_COLOR").is_none();
    let options = super::super::play::Options {
        style: Style { plain, colour },
        echo: !std::io::stdin().is_terminal(),
    };
    super::on_script_thread(out, move |out| {
        let parts = super::parse_positions(&words)?;
        let game = super::load(&file, limits)?;
        let title = file
            .file_name()
            .map_or(file.display().to_string(), |n| format!("The game of {}", n.to_string_lossy()));
        let mut session = RulesGame::new(game, parts, first).map_err(|e| e.to_string())?;
        let example = session.example();
        let misere = session.game.borrow().script().misere();
        let said = |e: std::io::Error| format!("cannot write the output: {e}");
        out.write_all(super::super::play::greeting(&title, misere, &example).as_bytes())
            .map_err(said)?;
        let mut stdin = std::io::stdin().lock();
        super::super::play::turns(&mut session, &example, &mut stdin, out, options).map_err(said)
    })
}

/// One move played: the sum before it, its words, who played it, and whether it gave a won
/// position away.
struct Turn {
    before: Vec<Position>,
    words: String,
    by: Side,
    gave_away: bool,
}

/// A game of a script's sum against the perfect player.
pub struct RulesGame {
    game: RefCell<Rules>,
    parts: Vec<Position>,
    to_move: Side,
    history: Vec<Turn>,
}

/// End the program on an error met in the middle of a game: its line, exit status 2.
fn fail(error: rules::Error) -> ! {
    eprintln!("error: {error}");
    std::process::exit(2)
}

/// The sorted multiset of a move, to compare a typed move with the listed ones.
fn sorted(parts: &[Position]) -> Vec<Position> {
    let mut parts = parts.to_vec();
    parts.sort_unstable();
    parts
}

impl RulesGame {
    /// A game of the sum `parts` with `first` to move (parts without a move are left out: they
    /// change nothing).
    ///
    /// # Errors
    /// The script's error or a spent budget while valuing the start.
    ///
    /// # Complexity
    /// As [`Rules::outcome`] of the start, which values every position reachable from it.
    pub fn new(mut game: Rules, parts: Vec<Position>, first: Side) -> Result<Self, rules::Error> {
        game.outcome(&parts)?;
        let mut kept = Vec::new();
        for p in parts {
            if !game.moves(&p)?.is_empty() {
                kept.push(p);
            }
        }
        Ok(Self { game: RefCell::new(game), parts: kept, to_move: first, history: Vec::new() })
    }

    /// The parts of the sum now.
    ///
    /// # Complexity
    /// O(1).
    pub fn parts(&self) -> &[Position] {
        &self.parts
    }

    /// Who wins the sum now, for the player to move.
    ///
    /// # Complexity
    /// A memo look-up per part (misère: the sum searched, memoised).
    pub fn outcome(&self) -> Outcome {
        self.game.borrow_mut().outcome(&self.parts).unwrap_or_else(|e| fail(e))
    }

    /// The moves of the sum now: the part, the move, the outcome after it for the opponent.
    fn options(&self) -> Vec<(usize, Move, Outcome)> {
        self.game.borrow_mut().options(&self.parts).unwrap_or_else(|e| fail(e))
    }

    /// A move in words: `3 + 3`, or `7 to 3 + 3` when the sum has several parts.
    fn words(&self, part: usize, chosen: &[Position]) -> String {
        if self.parts.len() == 1 {
            move_text(chosen)
        } else {
            format!("{} to {}", self.parts[part], move_text(chosen))
        }
    }

    /// An example move for the greeting: the first legal one.
    fn example(&self) -> String {
        let options = self.options();
        options.first().map_or("3 + 3".into(), |(i, m, _)| self.words(*i, m))
    }

    /// Play `chosen` in part `part` (a legal move).
    fn play(&mut self, part: usize, chosen: &[Position]) -> String {
        let words = self.words(part, chosen);
        let before = self.parts.clone();
        let won = self.outcome() == Outcome::Win;
        let next = after(&self.parts, part, chosen);
        let mut kept = Vec::new();
        for p in next {
            if !self.game.borrow_mut().moves(&p).unwrap_or_else(|e| fail(e)).is_empty() {
                kept.push(p);
            }
        }
        self.parts = kept;
        let gave_away = won && self.outcome() != Outcome::Lose;
        self.history.push(Turn { before, words: words.clone(), by: self.to_move, gave_away });
        self.to_move = self.to_move.other();
        words
    }

    /// The words of every move with the outcome it leaves.
    fn described(&self) -> Vec<(String, Outcome)> {
        self.options().into_iter().map(|(i, m, o)| (self.words(i, &m), o)).collect()
    }

    /// The perfect player's move from the sum now and why; `None` without a move.
    ///
    /// # Complexity
    /// As [`Rules::options`].
    pub fn perfect_move(&self) -> Option<(usize, Move, &'static str)> {
        let options = self.options();
        let pick = |wanted: Outcome| options.iter().find(|(_, _, o)| *o == wanted);
        let (chosen, why) = match self.outcome() {
            Outcome::Win => (pick(Outcome::Lose)?, "it leaves you a lost position"),
            Outcome::Draw => (
                pick(Outcome::Draw)?,
                "no move wins here, and this one keeps the game drawn (it can go on for ever)",
            ),
            Outcome::Lose => (
                options.first()?,
                "every move loses against perfect play, and this is the first listed",
            ),
        };
        Some((chosen.0, chosen.1.clone(), why))
    }

    /// Play the user's typed move if it is legal, as [`Session::user_move`].
    ///
    /// # Errors
    /// A move that cannot be read or is not legal.
    ///
    /// # Complexity
    /// As the part's listing of its moves.
    pub fn typed(&mut self, text: &str) -> Result<String, String> {
        let (from, to) = match text.split_once(" to ").or_else(|| text.split_once("->")) {
            Some((from, to)) => (Some(Position::parse(from)?), to),
            None => (None, text),
        };
        let to = sorted(&rules::parse_sum(to)?);
        let part = match from {
            Some(from) => self
                .parts
                .iter()
                .position(|p| *p == from)
                .ok_or_else(|| format!("there is no part {from} in the sum"))?,
            None if self.parts.len() == 1 => 0,
            None => {
                return Err(
                    "the sum has several parts: type `FROM to POSITIONS`, e.g. `7 to 3 + 3`".into(),
                );
            }
        };
        let moves = self.game.borrow_mut().moves(&self.parts[part]).unwrap_or_else(|e| fail(e));
        let chosen = moves.into_iter().find(|m| sorted(m) == to).ok_or_else(|| {
            let shown = move_text(&to);
            format!("{} cannot move to {shown} (`moves` lists the legal moves)", self.parts[part])
        })?;
        Ok(self.play(part, &chosen))
    }
}

impl Session for RulesGame {
    fn render(&self, _style: Style) -> String {
        let mut out = String::new();
        let mut game = self.game.borrow_mut();
        let misere = game.script().misere();
        let mut finite = Some(0u64);
        for (i, p) in self.parts.iter().enumerate() {
            let value = game.value(p).unwrap_or_else(|e| fail(e));
            finite = match (&value, finite) {
                (Value::Nimber(g), Some(sum)) => Some(sum ^ g),
                _ => None,
            };
            let shown = if misere { String::new() } else { format!(": value {value}") };
            let _ = writeln!(out, "part {} is {p}{shown}", i + 1);
        }
        drop(game);
        if let (Some(sum), false, true) = (finite, misere, self.parts.len() > 1) {
            let _ = writeln!(out, "nim-sum of the values: {sum}");
        }
        if self.parts.is_empty() {
            out.push_str("nothing is left to move\n");
        }
        let who = match self.to_move {
            Side::User => "You are to move",
            Side::Computer => "The computer is to move",
        };
        let state = match (self.over(), self.outcome()) {
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

    fn over(&self) -> bool {
        self.parts.is_empty()
    }

    fn user_move(&mut self, text: &str) -> Result<String, String> {
        self.typed(text)
    }

    fn computer_move(&mut self) -> Option<Reply> {
        let (part, chosen, why) = self.perfect_move()?;
        let words = self.play(part, &chosen);
        Some(Reply { words, why: why.into() })
    }

    fn hints(&self) -> Hints {
        let winning: Vec<String> = self
            .described()
            .into_iter()
            .filter(|(_, o)| *o == Outcome::Lose)
            .map(|(w, _)| w)
            .collect();
        let more = winning.len() > HINT_LIMIT;
        let why_none = match self.outcome() {
            Outcome::Draw => "no move wins; the best is to keep the game drawn".into(),
            _ => "every move leaves the opponent a won position".into(),
        };
        Hints { moves: winning.into_iter().take(HINT_LIMIT).collect(), more, why_none }
    }

    fn legal_moves(&self, limit: usize) -> (Vec<String>, bool) {
        let mut all: Vec<String> = self.described().into_iter().map(|(w, _)| w).collect();
        let more = all.len() > limit;
        all.truncate(limit);
        (all, more)
    }

    fn undo(&mut self) -> bool {
        let Some(last) = self.history.iter().rposition(|t| t.by == Side::User) else {
            return false;
        };
        self.parts = self.history[last].before.clone();
        self.history.truncate(last);
        self.to_move = Side::User;
        true
    }

    fn ending(&self) -> GameOver {
        let stuck = self.to_move;
        let misere = self.game.borrow().script().misere();
        let name = |side: Side| if side == Side::User { "you" } else { "the computer" };
        let winner = if misere { stuck } else { stuck.other() };
        let reason = if misere {
            format!("{} cannot move, and in misère play that wins", name(stuck))
        } else {
            format!("{} cannot move, so {} made the last move and won", name(stuck), name(winner))
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
        for turn in &self.history {
            if turn.by != Side::User {
                continue;
            }
            user_moves += 1;
            if turn.gave_away {
                return Some(format!(
                    "Your move {user_moves}, `{}`, gave the win away.",
                    turn.words
                ));
            }
        }
        None
    }

    fn moves_played(&self) -> usize {
        self.history.len()
    }
}
