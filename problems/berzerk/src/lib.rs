//! # Berzerk — Codeforces 786A / 787C
//!
//! **Game.** `n` objects stand in a circle, numbered clockwise; object 1 is a black hole, the
//! others planets. A monster starts on a planet. Rick and Morty move it in turn: each has his
//! own set of step sizes, and a move sends the monster that many objects clockwise. Whoever
//! moves it into the black hole wins; a game that never ends is a loop, which a player prefers
//! to losing. For every planet and either player starting: does the starter win, lose, or
//! loop?
//!
//! **Why it is here.** It needs draws, and it is partizan (the players' moves differ), so it
//! shows that retrograde analysis decides any game graph, not only impartial ones: a vertex is
//! a position *and* the player to move, and a move goes to the other player's vertex. Its
//! judge takes Rust (Codeforces), so the bundle is a real submission; and its graph has up to
//! `2n·(n − 1)` ≈ 10^8 edges, which it never stores.
//!
//! **Insight.** Vertex `(p, who)`: the monster on object `p`, `who` to move. The black hole is
//! a vertex without a move: the player to move there has just been beaten. Every other vertex
//! has one move per step size `x` of the player to move, to `((p + x) mod n, other)`. Then
//! retrograde analysis ([`sg_core::loopy::outcomes`]) labels every vertex won, lost or drawn
//! (a loop) for the player to move, in O(V + E). [`model`] plays the rules with no graph
//! (positions and step sizes) and labels what it reaches by the definition of the outcomes;
//! the crate's tests hold [`answer`], [`solve`] and [`explain`] to it.
//!
//! **Algorithm.** The graph is implicit ([`Circle`]): a vertex's move count is its player's
//! number of steps, and the vertices with a move to `(q, who)` are `(q − x mod n, other)` for
//! the other player's steps `x`, the black hole left out. O(n·(k_1 + k_2)) time, 9 bytes per
//! vertex; the edges are never stored.
//!
//! **Format.** `n`; then `k_1` and Rick's `k_1` steps; then `k_2` and Morty's `k_2` steps.
//! Two lines of `n − 1` words, `Win`, `Lose` or `Loop`, for the monster on objects 2 to `n`:
//! first with Rick starting, then with Morty starting. The judge has `2 ≤ n ≤ 7000` and distinct
//! steps in `1..n`; any `1 ≤ n ≤` [`MAX_OBJECTS`], any number of steps and any step of at least
//! 1 (a step of `n` goes round to where it started) are accepted, as long as
//! `n·(k_1 + k_2)` ≤ [`MAX_WORK`].

use judge::Scanner;
use sg_core::loopy::{GameGraph, Outcome, outcomes};

mod explain;
pub mod model;
#[cfg(feature = "workbench")]
mod problem;
pub use explain::{Explanation, explain, explain_text};
#[cfg(feature = "workbench")]
pub use problem::Berzerk;

/// The most objects: the graph has two vertices per object (9 bytes each).
pub const MAX_OBJECTS: u64 = 1_000_000;

/// The most edges, `n·(k_1 + k_2)`, walked backwards (about two seconds); the judge's largest
/// input has 9.8·10^7.
pub const MAX_WORK: u64 = 1 << 28;

/// A judge input.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Input {
    /// The number of objects `n`; object 1 is the black hole.
    pub objects: u64,
    /// Rick's steps, then Morty's, as given (each at least 1).
    pub steps: [Vec<u64>; 2],
}

/// The players, as indices into [`Input::steps`].
pub const PLAYERS: [&str; 2] = ["Rick", "Morty"];

impl Input {
    /// Reads the judge format: `n`, then each player's step count and steps.
    ///
    /// # Errors
    /// Truncated or non-numeric input, `n` of 0 or above [`MAX_OBJECTS`], a step of 0,
    /// `n·(k_1 + k_2)` above [`MAX_WORK`], or trailing tokens.
    ///
    /// # Complexity
    /// O(input); memory grows with the steps read, never with a declared count.
    pub fn read(sc: &mut Scanner<'_>) -> judge::Result<Self> {
        let objects = sc.read_in("the number of objects n", 1..=MAX_OBJECTS)?;
        let mut steps = [Vec::new(), Vec::new()];
        let mut edges = 0u64;
        for (who, name) in PLAYERS.iter().enumerate() {
            let count = sc.count(&format!("the number of {name}'s steps"), ..)?;
            edges = edges.saturating_add(objects.saturating_mul(count as u64));
            if edges > MAX_WORK {
                return Err(sc.position().error(format!(
                    "n·(k_1 + k_2) is at least {edges}, above the {MAX_WORK} moves this solver \
                     walks"
                )));
            }
            steps[who] = sc.read_vec(count, &format!("one of {name}'s steps"), 1..=u64::MAX)?;
        }
        sc.finish()?;
        Ok(Self { objects, steps })
    }

    /// The one writer: judge text that [`Input::read`] reads back as `self`.
    ///
    /// # Complexity
    /// O(input).
    pub fn write(&self, out: &mut Vec<u8>) {
        judge::write_line(out, [self.objects]);
        for steps in &self.steps {
            judge::write_line(
                out,
                std::iter::once(steps.len() as u64).chain(steps.iter().copied()),
            );
        }
    }
}

/// The game graph, implicit: vertex `who·n + p` is the monster on object `p` (0-based, 0 the
/// black hole) with player `who` to move.
#[derive(Debug, Clone)]
pub struct Circle {
    objects: u32,
    /// Each player's steps, reduced mod `n`.
    steps: [Vec<u32>; 2],
}

impl Circle {
    /// The graph of `input`.
    ///
    /// # Complexity
    /// O(k_1 + k_2).
    pub fn new(input: &Input) -> Self {
        let n = input.objects;
        let reduce = |steps: &Vec<u64>| steps.iter().map(|&x| (x % n) as u32).collect();
        Self { objects: n as u32, steps: [reduce(&input.steps[0]), reduce(&input.steps[1])] }
    }

    /// The vertex of the monster on object `p` (0-based) with `who` to move.
    fn vertex(&self, p: u32, who: usize) -> u32 {
        who as u32 * self.objects + p
    }
}

impl GameGraph for Circle {
    fn vertex_count(&self) -> usize {
        2 * self.objects as usize
    }

    fn move_count(&self, v: u32) -> u32 {
        let (who, p) = ((v / self.objects) as usize, v % self.objects);
        if p == 0 { 0 } else { self.steps[who].len() as u32 }
    }

    fn for_each_predecessor(&self, v: u32, mut visit: impl FnMut(u32)) {
        let (n, q) = (self.objects, v % self.objects);
        let mover = 1 - (v / n) as usize;
        let base = mover as u32 * n;
        for &x in &self.steps[mover] {
            // From `p = q − x` the mover's step `x` lands on `q`; the black hole has no move.
            let p = if q >= x { q - x } else { q + n - x };
            if p != 0 {
                visit(base + p);
            }
        }
    }
}

/// Each planet's outcome for the player who starts there: `outcomes[who][p − 1]` for the
/// monster on object `p + 1` (1-based), `who` starting.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Answer {
    /// Rick starting, then Morty starting; `n − 1` outcomes each.
    pub outcomes: [Vec<Outcome>; 2],
}

/// The outcomes of every start.
///
/// # Complexity
/// O(n·(k_1 + k_2)) time, 9 bytes per vertex.
pub fn answer(input: &Input) -> Answer {
    let circle = Circle::new(input);
    let all = outcomes(&circle);
    let n = input.objects as usize;
    Answer { outcomes: [all[1..n].to_vec(), all[n + 1..].to_vec()] }
}

/// The judge's word for an outcome.
fn word(outcome: Outcome) -> &'static [u8] {
    match outcome {
        Outcome::Win => b"Win",
        Outcome::Lose => b"Lose",
        Outcome::Draw => b"Loop",
    }
}

/// The answer as judge output: two lines of words separated by spaces.
///
/// # Complexity
/// O(n).
pub fn write_answer(answer: &Answer, out: &mut Vec<u8>) {
    for line in &answer.outcomes {
        for (i, &outcome) in line.iter().enumerate() {
            if i > 0 {
                out.push(b' ');
            }
            out.extend_from_slice(word(outcome));
        }
        out.push(b'\n');
    }
}

/// The judge path: read, answer, write (the input is at most a few numbers per step).
///
/// # Errors
/// As [`Input::read`].
///
/// # Complexity
/// As [`answer`].
pub fn solve(sc: &mut Scanner<'_>, out: &mut Vec<u8>) -> judge::Result<()> {
    let input = Input::read(sc)?;
    write_answer(&answer(&input), out);
    Ok(())
}
