//! The game by its rules, stated once: the token's legal moves on the weighted complete
//! bipartite graph and where each leads. The position carries the rule of the player to move
//! (the rules alternate with the turns), so the engine's "the player to move wins" is the
//! game's. [`answer`] searches every opening of Alice's; the interactor checks every move it
//! hears against [`Rules`] and searches them to punish a slip.

use sg_core::{Moves, Outcome, Solver};

use crate::{Input, Matrix, Side};

/// The game on one weight matrix.
#[derive(Debug, Clone)]
pub struct Rules {
    /// The graph.
    pub matrix: Matrix,
}

/// A position: where the token stands, the visited vertices, the last edge's weight and the
/// rule of the player to move.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Token {
    /// The token's vertex, 0-based (`0..n` left, `n..2n` right).
    pub at: u32,
    /// The visited vertices, one bit each (the token's among them).
    pub visited: Vec<u64>,
    /// The weight of the edge traversed last; 0 before the first move (any edge then).
    pub last: u32,
    /// Whether the player to move must go up (increasing) rather than down.
    pub increasing: bool,
}

impl Token {
    /// The token on `at` of a graph with `n` vertices a side, nothing traversed yet, the
    /// player to move going up iff `increasing`.
    pub fn start(n: usize, at: u32, increasing: bool) -> Self {
        let mut visited = vec![0u64; (2 * n).div_ceil(64)];
        visited[at as usize / 64] |= 1 << (at % 64);
        Self { at, visited, last: 0, increasing }
    }

    /// Whether `v` has been visited.
    pub fn has_visited(&self, v: u32) -> bool {
        self.visited[v as usize / 64] >> (v % 64) & 1 == 1
    }
}

impl Moves for Rules {
    type Position = Token;
    /// The vertex the token goes to.
    type Move = u32;

    /// The unvisited vertices across the token's side whose edge beats the last one in the
    /// mover's direction (any, on the first move).
    fn legal_moves<'a>(&'a self, token: &'a Token) -> impl Iterator<Item = u32> + 'a {
        let n = self.matrix.n as u32;
        let across = if token.at < n { n..2 * n } else { 0..n };
        across.filter(move |&v| {
            let w = self.matrix.weight(token.at, v);
            !token.has_visited(v)
                && (token.last == 0
                    || if token.increasing { w > token.last } else { w < token.last })
        })
    }

    fn play(&self, token: &Token, &to: &u32) -> Token {
        let mut visited = token.visited.clone();
        visited[to as usize / 64] |= 1 << (to % 64);
        Token {
            at: to,
            visited,
            last: self.matrix.weight(token.at, to),
            increasing: !token.increasing,
        }
    }
}

impl Rules {
    /// Whether moving to `to` is legal from `token`.
    ///
    /// # Complexity
    /// O(n).
    pub fn allows(&self, token: &Token, to: u32) -> bool {
        self.legal_moves(token).any(|v| v == to)
    }
}

/// Whether Alice has an opening that wins: a rule and a start from which Bob, to move first by
/// the other rule, loses. By search.
///
/// # Complexity
/// Every walk of the graph that the rules allow: small `n` only.
pub fn alice_wins(matrix: &Matrix) -> bool {
    let mut solver = Solver::new(Rules { matrix: matrix.clone() });
    (0..2 * matrix.n as u32).any(|start| {
        [false, true].into_iter().any(|bob_increasing| {
            solver.outcome(&Token::start(matrix.n, start, bob_increasing)) == Outcome::Lose
        })
    })
}

/// The side that wins every game, by search: Alice if she has a winning opening, else Bob.
///
/// # Complexity
/// As [`alice_wins`], per game.
pub fn answer(input: &Input) -> Vec<Side> {
    input.games.iter().map(|m| if alice_wins(m) { Side::Alice } else { Side::Bob }).collect()
}
