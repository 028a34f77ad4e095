//! One drawing of a table in progress: the [`Frame`] it shows (the options once read), the
//! [`Sheet`] that fills its cells, and the [`Values`] that start a sheet per drawing.

use sg_core::law::Certificate;

use crate::grid::Cell;

use super::Parameters;

/// What one drawing of a table shows: its options once read and bounded.
#[derive(Debug, Clone)]
pub struct Frame<'a> {
    /// The problem's title.
    pub problem: &'a str,
    /// The parameters' values.
    pub parameters: Parameters,
    /// The rows shown, inclusive: values of the row axis, or indices of the named rows.
    pub rows: (u64, u64),
    /// Whether the rows are named ([`Rows::Named`](super::Rows::Named)) rather than a range.
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

/// One drawing of a table in progress: [`Table::draw`](super::Table::draw) asks for each cell,
/// row by row and left to right, then for the title, notes and certificates.
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

    /// The options of the cell at `row` and `column`, by the game's rules: for each move, the
    /// cells whose sum it leaves (`(row, column)` each, a named row by its index; none for the
    /// empty sum). `None` (the default) where the table's cells are not positions of one game
    /// whose moves it knows. What `grundy serve` explains a value by: the options' values and
    /// their mex.
    fn options(&mut self, _row: u64, _column: u64) -> Option<Vec<Vec<(u64, u64)>>> {
        None
    }

    /// What the table's rules proved about a row, by row key
    /// ([`Grid::certified`](crate::grid::Grid::certified)); none by default.
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
