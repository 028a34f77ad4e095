//! Games against the perfect player for the page: each a `workbench::play::Match` (a problem's
//! through its registered player, a script's through `commands::play::rules::ScriptGame`, an
//! octal game's through [`super::octal::Table`]), the same game `grundy play` drives, kept by
//! an id.
//!
//! A game's engine stays on the thread that made it (a script's engine is not `Send`), so each
//! game lives on a thread of its own that answers requests sent on a channel, and ends when
//! it has been unused for [`EXPIRY`] or the server forgets it. At most [`MAX_SESSIONS`] games
//! are kept; a new one beyond that is refused until one expires.

use std::collections::HashMap;
use std::sync::Mutex;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::mpsc;
use std::time::{Duration, Instant};

use serde::Serialize;
use serde_json::{Value, json};
use workbench::play::{Session, Side, Style};

use super::catalogue::GameRef;
use super::explore::Refusal;
use crate::commands::play::MOVES_LISTED;
use crate::commands::play::rules::ScriptGame;

/// The most games kept at once.
pub const MAX_SESSIONS: usize = 64;

/// How long an unused game is kept.
pub const EXPIRY: Duration = Duration::from_secs(30 * 60);

/// The stack of a game's thread: a script's engine recurses within rhai's call-level limit.
const STACK: usize = 256 << 20;

/// What a request asks of a game.
#[derive(Debug, Clone)]
pub enum Op {
    /// Its state.
    Show,
    /// The user's move, then the computer's reply.
    Move(String),
    /// Every winning move.
    Hint,
    /// Take back the user's last move.
    Undo,
}

/// A game's answer: JSON for the page, or a refusal.
type Answer = Result<Value, Refusal>;

/// A game kept: the channel to its thread, and when it was last used.
struct Handle {
    sender: mpsc::Sender<(Op, tokio::sync::oneshot::Sender<Answer>)>,
    used: Instant,
}

/// The games in progress.
#[derive(Default)]
pub struct Sessions {
    kept: Mutex<HashMap<String, Handle>>,
    next: AtomicU64,
}

/// A game on its thread: a script's match (whose parts the script's engine values), or the
/// session of a problem or an octal game (whose parts its `Playable` values).
enum Game {
    Script(Box<workbench::play::Match<ScriptGame>>),
    Other(Box<dyn Session>),
}

impl Game {
    fn session(&mut self) -> &mut dyn Session {
        match self {
            Self::Script(game) => game.as_mut(),
            Self::Other(session) => session.as_mut(),
        }
    }

    fn view(&self) -> &dyn Session {
        match self {
            Self::Script(game) => game.as_ref(),
            Self::Other(session) => session.as_ref(),
        }
    }

    fn parts(&self) -> Vec<(String, Option<u128>)> {
        match self {
            Self::Script(game) => game.game().part_values(game.position()),
            Self::Other(session) => session.parts(),
        }
    }
}

/// One part as the page draws it.
#[derive(Serialize)]
struct Part {
    label: String,
    value: Option<String>,
    binary: Option<String>,
}

/// The state of `game` as JSON: who moves, the outcome, the parts with their values in binary
/// and their nim-sum, the legal moves, and the ending once over.
fn state(game: &Game) -> Value {
    let session = game.view();
    let parts = game.parts();
    let nim_sum = parts.iter().try_fold(0u128, |s, (_, v)| v.map(|v| s ^ v));
    let width = parts
        .iter()
        .filter_map(|(_, v)| *v)
        .chain(nim_sum)
        .max()
        .map_or(1, |m| (128 - m.leading_zeros()).max(1) as usize);
    let parts: Vec<Part> = parts
        .into_iter()
        .map(|(label, v)| Part {
            label,
            value: v.map(|v| v.to_string()),
            binary: v.map(|v| format!("{v:0width$b}")),
        })
        .collect();
    let (moves, more) = session.legal_moves(MOVES_LISTED);
    let over = session.over();
    let ending = over.then(|| {
        let end = session.ending();
        json!({
            "winner": if end.winner == Side::User { "you" } else { "computer" },
            "reason": end.reason,
            "lesson": end.lesson,
        })
    });
    json!({
        "to_move": if session.to_move() == Side::User { "you" } else { "computer" },
        "over": over,
        "outcome": match session.outcome() {
            sg_core::Outcome::Win => "win",
            sg_core::Outcome::Lose => "lose",
            sg_core::Outcome::Draw => "draw",
        },
        "misere": session.misere(),
        "text": session.render(Style { plain: true, colour: false }),
        "picture": session.picture(),
        "parts": parts,
        "nim_sum": if parts.len() > 1 { nim_sum.map(|s| format!("{s:0width$b}")) } else { None },
        "nim_sum_value": nim_sum.map(|s| s.to_string()),
        "moves": moves,
        "more": more,
        "played": session.moves_played(),
        "ending": ending,
    })
}

/// The computer's move where it is to move and the game goes on.
fn computer(game: &mut Game) -> Option<Value> {
    let session = game.session();
    if session.over() || session.to_move() != Side::Computer {
        return None;
    }
    session.computer_move().map(|reply| json!({ "words": reply.words, "why": reply.why }))
}

/// What `op` does to `game`.
fn answer(game: &mut Game, op: Op) -> Answer {
    match op {
        Op::Show => Ok(json!({ "state": state(game) })),
        Op::Move(text) => {
            let session = game.session();
            if session.over() {
                return Err(Refusal::bad("the game is over: start a new one"));
            }
            if session.to_move() != Side::User {
                return Err(Refusal::bad("it is the computer's move"));
            }
            if text.len() > 200 {
                return Err(Refusal::bad("a move is at most 200 characters"));
            }
            let you = session.user_move(&text).map_err(|why| Refusal::bad(format!("{why}.")))?;
            let reply = computer(game);
            Ok(json!({ "you": you, "computer": reply, "state": state(game) }))
        }
        Op::Hint => {
            let hints = game.session().hints();
            Ok(json!({
                "hints": { "moves": hints.moves, "more": hints.more, "why_none": hints.why_none },
                "state": state(game),
            }))
        }
        Op::Undo => {
            let undone = game.session().undo();
            Ok(json!({ "undone": undone, "state": state(game) }))
        }
    }
}

/// The game of `source` from `position` (as typed), `first` to move.
fn make(source: &GameRef, position: &str, first: Side) -> Result<Game, Refusal> {
    match source {
        GameRef::Script { name, source } => {
            let start = super::explore::parse_sum(position)?;
            let engine = rules::Rules::compile(name, source, super::LIMITS)?;
            let game = ScriptGame::new(engine, &start)?;
            Ok(Game::Script(Box::new(workbench::play::Match::new(game, start, first))))
        }
        GameRef::Problem(problem) => {
            let player = problem.player().ok_or_else(|| {
                Refusal::bad(format!("`{}` cannot be played yet", problem.slug()))
            })?;
            let words: Vec<String> = position.split_whitespace().map(String::from).collect();
            Ok(Game::Other(player.game_from_words(&words, first)?))
        }
        GameRef::Octal(game) => {
            let heaps = heaps(position)?;
            let table = super::octal::Table::new(game.clone(), &heaps)?;
            Ok(Game::Other(Box::new(workbench::play::Match::new(table, heaps, first))))
        }
    }
}

/// Heap sizes typed as `3 5` or `3 + 5` (`*3` is a heap of 3).
fn heaps(position: &str) -> Result<Vec<u64>, Refusal> {
    position
        .split(|c: char| c == '+' || c.is_whitespace())
        .filter(|w| !w.is_empty())
        .map(|w| {
            w.trim_start_matches('*').parse::<u64>().map_err(|_| {
                Refusal::bad(format!("a position of an octal game is heap sizes, not `{w}`"))
            })
        })
        .collect()
}

impl Sessions {
    /// Start a game of `game` from `position`, `first` to move, on a thread of its own; the
    /// computer's first move is made when it moves first. Answers with the game's id and
    /// state.
    ///
    /// # Errors
    /// [`MAX_SESSIONS`] games kept already, a position the game refuses, the script's error.
    ///
    /// # Complexity
    /// As valuing the start (a script lists every part reachable from it, within the
    /// budgets).
    pub async fn start(&self, game: GameRef, position: String, first: Side) -> Answer {
        if position.len() > 1000 {
            return Err(Refusal::bad("a position is typed in at most 1000 characters"));
        }
        {
            let mut kept = self.kept.lock().unwrap_or_else(|e| e.into_inner());
            kept.retain(|_, h| h.used.elapsed() < EXPIRY);
            if kept.len() >= MAX_SESSIONS {
                return Err(Refusal::bad(format!(
                    "{MAX_SESSIONS} games are in progress already: try again later"
                )));
            }
        }
        let (sender, receiver) = mpsc::channel::<(Op, tokio::sync::oneshot::Sender<Answer>)>();
        let (started, first_answer) = tokio::sync::oneshot::channel::<Answer>();
        let spawned =
            std::thread::Builder::new().name("game".into()).stack_size(STACK).spawn(move || {
                let made = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                    let mut game = make(&game, &position, first)?;
                    let reply = computer(&mut game);
                    Ok((json!({ "computer": reply, "state": state(&game) }), game))
                }));
                let mut game = match made {
                    Ok(Ok((answer, game))) => {
                        let _ = started.send(Ok(answer));
                        game
                    }
                    Ok(Err(refusal)) => {
                        let _ = started.send(Err(refusal));
                        return;
                    }
                    Err(_) => {
                        let _ = started.send(Err(Refusal::bad("the game could not be started")));
                        return;
                    }
                };
                while let Ok((op, reply)) = receiver.recv_timeout(EXPIRY) {
                    let answered = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                        answer(&mut game, op)
                    }));
                    let failed = answered.is_err();
                    let answer = answered.unwrap_or_else(|_| {
                        Err(Refusal::bad("the game failed on that request and was ended"))
                    });
                    let _ = reply.send(answer);
                    if failed {
                        return;
                    }
                }
            });
        if let Err(e) = spawned {
            return Err(Refusal::bad(format!("cannot start a game now: {e}")));
        }
        let mut answer =
            first_answer.await.map_err(|_| Refusal::bad("the game could not be started"))??;
        let id = format!(
            "g{}-{:x}",
            self.next.fetch_add(1, Ordering::Relaxed),
            std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map_or(0, |d| d.subsec_nanos())
        );
        self.kept
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .insert(id.clone(), Handle { sender, used: Instant::now() });
        answer["id"] = json!(id);
        Ok(answer)
    }

    /// `op` on the game `id`.
    ///
    /// # Errors
    /// No game `id` (never started, or expired), or the game's refusal (an illegal move).
    ///
    /// # Complexity
    /// That of the op: a move costs the perfect player's search.
    pub async fn ask(&self, id: &str, op: Op) -> Answer {
        let (reply, answer) = tokio::sync::oneshot::channel();
        {
            let mut kept = self.kept.lock().unwrap_or_else(|e| e.into_inner());
            let handle = kept.get_mut(id).ok_or_else(|| {
                Refusal::bad(format!("there is no game `{id}` (it may have expired): start one"))
            })?;
            handle.used = Instant::now();
            if handle.sender.send((op, reply)).is_err() {
                kept.remove(id);
                return Err(Refusal::bad("that game has ended: start a new one"));
            }
        }
        let mut answered =
            answer.await.map_err(|_| Refusal::bad("that game has ended: start a new one"))??;
        answered["id"] = json!(id);
        Ok(answered)
    }

    /// How many games are kept.
    pub fn len(&self) -> usize {
        self.kept.lock().unwrap_or_else(|e| e.into_inner()).len()
    }

    /// Whether no game is kept.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}
