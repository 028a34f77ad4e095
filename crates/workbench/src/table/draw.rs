//! A problem's [`Table`], declared once (`Problem::TABLE`), and [`Table::draw`], the one path
//! every declared table is drawn by: refuse unknown options, read the parameters and ranges,
//! start the sheet, and ask it for every cell. The model's tables add their constructors
//! ([`Table::line`] and its kin) beside their values, in `model`.

use crate::grid::{Args, Cell, Grid};

use super::{Axis, Frame, Parameter, Parameters, Rows, Values};

/// A problem's table, declared once: `Problem::TABLE`.
#[derive(Clone, Copy)]
pub struct Table {
    /// The options, for `grundy table --help`, e.g. `--n A..B (default 0..100)`.
    pub options: &'static str,
    kind: Kind,
}

/// The options of a cell: for each move, the cells its sum leaves, each with its own cell.
pub type CellOptions = Vec<Vec<((u64, u64), Cell)>>;

/// A frame read from the options, with the named rows, the row label, the column axis and the
/// values that fill it.
type Framed<'t> =
    (Frame<'t>, Option<&'static [&'static str]>, &'static str, Axis, &'static dyn Values);

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
        let (frame, names, row_label, columns, values) = match self.kind {
            Kind::Own(draw) => return draw(args),
            Kind::Declared { .. } => self.frame(args, title)?,
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

    /// The frame `args` ask for (unknown options refused, parameters and ranges read within
    /// their bounds), with the named rows, the row label, the column axis and the values.
    fn frame<'t>(&self, args: &Args, title: &'t str) -> Result<Framed<'t>, String> {
        let (parameters, rows, columns, values) = match self.kind {
            Kind::Own(_) => return Err("the table is drawn by its own function".into()),
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
        Ok((frame, names, row_label, columns, values))
    }

    /// The cell at `row` and `column` of the table for `args`, and its options by the game's
    /// rules ([`Sheet::options`](super::Sheet::options)), each the cells whose sum it leaves with their own cells:
    /// what a value is explained by. `Ok(None)` for a table whose sheet knows no moves.
    ///
    /// # Errors
    /// As [`Table::draw`], a table drawn by its own function, or a cell outside the frame.
    ///
    /// # Complexity
    /// Starting the sheet, plus one cell per part of every option.
    pub fn options(
        &self,
        args: &Args,
        title: &str,
        (row, column): (u64, u64),
    ) -> Result<Option<(Cell, CellOptions)>, String> {
        if let Kind::Own(_) = self.kind {
            return Ok(None);
        }
        let (frame, _, _, _, values) = self.frame(args, title)?;
        let inside = |(low, high): (u64, u64), at: u64| (low..=high).contains(&at);
        if !inside(frame.rows, row) || !inside(frame.columns, column) {
            return Err(format!(
                "the cell ({row}, {column}) is outside the table's ranges: widen them"
            ));
        }
        let mut sheet = values.start(&frame)?;
        let cell = sheet.cell(row, column);
        let Some(moves) = sheet.options(row, column) else { return Ok(None) };
        let options = moves
            .into_iter()
            .map(|parts| parts.into_iter().map(|(r, c)| ((r, c), sheet.cell(r, c))).collect())
            .collect();
        Ok(Some((cell, options)))
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::Cell;
    use crate::table::fixtures::{AXIS, NIM, args, values};
    use crate::table::{Sheet, Start};

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
