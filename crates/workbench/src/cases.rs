//! Test cases on disk and the comparison of outputs.
//!
//! A case is a pair `NAME.in` / `NAME.out` in one folder. Cases are listed in natural order
//! (`sample-2` before `sample-10`). Outputs are compared token by token, so trailing spaces and
//! line endings never matter, and the first difference is reported with its line in each text.

use std::cmp::Ordering;
use std::fmt;
use std::path::{Path, PathBuf};

/// One test case: an input file and the expected output beside it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Case {
    /// The shared file stem, e.g. `sample-1`.
    pub name: String,
    /// `NAME.in`.
    pub input: PathBuf,
    /// `NAME.out`.
    pub expected: PathBuf,
}

/// Every `NAME.in` in `dir` that has a `NAME.out` beside it, in natural order of `NAME`.
///
/// # Errors
/// If the folder cannot be read.
///
/// # Complexity
/// O(f log f) for f files.
pub fn discover(dir: &Path) -> std::io::Result<Vec<Case>> {
    let mut cases = Vec::new();
    for entry in std::fs::read_dir(dir)? {
        let path = entry?.path();
        if path.extension().is_some_and(|e| e == "in") {
            let expected = path.with_extension("out");
            if expected.is_file() {
                let name = path.file_stem().unwrap_or_default().to_string_lossy().into_owned();
                cases.push(Case { name, input: path, expected });
            }
        }
    }
    cases.sort_by(|a, b| natural_cmp(&a.name, &b.name));
    Ok(cases)
}

/// Compare strings with runs of digits compared as numbers: `a2 < a10`.
///
/// # Complexity
/// O(length).
///
/// ```
/// use std::cmp::Ordering;
/// assert_eq!(workbench::cases::natural_cmp("sample-2", "sample-10"), Ordering::Less);
/// assert_eq!(workbench::cases::natural_cmp("edge-b", "edge-a"), Ordering::Greater);
/// ```
pub fn natural_cmp(a: &str, b: &str) -> Ordering {
    fn chunks(s: &str) -> Vec<(bool, &str)> {
        let mut out = Vec::new();
        let mut rest = s;
        while let Some(first) = rest.chars().next() {
            let digit = first.is_ascii_digit();
            let len = rest.find(|c: char| c.is_ascii_digit() != digit).unwrap_or(rest.len());
            out.push((digit, &rest[..len]));
            rest = &rest[len..];
        }
        out
    }
    let (ca, cb) = (chunks(a), chunks(b));
    for (&(da, xa), &(db, xb)) in ca.iter().zip(&cb) {
        let order = if da && db {
            let (ta, tb) = (xa.trim_start_matches('0'), xb.trim_start_matches('0'));
            ta.len().cmp(&tb.len()).then_with(|| ta.cmp(tb))
        } else {
            xa.cmp(xb)
        };
        if order != Ordering::Equal {
            return order;
        }
    }
    ca.len().cmp(&cb.len()).then_with(|| a.cmp(b))
}

/// The first difference between an expected and an actual output.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Mismatch {
    /// 1-based index of the first differing token.
    pub token: usize,
    /// The expected token and its 1-based line, or `None` if the expected output ended.
    pub expected: Option<(String, usize)>,
    /// The actual token and its 1-based line, or `None` if the actual output ended.
    pub actual: Option<(String, usize)>,
}

impl fmt::Display for Mismatch {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "token {}: ", self.token)?;
        match (&self.expected, &self.actual) {
            (Some((e, el)), Some((a, al))) => {
                write!(f, "expected `{e}` (expected line {el}), found `{a}` (output line {al})")
            }
            (Some((e, el)), None) => {
                write!(f, "expected `{e}` (expected line {el}), but the output ended")
            }
            (None, Some((a, al))) => write!(f, "extra output `{a}` (output line {al})"),
            (None, None) => write!(f, "no difference"),
        }
    }
}

/// Tokens of `text` with their 1-based line numbers.
fn tokens(text: &[u8]) -> impl Iterator<Item = (&[u8], usize)> {
    let mut line = 1;
    let mut rest = text;
    std::iter::from_fn(move || {
        loop {
            let (&b, tail) = rest.split_first()?;
            if !b.is_ascii_whitespace() {
                break;
            }
            if b == b'\n' {
                line += 1;
            }
            rest = tail;
        }
        let len = rest.iter().position(|b| b.is_ascii_whitespace()).unwrap_or(rest.len());
        let (token, tail) = rest.split_at(len);
        rest = tail;
        Some((token, line))
    })
}

/// Compare outputs token by token.
///
/// # Errors
/// The first [`Mismatch`].
///
/// # Complexity
/// O(length of both texts).
///
/// ```
/// assert!(workbench::cases::compare(b"Yes\nNo\n", b"Yes No").is_ok());
/// let diff = workbench::cases::compare(b"Yes\nNo\n", b"Yes\nYes\n").unwrap_err();
/// assert_eq!(diff.to_string(), "token 2: expected `No` (expected line 2), found `Yes` (output line 2)");
/// ```
pub fn compare(expected: &[u8], actual: &[u8]) -> Result<(), Mismatch> {
    let show = |(t, line): (&[u8], usize)| (String::from_utf8_lossy(t).into_owned(), line);
    let (mut e, mut a) = (tokens(expected), tokens(actual));
    for token in 1.. {
        match (e.next(), a.next()) {
            (None, None) => return Ok(()),
            (Some(x), Some(y)) if x.0 == y.0 => {}
            (x, y) => return Err(Mismatch { token, expected: x.map(show), actual: y.map(show) }),
        }
    }
    unreachable!()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn natural_order() {
        let mut names = vec!["sample-10", "edge-1", "sample-2", "sample-1", "edge-01x", "a"];
        names.sort_by(|a, b| natural_cmp(a, b));
        assert_eq!(names, ["a", "edge-1", "edge-01x", "sample-1", "sample-2", "sample-10"]);
    }

    #[test]
    fn differences_are_located() {
        let diff = compare(b"1\n2\n3\n", b"1\n2\n").unwrap_err();
        assert_eq!(diff.expected, Some(("3".into(), 3)));
        assert_eq!(diff.actual, None);
        let diff = compare(b"1", b"1\n\n9").unwrap_err();
        assert_eq!(diff.actual, Some(("9".into(), 3)));
        assert!(compare(b"WIN\r\nLOSE\r\n", b"WIN\nLOSE").is_ok());
    }

    #[test]
    fn discovery_pairs_files() {
        let dir = std::env::temp_dir().join(format!("judge-cases-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        for name in ["s-10.in", "s-10.out", "s-2.in", "s-2.out", "lonely.in", "x.out"] {
            std::fs::write(dir.join(name), b"").unwrap();
        }
        let names: Vec<String> = discover(&dir).unwrap().into_iter().map(|c| c.name).collect();
        std::fs::remove_dir_all(&dir).unwrap();
        assert_eq!(names, ["s-2", "s-10"]);
    }
}
