//! [`Perfect`]: a problem's player as the `grundy` command holds it, making a [`Match`] from
//! an input, a short form or a seed.

use std::marker::PhantomData;

use sg_core::Moves;

use super::{Checked, Match, Play, Playable, Player, Session, Side, Start, Words, check};
use crate::problem::parse;
use crate::random::{Rng, Size};

/// Whether the game can start: its position has a move.
fn playable<G: Playable>(start: &Start<G>) -> bool {
    start.game.rules().legal_moves(&start.position).next().is_some()
}

/// A game against the perfect player from `start`.
fn session<G: Playable + 'static>(start: Start<G>, first: Side) -> Box<dyn Session> {
    Box::new(Match::new(start.game, start.position, first))
}

/// The [`Player`] of a [`Play`] problem, which `from_crate!` gives it (through [`Probe`]).
pub struct Perfect<P>(PhantomData<fn() -> P>);

impl<P> Perfect<P> {
    /// The player (a zero-sized value).
    pub const NEW: Self = Perfect(PhantomData);
}

/// Position `test` (1-based) of `positions`, or the first that has a move.
fn pick<G: Playable>(games: Vec<Start<G>>, test: Option<usize>) -> Result<Start<G>, String> {
    let count = games.len();
    match test {
        Some(k) if k >= 1 && k <= count => Ok(games.into_iter().nth(k - 1).expect("k ≤ count")),
        Some(k) => {
            Err(format!("there is no position {k}: the input has {count} (--test 1 to {count})"))
        }
        None => {
            let playable = games.iter().position(playable);
            games
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
fn from_seed<P: Play>(seed: u64, test: Option<usize>) -> Result<Start<P::Game>, String> {
    let mut rng = Rng::new(seed);
    for _ in 0..SEED_DRAWS {
        let games = P::games(&P::generate(&mut rng, Size::Small))?;
        if test.is_some() && !games.is_empty() || games.iter().any(playable) {
            return pick(games, test);
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
    fn game_from_input(
        &self,
        input: &[u8],
        test: Option<usize>,
        first: Side,
    ) -> Result<Box<dyn Session>, String> {
        let input = parse::<P>(input).map_err(|e| e.to_string())?;
        Ok(session(pick(P::games(&input)?, test)?, first))
    }
    fn game_from_words(&self, words: &[String], first: Side) -> Result<Box<dyn Session>, String> {
        let text = words.join(" ");
        let short = Words::parse(&text).and_then(|w| P::from_words(&w));
        match short {
            Ok(start) => Ok(session(start, first)),
            Err(why) => {
                let input = parse::<P>(text.as_bytes()).map_err(|e| {
                    format!(
                        "{why}; give {}; read as the problem's input, {}",
                        P::SHORT_FORM,
                        reader_error_in_words(&text, &e)
                    )
                })?;
                Ok(session(pick(P::games(&input)?, None)?, first))
            }
        }
    }
    fn game_from_seed(
        &self,
        seed: u64,
        test: Option<usize>,
        first: Side,
    ) -> Result<Box<dyn Session>, String> {
        Ok(session(from_seed::<P>(seed, test)?, first))
    }
    fn check(&self, games: usize, seed: u64) -> Result<Checked, String> {
        check::<P>(games, seed)
    }
}

/// How `from_crate!` finds a problem's player with no line of the problem's own: a problem
/// that implements [`Play`] has its [`Perfect`] player, any other none. (The method of
/// [`ViaPlay`] on `Probe<P>` is found before the fallback [`NoPlay`] on `&Probe<P>`, which
/// needs one more autoref.)
pub struct Probe<P>(pub PhantomData<fn() -> P>);

/// The player of a problem that implements [`Play`]; see [`Probe`].
pub trait ViaPlay {
    /// The perfect player.
    fn player(&self) -> Option<&'static dyn Player>;
}

impl<P: Play> ViaPlay for Probe<P> {
    fn player(&self) -> Option<&'static dyn Player> {
        Some(&Perfect::<P>::NEW)
    }
}

/// No player, for a problem that does not implement [`Play`]; see [`Probe`].
pub trait NoPlay {
    /// None.
    fn player(&self) -> Option<&'static dyn Player>;
}

impl<P> NoPlay for &Probe<P> {
    fn player(&self) -> Option<&'static dyn Player> {
        None
    }
}
