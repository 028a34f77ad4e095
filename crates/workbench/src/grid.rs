//! Tables of values for pattern hunting (`grundy table`), and the tiny `--key value` argument
//! reader that problem crates use to describe which table they draw. A table is drawn as text
//! ([`Grid::to_text`]) or as an SVG heat map ([`to_svg`]).

mod svg;

use std::fmt::Write as _;

pub use svg::{MAX_BANDS, OUTLINE, ZERO_FILL, to_svg};

/// One cell: the text shown and a number that picks its colour in a drawing.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Cell {
    /// What the cell shows, e.g. `3` or `ω+1`.
    pub text: String,
    /// The colour class, ordered like the values: 0 is a lost position (a P-position), drawn
    /// apart and outlined; a larger shade is never drawn lighter; equal shades, equal colours.
    pub shade: u64,
}

impl Cell {
    /// A cell showing a number, coloured by it.
    pub fn number(value: u64) -> Self {
        Self { text: value.to_string(), shade: value }
    }
}

/// A titled grid of cells with labelled rows and columns; a 1-D table has one row.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Grid {
    /// What the table shows.
    pub title: String,
    /// What the rows are indexed by, e.g. `x`.
    pub row_label: String,
    /// What the columns are indexed by, e.g. `y`.
    pub col_label: String,
    /// One key per row.
    pub row_keys: Vec<String>,
    /// One key per column.
    pub col_keys: Vec<String>,
    /// `cells[r][c]`.
    pub cells: Vec<Vec<Cell>>,
    /// Findings printed under the table (periods, preperiods, …).
    pub notes: Vec<String>,
    /// What the table's own rules proved about a row, by row key (a period by the Guy–Smith
    /// test or a subtraction game's repeated window): `grundy table … --law` calls the row's
    /// law proven when it agrees. Empty for most tables: their laws hold for the cells shown.
    pub certified: Vec<(String, sg_core::law::Certificate)>,
}

impl Grid {
    /// The table as aligned text: a header of column keys, then one line per row.
    ///
    /// # Complexity
    /// O(cells).
    pub fn to_text(&self) -> String {
        // A table with no rows is its title and notes (a summary of values too many to print).
        if self.cells.is_empty() {
            let mut out = format!("{}\n", self.title);
            for note in &self.notes {
                let _ = writeln!(out, "{note}");
            }
            return out;
        }
        // A long 1-D table prints as a strip cut into lines of 20 values.
        if self.cells.len() == 1 && self.col_keys.len() > 20 {
            let mut out = format!("{}\n", self.title);
            for start in (0..self.col_keys.len()).step_by(20) {
                let end = (start + 20).min(self.col_keys.len());
                // Only this chunk's cells: cloning the whole strip here made printing quadratic.
                let chunk = Grid {
                    title: String::new(),
                    row_label: self.row_label.clone(),
                    col_label: self.col_label.clone(),
                    row_keys: self.row_keys.clone(),
                    col_keys: self.col_keys[start..end].to_vec(),
                    cells: vec![self.cells[0][start..end].to_vec()],
                    notes: Vec::new(),
                    ..Default::default()
                };
                out += chunk.to_text().trim_start_matches('\n');
            }
            for note in &self.notes {
                let _ = writeln!(out, "{note}");
            }
            return out;
        }
        let width = self
            .cells
            .iter()
            .flatten()
            .map(|c| c.text.chars().count())
            .chain(self.col_keys.iter().map(|k| k.chars().count()))
            .max()
            .unwrap_or(1);
        let key_width = self
            .row_keys
            .iter()
            .map(|k| k.chars().count())
            .chain([format!("{}\\{}", self.row_label, self.col_label).chars().count()])
            .max()
            .unwrap_or(1);
        let mut out = format!("{}\n", self.title);
        let corner = format!("{}\\{}", self.row_label, self.col_label);
        let _ = write!(out, "{corner:>key_width$} |");
        for k in &self.col_keys {
            let _ = write!(out, " {k:>width$}");
        }
        out.push('\n');
        for (key, row) in self.row_keys.iter().zip(&self.cells) {
            let _ = write!(out, "{key:>key_width$} |");
            for c in row {
                let _ = write!(out, " {:>width$}", c.text);
            }
            out.push('\n');
        }
        for note in &self.notes {
            let _ = writeln!(out, "{note}");
        }
        out
    }
}

/// `--key value` pairs given after a table's name.
#[derive(Debug, Clone, Default)]
pub struct Args {
    pairs: Vec<(String, String)>,
}

impl Args {
    /// Read `--key value` (or `--key=value`) pairs, each key at most once.
    ///
    /// # Errors
    /// A word that is not `--key` followed by a value, or a key given twice (which of the two
    /// was meant is not for the table to guess).
    ///
    /// # Complexity
    /// O(arguments²).
    ///
    /// ```
    /// let twice = ["--upto", "10", "--upto=20"].map(String::from);
    /// let error = workbench::grid::Args::parse(&twice).unwrap_err();
    /// assert_eq!(error, "`--upto` is given twice (`10` and `20`); give each option once");
    /// ```
    pub fn parse(words: &[String]) -> Result<Self, String> {
        let mut pairs = Vec::new();
        let mut rest = words.iter();
        while let Some(word) = rest.next() {
            let key = word
                .strip_prefix("--")
                .ok_or_else(|| format!("expected an option like `--upto 100`, found `{word}`"))?;
            let (key, value) = match key.split_once('=') {
                Some((key, value)) => (key, value),
                None => {
                    (key, rest.next().ok_or_else(|| format!("`--{key}` needs a value"))?.as_str())
                }
            };
            if let Some((_, first)) = pairs.iter().find(|(k, _)| k == key) {
                return Err(format!(
                    "`--{key}` is given twice (`{first}` and `{value}`); give each option once"
                ));
            }
            pairs.push((key.to_string(), value.to_string()));
        }
        Ok(Self { pairs })
    }

    /// `--key` as one of `values` (say `["on", "off", "auto"]`), if given; the error lists
    /// them as `on|off|auto`, the way a table's help shows them ([`choices`]).
    ///
    /// # Errors
    /// A value not among `values`.
    ///
    /// # Complexity
    /// O(arguments + values).
    ///
    /// ```
    /// let args = workbench::grid::Args::parse(&["--progress".into(), "x".into()]).unwrap();
    /// let error = args.choice("progress", &["on", "off"]).unwrap_err();
    /// assert_eq!(error, "`--progress` takes on|off, not `x`");
    /// ```
    pub fn choice(&self, key: &str, values: &[&str]) -> Result<Option<&str>, String> {
        match self.get(key) {
            None => Ok(None),
            Some(v) if values.contains(&v) => Ok(Some(v)),
            Some(v) => Err(format!("`--{key}` takes {}, not `{v}`", choices(values))),
        }
    }

    /// The value of `--key`, if given (a key is given at most once: [`Args::parse`]).
    ///
    /// # Complexity
    /// O(arguments).
    pub fn get(&self, key: &str) -> Option<&str> {
        self.pairs.iter().find(|(k, _)| k == key).map(|(_, v)| v.as_str())
    }

    /// Fail on any key not in `known` (so a typo is not silently ignored).
    ///
    /// # Errors
    /// Names the unknown key and the known ones.
    ///
    /// # Complexity
    /// O(arguments · known).
    pub fn only(&self, known: &[&str]) -> Result<(), String> {
        match self.pairs.iter().find(|(k, _)| !known.contains(&k.as_str())) {
            Some((k, _)) => {
                Err(format!("unknown option `--{k}`; this table takes: --{}", known.join(", --")))
            }
            None => Ok(()),
        }
    }

    /// `--key N` as a number, or `default`.
    ///
    /// # Errors
    /// If the value is not a number.
    ///
    /// # Complexity
    /// O(arguments).
    pub fn number(&self, key: &str, default: u64) -> Result<u64, String> {
        self.get(key).map_or(Ok(default), |v| {
            v.parse().map_err(|_| format!("`--{key}` takes a non-negative integer, not `{v}`"))
        })
    }

    /// `--key A..B` (inclusive `A..=B` also accepted) as `(A, B)` inclusive, or `default`.
    ///
    /// # Errors
    /// If the value is not a range of numbers with `A <= B`.
    ///
    /// # Complexity
    /// O(arguments).
    ///
    /// ```
    /// let args = workbench::grid::Args::parse(&["--x".into(), "1..=8".into()]).unwrap();
    /// assert_eq!(args.range("x", (0, 3)), Ok((1, 8)));
    /// assert_eq!(args.range("y", (0, 3)), Ok((0, 3)));
    /// ```
    pub fn range(&self, key: &str, default: (u64, u64)) -> Result<(u64, u64), String> {
        let Some(v) = self.get(key) else { return Ok(default) };
        let bad = || format!("`--{key}` takes a range like 0..10, not `{v}`");
        let (a, b) = v.split_once("..").ok_or_else(bad)?;
        let b = b.strip_prefix('=').unwrap_or(b);
        let (a, b): (u64, u64) = (a.parse().map_err(|_| bad())?, b.parse().map_err(|_| bad())?);
        if a > b {
            return Err(bad());
        }
        Ok((a, b))
    }

    /// `--key a,b,c` as numbers.
    ///
    /// # Errors
    /// If missing (when `required`) or not a comma-separated list of numbers.
    ///
    /// # Complexity
    /// O(arguments).
    pub fn list(&self, key: &str) -> Result<Option<Vec<u64>>, String> {
        let Some(v) = self.get(key) else { return Ok(None) };
        v.split(',')
            .map(|x| {
                x.trim()
                    .parse()
                    .map_err(|_| format!("`--{key}` takes numbers like 1,3,4, not `{v}`"))
            })
            .collect::<Result<Vec<u64>, String>>()
            .map(Some)
    }
}

/// The values an option takes as a table's help shows them, and [`Args::choice`]'s error:
/// `on|off|auto`.
///
/// # Complexity
/// O(values).
pub fn choices(values: &[&str]) -> String {
    values.join("|")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample() -> Grid {
        Grid {
            title: "t".into(),
            row_label: "x".into(),
            col_label: "y".into(),
            row_keys: vec!["1".into(), "2".into()],
            col_keys: vec!["1".into(), "2".into(), "3".into()],
            cells: vec![(0..3).map(Cell::number).collect(), (3..6).map(Cell::number).collect()],
            notes: vec!["period 3".into()],
            ..Default::default()
        }
    }

    #[test]
    fn text_is_aligned() {
        let text = sample().to_text();
        assert_eq!(text, "t\nx\\y | 1 2 3\n  1 | 0 1 2\n  2 | 3 4 5\nperiod 3\n");
    }

    #[test]
    fn long_strips_wrap_in_text() {
        let strip = Grid {
            title: "g".into(),
            row_label: "".into(),
            col_label: "h".into(),
            row_keys: vec!["g(h)".into()],
            col_keys: (0..45).map(|h| h.to_string()).collect(),
            cells: vec![(0..45).map(|h| Cell::number(h % 3)).collect()],
            notes: vec![],
            ..Default::default()
        };
        let text = strip.to_text();
        assert_eq!(text.lines().count(), 1 + 3 * 2, "{text}");
        assert!(text.lines().nth(1).unwrap().ends_with(" 19"));
    }

    #[test]
    fn svg_has_a_square_and_label_per_cell() {
        let svg = to_svg(&sample());
        assert!(svg.starts_with("<svg"));
        assert_eq!(svg.matches("<rect x=").count(), 6);
        assert!(svg.contains(">5</text>"));
        assert!(svg.trim_end().ends_with("</svg>"));
    }

    #[test]
    fn args_are_checked() {
        let words: Vec<String> = ["--moves", "1,3,4", "--upto", "20"].map(String::from).to_vec();
        let args = Args::parse(&words).unwrap();
        assert_eq!(args.list("moves").unwrap(), Some(vec![1, 3, 4]));
        assert_eq!(args.number("upto", 5), Ok(20));
        assert!(args.only(&["moves"]).unwrap_err().contains("--upto"));
        assert!(Args::parse(&["upto".to_string()]).is_err());
        assert!(Args::parse(&["--upto".to_string()]).is_err());
        assert!(Args::parse(&["--x".into(), "5..2".into()]).unwrap().range("x", (0, 1)).is_err());
    }

    #[test]
    fn a_repeated_key_is_refused() {
        let parse =
            |words: &[&str]| Args::parse(&words.iter().map(|w| w.to_string()).collect::<Vec<_>>());
        let twice = parse(&["--n", "1..5", "--x", "2", "--n=3..4"]).unwrap_err();
        assert_eq!(twice, "`--n` is given twice (`1..5` and `3..4`); give each option once");
        assert!(parse(&["--n", "1..5", "--x", "1..5"]).is_ok());
    }

    #[test]
    fn args_take_key_equals_value() {
        let words: Vec<String> = ["--moves=1,2", "--upto", "7"].map(String::from).to_vec();
        let args = Args::parse(&words).unwrap();
        assert_eq!(args.list("moves").unwrap(), Some(vec![1, 2]));
        assert_eq!(args.number("upto", 5), Ok(7));
    }
}
