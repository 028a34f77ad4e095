//! A problem's table for `grundy table SLUG`, declared once (`Problem::TABLE`) and drawn by one
//! code path, [`Table::draw`].
//!
//! A [`Table`] declares its options (numbers as [`Parameter`]s, ranges as [`Axis`]es, or named
//! [`Rows`]) and what fills its cells ([`Values`]). [`Table::draw`] reads and bounds the options,
//! starts one [`Sheet`] on the resulting [`Frame`], walks its cells row by row, and assembles the
//! [`Grid`] with its keys, notes and certificates; `grundy table` adds `--law` and the SVG to
//! any grid alike. Three kinds of values are written once here:
//!
//! - the model's game over integers or pairs ([`Table::line`], [`Table::plane`],
//!   [`Table::line_with`]): sg-core's memoised [`Solver`], the search the differential test
//!   trusts, within [`MAX_N`] or [`MAX_XY`];
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

use std::marker::PhantomData;

use sg_core::law::Certificate;
use sg_core::{Game, Solver};

use crate::grid::{Args, Cell, Grid};

/// The largest `n` of a 1-D model table: Lasker's Nim lists about 1.5 n moves at heap `n`, so
/// g(0..=4096) is about 12 million moves.
pub const MAX_N: u64 = 4096;

/// The largest `x` or `y` of a 2-D model table.
pub const MAX_XY: u64 = 255;

/// `grundy table --help`'s line for a 1-D model table.
const LINE_OPTIONS: &str =
    "--n A..B: positions by the model's rules (default 0..100, at most 4096)";

/// `grundy table --help`'s line for a 2-D model table.
const PLANE_OPTIONS: &str =
    "--x A..B --y C..D: positions by the model's rules (default 0..15 each, at most 255)";

/// The refusal of a model table's range beyond its bound.
const MODEL_TOO_HIGH: &str = "--{key} is at most {most} for a table by the model's rules";

/// `text` with each `{name}` of `values` replaced by its value: the declared texts of a table
/// (refusals, notes) name the numbers they show this way.
///
/// # Complexity
/// O(values · text).
///
/// ```
/// let text = workbench::table::fill("--{key} is at most {most}", &[("key", "n"), ("most", "9")]);
/// assert_eq!(text, "--n is at most 9");
/// ```
pub fn fill(text: &str, values: &[(&str, &str)]) -> String {
    values
        .iter()
        .fold(text.to_string(), |text, (name, value)| text.replace(&format!("{{{name}}}"), value))
}

/// A number a table takes besides its ranges, e.g. `--m 3`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Parameter {
    /// The option's key, e.g. `m`.
    pub key: &'static str,
    /// The value when the option is not given; `None` when it must be given.
    pub default: Option<u64>,
    /// The refusal when a required option is missing (`{key}` is its key).
    pub missing: &'static str,
    /// The values the option may take, inclusive.
    pub within: (u64, u64),
    /// The refusal of a value outside [`Parameter::within`] (`{key}`, `{least}`, `{most}`).
    pub outside: &'static str,
}

impl Parameter {
    /// `--key N`, `default` when not given.
    ///
    /// # Complexity
    /// O(1).
    pub const fn new(key: &'static str, default: u64) -> Self {
        Self { key, default: Some(default), missing: "", within: (0, u64::MAX), outside: "" }
    }

    /// `--key N`, which must be given; `missing` is the refusal without it.
    ///
    /// # Complexity
    /// O(1).
    pub const fn required(key: &'static str, missing: &'static str) -> Self {
        Self { key, default: None, missing, within: (0, u64::MAX), outside: "" }
    }

    /// The values `least..=most` the option may take, and the refusal of others.
    ///
    /// # Complexity
    /// O(1).
    pub const fn within(self, least: u64, most: u64, outside: &'static str) -> Self {
        Self { within: (least, most), outside, ..self }
    }

    /// The value of the option in `args`, or its default, within its bounds.
    ///
    /// # Errors
    /// A required option missing, a value that is not a number, or one out of bounds.
    ///
    /// # Complexity
    /// O(arguments).
    fn read(&self, args: &Args) -> Result<u64, String> {
        let value = match (self.default, args.get(self.key)) {
            (None, None) => return Err(fill(self.missing, &[("key", self.key)])),
            (default, _) => args.number(self.key, default.unwrap_or(0))?,
        };
        let (least, most) = self.within;
        if !(least..=most).contains(&value) {
            let (least, most) = (least.to_string(), most.to_string());
            return Err(fill(
                self.outside,
                &[("key", self.key), ("least", &least), ("most", &most)],
            ));
        }
        Ok(value)
    }
}

/// The values of a table's [`Parameter`]s, once read.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Parameters(Vec<(&'static str, u64)>);

impl Parameters {
    /// The value of `--key`.
    ///
    /// # Panics
    /// If the table declares no parameter `key` (a bug in the declaration).
    ///
    /// # Complexity
    /// O(parameters).
    pub fn get(&self, key: &str) -> u64 {
        let found = self.0.iter().find(|(k, _)| *k == key);
        found.unwrap_or_else(|| panic!("the table declares no parameter --{key}")).1
    }
}

/// The range of an axis that no option gives, from the parameters ([`Axis::derived`]).
pub type Derived = fn(&Parameters) -> (u64, u64);

/// A range of a table, given as `--key A..B` or, for [`Axis::upto`], as `--key N` for
/// `first..=N`; with its default and bounds. The refusals are texts in which `{key}`,
/// `{least}`, `{most}` and `{span}` stand for the axis's own.
#[derive(Debug, Clone, Copy)]
pub struct Axis {
    /// The option's key, e.g. `x`.
    pub key: &'static str,
    /// What the grid calls the axis (row or column label), e.g. `x`.
    pub label: &'static str,
    /// For `--key N`: the first value shown; `None` for `--key A..B`.
    pub first: Option<u64>,
    /// The range when the option is not given.
    pub default: (u64, u64),
    /// The end of the range when the option is not given, from the parameters, where it
    /// depends on them (`default.0` stays the start).
    pub default_end: Option<fn(&Parameters) -> u64>,
    /// The least value the option may give (`A` of a range, `N` of `--key N`).
    pub least: u64,
    /// The largest value the range may reach.
    pub most: u64,
    /// The most values one table may show on this axis.
    pub span: u64,
    /// The refusal of a value below [`Axis::least`].
    pub too_low: &'static str,
    /// The refusal of a value above [`Axis::most`].
    pub too_high: &'static str,
    /// For an axis no option gives: its range, from the parameters ([`Axis::derived`]).
    pub derived: Option<Derived>,
}

impl Axis {
    /// `--key A..B`, `default` when not given, unbounded.
    ///
    /// # Complexity
    /// O(1).
    pub const fn range(key: &'static str, default: (u64, u64)) -> Self {
        Self {
            key,
            label: key,
            first: None,
            default,
            default_end: None,
            least: 0,
            most: u64::MAX,
            span: u64::MAX,
            too_low: "--{key} starts at {least}",
            too_high: "--{key} is at most {most}",
            derived: None,
        }
    }

    /// An axis labelled `label` that no option gives: its range is `range` of the parameters
    /// (say, the values of the low bits of a mask of `--bits B` bits).
    ///
    /// # Complexity
    /// O(1).
    pub const fn derived(label: &'static str, range: Derived) -> Self {
        let axis = Self::range("", (0, 0));
        Self { label, derived: Some(range), ..axis }
    }

    /// `--key N` for the values `first..=N`, `N = default` when not given, unbounded; the axis
    /// is labelled `label`.
    ///
    /// # Complexity
    /// O(1).
    pub const fn upto(key: &'static str, label: &'static str, first: u64, default: u64) -> Self {
        let axis = Self::range(key, (first, default));
        Self { label, first: Some(first), ..axis }
    }

    /// The least value the option may give, and the refusal below it.
    ///
    /// # Complexity
    /// O(1).
    pub const fn least(self, least: u64, too_low: &'static str) -> Self {
        Self { least, too_low, ..self }
    }

    /// The largest value the range may reach, and the refusal above it.
    ///
    /// # Complexity
    /// O(1).
    pub const fn most(self, most: u64, too_high: &'static str) -> Self {
        Self { most, too_high, ..self }
    }

    /// The most values one table may show on this axis.
    ///
    /// # Complexity
    /// O(1).
    pub const fn span(self, span: u64) -> Self {
        Self { span, ..self }
    }

    /// The default end of the range, from the parameters.
    ///
    /// # Complexity
    /// O(1).
    pub const fn default_end(self, end: fn(&Parameters) -> u64) -> Self {
        Self { default_end: Some(end), ..self }
    }

    /// The range given in `args` (or the default), within the bounds.
    ///
    /// # Errors
    /// A malformed value, or one beyond [`Axis::least`], [`Axis::most`] or [`Axis::span`].
    ///
    /// # Complexity
    /// O(arguments).
    fn read(&self, args: &Args, parameters: &Parameters) -> Result<(u64, u64), String> {
        if let Some(range) = self.derived {
            return Ok(range(parameters));
        }
        let end = self.default_end.map_or(self.default.1, |end| end(parameters));
        let (low, high, given) = match self.first {
            None => {
                let (low, high) = args.range(self.key, (self.default.0, end))?;
                (low, high, low)
            }
            Some(first) => {
                let n = args.number(self.key, end)?;
                (first, n, n)
            }
        };
        let text = |template: &str| {
            let (least, most, span) =
                (self.least.to_string(), self.most.to_string(), self.span.to_string());
            let values = [("key", self.key), ("least", &least), ("most", &most), ("span", &span)];
            fill(template, &values)
        };
        if given < self.least {
            return Err(text(self.too_low));
        }
        if high > self.most {
            return Err(text(self.too_high));
        }
        if high.checked_sub(low).is_some_and(|wide| wide >= self.span) {
            return Err(text("--{key} spans at most {span} values in one table"));
        }
        Ok((low, high))
    }
}

/// What a table's rows are: a range of its own, or a few named rows (a 1-D table has one).
#[derive(Debug, Clone, Copy)]
pub enum Rows {
    /// A range of values, like the columns.
    Axis(Axis),
    /// Rows of fixed names, numbered `0..keys.len()` for [`Sheet::cell`].
    Named {
        /// What the grid calls the rows.
        label: &'static str,
        /// The rows' keys.
        keys: &'static [&'static str],
    },
}

/// What one drawing of a table shows: its options once read and bounded.
#[derive(Debug, Clone)]
pub struct Frame<'a> {
    /// The problem's title.
    pub problem: &'a str,
    /// The parameters' values.
    pub parameters: Parameters,
    /// The rows shown, inclusive: values of the row axis, or indices of the named rows.
    pub rows: (u64, u64),
    /// Whether the rows are named ([`Rows::Named`]) rather than a range.
    pub named_rows: bool,
    /// The columns shown, inclusive.
    pub columns: (u64, u64),
}

impl Frame<'_> {
    /// The value of the parameter `--key`.
    ///
    /// # Panics
    /// If the table declares no parameter `key`.
    ///
    /// # Complexity
    /// O(parameters).
    pub fn parameter(&self, key: &str) -> u64 {
        self.parameters.get(key)
    }

    /// The number of cells, saturating.
    ///
    /// # Complexity
    /// O(1).
    pub fn cells(&self) -> u64 {
        let count = |(low, high): (u64, u64)| (high - low).saturating_add(1);
        count(self.rows).saturating_mul(count(self.columns))
    }

    /// The largest value of a range shown (named rows are no values).
    ///
    /// # Complexity
    /// O(1).
    pub fn largest(&self) -> u64 {
        if self.named_rows { self.columns.1 } else { self.rows.1.max(self.columns.1) }
    }
}

/// One drawing of a table in progress: [`Table::draw`] asks for each cell, row by row and
/// left to right, then for the title, notes and certificates.
pub trait Sheet {
    /// The cell at `row` (a value of the row axis, or the index of a named row) and `column`.
    fn cell(&mut self, row: u64, column: u64) -> Cell;

    /// The table's title.
    fn title(&self, frame: &Frame) -> String;

    /// The key of the row `row` of a row axis (named rows show their names); the number by
    /// default.
    fn row_key(&self, row: u64) -> String {
        row.to_string()
    }

    /// The key of the column `column`; the number by default.
    fn column_key(&self, column: u64) -> String {
        column.to_string()
    }

    /// Findings printed under the table, after every cell; none by default.
    fn notes(&mut self, _frame: &Frame) -> Vec<String> {
        Vec::new()
    }

    /// What the table's rules proved about a row, by row key ([`Grid::certified`]); none by
    /// default.
    fn certified(&mut self, _frame: &Frame) -> Vec<(String, Certificate)> {
        Vec::new()
    }
}

/// What fills a table's cells: it starts one [`Sheet`] per drawing.
pub trait Values: Sync {
    /// A sheet for `frame`.
    ///
    /// # Errors
    /// A refusal of the options together (say, a search beyond the table's budget).
    fn start(&self, frame: &Frame) -> Result<Box<dyn Sheet + '_>, String>;
}

/// A problem's own [`Sheet`] type, started by a function of the frame: `&Start(MySheet::new)`.
pub struct Start<S>(pub fn(&Frame) -> Result<S, String>);

impl<S: Sheet + 'static> Values for Start<S> {
    fn start(&self, frame: &Frame) -> Result<Box<dyn Sheet + '_>, String> {
        Ok(Box::new((self.0)(frame)?))
    }
}

/// A problem's table, declared once: `Problem::TABLE`.
#[derive(Clone, Copy)]
pub struct Table {
    /// The options, for `grundy table --help`, e.g. `--n A..B (default 0..100)`.
    pub options: &'static str,
    kind: Kind,
}

/// How a table is drawn.
// A table is one constant per problem, never held in bulk: the declared variant's size costs
// nothing, and a box would not be a constant.
#[allow(clippy::large_enum_variant)]
#[derive(Clone, Copy)]
enum Kind {
    /// By [`Table::draw`]'s one path.
    Declared {
        parameters: &'static [Parameter],
        rows: Rows,
        columns: Axis,
        values: &'static dyn Values,
    },
    /// By the problem's own function of the options.
    Own(fn(&Args) -> Result<Grid, String>),
}

impl std::fmt::Debug for Table {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Table").field("options", &self.options).finish_non_exhaustive()
    }
}

impl Table {
    /// The table of `values` over `rows` and `columns`, taking `parameters` besides; `options`
    /// is the help's line.
    ///
    /// # Complexity
    /// O(1); drawing costs what `values` does on the cells.
    pub const fn new(
        options: &'static str,
        parameters: &'static [Parameter],
        rows: Rows,
        columns: Axis,
        values: &'static dyn Values,
    ) -> Self {
        Self { options, kind: Kind::Declared { parameters, rows, columns, values } }
    }

    /// A table whose options are not numbers and ranges (a graph given as a list of edges),
    /// drawn by `draw` from the options.
    ///
    /// # Complexity
    /// O(1); drawing costs what `draw` does.
    pub const fn own(options: &'static str, draw: fn(&Args) -> Result<Grid, String>) -> Self {
        Self { options, kind: Kind::Own(draw) }
    }

    /// `g(n)` of one component of the game `G` over integers, for `n` in `--n A..B` (default
    /// `0..100`, at most [`MAX_N`]).
    ///
    /// # Complexity
    /// O(1); the table costs what [`Solver::grundy`] does on the positions reached.
    pub const fn line<G: Game<Position = u64> + Default + 'static>() -> Self {
        Self::new(
            LINE_OPTIONS,
            &[],
            Rows::Named { label: "", keys: &["g(n)"] },
            LINE,
            ModelLine::<G>::VALUES,
        )
    }

    /// `g(n)` of the game `G::from(p)` over integers, whose rules take the one `parameter`
    /// `--key p`, for `n` in `--n A..B`; `options` is the help's line.
    ///
    /// # Complexity
    /// O(1); the table costs what [`Solver::grundy`] does on the positions reached.
    pub const fn line_with<G: Game<Position = u64> + From<u64> + 'static>(
        options: &'static str,
        parameter: &'static Parameter,
    ) -> Self {
        let parameters = std::slice::from_ref(parameter);
        let rows = Rows::Named { label: "", keys: &["g(n)"] };
        Self::new(options, parameters, rows, LINE, ModelLineWith::<G>::VALUES)
    }

    /// `g(x, y)` of one component of the game `G` over pairs, for `--x A..B --y C..D` (default
    /// `0..15` each, at most [`MAX_XY`]).
    ///
    /// # Complexity
    /// O(1); the table costs what [`Solver::grundy`] does on the positions reached.
    pub const fn plane<G: Game<Position = (u64, u64)> + Default + 'static>() -> Self {
        let x = Axis::range("x", (0, 15)).most(MAX_XY, MODEL_TOO_HIGH);
        let y = Axis::range("y", (0, 15)).most(MAX_XY, MODEL_TOO_HIGH);
        Self::new(PLANE_OPTIONS, &[], Rows::Axis(x), y, ModelPlane::<G>::VALUES)
    }

    /// The table of the problem titled `title`, for the options `args`: the one path every
    /// declared table is drawn by. It refuses unknown options, reads the parameters, then the
    /// row and column ranges within their bounds, starts the sheet, and asks it for every cell
    /// row by row.
    ///
    /// # Errors
    /// An unknown option, a missing or malformed parameter, a malformed or out-of-bounds
    /// range, or the sheet's refusal.
    ///
    /// # Complexity
    /// O(cells) beyond what the sheet costs.
    pub fn draw(&self, args: &Args, title: &str) -> Result<Grid, String> {
        let (parameters, rows, columns, values) = match self.kind {
            Kind::Own(draw) => return draw(args),
            Kind::Declared { parameters, rows, columns, values } => {
                (parameters, rows, columns, values)
            }
        };
        let row_axis = match rows {
            Rows::Axis(axis) => Some(axis),
            Rows::Named { .. } => None,
        };
        let mut known: Vec<&str> = row_axis
            .iter()
            .chain([&columns])
            .filter(|axis| axis.derived.is_none())
            .map(|axis| axis.key)
            .chain(parameters.iter().map(|p| p.key))
            .collect();
        // An unknown option's refusal lists the known ones in the order the help names them.
        known.sort_by_key(|key| named_at(self.options, key));
        args.only(&known)?;
        let mut read = Parameters::default();
        for parameter in parameters {
            read.0.push((parameter.key, parameter.read(args)?));
        }
        let (row_range, row_label, names) = match rows {
            Rows::Axis(axis) => (axis.read(args, &read)?, axis.label, None),
            Rows::Named { label, keys } => ((0, keys.len() as u64 - 1), label, Some(keys)),
        };
        let column_range = columns.read(args, &read)?;
        let frame = Frame {
            problem: title,
            parameters: read,
            rows: row_range,
            named_rows: names.is_some(),
            columns: column_range,
        };
        let mut sheet = values.start(&frame)?;
        let (rows, cols) = (frame.rows.0..=frame.rows.1, frame.columns.0..=frame.columns.1);
        let cells =
            rows.clone().map(|r| cols.clone().map(|c| sheet.cell(r, c)).collect()).collect();
        let row_keys = match names {
            Some(keys) => keys.iter().map(|k| k.to_string()).collect(),
            None => rows.map(|r| sheet.row_key(r)).collect(),
        };
        Ok(Grid {
            title: sheet.title(&frame),
            row_label: row_label.into(),
            col_label: columns.label.into(),
            row_keys,
            col_keys: cols.map(|c| sheet.column_key(c)).collect(),
            cells,
            notes: sheet.notes(&frame),
            certified: sheet.certified(&frame),
        })
    }
}

/// Where `options` (a help line) first names `--key`, `usize::MAX` if it does not.
///
/// # Complexity
/// O(options).
fn named_at(options: &str, key: &str) -> usize {
    let option = format!("--{key}");
    let ends = |at: usize| {
        let next = options[at + option.len()..].chars().next();
        !next.is_some_and(|c| c.is_alphanumeric() || c == '-' || c == '_')
    };
    options.match_indices(&option).map(|(at, _)| at).find(|&at| ends(at)).unwrap_or(usize::MAX)
}

/// The columns of a 1-D model table.
const LINE: Axis = Axis::range("n", (0, 100)).most(MAX_N, MODEL_TOO_HIGH);

/// The model's game over integers: `Table::line`.
struct ModelLine<G>(PhantomData<fn() -> G>);

impl<G: Game<Position = u64> + Default + 'static> ModelLine<G> {
    const VALUES: &'static dyn Values = &ModelLine::<G>(PhantomData);
}

impl<G: Game<Position = u64> + Default + 'static> Values for ModelLine<G> {
    fn start(&self, frame: &Frame) -> Result<Box<dyn Sheet + '_>, String> {
        Ok(Box::new(LineModel {
            solver: Solver::new(G::default()),
            title: frame.problem.to_string(),
        }))
    }
}

/// The model's game over integers with a parameter: `Table::line_with`.
struct ModelLineWith<G>(PhantomData<fn() -> G>);

impl<G: Game<Position = u64> + From<u64> + 'static> ModelLineWith<G> {
    const VALUES: &'static dyn Values = &ModelLineWith::<G>(PhantomData);
}

impl<G: Game<Position = u64> + From<u64> + 'static> Values for ModelLineWith<G> {
    fn start(&self, frame: &Frame) -> Result<Box<dyn Sheet + '_>, String> {
        let (key, value) = frame.parameters.0[0];
        let title = format!("{} with --{key} {value}", frame.problem);
        Ok(Box::new(LineModel { solver: Solver::new(G::from(value)), title }))
    }
}

/// The model's game over pairs: `Table::plane`.
struct ModelPlane<G>(PhantomData<fn() -> G>);

impl<G: Game<Position = (u64, u64)> + Default + 'static> ModelPlane<G> {
    const VALUES: &'static dyn Values = &ModelPlane::<G>(PhantomData);
}

impl<G: Game<Position = (u64, u64)> + Default + 'static> Values for ModelPlane<G> {
    fn start(&self, frame: &Frame) -> Result<Box<dyn Sheet + '_>, String> {
        Ok(Box::new(PlaneModel {
            solver: Solver::new(G::default()),
            title: frame.problem.to_string(),
        }))
    }
}

/// A 1-D model table being drawn: the solver, and the title before its `: g(n) by …`.
struct LineModel<G: Game> {
    solver: Solver<G>,
    title: String,
}

impl<G: Game<Position = u64>> Sheet for LineModel<G> {
    fn cell(&mut self, _: u64, n: u64) -> Cell {
        Cell::number(self.solver.grundy(&n))
    }
    fn title(&self, _: &Frame) -> String {
        format!("{}: g(n) by the model's rules", self.title)
    }
}

/// A 2-D model table being drawn: the solver, and the title before its `: g(x, y) by …`.
struct PlaneModel<G: Game> {
    solver: Solver<G>,
    title: String,
}

impl<G: Game<Position = (u64, u64)>> Sheet for PlaneModel<G> {
    fn cell(&mut self, x: u64, y: u64) -> Cell {
        Cell::number(self.solver.grundy(&(x, y)))
    }
    fn title(&self, _: &Frame) -> String {
        format!("{}: g(x, y) by the model's rules", self.title)
    }
}

/// What the closed form of a [`Searched`] table claims of a cell at `(row, column)`.
#[derive(Debug, Clone, Copy)]
pub enum Closed {
    /// Its value.
    Value(fn(u64, u64) -> u64),
    /// Only whether it is lost (value 0); beyond the search a won cell shows `N`.
    Lost(fn(u64, u64) -> bool),
}

/// A table searched by the model's rules up to a limit, with a closed form checked against
/// every searched cell; beyond the limit the cells are the closed form's, and a note says so.
/// Its texts name their numbers as `{name}` ([`fill`]).
pub struct Searched<G: Game> {
    /// The table's title.
    pub title: &'static str,
    /// The model's game.
    pub rules: fn() -> G,
    /// The model's position at `(row, column)` (for a 1-D table, row 0).
    pub position: fn(u64, u64) -> G::Position,
    /// The search runs when no row or column shown exceeds this.
    pub limit: u64,
    /// The closed form.
    pub closed: Closed,
    /// The note when the closed form agrees with every searched cell: `{count}` cells.
    pub agrees: &'static str,
    /// The note at the first cell where it does not: `{row}`, `{column}`, the searched
    /// `{value}` and the `{closed}` form's.
    pub differs: &'static str,
    /// The note when the range exceeds the search: `{limit}`.
    pub beyond: &'static str,
    /// Notes under every table.
    pub notes: &'static [&'static str],
}

impl<G: Game + 'static> Values for Searched<G> {
    fn start(&self, frame: &Frame) -> Result<Box<dyn Sheet + '_>, String> {
        let solver = (frame.largest() <= self.limit).then(|| Solver::new((self.rules)()));
        Ok(Box::new(SearchedSheet { table: self, solver, differs: None }))
    }
}

/// A [`Searched`] table being drawn: the solver when the range is searched, and the first cell
/// where the closed form differs (row, column, searched value, closed form's text).
struct SearchedSheet<'a, G: Game> {
    table: &'a Searched<G>,
    solver: Option<Solver<G>>,
    differs: Option<(u64, u64, u64, String)>,
}

impl<G: Game> Sheet for SearchedSheet<'_, G> {
    fn cell(&mut self, row: u64, column: u64) -> Cell {
        let Some(solver) = &mut self.solver else {
            return match self.table.closed {
                Closed::Value(value) => Cell::number(value(row, column)),
                Closed::Lost(lost) if lost(row, column) => Cell::number(0),
                Closed::Lost(_) => Cell { text: "N".into(), shade: 1 },
            };
        };
        let value = solver.grundy(&(self.table.position)(row, column));
        let (agrees, closed) = match self.table.closed {
            Closed::Value(closed) => {
                let closed = closed(row, column);
                (closed == value, closed.to_string())
            }
            Closed::Lost(lost) => {
                let lost = lost(row, column);
                (lost == (value == 0), if lost { "0" } else { "N" }.to_string())
            }
        };
        if !agrees && self.differs.is_none() {
            self.differs = Some((row, column, value, closed));
        }
        Cell::number(value)
    }

    fn title(&self, _: &Frame) -> String {
        self.table.title.to_string()
    }

    fn notes(&mut self, frame: &Frame) -> Vec<String> {
        let mut notes = match &self.solver {
            Some(solver) => vec![
                format!(
                    "every cell searched by the rules ({} positions of sg-core's engine)",
                    solver.positions_solved()
                ),
                match &self.differs {
                    None => fill(self.table.agrees, &[("count", &frame.cells().to_string())]),
                    Some((row, column, value, closed)) => {
                        let (row, column, value) =
                            (row.to_string(), column.to_string(), value.to_string());
                        let values = [
                            ("row", row.as_str()),
                            ("column", &column),
                            ("value", &value),
                            ("closed", closed),
                        ];
                        fill(self.table.differs, &values)
                    }
                },
            ],
            None => vec![fill(self.table.beyond, &[("limit", &self.table.limit.to_string())])],
        };
        notes.extend(self.table.notes.iter().map(|note| note.to_string()));
        notes
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Take one or two from a heap: g(n) = n mod 3.
    #[derive(Default)]
    struct OneOrTwo;
    impl Game for OneOrTwo {
        type Position = u64;
        fn moves(&self, &n: &u64) -> Vec<Vec<u64>> {
            (1..=2.min(n)).map(|t| vec![n - t]).collect()
        }
    }

    /// Take 1 to `m` from a heap: g(n) = n mod (m + 1).
    struct UpTo(u64);
    impl From<u64> for UpTo {
        fn from(m: u64) -> Self {
            Self(m)
        }
    }
    impl Game for UpTo {
        type Position = u64;
        fn moves(&self, &n: &u64) -> Vec<Vec<u64>> {
            (1..=self.0.min(n)).map(|t| vec![n - t]).collect()
        }
    }

    /// Nim on two heaps as one component: g(x, y) = x ⊕ y.
    #[derive(Default)]
    struct TwoHeaps;
    impl Game for TwoHeaps {
        type Position = (u64, u64);
        fn moves(&self, &(x, y): &(u64, u64)) -> Vec<Vec<(u64, u64)>> {
            let left = (0..x).map(move |a| vec![(a, y)]);
            left.chain((0..y).map(move |b| vec![(x, b)])).collect()
        }
    }

    fn args(words: &[&str]) -> Args {
        Args::parse(&words.iter().map(|w| w.to_string()).collect::<Vec<_>>()).unwrap()
    }

    fn values(grid: &Grid) -> Vec<Vec<u64>> {
        grid.cells.iter().map(|r| r.iter().map(|c| c.shade).collect()).collect()
    }

    #[test]
    fn a_line_is_the_solvers_values() {
        let grid = Table::line::<OneOrTwo>().draw(&args(&["--n", "3..8"]), "T").unwrap();
        assert_eq!(values(&grid), [vec![0, 1, 2, 0, 1, 2]]);
        assert_eq!(grid.col_keys.first().map(String::as_str), Some("3"));
        assert_eq!(grid.title, "T: g(n) by the model's rules");
        let default = Table::line::<OneOrTwo>().draw(&args(&[]), "T").unwrap();
        assert_eq!(default.col_keys.len(), 101);
    }

    #[test]
    fn a_parameter_chooses_the_rules() {
        const M: Parameter = Parameter::new("m", 3);
        let table = Table::line_with::<UpTo>("--m M", &M);
        let grid = table.draw(&args(&["--n", "0..6", "--m", "2"]), "T").unwrap();
        assert_eq!(values(&grid), [vec![0, 1, 2, 0, 1, 2, 0]]);
        assert!(grid.title.starts_with("T with --m 2"), "{}", grid.title);
        let grid = table.draw(&args(&["--n", "0..5"]), "T").unwrap();
        assert_eq!(values(&grid), [vec![0, 1, 2, 3, 0, 1]]);
    }

    #[test]
    fn a_plane_is_the_solvers_values() {
        let grid =
            Table::plane::<TwoHeaps>().draw(&args(&["--x", "0..3", "--y", "1..4"]), "N").unwrap();
        let expected: Vec<Vec<u64>> = (0..4).map(|x| (1..5).map(|y| x ^ y).collect()).collect();
        assert_eq!(values(&grid), expected);
        assert_eq!(grid.row_keys.len(), 4);
    }

    #[test]
    fn bad_options_and_large_ranges_are_refused() {
        let line = Table::line::<OneOrTwo>();
        assert!(line.draw(&args(&["--n", "0..4097"]), "T").unwrap_err().contains("at most 4096"));
        assert!(line.draw(&args(&["--x", "0..3"]), "T").unwrap_err().contains("unknown option"));
        let plane = Table::plane::<TwoHeaps>();
        assert!(plane.draw(&args(&["--y", "0..256"]), "T").unwrap_err().contains("at most 255"));
    }

    /// Nim on two heaps searched up to 6, against the closed form x ⊕ y (or a wrong one).
    const NIM: Searched<TwoHeaps> = Searched {
        title: "Nim",
        rules: TwoHeaps::default,
        position: |x, y| (x, y),
        limit: 6,
        closed: Closed::Value(|x, y| x ^ y),
        agrees: "x ^ y: agrees on all {count} cells",
        differs: "x ^ y DIFFERS at ({row}, {column}): searched {value}, formula {closed}",
        beyond: "beyond {limit}: x ^ y",
        notes: &["a fixed note"],
    };
    const WRONG: Searched<TwoHeaps> = Searched { closed: Closed::Lost(|x, _| x == 2), ..NIM };
    const AXIS: Axis = Axis::range("x", (1, 3)).least(1, "--{key} starts at {least}: no").span(4);

    #[test]
    fn a_searched_table_checks_its_closed_form_and_uses_it_beyond() {
        let table = Table::new("", &[], Rows::Axis(AXIS), Axis::range("y", (0, 2)), &NIM);
        let grid = table.draw(&args(&[]), "").unwrap();
        assert_eq!(values(&grid), [vec![1, 0, 3], vec![2, 3, 0], vec![3, 2, 1]]);
        assert_eq!(grid.notes[1..], ["x ^ y: agrees on all 9 cells", "a fixed note"]);
        let beyond = table.draw(&args(&["--x", "7..8", "--y", "1..1"]), "").unwrap();
        assert_eq!(values(&beyond), [vec![6], vec![9]]);
        assert_eq!(beyond.notes, ["beyond 6: x ^ y", "a fixed note"]);
        let wrong = Table::new("", &[], Rows::Axis(AXIS), Axis::range("y", (0, 2)), &WRONG);
        let grid = wrong.draw(&args(&[]), "").unwrap();
        assert_eq!(grid.notes[1], "x ^ y DIFFERS at (1, 1): searched 0, formula N");
        let beyond = wrong.draw(&args(&["--x", "7..8", "--y", "1..1"]), "").unwrap();
        assert_eq!(beyond.cells[0][0].text, "N");
    }

    /// The masks below `2^bits` as a grid of high and low halves, keyed in binary.
    struct Halves(u64);
    impl Sheet for Halves {
        fn cell(&mut self, high: u64, low: u64) -> Cell {
            Cell::number(high << (self.0 / 2) | low)
        }
        fn title(&self, _: &Frame) -> String {
            format!("{} bits", self.0)
        }
        fn row_key(&self, high: u64) -> String {
            format!("{high:b}")
        }
    }
    const HALVES: Table = Table::new(
        "--bits B",
        &[Parameter::new("bits", 2).within(1, 4, "--{key} lies in {least}..={most}")],
        Rows::Axis(Axis::derived("high", |p| (0, (1 << p.get("bits").div_ceil(2)) - 1))),
        Axis::derived("low", |p| (0, (1 << (p.get("bits") / 2)) - 1)),
        &Start(|frame| Ok(Halves(frame.parameter("bits")))),
    );

    #[test]
    fn derived_axes_follow_their_parameters() {
        let grid = HALVES.draw(&args(&["--bits", "3"]), "").unwrap();
        assert_eq!(values(&grid), [vec![0, 1], vec![2, 3], vec![4, 5], vec![6, 7]]);
        assert_eq!(grid.row_keys, ["0", "1", "10", "11"]);
        assert_eq!((grid.row_label.as_str(), grid.col_keys.join(" ")), ("high", "0 1".into()));
        assert_eq!(HALVES.draw(&args(&[]), "").unwrap().title, "2 bits");
        assert_eq!(HALVES.draw(&args(&["--bits", "5"]), "").unwrap_err(), "--bits lies in 1..=4");
        let unknown = HALVES.draw(&args(&["--high", "0..1"]), "").unwrap_err();
        assert!(unknown.ends_with("this table takes: --bits"), "{unknown}");
    }

    #[test]
    fn axes_and_parameters_refuse_with_their_texts() {
        const PARAMETERS: &[Parameter] = &[Parameter::required("k", "--{key} is needed")];
        let upto = Axis::upto("upto", "n", 1, 5).least(1, "--{key} is from {least} to {most}");
        let upto = upto.most(9, "--{key} is from {least} to {most}");
        let table = Table::new("", PARAMETERS, Rows::Axis(AXIS), upto, &NIM);
        let refusal = |words: &[&str]| table.draw(&args(words), "").unwrap_err();
        assert_eq!(refusal(&[]), "--k is needed");
        assert_eq!(refusal(&["--k", "1", "--x", "0..2"]), "--x starts at 1: no");
        assert_eq!(
            refusal(&["--k", "1", "--x", "1..5"]),
            "--x spans at most 4 values in one table"
        );
        assert_eq!(refusal(&["--k", "1", "--upto", "0"]), "--upto is from 1 to 9");
        assert_eq!(refusal(&["--k", "1", "--upto", "10"]), "--upto is from 1 to 9");
        let grid = table.draw(&args(&["--k", "1"]), "").unwrap();
        assert_eq!((grid.row_keys.len(), grid.col_keys.join(" ")), (3, "1 2 3 4 5".into()));
        assert_eq!(grid.col_label, "n");
        let help =
            Table::new("--k K; --upto N; --x A..B", PARAMETERS, Rows::Axis(AXIS), upto, &NIM);
        let unknown = help.draw(&args(&["--z", "1"]), "").unwrap_err();
        assert!(unknown.ends_with("this table takes: --k, --upto, --x"), "{unknown}");
    }
}
