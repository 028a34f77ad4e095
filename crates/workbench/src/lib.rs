//! What only the tools and tests of sg-solvers need; no judge binary's path goes through here.
//!
//! - [`Problem`]: the trait each problem crate implements behind its `workbench` feature (one
//!   typed input with one reader and one writer, the fast answer, the model, the generator, the
//!   benchmarks), and [`Registered`], its face in the `grundy` command's one registry list;
//! - [`cases`]: discovery of `NAME.in` / `NAME.out` pairs and token-by-token comparison;
//! - [`fuzz`]: seeded mutations of judge inputs and runs of a binary under time and memory
//!   bounds (the fuzz harness in `crates/grundy/tests/cli/fuzz.rs`);
//! - [`random`]: a seeded generator and size classes for random inputs;
//! - [`grid`]: value grids for pattern hunting, as text or SVG;
//! - [`table`]: a problem's table, declared once (its model's game, a search checked against
//!   a closed form, or a sheet of its own) and drawn by one path;
//! - [`referee`]: interactive problems on the judge's side: interactors, strategies, and
//!   interactions in process or with a real process, under a wall-clock limit;
//! - [`play`]: `grundy play`, a game against the perfect player, and its proof on random games;
//! - [`testing`]: the shared sample, round-trip, differential and bad-input tests;
//! - [`process`]: a child process fed, drained and waited for under a wall-clock limit;
//! - [`session`]: the object-safe faces of a game against the perfect player;
//! - [`registered`]: a problem without its types, for the one registry list.

pub mod cases;
pub mod enumerate;
#[cfg(unix)]
pub mod fuzz;
pub mod grid;
pub mod play;
pub mod problem;
pub mod process;
pub mod random;
pub mod referee;
pub mod registered;
pub mod session;
pub mod table;
pub mod testing;

pub use problem::{
    Bench, CppFigures, Expected, Explainer, Hostile, Limits, MemoryRule, Problem, Rejection,
    judge_output,
};
pub use registered::{Entry, Registered};
pub use table::Table;
