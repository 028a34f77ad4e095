//! The one reader of a table's options, for every kind of table: the words after NAME are read
//! here once, into [`Options`], and the tables only ask it for values.
//!
//! The words are `--key value` or `--key=value` pairs, each key at most once, read by
//! [`Args::parse`] (the type a problem's own table receives, so the problems' tests build it
//! the same way), around them the options every table shares: `--law` (a switch, the only word
//! without a value) and `--svg FILE`, anywhere among the words (the command also takes both
//! before NAME), a FILE first for the tables of a file (`rules`), and the on/off switches with
//! their listed values (`--progress`, `--compute-all`).

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
    /// `--svg FILE`: the command also draws the table there (a table made in process by
    /// `make` is only read, not drawn).
    pub svg: Option<PathBuf>,
    /// Every `--key value` pair, as the table's own code reads them.
    pub args: Args,
    /// `--param NAME=VALUE` words, in their order, for the tables of a script (the only
    /// option given more than once: one constant each).
    pub params: Vec<String>,
    /// Whether a progress line is drawn unasked (`--progress auto`, the default): set by the
    /// command's entry when stderr is a terminal, never by the parsers, so that a table made
    /// in process (a test, another tool) draws none unless `--progress on` asks.
    pub terminal: bool,
}

impl Options {
    /// The options of `words`: `--law` and `--svg FILE` anywhere among them ([`Shared`]), and
    /// `--key value` pairs.
    ///
    /// # Errors
    /// As [`Shared::take`], or a word that is not `--key` followed by a value, or a key given
    /// twice.
    ///
    /// # Complexity
    /// O(words²).
    pub fn parse(words: &[String]) -> Result<Self, String> {
        let (shared, rest) = Shared::take(words)?;
        Ok(Self {
            file: None,
            law: shared.law,
            svg: shared.svg,
            args: Args::parse(&rest)?,
            params: Vec::new(),
            terminal: false,
        })
    }

    /// The options of a table of a file: the file first among the table's own words (the
    /// shared `--law` and `--svg FILE` may come before it), then as [`Options::parse`], with
    /// every `--param NAME=VALUE` (or `--param=NAME=VALUE`) taken out into
    /// [`Options::params`].
    ///
    /// # Errors
    /// No file, or a first own word that is an option: `usage`, which shows a whole command.
    /// Else as [`Options::parse`].
    ///
    /// # Complexity
    /// O(words²).
    pub fn parse_after_file(words: &[String], usage: &str) -> Result<Self, String> {
        let (shared, rest) = Shared::take(words)?;
        let (file, rest) = rest.split_first().ok_or(usage)?;
        if file.starts_with("--") {
            return Err(usage.into());
        }
        let (mut params, mut others) = (Vec::new(), Vec::new());
        let mut words = rest.iter();
        while let Some(word) = words.next() {
            match word.strip_prefix("--param") {
                Some("") => params.push(
                    words.next().ok_or("`--param` needs NAME=VALUE, e.g. `--param K=3`")?.clone(),
                ),
                Some(pair) if pair.starts_with('=') => params.push(pair[1..].to_string()),
                _ => others.push(word.clone()),
            }
        }
        Ok(Self {
            file: Some(PathBuf::from(file)),
            law: shared.law,
            svg: shared.svg,
            args: Args::parse(&others)?,
            params,
            terminal: false,
        })
    }

    /// These options with the shared ones the command read before NAME (`before`) added.
    ///
    /// # Errors
    /// An option given both before NAME and after it.
    ///
    /// # Complexity
    /// O(1).
    pub fn with(mut self, before: Shared) -> Result<Self, String> {
        if before.law && self.law {
            return Err(twice("--law"));
        }
        if before.svg.is_some() && self.svg.is_some() {
            return Err(twice("--svg"));
        }
        self.law |= before.law;
        self.svg = self.svg.or(before.svg);
        Ok(self)
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

/// The options every table takes, wherever they stand among its words or before its name.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Shared {
    /// `--law`.
    pub law: bool,
    /// `--svg FILE` (or `--svg=FILE`).
    pub svg: Option<PathBuf>,
}

impl Shared {
    /// The shared options taken out of `words`, and the words left, in their order.
    ///
    /// # Errors
    /// `--law` or `--svg` given twice, or `--svg` without a FILE.
    ///
    /// # Complexity
    /// O(words).
    pub fn take(words: &[String]) -> Result<(Self, Vec<String>), String> {
        let mut shared = Self::default();
        let mut rest = Vec::new();
        let mut words = words.iter();
        while let Some(word) = words.next() {
            let svg = match word.as_str() {
                "--law" if shared.law => return Err(twice("--law")),
                "--law" => {
                    shared.law = true;
                    continue;
                }
                "--svg" => words.next().map(String::as_str).filter(|file| !file.starts_with("--")),
                _ => match word.strip_prefix("--svg=") {
                    Some(file) => Some(file),
                    None => {
                        rest.push(word.clone());
                        continue;
                    }
                },
            };
            let file = svg.filter(|f| !f.is_empty()).ok_or("`--svg` needs a FILE to draw into")?;
            if shared.svg.is_some() {
                return Err(twice("--svg"));
            }
            shared.svg = Some(PathBuf::from(file));
        }
        Ok((shared, rest))
    }
}

/// The error for an option given twice.
fn twice(option: &str) -> String {
    format!("`{option}` is given twice; give each option once")
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
    fn shared_options_stand_anywhere() {
        let options =
            Options::parse(&words(&["--upto", "9", "--svg", "a.svg", "--moves=1,2"])).unwrap();
        assert_eq!(options.svg, Some(PathBuf::from("a.svg")));
        assert_eq!(options.args.number("upto", 0), Ok(9));
        let options = Options::parse(&words(&["--svg=b.svg", "--law"])).unwrap();
        assert_eq!((options.svg, options.law), (Some(PathBuf::from("b.svg")), true));
        for (bad, says) in [
            (&["--svg", "a", "--svg=b"][..], "`--svg` is given twice; give each option once"),
            (&["--svg"], "`--svg` needs a FILE to draw into"),
            (&["--svg", "--upto", "3"], "`--svg` needs a FILE to draw into"),
            (&["--svg="], "`--svg` needs a FILE to draw into"),
        ] {
            assert_eq!(Options::parse(&words(bad)).unwrap_err(), says, "{bad:?}");
        }
        let before = Shared { law: true, svg: Some(PathBuf::from("c.svg")) };
        let merged = Options::parse(&words(&["--upto", "3"])).unwrap().with(before.clone());
        let merged = merged.unwrap();
        assert_eq!((merged.law, merged.svg), (true, Some(PathBuf::from("c.svg"))));
        let svg_twice = Options::parse(&words(&["--svg", "d.svg"])).unwrap().with(before.clone());
        assert_eq!(svg_twice.unwrap_err(), "`--svg` is given twice; give each option once");
        let law_twice = Options::parse(&words(&["--law"])).unwrap().with(before);
        assert_eq!(law_twice.unwrap_err(), "`--law` is given twice; give each option once");
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
        let shared_first = words(&["--svg", "r.svg", "--law", "a.rhai", "--upto", "3"]);
        let options = Options::parse_after_file(&shared_first, "usage").unwrap();
        assert_eq!(options.file, Some(PathBuf::from("a.rhai")));
        assert_eq!((options.svg, options.law), (Some(PathBuf::from("r.svg")), true));
    }

    #[test]
    fn params_are_taken_out_in_their_order() {
        let typed = words(&["a.rhai", "--param", "K=1..3", "--upto", "9", "--param=S=[1, 2]"]);
        let options = Options::parse_after_file(&typed, "usage").unwrap();
        assert_eq!(options.params, ["K=1..3", "S=[1, 2]"]);
        assert_eq!(options.args.number("upto", 0), Ok(9));
        let bare = Options::parse_after_file(&words(&["a.rhai", "--param"]), "usage");
        assert!(bare.unwrap_err().contains("`--param` needs NAME=VALUE"));
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
