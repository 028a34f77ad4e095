//! The model's game as a table: `g(n)` over integers ([`Table::line`], [`Table::line_with`])
//! or `g(x, y)` over pairs ([`Table::plane`]), each cell from sg-core's memoised [`Solver`],
//! within [`MAX_N`] or [`MAX_XY`].

use std::marker::PhantomData;

use sg_core::{Game, Solver};

use crate::grid::Cell;

use super::{Axis, Frame, Parameter, Rows, Sheet, Table, Values};

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

impl Table {
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
    /// The model's moves from heap `n`, each part a cell of the one row.
    fn options(&mut self, row: u64, n: u64) -> Option<Vec<Vec<(u64, u64)>>> {
        let moves = self.solver.game().moves(&n);
        Some(moves.into_iter().map(|m| m.into_iter().map(|part| (row, part)).collect()).collect())
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
    /// The model's moves from `(x, y)`, each part a cell.
    fn options(&mut self, x: u64, y: u64) -> Option<Vec<Vec<(u64, u64)>>> {
        Some(self.solver.game().moves(&(x, y)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::table::fixtures::{TwoHeaps, args, values};

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
}
