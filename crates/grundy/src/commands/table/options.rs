//! The one reader of a table's options, for every kind of table: the words after NAME are read
//! here once, into [`Options`], and the tables only ask it for values.
//!
//! The words are `--key value` or `--key=value` pairs, each key at most once, read by
//! [`Args::parse`] (the type a problem's own table receives, so the problems' tests build it
//! the same way), around them the options every table shares: `--law` (a switch, the only word
//! without a value), a FILE first for the tables of a file (`rules`), and the on/off switches
//! with their listed values (`--progress`, `--compute-all`).

use std::path::PathBuf;

use workbench::grid::Args;

/// The values of `--progress` (`auto`: when stderr is a terminal), as the help and the error
/// both list them.
pub const PROGRESS: [&str; 3] = ["on", "off", "auto"];

/// The values of `--compute-all`, as the help and the error both list them.
pub const COMPUTE_ALL: [&str; 2] = ["on", "off"];

/// A table's options, read from the words after its name.
#[derive(Debug, Clone, Default)]
pub struct Options {
    /// The file given first, for a table of a file ([`Options::parse_after_file`]).
    pub file: Option<PathBuf>,
    /// `--law`: the law finder's notes go under the table.
    pub law: bool,
    /// Every `--key value` pair, as the table's own code reads them.
    pub args: Args,
    /// Whether a progress line is drawn unasked (`--progress auto`, the default): set by the
    /// command's entry when stderr is a terminal, never by the parsers, so that a table made
    /// in process (a test, another tool) draws none unless `--progress on` asks.
    pub terminal: bool,
}

impl Options {
    /// The options of `words`: `--law` anywhere among them, and `--key value` pairs.
    ///
    /// # Errors
    /// A word that is not `--key` followed by a value, or any option (`--law` too) given twice.
    ///
    /// # Complexity
    /// O(words²).
    pub fn parse(words: &[String]) -> Result<Self, String> {
        if words.iter().filter(|w| *w == "--law").count() > 1 {
            return Err("`--law` is given twice; give each option once".into());
        }
        let law = words.iter().any(|w| w == "--law");
        let pairs: Vec<String> = words.iter().filter(|w| *w != "--law").cloned().collect();
        Ok(Self { file: None, law, args: Args::parse(&pairs)?, terminal: false })
    }

    /// The options of a table of a file: the file first, then as [`Options::parse`].
    ///
    /// # Errors
    /// No word, or a first word that is an option: `usage`, which shows a whole command. Else
    /// as [`Options::parse`].
    ///
    /// # Complexity
    /// O(words²).
    pub fn parse_after_file(words: &[String], usage: &str) -> Result<Self, String> {
        let (file, rest) = words.split_first().ok_or(usage)?;
        if file.starts_with("--") {
            return Err(usage.into());
        }
        Ok(Self { file: Some(PathBuf::from(file)), ..Self::parse(rest)? })
    }

    /// The switch `--key`, one of `values` (`on`, `off`, and `auto` or absent for `default`).
    ///
    /// # Errors
    /// A value outside `values`, listed as the help lists them.
    ///
    /// # Complexity
    /// O(options).
    pub fn switch(&self, key: &str, values: &[&str], default: bool) -> Result<bool, String> {
        Ok(match self.args.choice(key, values)? {
            Some("on") => true,
            Some("off") => false,
            _ => default,
        })
    }

    /// `--progress` ([`PROGRESS`]): whether the table shows its progress line on stderr; by
    /// default (`auto`) when [`Options::terminal`].
    ///
    /// # Errors
    /// A value outside [`PROGRESS`].
    ///
    /// # Complexity
    /// O(options).
    pub fn progress(&self) -> Result<bool, String> {
        self.switch("progress", &PROGRESS, self.terminal)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn words(words: &[&str]) -> Vec<String> {
        words.iter().map(|w| w.to_string()).collect()
    }

    #[test]
    fn law_is_a_switch_among_pairs() {
        let options = Options::parse(&words(&["--upto", "9", "--law", "--moves=1,2"])).unwrap();
        assert!(options.law && options.file.is_none());
        assert_eq!(options.args.number("upto", 0), Ok(9));
        assert_eq!(options.args.list("moves"), Ok(Some(vec![1, 2])));
        let twice = Options::parse(&words(&["--law", "--law"])).unwrap_err();
        assert_eq!(twice, "`--law` is given twice; give each option once");
    }

    #[test]
    fn a_file_comes_first() {
        let options = Options::parse_after_file(&words(&["a.rhai", "--law"]), "usage").unwrap();
        assert_eq!(options.file, Some(PathBuf::from("a.rhai")));
        assert!(options.law);
        assert_eq!(
            Options::parse_after_file(&words(&["--upto", "3"]), "usage").unwrap_err(),
            "usage"
        );
        assert_eq!(Options::parse_after_file(&[], "usage").unwrap_err(), "usage");
    }

    #[test]
    fn switches_take_their_listed_values() {
        let options = Options::parse(&words(&["--compute-all", "on"])).unwrap();
        assert_eq!(options.switch("compute-all", &COMPUTE_ALL, false), Ok(true));
        assert_eq!(options.switch("progress", &PROGRESS, false), Ok(false));
        assert_eq!(options.progress(), Ok(false));
        assert_eq!(Options { terminal: true, ..options }.progress(), Ok(true));
        let bad = Options::parse(&words(&["--progress", "x"])).unwrap();
        assert_eq!(bad.progress().unwrap_err(), "`--progress` takes on|off|auto, not `x`");
    }
}
