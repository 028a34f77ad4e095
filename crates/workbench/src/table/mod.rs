//! A problem's table for `grundy table SLUG`, declared once (`Problem::TABLE`) and drawn by one
//! code path, [`Table::draw`].
//!
//! A [`Table`] declares its options (numbers as [`Parameter`]s, ranges as [`Axis`]es, or named
//! [`Rows`]) and what fills its cells ([`Values`]). [`Table::draw`] reads and bounds the options,
//! starts one [`Sheet`] on the resulting [`Frame`], walks its cells row by row, and assembles the
//! [`Grid`](crate::grid::Grid) with its keys, notes and certificates; `grundy table` adds `--law`
//! and the SVG to any grid alike. Three kinds of values are written once here:
//!
//! - the model's game over integers or pairs ([`Table::line`], [`Table::plane`],
//!   [`Table::line_with`]): sg-core's memoised [`Solver`](sg_core::Solver), the search the
//!   differential test trusts, within [`MAX_N`] or [`MAX_XY`];
//! - [`Searched`]: the model's search up to a limit, with a declared closed form checked against
//!   every searched cell, and the closed form alone beyond the limit;
//! - [`Start`]: a problem's own [`Sheet`] (a fast function with its checks), for tables whose
//!   cells or notes are particular to the problem.
//!
//! Where a table needs more, the path has a hook: a parameter's bounds
//! ([`Parameter::within`]), an axis that no option gives but the parameters do
//! ([`Axis::derived`]), keys other than numbers ([`Sheet::row_key`]), a default range from the
//! parameters ([`Axis::default_end`]), certificates for `--law` ([`Sheet::certified`]). A table
//! whose options are not numbers at all (a graph given as a list of edges) is drawn by its own
//! function ([`Table::own`]).
//!
//! The parts: `options` (parameters, axes and rows: declared, read and bounded), `sheet` (one
//! drawing in progress), `draw` (the [`Table`] and its one path), `model` (the model's game
//! over integers or pairs) and `searched` (a search checked against a closed form).

mod draw;
#[cfg(test)]
mod fixtures;
mod model;
mod options;
mod searched;
mod sheet;

pub use draw::{CellOptions, Table};
pub use model::{MAX_N, MAX_XY};
pub use options::{Axis, Derived, Parameter, Parameters, Rows, fill};
pub use searched::{Closed, Searched};
pub use sheet::{Frame, Sheet, Start, Values};
