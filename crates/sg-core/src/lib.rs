//! The mathematics of impartial games under normal play (and misère play in [`misere`]), with
//! no I/O.
//!
//! By the Sprague–Grundy theorem every impartial game position is equivalent to a Nim heap whose
//! size is the position's *Grundy value*: the mex (minimum excluded value) of the values of its
//! options. A sum of independent games has the nim-sum (XOR) of their values, and the player to
//! move loses exactly when that value is 0.
//!
//! One module per idea:
//! - [`mex`](mod@mex): the minimum excluded value, with a reusable buffer;
//! - [`nim`]: nim-sum, Bouton's winning move, the misère rule;
//! - [`moore`]: Moore's Nim_k (take from up to `k` heaps): its P-positions, a winning move,
//!   its rules, and its lost rows counted by total;
//! - [`misere`]: misère play (the last mover loses): sums decided by definition, and the
//!   anti-SG rule (the Sprague–Grundy–Jia theorem) with its conditions;
//! - [`ordinal`]: ordinals below ω^ω (transfinite Grundy values), their nim-sum, interval mex;
//! - [`staircase`]: Staircase Nim and its reduction to Nim on the odd steps;
//! - [`game`]: the definition-level engine every brute force is written with;
//! - [`outcome`]: win, lose or draw, one type for finite and loopy games;
//! - [`subtraction`]: Grundy sequences of subtraction games and their proven periods;
//! - [`octal`]: take-and-break games (octal and hexadecimal codes, `4.` and `!`), their values
//!   at research scale by sparse space, and the Guy–Smith periodicity test proven on the fly;
//! - [`coin_turning`]: coin-turning games (Mock Turtles, Ruler, …): a position's value is the
//!   nim-sum of its heads' values, proven by search over coin configurations;
//! - [`coin_turning_2d`]: coin turning on a board: products of 1-D rules (the Tartan theorem,
//!   nim-products of the rulers), connected blocks and squares with their lowbit forms, proven
//!   by search over whole boards;
//! - [`every_sg`]: Every-SG, a move in every unfinished subgame each turn: step counts (the
//!   winner drags a subgame out, the loser cuts it short), proven against the compound game;
//! - [`floor_div`]: floor-division blocks (the runs of constant `⌊n/i⌋`) and the dense
//!   numbering of the `O(√n)` quotients, for tables that depend on `n` only through them;
//! - [`csr`]: the one graph representation, compressed sparse rows, with its transpose, and
//!   the Grundy values of an acyclic one (std-only, for judge paths);
//! - [`dag`]: Grundy values of the vertices of a directed acyclic graph;
//! - [`geography`]: the token walk on an undirected graph that deletes the vertex it leaves;
//!   the player to move from `v` wins iff `v` is in every maximum matching (proof in the
//!   module);
//! - [`matching`]: which vertices of a bipartite graph are in every maximum matching, by
//!   Hopcroft–Karp and alternating paths, once per graph or kept through deletions;
//! - [`stable_matching`]: Gale–Shapley's deferred acceptance, the proposer-optimal stable
//!   matching of two sides with complete preference lists, and the blocking-pair test;
//! - [`loopy`]: games with cycles: win, lose or draw by retrograde analysis, and the
//!   generalised Sprague–Grundy values (finite, or `∞` with the finite values it reaches)
//!   that decide sums, proven against the whole sum searched by definition; reach-the-target
//!   games (whoever moves onto a vertex wins) by the same retrograde analysis (`loopy::target`);
//! - [`hackenbush`]: Green Hackenbush on rooted multigraphs, by the colon and fusion
//!   principles, proven against the game searched by cutting edges;
//! - [`basis`]: a linear basis of 64-bit vectors over GF(2);
//! - [`nimber`]: nim-multiplication, the field of nimbers below 2^64, proven against the mex
//!   definition (Turning Corners searched by the engine).
//! - [`nimber_poly`]: the same field as `GF(2)[x]/(x^64 + x^4 + x^3 + x + 1)`, for products by
//!   one carry-less multiplication (PCLMULQDQ where the CPU has it);
//! - [`law`](mod@law): the law of a Grundy table (periodic, arithmetic-periodic, closed forms of
//!   `n`'s arithmetic and bits, 2-D forms), with its evidence and, from a certificate, its proof;
//! - [`remoteness`]: how long a game lasts when the winner hurries and the loser stalls
//!   (Steinhaus), by search, within a budget of positions if asked;
//! - [`winning`]: every winning move of a sum (the moves of a component to the value
//!   `vᵢ ⊕ s`): the count, the list or the first, proven against the whole sum searched;
//! - [`wythoff`]: Wythoff's game, its P-positions `(⌊kφ⌋, ⌊kφ⌋ + k)` tested exactly for every
//!   `u64` in integers only, proven against the game searched and the Zeckendorf words.
//! - [`xor_subsets`]: the subsets of a multiset counted by XOR and by size modulo `d`, in place
//!   over the XOR range of the values so far.
//! - [`xor_trie`]: sets of small integers as binary tries in one arena: insert, union by
//!   merging, XOR of every element by a lazy tag, and the mex (Combat on a tree).
//! - [`zeckendorf`]: Zeckendorf representations (sums of non-consecutive Fibonacci numbers),
//!   Fibonacci Nim decided by the smallest term, and a digit DP counting numbers by it.

pub mod basis;
pub mod coin_turning;
pub mod coin_turning_2d;
pub mod csr;
pub mod dag;
pub mod every_sg;
pub mod floor_div;
pub mod game;
pub mod geography;
pub mod hackenbush;
pub mod law;
pub mod loopy;
pub mod matching;
pub mod mex;
pub mod misere;
pub mod moore;
pub mod nim;
pub mod nimber;
pub mod nimber_poly;
pub mod octal;
pub mod ordinal;
pub mod outcome;
pub mod remoteness;
pub mod stable_matching;
pub mod staircase;
pub mod subtraction;
pub mod tree;
pub mod winning;
pub mod wythoff;
pub mod xor_subsets;
pub mod xor_trie;
pub mod zeckendorf;

pub use basis::XorBasis;
pub use csr::CycleError;
pub use dag::dag_grundy;
pub use game::{Game, Moves, Solver};
pub use mex::{Mex, mex};
pub use nim::{NimMove, nim_sum, winning_nim_move};
pub use outcome::Outcome;
pub use subtraction::{PeriodicSequence, SubtractionGame};
