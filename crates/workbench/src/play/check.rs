//! The proof of a game's player: on random games to their end, the insight, the words and the
//! perfect player are held to the rules searched by sg-core's engine.

use std::fmt::Write as _;

use sg_core::remoteness::{Convention, RemotenessSolver};
use sg_core::{Moves, Outcome, Solver};

use super::round::{perfect_move, stalling};
use super::{Checked, MoveOf, Play, Playable, PositionOf};
use crate::random::{Rng, Size};

/// The moves the longest-game searches of one game in [`check`] may list in all (games too
/// large for it are checked without it from then on).
pub const CHECK_WORK: usize = 1 << 14;

/// How many of a position's moves [`check`] reads back from their words (all when there are
/// this few; the outcome of every move is checked).
const WORDS_CHECKED: usize = 16;

/// The rules searched by their definition: sg-core's memoised mex under normal play, the
/// remoteness search of whole positions under misère play (no Grundy value at all).
enum Model<R: Moves> {
    Normal(Solver<R>),
    Misere(RemotenessSolver<R>),
}

impl<R: Moves> Model<R> {
    fn new(rules: R, misere: bool) -> Self {
        if misere {
            Self::Misere(RemotenessSolver::new(rules, Convention::Misere))
        } else {
            Self::Normal(Solver::new(rules))
        }
    }

    /// Whether the player to move wins `position`, by search.
    fn wins(&mut self, position: &R::Position) -> bool {
        match self {
            Self::Normal(solver) => {
                // The position's own parts too, as the engine keys every option.
                let parts = solver.game().parts(position.clone());
                solver.outcome_of_sum(&parts) == Outcome::Win
            }
            Self::Misere(solver) => solver.remoteness(position).wins,
        }
    }
}

/// Prove `P`'s perfect player on `games` random games from `seed` (see [`check_with`]).
///
/// # Errors
/// The first failure, with the position.
///
/// # Complexity
/// Each game searches its positions by the rules: small inputs only.
pub fn check<P: Play>(games: usize, seed: u64) -> Result<Checked, String> {
    check_with::<P>(games, seed, &|game: &P::Game| {
        let mut search = stalling(game, CHECK_WORK, CHECK_WORK);
        Box::new(move |game, p| perfect_move(game, &mut search, p).map(|(m, _)| m))
    })
}

/// A player as [`check_with`] tests it: made afresh for each game, it answers a position of
/// that game with a move.
pub type Chooser<G> = Box<dyn FnMut(&G, &PositionOf<G>) -> Option<MoveOf<G>>>;

/// Play `games` random games of `P` from generated small inputs, each to its end by random
/// moves (half of them the player's), and check at every position, against the model:
/// - the insight's outcome ([`Playable::outcome`]) is the rules' searched by their definition
///   (the model);
/// - the hint ([`Playable::winning_moves`]) is exactly the legal moves after which the model
///   says the next player loses;
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
    new_player: &dyn Fn(&P::Game) -> Chooser<P::Game>,
) -> Result<Checked, String> {
    let mut rng = Rng::new(seed);
    let mut checked = Checked::default();
    let mut barren = 0;
    while checked.games < games {
        let input = P::generate(&mut rng, Size::Small);
        let starts = P::games(&input)?;
        barren = if starts.is_empty() { barren + 1 } else { 0 };
        if barren > 1000 {
            return Err("the generator gives inputs without positions".into());
        }
        for start in starts.into_iter().take(games - checked.games) {
            let game = start.game;
            let rules = game.rules();
            let mut model = Model::new(rules.clone(), game.misere());
            let mut choose = new_player(&game);
            let mut position = start.position;
            loop {
                let moves: Vec<MoveOf<P::Game>> = rules.legal_moves(&position).collect();
                check_position(&game, &mut model, &position, &moves, &mut rng, &mut checked)?;
                if moves.is_empty() {
                    break;
                }
                let chosen = choose(&game, &position)
                    .ok_or_else(|| format!("{position:?}: the player found no move"))?;
                if !moves.contains(&chosen) {
                    return Err(format!("{position:?}: the player's move {chosen:?} is illegal"));
                }
                let won = model.wins(&position);
                if won && model.wins(&rules.play(&position, &chosen)) {
                    return Err(format!(
                        "{position:?} is won, but the player's move `{}` leaves a won position",
                        game.describe(&position, &chosen)
                    ));
                }
                if won {
                    checked.won += 1
                } else {
                    checked.lost += 1
                }
                let next =
                    if rng.chance(1, 2) { chosen } else { moves[rng.below(moves.len())].clone() };
                position = rules.play(&position, &next);
            }
            checked.games += 1;
        }
    }
    Ok(checked)
}

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
fn check_position<G: Playable>(
    game: &G,
    model: &mut Model<G::Rules>,
    position: &PositionOf<G>,
    moves: &[MoveOf<G>],
    rng: &mut Rng,
    checked: &mut Checked,
) -> Result<(), String> {
    let rules = game.rules();
    let won = model.wins(position);
    let said = game.outcome(position);
    if said != if won { Outcome::Win } else { Outcome::Lose } {
        return Err(format!("{position:?}: the insight says {said:?}, the model won = {won}"));
    }
    let hint: Vec<MoveOf<G>> = game.winning_moves(position).collect();
    for m in &hint {
        if !moves.contains(m) {
            return Err(format!("{position:?}: the hint {m:?} is not a legal move"));
        }
    }
    for (i, m) in moves.iter().enumerate() {
        let words = game.describe(position, m);
        // The words of every move when there are few, else of a sample (a listed move is
        // looked for among all of them).
        if moves.len() <= WORDS_CHECKED || rng.below(moves.len()) < WORDS_CHECKED || i == 0 {
            let read = game.parse_move(position, &words);
            if read.as_ref() != Ok(m) {
                return Err(format!("{position:?}: `{words}` ({m:?}) reads back as {read:?}"));
            }
            let other = renumbered(&words, rng);
            if let Ok(read) = game.parse_move(position, &other) {
                if !moves.contains(&read) {
                    return Err(format!("{position:?}: `{other}` is read as the illegal {read:?}"));
                }
            }
        }
        let wins = !model.wins(&rules.play(position, m));
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

/// Play one game of `game` from `position` to its end through a [`Match`](super::Match) (what
/// `grundy play` and the page run), `first` to move, the user's moves chosen at random by
/// `rng`, and hold the computer to `wins`, an independent judge of "the player to move wins"
/// (the model searched by sg-core's engine): every computer move from a won position must
/// leave one `wins` calls lost, and a computer that held a won position must win the game.
/// Returns whether the computer held a won position (and so won).
///
/// A problem's test runs it from every small start, both sides first:
///
/// ```ignore
/// for first in [Side::Computer, Side::User] {
///     let start = MyProblem::from_words(&Words::parse("3 5").unwrap()).unwrap();
///     won += usize::from(perfect_game(start.game, start.position, first, &mut rng, &mut wins)?);
/// }
/// ```
///
/// # Errors
/// The first failure, with the position and the move.
///
/// # Complexity
/// One `wins` call before and after each computer move, one listing of the legal moves per
/// user move, until the game ends.
pub fn perfect_game<G: Playable>(
    game: G,
    position: PositionOf<G>,
    first: super::Side,
    rng: &mut Rng,
    wins: &mut dyn FnMut(&PositionOf<G>) -> bool,
) -> Result<bool, String> {
    use crate::session::Session as _;
    let mut session = super::Match::new(game, position, first);
    let mut held_a_win = false;
    while !session.over() {
        let before = session.position().clone();
        if session.to_move() == super::Side::Computer {
            let won = wins(&before);
            held_a_win |= won;
            session.computer_move().ok_or_else(|| format!("{before:?}: no computer move"))?;
            if won && wins(session.position()) {
                let after = session.position();
                return Err(format!("{before:?} is won, but the computer left {after:?}, won too"));
            }
        } else {
            let (moves, _) = session.legal_moves(usize::MAX);
            let chosen = &moves[rng.below(moves.len())];
            session.user_move(chosen).map_err(|e| format!("{before:?}: `{chosen}`: {e}"))?;
        }
    }
    let winner = session.ending().winner;
    if held_a_win && winner != super::Side::Computer {
        return Err(format!("the computer held a won position and lost (first: {first:?})"));
    }
    Ok(held_a_win)
}
