//! The runtime I/O edge of sg-solvers: what every judge binary needs and nothing else (std only,
//! no dependency), small enough to paste into a judge's single file.
//!
//! - [`Scanner`]: whitespace-separated tokens streamed through a fixed buffer, typed reads with
//!   range checks, and errors that name line, column, the token and what was expected;
//! - [`InputError`]: bad input as one positioned line;
//! - [`read_counted_lists`] / [`write_counted_lists`]: the `T` tests of `n` numbers format that
//!   Nim and its relatives share, the lists ended by a `0` of POJ and HDU
//!   ([`read_zero_terminated_lists`]), and [`write_line`];
//! - [`read_tree_edges`] / [`not_a_tree`]: the `n − 1` edges of a tree, and the error naming
//!   the first edge that closes a cycle;
//! - [`read_grid`] / [`write_grid`]: a board given as rows of characters;
//! - [`Verdicts`]: the two answer lines of a yes/no problem;
//! - [`write_u64`]: a number in decimal without a division loop, for outputs of millions;
//! - [`main`] / [`run`]: stdin through a problem's `solve` into one output buffer, exit status 2
//!   and one line on bad input; [`main_lines`]: the same for many lines of output, holding the
//!   typed answers instead of their text;
//! - [`main_interactive`] / [`Dialogue`]: an interactive problem's judge path, reading the
//!   interactor's messages as they come and flushing each move;
//! - [`Checker`] / [`checker_main`]: a typed checker (input, output, reference answer), and
//!   the same as a program in testlib's convention.
//!
//! Tools and tests (case discovery, random inputs, tables, harnesses) live in `workbench`.

mod check;
mod dialogue;
mod error;
mod graph;
mod grid;
mod lists;
mod run;
mod scanner;
mod tree;
mod verdicts;
mod write;

pub use check::{Checker, CheckerFailure, Judgement, checker_main};
pub use dialogue::{Dialogue, InteractivePath, main_interactive, run_interactive};
pub use error::InputError;
pub use graph::{GraphTest, read_graph_tests, read_successor_lists, write_graph_tests};
pub use grid::{read_grid, write_grid};
pub use lists::{
    CountedLists, ListNames, ListNaming, read_counted_lists, read_zero_terminated_lists,
    write_counted_lists, write_line, write_zero_terminated_lists,
};
pub use run::{Answers, Solve, main, main_lines, run};
pub use scanner::{BUFFER, Int, Position, Scanner, capacity_for};
pub use tree::{not_a_tree, read_tree_edges};
pub use verdicts::Verdicts;
pub use write::write_u64;

/// The result of reading and solving judge input.
pub type Result<T, E = InputError> = std::result::Result<T, E>;
