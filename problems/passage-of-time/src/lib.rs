//! # Passage of Time — Luogu P6560, SBCOI2020 时光的流逝
//!
//! **Game.** A directed graph on `n` vertices, cycles and self-loops allowed. Each round names
//! a start `x` and a target `y ≠ x`; a token starts on `x` and the players, first player
//! first, move it in turn along an edge. Whoever moves it onto `y` wins; a player with no move
//! loses; a play that never ends is a draw. For each round: does the first player win, lose,
//! or can neither force a win?
//!
//! **Insight.** Moving onto `y` ends the game with the mover the winner, so a token on `y` is
//! a position where the player to move has lost, exactly as at a vertex without a move: take
//! `y`'s moves away and the round is the ordinary win/lose/draw game of one token, which
//! retrograde analysis decides (lost: no move, or every move reaches a won vertex; won: some
//! move reaches a lost one; drawn: the rest). That is [`sg_core::loopy::target`], proven
//! there against the definition-level search of the rules on every start and target of 3000
//! random graphs; [`model`] searches this problem's rules the same way, and the crate's tests
//! hold [`answer`], [`solve`] and [`explain`] to it on thousands of generated inputs.
//!
//! **Algorithm.** Build the graph and its reverse once (compressed rows, O(n + m)). Per
//! round, seed a retrograde analysis with `y` and the vertices without a move, and resolve
//! backwards until `x` is resolved or nothing is left ([`TargetGames`]): O(n + m) a round at
//! worst, O(q(n + m)) in all, about 3·10^8 steps at the judge's limits (n = 10^5,
//! m = 5·10^5, q = 500). No recursion; 9 bytes a vertex of working memory besides the graph
//! (8 bytes a vertex and an edge, both ways).
//!
//! **Memory follows the input.** The arrays cover the vertices up to the largest one an edge
//! names, not the declared `n`: a vertex no edge touches has no move and is no move's end, so
//! a round starting there is lost, and a target there is never reached. So `n` may be any
//! number below `2^32 − 1` whatever memory the machine has.
//!
//! **Format.** `n m q`; `m` lines `u v`, an edge `u → v` (1-based; repeats and self-loops
//! allowed); `q` lines `x y` with `x ≠ y`. One line per round: `1` if the first player wins,
//! `-1` if the second does (the trap: not `2`), `0` if neither can. The judge's limits (n ≤
//! 10^5, m ≤ 5·10^5, q ≤ 500) are not enforced: any `n` below `2^32 − 1`, at most
//! [`MAX_EDGES`] edges, any number of rounds. A round with `x = y` breaks the promise (the
//! game is not defined there) and is refused, pointing at `y`.
//!
//! **Samples.** Both of the statement's, byte for byte, in `testdata/passage-of-time`.

use judge::Scanner;
use sg_core::loopy::target::TargetGames;
use sg_core::loopy::{Digraph, MAX_EDGES, Outcome};

mod explain;
pub mod model;
#[cfg(feature = "workbench")]
mod problem;
pub use explain::{Explanation, explain};
#[cfg(feature = "workbench")]
pub use problem::PassageOfTime;

/// One round: the token's start and the target, 0-based, different.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Round {
    /// `x − 1`: where the token starts, the first player to move.
    pub start: u32,
    /// `y − 1`: the vertex whose entry wins.
    pub target: u32,
}

/// A judge input: the graph and the rounds, vertices 0-based.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Input {
    /// The number of vertices, `1 ≤ n < 2^32 − 1`.
    pub n: u32,
    /// The edges `(u, v)`, a move from `u` to `v`, in input order, both below `n`.
    pub edges: Vec<(u32, u32)>,
    /// The rounds, in input order.
    pub rounds: Vec<Round>,
}

/// The largest `n`: every vertex and the count itself fit `u32` with an end mark to spare.
pub const MAX_VERTICES: u32 = u32::MAX - 1;

/// `n`, `m` and `q`.
///
/// # Errors
/// Truncated or non-numeric input, `n` of 0 or above [`MAX_VERTICES`], `m` above
/// [`MAX_EDGES`].
fn read_header(sc: &mut Scanner<'_>) -> judge::Result<(u32, usize, usize)> {
    let n = sc.read_in("the number of vertices n", 1..=MAX_VERTICES)?;
    let m = sc.count("the number of edges m", ..=MAX_EDGES)?;
    let q = sc.count("the number of rounds q", ..)?;
    Ok((n, m, q))
}

/// The `m` edges `u v` (1-based), each end checked against `n` as it is read, 0-based.
///
/// # Errors
/// Truncated or non-numeric input, an end outside `1..=n`.
///
/// # Complexity
/// O(m); memory grows with the edges read.
fn read_edges(sc: &mut Scanner<'_>, n: u32, m: usize) -> judge::Result<Vec<(u32, u32)>> {
    let mut edges = Vec::with_capacity(judge::capacity_for(m));
    let mut tail = None;
    sc.read_fold(2 * m, "an edge's end (1 to n)", 1..=n, (), |(), end: u32| {
        match tail.take() {
            None => tail = Some(end - 1),
            Some(u) => edges.push((u, end - 1)),
        }
        Ok(())
    })?;
    Ok(edges)
}

/// One round `x y` (1-based), 0-based.
///
/// # Errors
/// Truncated or non-numeric input, a vertex outside `1..=n`, `y = x` (pointing at `y`).
fn read_round(sc: &mut Scanner<'_>, n: u32) -> judge::Result<Round> {
    let x: u32 = sc.read_in("the start x (1 to n)", 1..=n)?;
    let y: u32 = sc.read_in("the target y (1 to n)", 1..=n)?;
    if x == y {
        return Err(sc.position().error(format!("the target y = {y} is the start x: x ≠ y")));
    }
    Ok(Round { start: x - 1, target: y - 1 })
}

impl Input {
    /// Reads the judge format, to the end of the input.
    ///
    /// # Errors
    /// Truncated or non-numeric input, a count out of range, a vertex outside `1..=n`, a
    /// round with `x = y`, trailing tokens: one positioned line.
    ///
    /// # Complexity
    /// O(input); memory grows with what is read, never with a declared count.
    pub fn read(sc: &mut Scanner<'_>) -> judge::Result<Self> {
        let (n, m, q) = read_header(sc)?;
        let edges = read_edges(sc, n, m)?;
        let mut rounds = Vec::with_capacity(judge::capacity_for(q));
        for _ in 0..q {
            rounds.push(read_round(sc, n)?);
        }
        sc.finish()?;
        Ok(Self { n, edges, rounds })
    }

    /// The one writer: judge text that [`Input::read`] reads back as `self`.
    ///
    /// # Complexity
    /// O(input).
    pub fn write(&self, out: &mut Vec<u8>) {
        let (m, q) = (self.edges.len() as u64, self.rounds.len() as u64);
        judge::write_line(out, [u64::from(self.n), m, q]);
        for &(u, v) in &self.edges {
            judge::write_line(out, [u64::from(u) + 1, u64::from(v) + 1]);
        }
        for round in &self.rounds {
            judge::write_line(out, [u64::from(round.start) + 1, u64::from(round.target) + 1]);
        }
    }

    /// The graph of the moves, on the vertices up to the largest one an edge names (the rest
    /// have no move and are no move's end).
    ///
    /// # Complexity
    /// O(m + the largest end).
    pub fn graph(&self) -> Digraph {
        graph_of(&self.edges)
    }
}

/// The graph of `edges`, on the vertices `0..=` the largest end (none if there is no edge).
///
/// # Complexity
/// O(m + the largest end).
fn graph_of(edges: &[(u32, u32)]) -> Digraph {
    let size = edges.iter().map(|&(u, v)| u.max(v) as usize + 1).max().unwrap_or(0);
    Digraph::from_edges(size, edges)
}

/// The outcome of `round` for the first player, on `games`' graph (whose vertices are those up
/// to the largest an edge names): a start beyond them has no move, and a target beyond them
/// is never reached ([`TargetGames::outcome`] takes it as none).
///
/// # Complexity
/// O(n + m) at worst.
pub fn round_outcome(games: &mut TargetGames<'_, Digraph>, size: usize, round: Round) -> Outcome {
    if round.start as usize >= size {
        return Outcome::Lose;
    }
    games.outcome(round.start, round.target)
}

/// The outcome of every round for the first player.
///
/// # Complexity
/// O(m + q(n + m)).
pub fn answer(input: &Input) -> Vec<Outcome> {
    let graph = input.graph();
    let size = graph.vertex_count();
    let mut games = TargetGames::new(&graph);
    input.rounds.iter().map(|&round| round_outcome(&mut games, size, round)).collect()
}

/// The judge's line for an outcome of the first player: `1` won, `-1` lost, `0` drawn.
fn line(outcome: Outcome) -> &'static [u8] {
    match outcome {
        Outcome::Win => b"1\n",
        Outcome::Lose => b"-1\n",
        Outcome::Draw => b"0\n",
    }
}

/// The outcomes as judge output, one line each.
///
/// # Complexity
/// O(q).
pub fn write_answer(outcomes: &[Outcome], out: &mut Vec<u8>) {
    for &outcome in outcomes {
        out.extend_from_slice(line(outcome));
    }
}

/// The judge path: the graph read and built once, then each round answered as it is read.
///
/// # Errors
/// As [`Input::read`]; the rounds before a bad one are answered in the buffer, which the
/// judge runner drops.
///
/// # Complexity
/// O(m + q(n + m)).
pub fn solve(sc: &mut Scanner<'_>, out: &mut Vec<u8>) -> judge::Result<()> {
    let (n, m, q) = read_header(sc)?;
    let edges = read_edges(sc, n, m)?;
    let graph = graph_of(&edges);
    drop(edges);
    let size = graph.vertex_count();
    let mut games = TargetGames::new(&graph);
    for _ in 0..q {
        let round = read_round(sc, n)?;
        out.extend_from_slice(line(round_outcome(&mut games, size, round)));
    }
    sc.finish()
}
