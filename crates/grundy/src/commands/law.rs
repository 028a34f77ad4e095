//! `grundy law`: the law of a Grundy table read from a file or stdin ([`run`]), and the law
//! notes `grundy table … --law` adds under a table it has just computed ([`grid_notes`]).
//!
//! The finder, its space of laws and its evidence rule are sg-core's ([`sg_core::law`]); this
//! module reads the numbers (streamed, at most [`MAX_VALUES`], each below 2^64, one positioned
//! error line for anything else) and prints.

use std::io::Read;

use sg_core::law::emit::{self, Language};
use sg_core::law::plane::{self, Table};
use sg_core::law::{self as finder, Certificate};
use sg_core::nimber::Nimbers;
use workbench::grid::Grid;

use crate::flags::LawArgs;

/// The most values (1-D) or cells (2-D) `grundy law` reads unless `--max-values` says
/// otherwise: 10^7 (80 MB of `u64`).
pub const MAX_VALUES: usize = 10_000_000;

/// `grundy law`: the law of the table in FILE (or stdin), printed as [`report`] makes it.
///
/// # Errors
/// As [`report`]: one line, exit 2.
///
/// # Complexity
/// That of [`report`].
pub fn run(args: LawArgs, stdout: &mut impl std::io::Write) -> super::CommandResult {
    stdout.write_all(report(&args)?.as_bytes())?;
    Ok(std::process::ExitCode::SUCCESS)
}

/// What `grundy law` prints: read the table, find its law, and return what to print: the law (words,
/// formula, evidence, proof status), or with `--at` exactly one line `g(N) = V` per point
/// (`V` = `unknown` where no law was found), or with `--emit` the pasteable function.
///
/// # Errors
/// One line naming what and where: a file that cannot be read, a word that is not a
/// non-negative integer, a value of 2^64 or more, more than [`MAX_VALUES`] values, ragged
/// rows, an empty table, a bad `--at` or `--emit`, or `--emit` with no law to emit.
///
/// # Complexity
/// Reading O(input) with memory O(values read); the finder O(values) per form
/// ([`sg_core::law`]).
pub fn report(options: &LawArgs) -> Result<String, String> {
    let language = match options.emit.as_deref() {
        None => None,
        Some("rust") => Some(Language::Rust),
        Some("cpp" | "c++") => Some(Language::Cpp),
        Some(other) => return Err(format!("--emit takes rust or cpp, not `{other}`")),
    };
    let source = options.file.as_ref().map_or("stdin".to_string(), |f| f.display().to_string());
    let reader: Box<dyn Read> = match &options.file {
        Some(path) if path.is_dir() => return Err(format!("{source} is a folder, not a file")),
        Some(path) => {
            Box::new(std::fs::File::open(path).map_err(|e| format!("cannot read {source}: {e}"))?)
        }
        None => Box::new(std::io::stdin().lock()),
    };
    let most = options.max_values.unwrap_or(MAX_VALUES);
    let (rows, origin) = read_table(reader, &source, options.plane, most)?;
    if options.plane {
        let table = Table { origin, rows };
        let nimbers = Nimbers::new();
        let finding = plane::find_table(&table, &Certificate::None, &nimbers);
        if let Some(points) = &options.at {
            let mut out = String::new();
            for (x, y) in parse_points(points, true)? {
                let value =
                    finding.law.as_ref().and_then(|law| law.at(x, y.unwrap_or(0), &nimbers));
                out += &format!("g({x},{}) = {}\n", y.unwrap_or(0), shown(value));
            }
            return Ok(out);
        }
        return match language {
            Some(language) => match &finding.law {
                Some(law) => Ok(emit::plane(law, language)),
                None => Err(format!("{source}: no law found, so there is nothing to emit")),
            },
            None => Ok(finding.report()),
        };
    }
    let values = rows.into_iter().next().unwrap_or_default();
    let finding = finder::find_sequence(origin.0, &values, &Certificate::None);
    if let Some(points) = &options.at {
        let mut out = String::new();
        for (n, _) in parse_points(points, false)? {
            out += &format!("g({n}) = {}\n", shown(finding.law.as_ref().and_then(|l| l.at(n))));
        }
        return Ok(out);
    }
    match language {
        Some(language) => match &finding.law {
            Some(law) => Ok(emit::sequence(law, language)),
            None => Err(format!("{source}: no law found, so there is nothing to emit")),
        },
        None => Ok(finding.report()),
    }
}

fn shown(value: Option<u128>) -> String {
    value.map_or_else(|| "unknown".into(), |v| v.to_string())
}

/// `N,N,…` (or `X:Y,…` when `plane`), every number below 2^64.
fn parse_points(text: &str, plane: bool) -> Result<Vec<(u64, Option<u64>)>, String> {
    let number = |word: &str| {
        word.trim().parse::<u64>().map_err(|_| {
            format!(
                "--at: `{word}` is not a whole number from 0 to 2^64 − 1 (18446744073709551615)"
            )
        })
    };
    text.split(',')
        .map(|point| {
            if plane {
                let (x, y) = point
                    .split_once(':')
                    .ok_or_else(|| format!("--at: a 2-D point is X:Y, not `{point}`"))?;
                Ok((number(x)?, Some(number(y)?)))
            } else {
                Ok((number(point)?, None))
            }
        })
        .collect()
}

/// A table's values, row by row.
type Rows = Vec<Vec<u64>>;

/// Where a table's values start, from its `# origin X Y` (2-D) or `# start N` (1-D) line, as
/// `grundy table … --out` writes it; `(0, 0)` without one.
fn origin_of(comment: &[u8], origin: &mut (u64, u64)) {
    let text = String::from_utf8_lossy(comment);
    let words: Vec<&str> = text.split_whitespace().collect();
    let number = |w: &str| w.parse::<u64>().ok();
    match words.as_slice() {
        ["#", "origin", x, y] => {
            if let (Some(x), Some(y)) = (number(x), number(y)) {
                *origin = (x, y);
            }
        }
        ["#", "start", n] => {
            if let Some(n) = number(n) {
                *origin = (n, 0);
            }
        }
        _ => {}
    }
}

/// The numbers of `reader`: one row of everything (1-D), or one row per non-blank line
/// (`plane`), streamed in 64 KiB blocks so that memory follows the values read. Lines that
/// begin with `#` are comments; a `# origin X Y` or `# start N` among them says where the
/// values start, returned beside the rows. More than `most` values are refused.
fn read_table(
    mut reader: impl Read,
    source: &str,
    plane: bool,
    most: usize,
) -> Result<(Rows, (u64, u64)), String> {
    let mut origin = (0, 0);
    let mut comment: Option<Vec<u8>> = None;
    let mut line_has_words = false;
    let mut rows: Vec<Vec<u64>> = vec![Vec::new()];
    let mut buf = vec![0u8; 1 << 16];
    let (mut line, mut column) = (1usize, 0usize);
    // The word being read: its value so far, where it began, its first bytes (for the error).
    let mut value: Option<u64> = None;
    let mut word_start = (0, 0);
    let mut word_text: Vec<u8> = Vec::new();
    let mut bad = false;
    let mut total = 0usize;
    let mut finish_word = |value: &mut Option<u64>,
                           bad: &mut bool,
                           word_text: &mut Vec<u8>,
                           rows: &mut Vec<Vec<u64>>,
                           at: (usize, usize)|
     -> Result<(), String> {
        let Some(v) = value.take() else { return Ok(()) };
        let shown = String::from_utf8_lossy(word_text).into_owned();
        word_text.clear();
        if std::mem::take(bad) {
            return Err(format!(
                "{source}: line {}, column {}: `{shown}` is not a non-negative integer",
                at.0, at.1
            ));
        }
        total += 1;
        if total > most {
            return Err(format!(
                "{source}: line {}, column {}: more than {most} values (the finder needs far \
                 fewer: cut the table, or raise the budget with --max-values N)",
                at.0, at.1
            ));
        }
        rows.last_mut().expect("a row").push(v);
        Ok(())
    };
    loop {
        let n = match reader.read(&mut buf) {
            Ok(0) => break,
            Ok(n) => n,
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(format!("cannot read {source}: {e}")),
        };
        for &b in &buf[..n] {
            column += 1;
            if let Some(text) = comment.as_mut() {
                if b == b'\n' {
                    origin_of(text, &mut origin);
                    comment = None;
                    line += 1;
                    column = 0;
                } else if text.len() < 200 {
                    text.push(b);
                }
                continue;
            }
            if b == b'#' && value.is_none() && !line_has_words {
                comment = Some(vec![b]);
                continue;
            }
            if b.is_ascii_whitespace() {
                finish_word(&mut value, &mut bad, &mut word_text, &mut rows, word_start)?;
                if b == b'\n' {
                    if plane && !rows.last().expect("a row").is_empty() {
                        check_row(&rows, source, line)?;
                        rows.push(Vec::new());
                    }
                    line += 1;
                    column = 0;
                    line_has_words = false;
                }
                continue;
            }
            line_has_words = true;
            if value.is_none() {
                value = Some(0);
                word_start = (line, column);
            }
            if word_text.len() < 24 {
                word_text.push(b);
            }
            let digit = b.wrapping_sub(b'0');
            if digit > 9 {
                bad = true;
            }
            if !bad {
                let v = value.expect("a word");
                match v.checked_mul(10).and_then(|v| v.checked_add(u64::from(digit))) {
                    Some(next) => value = Some(next),
                    None => {
                        return Err(format!(
                            "{source}: line {}, column {}: a value of 2^64 or more (Grundy values \
                             here are below 2^64)",
                            word_start.0, word_start.1
                        ));
                    }
                }
            } else if word_text.len() >= 24 {
                // Enough to show; the rest of the word is not kept.
            }
        }
    }
    finish_word(&mut value, &mut bad, &mut word_text, &mut rows, word_start)?;
    if rows.last().is_some_and(Vec::is_empty) && rows.len() > 1 {
        rows.pop();
    }
    if plane {
        check_row(&rows, source, line)?;
    }
    if rows.iter().all(Vec::is_empty) {
        return Err(format!("{source}: no values (expected whitespace-separated g(0) g(1) …)"));
    }
    Ok((rows, origin))
}

/// The last row against the first: 2-D rows have equal lengths.
fn check_row(rows: &[Vec<u64>], source: &str, line: usize) -> Result<(), String> {
    let (first, last) = (&rows[0], rows.last().expect("a row"));
    if !last.is_empty() && last.len() != first.len() {
        return Err(format!(
            "{source}: line {line}: {} values, but the first row has {} (rows of a 2-D table have \
             equal lengths)",
            last.len(),
            first.len()
        ));
    }
    Ok(())
}

/// The most values of a computed table the finder is given (a proven period needs fewer).
pub const TABLE_LAW_VALUES: usize = 1_000_000;

/// The notes `grundy table … --law` adds under `grid`: the finder's report on the table just
/// computed, proven by `certificate` where the table's rules give one. `values`, when given, is
/// the sequence `g(0), g(1), …` itself (subtraction and octal tables, where the printed grid is
/// only a part); otherwise the grid's cells are read: one row of numbers with numeric column
/// keys is a sequence from its first key (leading `-` cells skipped), a grid with numeric
/// consecutive keys on both sides a 2-D table, and rows with named keys one sequence each.
///
/// # Complexity
/// That of the finder on the table's values.
pub fn grid_notes(grid: &Grid, values: Option<&[u64]>, certificate: &Certificate) -> Vec<String> {
    let lines = |text: String, prefix: &str| -> Vec<String> {
        text.lines().map(|l| format!("{prefix}{l}")).collect()
    };
    if let Some(values) = values {
        return lines(finder::find_sequence(0, values, certificate).report(), "");
    }
    let keys = |keys: &[String]| -> Option<u64> {
        let first: u64 = keys.first()?.parse().ok()?;
        keys.iter()
            .enumerate()
            .all(|(i, k)| k.parse::<u64>().ok() == Some(first + i as u64))
            .then_some(first)
    };
    let numbers = |row: &[workbench::grid::Cell]| -> Option<Vec<u64>> {
        row.iter().map(|c| c.text.parse().ok()).collect()
    };
    let Some(y0) = keys(&grid.col_keys) else {
        return vec![
            "law: not sought (the columns are not numbered 0, 1, 2, … or from some n)".into(),
        ];
    };
    if grid.cells.len() > 1 {
        if let Some(x0) = keys(&grid.row_keys) {
            let rows: Option<Vec<Vec<u64>>> = grid.cells.iter().map(|r| numbers(r)).collect();
            return match rows {
                Some(rows) => {
                    let table = Table { origin: (x0, y0), rows };
                    let found = plane::find_table(&table, certificate, &Nimbers::new());
                    lines(found.report(), "")
                }
                None => vec!["law: not sought (some cells are not whole numbers)".into()],
            };
        }
    }
    let mut notes = Vec::new();
    for (key, row) in grid.row_keys.iter().zip(&grid.cells) {
        let skip = row.iter().take_while(|c| c.text == "-").count();
        let prefix = if grid.cells.len() > 1 { format!("{key}: ") } else { String::new() };
        match numbers(&row[skip..]) {
            Some(values) if !values.is_empty() => {
                // The row's own proof, where the table's rules gave one.
                let certificate = grid
                    .certified
                    .iter()
                    .find(|(row, _)| row == key)
                    .map_or(certificate, |(_, proven)| proven);
                let found = finder::find_sequence(y0 + skip as u64, &values, certificate);
                notes.extend(lines(found.report(), &prefix));
            }
            _ => notes.push(format!("{prefix}law: not sought (some cells are not whole numbers)")),
        }
    }
    notes
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rows(text: &str, plane: bool) -> Result<Vec<Vec<u64>>, String> {
        read_table(text.as_bytes(), "in", plane, MAX_VALUES).map(|(rows, _)| rows)
    }

    #[test]
    fn reads_numbers_and_refuses_the_rest() {
        assert_eq!(rows("1 2\t3\r\n4", false).unwrap(), [vec![1, 2, 3, 4]]);
        assert_eq!(rows("1 2\n3 4\n\n", true).unwrap(), [vec![1, 2], vec![3, 4]]);
        assert_eq!(rows("18446744073709551615", false).unwrap(), [vec![u64::MAX]]);
        let e = rows("1 2\n3 x4 5", false).unwrap_err();
        assert_eq!(e, "in: line 2, column 3: `x4` is not a non-negative integer");
        assert!(
            rows("18446744073709551616", false)
                .unwrap_err()
                .contains("line 1, column 1: a value of 2^64")
        );
        assert!(rows("  \n", false).unwrap_err().contains("no values"));
        assert!(rows("", false).unwrap_err().contains("no values"));
        let e = rows("1 2 3\n4 5\n", true).unwrap_err();
        assert!(e.starts_with("in: line 2: 2 values, but the first row has 3"), "{e}");
        assert!(rows("-1", false).unwrap_err().contains("`-1`"));
    }

    #[test]
    fn points_are_checked() {
        assert_eq!(parse_points("0,18446744073709551615", false).unwrap().len(), 2);
        assert!(parse_points("18446744073709551616", false).is_err());
        assert_eq!(parse_points("1:2", true).unwrap(), [(1, Some(2))]);
        assert!(parse_points("1", true).is_err());
    }
}
