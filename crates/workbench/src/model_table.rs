//! A Grundy table with no code of its own, for a problem whose model is one `sg_core::Game`
//! over integers or pairs: [`ModelTable`] names the game, and `Problem::table`'s default draws
//! it (and so `grundy table SLUG --law`) by sg-core's memoised [`Solver`], the same search the
//! differential test trusts.
//!
//! The table lists the values of single positions only (a move may still lead to a sum: the
//! solver values it by the nim-sum of its parts). Its ranges are bounded ([`MAX_N`],
//! [`MAX_XY`]): the model is the brute force, which lists every move of every position it
//! reaches.

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

/// A parameter of the rules: its option's key and its default value.
type Parameter = (&'static str, u64);

/// What draws a model table: the options, the problem's title, the parameter if any.
type Draw = fn(&Args, &str, Option<Parameter>) -> Result<Grid, String>;

/// A problem's model game as `grundy table SLUG` draws it: `Problem::MODEL_TABLE`, e.g.
/// `Some(ModelTable::line::<model::HeapRules>())`.
#[derive(Clone, Copy)]
pub struct ModelTable {
    /// The table's options, for `grundy table --help` (the default of `Problem::TABLE_OPTIONS`).
    pub options: &'static str,
    /// A parameter of the rules given as `--key V` (default `V`), for [`ModelTable::line_with`].
    parameter: Option<Parameter>,
    draw: Draw,
}

impl std::fmt::Debug for ModelTable {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("ModelTable").field("options", &self.options).finish_non_exhaustive()
    }
}

impl ModelTable {
    /// `g(n)` of one component of the game `G` over integers, for `n` in `--n A..B`.
    ///
    /// # Complexity
    /// O(1); the table costs what [`Solver::grundy`] does on the positions reached.
    pub const fn line<G: Game<Position = u64> + Default + 'static>() -> Self {
        Self { options: LINE_OPTIONS, parameter: None, draw: draw_line::<G> }
    }

    /// `g(x, y)` of one component of the game `G` over pairs, for `--x A..B --y C..D`.
    ///
    /// # Complexity
    /// O(1); the table costs what [`Solver::grundy`] does on the positions reached.
    pub const fn plane<G: Game<Position = (u64, u64)> + Default + 'static>() -> Self {
        Self { options: PLANE_OPTIONS, parameter: None, draw: draw_plane::<G> }
    }

    /// `g(n)` of the game `G::from(p)` over integers, whose rules take a parameter `p` given as
    /// `--key p` (default `default`), for `n` in `--n A..B`; `options` is the help's line.
    ///
    /// # Complexity
    /// O(1); the table costs what [`Solver::grundy`] does on the positions reached.
    pub const fn line_with<G: Game<Position = u64> + From<u64> + 'static>(
        options: &'static str,
        key: &'static str,
        default: u64,
    ) -> Self {
        Self { options, parameter: Some((key, default)), draw: draw_line_with::<G> }
    }

    /// The table of the problem titled `title`.
    ///
    /// # Errors
    /// An unknown option, a malformed range, or a range beyond [`MAX_N`] or [`MAX_XY`].
    ///
    /// # Complexity
    /// That of [`Solver::grundy`] on every position of the range and those they reach.
    pub fn draw(&self, args: &Args, title: &str) -> Result<Grid, String> {
        (self.draw)(args, title, self.parameter)
    }
}

/// `--key A..B`, within `0..=most`.
fn bounded(args: &Args, key: &str, default: (u64, u64), most: u64) -> Result<(u64, u64), String> {
    let (low, high) = args.range(key, default)?;
    if high > most {
        return Err(format!("--{key} is at most {most} for a table by the model's rules"));
    }
    Ok((low, high))
}

fn draw_line<G: Game<Position = u64> + Default>(
    args: &Args,
    title: &str,
    _: Option<Parameter>,
) -> Result<Grid, String> {
    args.only(&["n"])?;
    line_of(G::default(), args, title.to_string())
}

fn draw_line_with<G: Game<Position = u64> + From<u64>>(
    args: &Args,
    title: &str,
    parameter: Option<Parameter>,
) -> Result<Grid, String> {
    let (key, default) = parameter.expect("line_with has a parameter");
    args.only(&["n", key])?;
    let value = args.number(key, default)?;
    line_of(G::from(value), args, format!("{title} with --{key} {value}"))
}

/// The row `g(n)` for `n` in `--n`.
fn line_of<G: Game<Position = u64>>(game: G, args: &Args, title: String) -> Result<Grid, String> {
    let (low, high) = bounded(args, "n", (0, 100), MAX_N)?;
    let mut solver = Solver::new(game);
    Ok(Grid {
        title: format!("{title}: g(n) by the model's rules"),
        row_label: String::new(),
        col_label: "n".into(),
        row_keys: vec!["g(n)".into()],
        col_keys: (low..=high).map(|n| n.to_string()).collect(),
        cells: vec![(low..=high).map(|n| Cell::number(solver.grundy(&n))).collect()],
        notes: Vec::new(),
        ..Default::default()
    })
}

fn draw_plane<G: Game<Position = (u64, u64)> + Default>(
    args: &Args,
    title: &str,
    _: Option<Parameter>,
) -> Result<Grid, String> {
    args.only(&["x", "y"])?;
    let xs = bounded(args, "x", (0, 15), MAX_XY)?;
    let ys = bounded(args, "y", (0, 15), MAX_XY)?;
    let mut solver = Solver::new(G::default());
    let cells = (xs.0..=xs.1)
        .map(|x| (ys.0..=ys.1).map(|y| Cell::number(solver.grundy(&(x, y)))).collect())
        .collect();
    Ok(Grid {
        title: format!("{title}: g(x, y) by the model's rules"),
        row_label: "x".into(),
        col_label: "y".into(),
        row_keys: (xs.0..=xs.1).map(|x| x.to_string()).collect(),
        col_keys: (ys.0..=ys.1).map(|y| y.to_string()).collect(),
        cells,
        notes: Vec::new(),
        ..Default::default()
    })
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
        let grid = ModelTable::line::<OneOrTwo>().draw(&args(&["--n", "3..8"]), "T").unwrap();
        assert_eq!(values(&grid), [vec![0, 1, 2, 0, 1, 2]]);
        assert_eq!(grid.col_keys.first().map(String::as_str), Some("3"));
        assert_eq!(grid.title, "T: g(n) by the model's rules");
        let default = ModelTable::line::<OneOrTwo>().draw(&args(&[]), "T").unwrap();
        assert_eq!(default.col_keys.len(), 101);
    }

    #[test]
    fn a_parameter_chooses_the_rules() {
        let table = ModelTable::line_with::<UpTo>("--m M", "m", 3);
        let grid = table.draw(&args(&["--n", "0..6", "--m", "2"]), "T").unwrap();
        assert_eq!(values(&grid), [vec![0, 1, 2, 0, 1, 2, 0]]);
        assert!(grid.title.starts_with("T with --m 2"), "{}", grid.title);
        let grid = table.draw(&args(&["--n", "0..5"]), "T").unwrap();
        assert_eq!(values(&grid), [vec![0, 1, 2, 3, 0, 1]]);
    }

    #[test]
    fn a_plane_is_the_solvers_values() {
        let grid = ModelTable::plane::<TwoHeaps>()
            .draw(&args(&["--x", "0..3", "--y", "1..4"]), "N")
            .unwrap();
        let expected: Vec<Vec<u64>> = (0..4).map(|x| (1..5).map(|y| x ^ y).collect()).collect();
        assert_eq!(values(&grid), expected);
        assert_eq!(grid.row_keys.len(), 4);
    }

    #[test]
    fn bad_options_and_large_ranges_are_refused() {
        let line = ModelTable::line::<OneOrTwo>();
        assert!(line.draw(&args(&["--n", "0..4097"]), "T").unwrap_err().contains("at most 4096"));
        assert!(line.draw(&args(&["--x", "0..3"]), "T").unwrap_err().contains("unknown option"));
        let plane = ModelTable::plane::<TwoHeaps>();
        assert!(plane.draw(&args(&["--y", "0..256"]), "T").unwrap_err().contains("at most 255"));
    }
}
