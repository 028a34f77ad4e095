//! The judge's side. It sends `t` and each game's matrix, reads the side the solution takes and
//! plays the other, either one:
//! - **as Alice** (the solution said `B`): it chooses a rule and a start, then answers every
//!   move of the solution's;
//! - **as Bob** (the solution said `A`): it reads the solution's rule and start, moves first,
//!   and answers every move.
//!
//! Every move the solution makes is checked against [`Rules`] (the model): a move that is not
//! a vertex, not across, visited or in the wrong direction gets `-2` and a wrong answer; a
//! `-1` of the solution's (it gave up, or could not move) is a wrong answer; a word other
//! than `A`/`B`, `I`/`D` is a wrong format. When the judge cannot move it says `-1` and the
//! game is won.
//!
//! **How it moves.** It plays a winning move whenever it finds one, under every strategy, so a
//! slip of the solution's loses wherever it is found:
//! - when at most [`SEARCHED`] vertices are left unvisited (every game of `n ≤ 4`, and the end
//!   of every game), it searches the rest of the game by the rules and so finds every winning
//!   move there is (and as Alice every winning opening);
//! - above that, as Bob it follows the stable pairing ([`crate::bobs_pairing`]: it wins whatever
//!   Alice does, as the crate doc proves), and as Alice it plays any move that leaves the
//!   solution no reply (a deeper slip in a large game is punished once the game is down to
//!   [`SEARCHED`] vertices, if it still can be).
//!
//! Otherwise the strategy decides: the first legal move ([`Strategy::Perfect`]), a random one
//! ([`Strategy::Random`]), or the move that leaves the solution the fewest legal replies
//! ([`Strategy::Adversarial`]). Its opening as Alice: rule `I` at vertex 1 (perfect), a random
//! one, or (adversarial) the one that leaves Bob the fewest winning first moves (searched), or,
//! in larger games, the most first moves after which Alice can leave him stuck at once.

use judge::Judgement;
use sg_core::{Moves, Outcome, Solver};
use workbench::referee::{Referee, Strategy};

use crate::model::{Rules, Token};
use crate::{Input, Rule};

/// The most unvisited vertices from which the interactor searches the rest of the game.
pub const SEARCHED: usize = 8;

/// The number of unvisited vertices.
fn unvisited(token: &Token, n: usize) -> usize {
    2 * n - token.visited.iter().map(|w| w.count_ones() as usize).sum::<usize>()
}

/// Whether the player to move from `token` loses, by search.
fn lost(solver: &mut Solver<Rules>, token: &Token) -> bool {
    solver.outcome(token) == Outcome::Lose
}

/// The interactor's move from `token` (see the module doc); `None` when it has none.
/// `pairing`: Bob's stable pairing, when the interactor plays Bob.
fn judge_move(
    solver: &mut Solver<Rules>,
    token: &Token,
    pairing: Option<&[u32]>,
    referee: &mut Referee<'_>,
) -> Option<u32> {
    let rules = solver.game().clone();
    let moves: Vec<u32> = rules.legal_moves(token).collect();
    if moves.is_empty() {
        return None;
    }
    let replies = |m: u32| rules.legal_moves(&rules.play(token, &m)).count();
    if unvisited(token, rules.matrix.n) <= SEARCHED {
        if let Some(&m) = moves.iter().find(|&&m| lost(solver, &rules.play(token, &m))) {
            return Some(m);
        }
    } else {
        if let Some(mate) = pairing.map(|p| p[token.at as usize]).filter(|m| moves.contains(m)) {
            return Some(mate);
        }
        if let Some(&m) = moves.iter().find(|&&m| replies(m) == 0) {
            return Some(m);
        }
    }
    Some(match referee.strategy {
        Strategy::Perfect => moves[0],
        Strategy::Random(_) => moves[referee.rng.below(moves.len())],
        Strategy::Adversarial => *moves.iter().min_by_key(|&&m| replies(m)).expect("a move"),
    })
}

/// Alice's opening: a rule and a start (0-based).
fn opening(solver: &mut Solver<Rules>, referee: &mut Referee<'_>) -> (Rule, u32) {
    let rules = &solver.game().clone();
    let n = rules.matrix.n;
    let openings: Vec<(Rule, u32)> = [Rule::Increasing, Rule::Decreasing]
        .into_iter()
        .flat_map(|rule| (0..2 * n as u32).map(move |s| (rule, s)))
        .collect();
    // Bob moves first, by the other rule.
    let first = |&(rule, s): &(Rule, u32)| Token::start(n, s, rule == Rule::Decreasing);
    if 2 * n <= SEARCHED {
        if let Some(&winning) = openings.iter().find(|o| lost(solver, &first(o))) {
            return winning;
        }
        if referee.strategy == Strategy::Adversarial {
            // The fewest winning first moves for Bob.
            return *openings
                .iter()
                .min_by_key(|o| {
                    let token = first(o);
                    let moves: Vec<u32> = rules.legal_moves(&token).collect();
                    moves.iter().filter(|&&m| lost(solver, &rules.play(&token, &m))).count()
                })
                .expect("an opening");
        }
    }
    match referee.strategy {
        Strategy::Perfect => openings[0],
        Strategy::Random(_) => openings[referee.rng.below(openings.len())],
        Strategy::Adversarial => {
            *openings.iter().max_by_key(|o| traps(rules, o.0, o.1)).expect("an opening")
        }
    }
}

/// How many of Bob's first moves from `start` let Alice (by `alice`'s rule) leave him stuck
/// at once: O(n²), with each vertex's edges sorted once per call.
fn traps(rules: &Rules, alice: Rule, start: u32) -> usize {
    let matrix = &rules.matrix;
    let n = matrix.n as u32;
    let (far, near) = if start < n { (n..2 * n, 0..n) } else { (0..n, n..2 * n) };
    // For each near vertex y, its far neighbours from Bob's best edge down.
    let bob_best: Vec<Vec<(u32, u32)>> = near
        .clone()
        .map(|y| {
            let mut edges: Vec<(u32, u32)> =
                far.clone().map(|x| (matrix.weight(x, y), x)).collect();
            edges.sort_unstable();
            if alice == Rule::Decreasing {
                edges.reverse(); // Bob increases: the heaviest first
            }
            edges
        })
        .collect();
    far.filter(|&x| {
        let w0 = matrix.weight(start, x);
        near.clone().filter(|&y| y != start).any(|y| {
            let w = matrix.weight(x, y);
            // Alice crosses to y; Bob needs a far vertex other than x, Bob-better than w.
            let best = bob_best[(y - near.start) as usize].iter().find(|&&(_, v)| v != x);
            alice.prefers(w, w0) && best.is_none_or(|&(b, _)| !alice.prefers(w, b))
        })
    })
    .count()
}

/// Read and check the solution's move from `token`; the position after it.
fn solution_move(
    rules: &Rules,
    token: &Token,
    referee: &mut Referee<'_>,
) -> Result<Token, Judgement> {
    let vertices = 2 * rules.matrix.n as i64;
    let v: i64 = referee.hear("the solution's move", ..)?;
    if v == -1 {
        let why = match rules.legal_moves(token).next() {
            None => "the solution had no move: it lost".to_string(),
            Some(_) => "the solution gave up (`-1`) with moves left".to_string(),
        };
        return Err(Judgement::WrongAnswer(why));
    }
    if !(1..=vertices).contains(&v) || !rules.allows(token, (v - 1) as u32) {
        referee.tell(-2)?;
        return Err(Judgement::WrongAnswer(format!(
            "illegal move from {} to {v} (after an edge of weight {})",
            token.at + 1,
            token.last
        )));
    }
    Ok(rules.play(token, &((v - 1) as u32)))
}

/// One game with the judge as Alice.
fn judge_plays_alice(rules: &Rules, referee: &mut Referee<'_>) -> Result<(), Judgement> {
    let mut solver = Solver::new(rules.clone());
    let (alice, start) = opening(&mut solver, referee);
    referee.tell(format_args!("{} {}", alice.letter(), start + 1))?;
    let mut token = Token::start(rules.matrix.n, start, alice == Rule::Decreasing);
    loop {
        token = solution_move(rules, &token, referee)?;
        let Some(y) = judge_move(&mut solver, &token, None, referee) else {
            return referee.tell(-1);
        };
        referee.tell(y + 1)?;
        token = rules.play(&token, &y);
    }
}

/// One game with the judge as Bob.
fn judge_plays_bob(rules: &Rules, referee: &mut Referee<'_>) -> Result<(), Judgement> {
    let alice = match referee.hear_word("the rule, `I` or `D`")?.as_str() {
        "I" => Rule::Increasing,
        "D" => Rule::Decreasing,
        other => {
            return Err(Judgement::WrongFormat(format!("expected `I` or `D`, found `{other}`")));
        }
    };
    let start: u32 = referee.hear("the start vertex", 1..=2 * rules.matrix.n as u32)? - 1;
    let pairing = crate::bobs_pairing(&rules.matrix, alice, start);
    let mut token = Token::start(rules.matrix.n, start, alice == Rule::Decreasing);
    let mut solver = Solver::new(rules.clone());
    loop {
        let Some(x) = judge_move(&mut solver, &token, Some(&pairing), referee) else {
            return referee.tell(-1);
        };
        referee.tell(x + 1)?;
        token = rules.play(&token, &x);
        token = solution_move(rules, &token, referee)?;
    }
}

/// The interactor (see the module doc).
///
/// # Errors
/// The judgement against the solution, naming the game.
///
/// # Complexity
/// Per game O(n² log n) for the pairing, O(n²) per move of its own (O(n³) for the
/// adversarial opening), and the search of at most [`SEARCHED`] vertices' endgames.
pub fn interact(input: &Input, referee: &mut Referee<'_>) -> Result<(), Judgement> {
    referee.tell(input.games.len())?;
    for (g, matrix) in input.games.iter().enumerate() {
        let mut text = Vec::new();
        matrix.write(&mut text);
        referee.tell(String::from_utf8_lossy(&text).trim_end())?;
        let rules = Rules { matrix: matrix.clone() };
        let played = match referee.hear_word("`A` or `B`")?.as_str() {
            "A" => judge_plays_bob(&rules, referee),
            "B" => judge_plays_alice(&rules, referee),
            other => Err(Judgement::WrongFormat(format!("expected `A` or `B`, found `{other}`"))),
        };
        played.map_err(|j| match j {
            Judgement::WrongAnswer(why) => Judgement::WrongAnswer(format!("game {}: {why}", g + 1)),
            Judgement::WrongFormat(why) => Judgement::WrongFormat(format!("game {}: {why}", g + 1)),
            accepted => accepted,
        })?;
    }
    Ok(())
}
