//! A table searched by the model's rules up to a limit, its closed form checked against every
//! searched cell and used alone beyond the limit ([`Searched`]).

use sg_core::{Game, Solver};

use crate::grid::Cell;

use super::{Frame, Sheet, Values, fill};

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
    use crate::table::fixtures::{AXIS, NIM, TwoHeaps, args, values};
    use crate::table::{Axis, Rows, Table};

    /// [`NIM`] against a wrong closed form: lost exactly where x = 2.
    const WRONG: Searched<TwoHeaps> = Searched { closed: Closed::Lost(|x, _| x == 2), ..NIM };

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
}
