//! The I/O edge of sg-solvers; no game mathematics lives here.
//!
//! - [`Scanner`]: whitespace-separated tokens streamed through a fixed buffer, typed reads with
//!   range checks, and errors that name line, column, the token and what was expected;
//! - [`main`]: what a problem binary's one-line `main` calls;
//! - [`Problem`]: the descriptor each problem crate exports;
//! - [`cases`]: discovery of `NAME.in` / `NAME.out` pairs and token-by-token comparison;
//! - [`table`]: value tables for pattern hunting, as text or SVG;
//! - [`random`]: a seeded generator and size classes for random inputs;
//! - [`testing`]: the per-sample test harness and bad-input checks shared by problem crates.

pub mod cases;
mod error;
pub mod problem;
pub mod random;
mod run;
mod scanner;
pub mod table;
pub mod testing;

pub use error::InputError;
pub use problem::{Generate, MakeTable, Problem, Solve};
pub use run::{main, run};
pub use scanner::{BUFFER, Int, Position, Scanner, capacity_for};

/// The result of reading and solving judge input.
pub type Result<T, E = InputError> = std::result::Result<T, E>;
