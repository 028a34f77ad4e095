//! # Zigzag Game — Codeforces 1147F (interactive)
//!
//! **Game.** The complete bipartite graph on `n` left vertices `1..=n` and `n` right vertices
//! `n+1..=2n` has distinct weights: `a_ij` on the edge between `i` and `n + j`. Alice chooses a
//! rule for herself, *increasing* or *decreasing* (Bob gets the other), and a start vertex for
//! the token. Bob moves first, along any edge; then Alice, Bob, … in turn carry the token to an
//! unvisited vertex across an edge heavier (the increasing player) or lighter (the decreasing
//! one) than the edge traversed last. Who cannot move loses. The program picks Alice or Bob in
//! each of `t` games and must win every one.
//!
//! **Insight: Bob always wins, by a stable matching.** Bob learns Alice's rule and start `s`
//! before he moves, and pairs the vertices by a perfect matching `M`; he always moves from `v`
//! to `M(v)`. His first move `s → M(s)` is legal (any edge is). Alice then always moves from a
//! vertex `x` of the far side (reached along the matched edge `x M(x)`) to a vertex `y` of
//! `s`'s side, across an edge Alice-better than `w(x, M(x))`; Bob answers `y → M(y)`, which is
//! unvisited (visited vertices come in matched pairs) and is legal iff `w(y, M(y))` is
//! Bob-better than `w(x, y)`. So Bob never fails exactly when no `x`, `y` exist with
//! - `x` preferring `y` to `M(x)`: `w(x, y)` Alice-better than `w(x, M(x))`, and
//! - `y` preferring `x` to `M(y)`: `w(x, y)` Bob-better than `w(y, M(y))`,
//!
//! that is, when `M` is **stable** for these preferences: the far side ranks its edges in
//! Alice's direction, `s`'s side in Bob's. A stable matching always exists (Gale–Shapley, in
//! `sg_core::stable_matching`), and the game is finite, so Bob wins every game and the
//! program always answers `B`. The crate's tests prove it twice over: [`model`] searches the
//! game by its rules and finds no opening of Alice's that wins, on thousands of random weight
//! matrices (the differential test); and [`bobs_pairing`] is played against every strategy of
//! Alice (every rule, start and reply, searched) on thousands of small matrices, and against
//! the interactor (which punishes any slip) up to the judge's `n = 50`.
//!
//! **Algorithm.** Per game, Bob's preference lists by sorting (O(n² log n)) and Gale–Shapley's
//! deferred acceptance (O(n²)); then O(1) per move, plus O(1) to check the judge's move.
//!
//! **Format.** The judge sends `t`, then per game `n` and `n` lines of `n` weights (a
//! permutation of `1..=n²`). The program says `B`; the judge says its rule (`I` or `D`) and its
//! start; then the program prints its moves (vertex numbers) and reads the judge's: a vertex,
//! `-1` (the judge cannot move: this game is won, on to the next) or `-2` (the program's last
//! move was illegal: it stops). Every line is flushed. Codeforces: `t ≤ 50`, `n ≤ 50`, 5 s. We
//! accept `n` up to [`MAX_SIDE`] (weights must be distinct, in `1..=n²`).
//!
//! **Samples.** The statement's sample interaction plays Alice in its first game; we always
//! play Bob, so `testdata/zigzag-game/sample-1.in` holds the sample's tests (its two matrices)
//! and `.out` our choices; the whole interaction is played against the interactor under every
//! strategy.
//!
//! `testdata/*.out` hold the decision half ([`solve`]: one `B` per game).

use judge::{Dialogue, InputError, Scanner};
use sg_core::stable_matching::stable_matching;

#[cfg(feature = "workbench")]
mod interactor;
pub mod model;
#[cfg(feature = "workbench")]
mod problem;
#[cfg(feature = "workbench")]
pub use problem::ZigzagGame;

/// The largest `n` accepted: `n²` weights must fit in a `u32` (Codeforces: `n ≤ 50`).
pub const MAX_SIDE: usize = 65_535;

/// One game's graph: `n` and the weights.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Matrix {
    /// The vertices on each side.
    pub n: usize,
    /// `a_ij` at `i * n + j` (0-based): the weight of the edge between left vertex `i` and right
    /// vertex `j`; a permutation of `1..=n²`.
    pub weights: Vec<u32>,
}

impl Matrix {
    /// Reads one game: `n`, then `n²` distinct weights in `1..=n²`, row by row.
    ///
    /// # Errors
    /// Truncated or non-numeric input, `n` outside `1..=`[`MAX_SIDE`], a weight out of range
    /// or repeated (at its token).
    ///
    /// # Complexity
    /// O(n²) expected time (a hash set of the weights read); memory grows with what is read.
    pub fn read(sc: &mut Scanner<'_>) -> judge::Result<Self> {
        let n = sc.count("n, the vertices on each side", 1..=MAX_SIDE)?;
        let cells = n * n;
        let mut seen = std::collections::HashSet::new();
        let mut weights = Vec::with_capacity(judge::capacity_for(cells));
        sc.read_fold(cells, "a weight", 1..=cells as u32, (), |(), w| {
            if !seen.insert(w) {
                return Err(format!("the weight {w} appears twice: weights are distinct"));
            }
            weights.push(w);
            Ok(())
        })?;
        Ok(Self { n, weights })
    }

    /// Writes `n` and the rows.
    ///
    /// # Complexity
    /// O(n²).
    pub fn write(&self, out: &mut Vec<u8>) {
        judge::write_line(out, [self.n as u64]);
        for row in self.weights.chunks(self.n) {
            judge::write_line(out, row.iter().map(|&w| u64::from(w)));
        }
    }

    /// The weight of the edge between vertices `u` and `v` (0-based, `0..n` left, `n..2n`
    /// right), on opposite sides.
    pub fn weight(&self, u: u32, v: u32) -> u32 {
        let n = self.n as u32;
        let (left, right) = if u < n { (u, v - n) } else { (v, u - n) };
        self.weights[(left * n + right) as usize]
    }
}

/// The judge's test: the games.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Input {
    /// Each game's graph.
    pub games: Vec<Matrix>,
}

impl Input {
    /// Reads `t ≥ 1`, then `t` games ([`Matrix::read`]), to the end of the input.
    ///
    /// # Errors
    /// As [`Matrix::read`], `t = 0`, or trailing tokens.
    ///
    /// # Complexity
    /// O(input); memory grows with what is read, never with a declared count.
    pub fn read(sc: &mut Scanner<'_>) -> judge::Result<Self> {
        let t = sc.count("the number of games t", 1..)?;
        let mut games = Vec::with_capacity(judge::capacity_for(t));
        for _ in 0..t {
            games.push(Matrix::read(sc)?);
        }
        sc.finish()?;
        Ok(Self { games })
    }

    /// The one writer: judge text that [`Input::read`] reads back as `self`.
    ///
    /// # Complexity
    /// O(input).
    pub fn write(&self, out: &mut Vec<u8>) {
        judge::write_line(out, [self.games.len() as u64]);
        for game in &self.games {
            game.write(out);
        }
    }
}

/// A player of a game.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Side {
    /// Alice chooses the rules and the start; Bob moves first.
    Alice,
    /// Bob.
    Bob,
}

/// The rule a player moves by.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Rule {
    /// Each edge heavier than the last (`I`).
    Increasing,
    /// Each edge lighter than the last (`D`).
    Decreasing,
}

impl Rule {
    /// `I` or `D`.
    pub fn letter(self) -> char {
        match self {
            Self::Increasing => 'I',
            Self::Decreasing => 'D',
        }
    }

    /// Whether weight `a` is better than `b` for a player of this rule.
    pub fn prefers(self, a: u32, b: u32) -> bool {
        match self {
            Self::Increasing => a > b,
            Self::Decreasing => a < b,
        }
    }
}

/// The side to take in every game: Bob's (see the crate doc).
///
/// # Complexity
/// O(t).
pub fn answer(input: &Input) -> Vec<Side> {
    vec![Side::Bob; input.games.len()]
}

/// The sides as the program says them, one a line.
///
/// # Complexity
/// O(t).
pub fn write_answer(sides: &[Side], out: &mut Vec<u8>) {
    for &side in sides {
        out.extend_from_slice(if side == Side::Alice { b"A\n" } else { b"B\n" });
    }
}

/// The decision half of the judge path: the side of every game (what `testdata`'s `.out`
/// files hold).
///
/// # Errors
/// As [`Input::read`].
///
/// # Complexity
/// O(input).
pub fn solve(sc: &mut Scanner<'_>, out: &mut Vec<u8>) -> judge::Result<()> {
    write_answer(&answer(&Input::read(sc)?), out);
    Ok(())
}

/// Bob's pairing once Alice has chosen `alice`'s rule and the start `start` (0-based):
/// `mate[v]` for every vertex, the proposer-optimal stable matching in which the side opposite
/// `start` proposes, ranking its edges in Alice's direction, and `start`'s side accepts,
/// ranking in Bob's (see the crate doc for why it wins).
///
/// # Complexity
/// O(n² log n) time (sorting the lists), O(n²) memory.
pub fn bobs_pairing(matrix: &Matrix, alice: Rule, start: u32) -> Vec<u32> {
    let n = matrix.n as u32;
    // The far side proposes; vertex numbers of proposer x and acceptor y.
    let (far, near) = if start < n { (n, 0) } else { (0, n) };
    // The `n` vertices of a side, ranked by the weight of their edge to one vertex.
    let ordered = |key: &dyn Fn(u32) -> u32, alice_first: bool| {
        let mut list: Vec<u32> = (0..n).collect();
        list.sort_unstable_by_key(|&v| key(v)); // lightest first
        if (alice == Rule::Increasing) == alice_first {
            list.reverse();
        }
        list
    };
    let proposers: Vec<Vec<u32>> =
        (0..n).map(|x| ordered(&|y| matrix.weight(far + x, near + y), true)).collect();
    let acceptors: Vec<Vec<u32>> =
        (0..n).map(|y| ordered(&|x| matrix.weight(far + x, near + y), false)).collect();
    let partner = stable_matching(&proposers, &acceptors).expect("every list is a permutation");
    let mut mate = vec![0u32; 2 * n as usize];
    for (x, &y) in partner.iter().enumerate() {
        mate[(far + x as u32) as usize] = near + y;
        mate[(near + y) as usize] = far + x as u32;
    }
    mate
}

/// The judge path: per game, read the matrix, say `B`, and play Bob's pairing until the judge
/// says `-1`; stop at `-2`.
///
/// # Errors
/// A message that breaks the protocol (a malformed matrix, an unknown rule, an illegal move of
/// the judge's, the end of input mid-game), or a closed pipe.
///
/// # Complexity
/// O(n² log n) per game, O(1) per move.
pub fn play(d: &mut Dialogue<'_, '_>) -> Result<(), InputError> {
    let games = d.from_judge.count("the number of games t", 1..)?;
    for _ in 0..games {
        let matrix = Matrix::read(&mut d.from_judge)?;
        d.say("B")?;
        if !play_bob(d, &matrix)? {
            return Ok(());
        }
    }
    Ok(())
}

/// One game as Bob: `false` when the judge refused a move (`-2`).
fn play_bob(d: &mut Dialogue<'_, '_>, matrix: &Matrix) -> Result<bool, InputError> {
    let vertices = 2 * matrix.n as u32;
    let mut word = Vec::new();
    d.from_judge.token_into("the judge's rule", &mut word)?;
    let alice = match &word[..] {
        b"I" => Rule::Increasing,
        b"D" => Rule::Decreasing,
        _ => {
            let shown = String::from_utf8_lossy(&word[..word.len().min(40)]).into_owned();
            return Err(d
                .from_judge
                .position()
                .error(format!("expected the judge's rule (`I` or `D`), found `{shown}`")));
        }
    };
    let start = d.from_judge.read_in::<u32>("the judge's start vertex", 1..=vertices)? - 1;
    let mate = bobs_pairing(matrix, alice, start);
    let mut visited = vec![false; vertices as usize];
    visited[start as usize] = true;
    let mut at = start;
    loop {
        let to = mate[at as usize];
        visited[to as usize] = true;
        d.say(to + 1)?;
        let reply = d.from_judge.read_in::<i64>("the judge's move", -2..=i64::from(vertices))?;
        let y = match reply {
            -1 => return Ok(true),
            -2 => return Ok(false),
            0 => return Err(d.from_judge.position().error("the judge's move 0 is not a vertex")),
            y => (y - 1) as u32,
        };
        let last = matrix.weight(at, to);
        let legal = (y < matrix.n as u32) != (to < matrix.n as u32)
            && !visited[y as usize]
            && alice.prefers(matrix.weight(to, y), last);
        if !legal {
            let why = format!("the judge's move from {} to {} is not legal", to + 1, y + 1);
            return Err(d.from_judge.position().error(why));
        }
        visited[y as usize] = true;
        at = y;
    }
}
