//! A table's options: numbers ([`Parameter`]), ranges ([`Axis`]) and named rows ([`Rows`]),
//! each declared with its default, bounds and refusals, and read from the arguments once; and
//! [`fill`], which puts the numbers into the declared texts.

use crate::grid::Args;

/// `text` with each `{name}` of `values` replaced by its value: the declared texts of a table
/// (refusals, notes) name the numbers they show this way.
///
/// # Complexity
/// O(values · text).
///
/// ```
/// let text = workbench::table::fill("--{key} is at most {most}", &[("key", "n"), ("most", "9")]);
/// assert_eq!(text, "--n is at most 9");
/// ```
pub fn fill(text: &str, values: &[(&str, &str)]) -> String {
    values
        .iter()
        .fold(text.to_string(), |text, (name, value)| text.replace(&format!("{{{name}}}"), value))
}

/// A number a table takes besides its ranges, e.g. `--m 3`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Parameter {
    /// The option's key, e.g. `m`.
    pub key: &'static str,
    /// The value when the option is not given; `None` when it must be given.
    pub default: Option<u64>,
    /// The refusal when a required option is missing (`{key}` is its key).
    pub missing: &'static str,
    /// The values the option may take, inclusive.
    pub within: (u64, u64),
    /// The refusal of a value outside [`Parameter::within`] (`{key}`, `{least}`, `{most}`).
    pub outside: &'static str,
}

impl Parameter {
    /// `--key N`, `default` when not given.
    ///
    /// # Complexity
    /// O(1).
    pub const fn new(key: &'static str, default: u64) -> Self {
        Self { key, default: Some(default), missing: "", within: (0, u64::MAX), outside: "" }
    }

    /// `--key N`, which must be given; `missing` is the refusal without it.
    ///
    /// # Complexity
    /// O(1).
    pub const fn required(key: &'static str, missing: &'static str) -> Self {
        Self { key, default: None, missing, within: (0, u64::MAX), outside: "" }
    }

    /// The values `least..=most` the option may take, and the refusal of others.
    ///
    /// # Complexity
    /// O(1).
    pub const fn within(self, least: u64, most: u64, outside: &'static str) -> Self {
        Self { within: (least, most), outside, ..self }
    }

    /// The value of the option in `args`, or its default, within its bounds.
    ///
    /// # Errors
    /// A required option missing, a value that is not a number, or one out of bounds.
    ///
    /// # Complexity
    /// O(arguments).
    pub(super) fn read(&self, args: &Args) -> Result<u64, String> {
        let value = match (self.default, args.get(self.key)) {
            (None, None) => return Err(fill(self.missing, &[("key", self.key)])),
            (default, _) => args.number(self.key, default.unwrap_or(0))?,
        };
        let (least, most) = self.within;
        if !(least..=most).contains(&value) {
            let (least, most) = (least.to_string(), most.to_string());
            return Err(fill(
                self.outside,
                &[("key", self.key), ("least", &least), ("most", &most)],
            ));
        }
        Ok(value)
    }
}

/// The values of a table's [`Parameter`]s, once read.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Parameters(pub(super) Vec<(&'static str, u64)>);

impl Parameters {
    /// The value of `--key`.
    ///
    /// # Panics
    /// If the table declares no parameter `key` (a bug in the declaration).
    ///
    /// # Complexity
    /// O(parameters).
    pub fn get(&self, key: &str) -> u64 {
        let found = self.0.iter().find(|(k, _)| *k == key);
        found.unwrap_or_else(|| panic!("the table declares no parameter --{key}")).1
    }
}

/// The range of an axis that no option gives, from the parameters ([`Axis::derived`]).
pub type Derived = fn(&Parameters) -> (u64, u64);

/// A range of a table, given as `--key A..B` or, for [`Axis::upto`], as `--key N` for
/// `first..=N`; with its default and bounds. The refusals are texts in which `{key}`,
/// `{least}`, `{most}` and `{span}` stand for the axis's own.
#[derive(Debug, Clone, Copy)]
pub struct Axis {
    /// The option's key, e.g. `x`.
    pub key: &'static str,
    /// What the grid calls the axis (row or column label), e.g. `x`.
    pub label: &'static str,
    /// For `--key N`: the first value shown; `None` for `--key A..B`.
    pub first: Option<u64>,
    /// The range when the option is not given.
    pub default: (u64, u64),
    /// The end of the range when the option is not given, from the parameters, where it
    /// depends on them (`default.0` stays the start).
    pub default_end: Option<fn(&Parameters) -> u64>,
    /// The least value the option may give (`A` of a range, `N` of `--key N`).
    pub least: u64,
    /// The largest value the range may reach.
    pub most: u64,
    /// The most values one table may show on this axis.
    pub span: u64,
    /// The refusal of a value below [`Axis::least`].
    pub too_low: &'static str,
    /// The refusal of a value above [`Axis::most`].
    pub too_high: &'static str,
    /// For an axis no option gives: its range, from the parameters ([`Axis::derived`]).
    pub derived: Option<Derived>,
}

impl Axis {
    /// `--key A..B`, `default` when not given, unbounded.
    ///
    /// # Complexity
    /// O(1).
    pub const fn range(key: &'static str, default: (u64, u64)) -> Self {
        Self {
            key,
            label: key,
            first: None,
            default,
            default_end: None,
            least: 0,
            most: u64::MAX,
            span: u64::MAX,
            too_low: "--{key} starts at {least}",
            too_high: "--{key} is at most {most}",
            derived: None,
        }
    }

    /// An axis labelled `label` that no option gives: its range is `range` of the parameters
    /// (say, the values of the low bits of a mask of `--bits B` bits).
    ///
    /// # Complexity
    /// O(1).
    pub const fn derived(label: &'static str, range: Derived) -> Self {
        let axis = Self::range("", (0, 0));
        Self { label, derived: Some(range), ..axis }
    }

    /// `--key N` for the values `first..=N`, `N = default` when not given, unbounded; the axis
    /// is labelled `label`.
    ///
    /// # Complexity
    /// O(1).
    pub const fn upto(key: &'static str, label: &'static str, first: u64, default: u64) -> Self {
        let axis = Self::range(key, (first, default));
        Self { label, first: Some(first), ..axis }
    }

    /// The least value the option may give, and the refusal below it.
    ///
    /// # Complexity
    /// O(1).
    pub const fn least(self, least: u64, too_low: &'static str) -> Self {
        Self { least, too_low, ..self }
    }

    /// The largest value the range may reach, and the refusal above it.
    ///
    /// # Complexity
    /// O(1).
    pub const fn most(self, most: u64, too_high: &'static str) -> Self {
        Self { most, too_high, ..self }
    }

    /// The most values one table may show on this axis.
    ///
    /// # Complexity
    /// O(1).
    pub const fn span(self, span: u64) -> Self {
        Self { span, ..self }
    }

    /// The default end of the range, from the parameters.
    ///
    /// # Complexity
    /// O(1).
    pub const fn default_end(self, end: fn(&Parameters) -> u64) -> Self {
        Self { default_end: Some(end), ..self }
    }

    /// The range given in `args` (or the default), within the bounds.
    ///
    /// # Errors
    /// A malformed value, or one beyond [`Axis::least`], [`Axis::most`] or [`Axis::span`].
    ///
    /// # Complexity
    /// O(arguments).
    pub(super) fn read(&self, args: &Args, parameters: &Parameters) -> Result<(u64, u64), String> {
        if let Some(range) = self.derived {
            return Ok(range(parameters));
        }
        let end = self.default_end.map_or(self.default.1, |end| end(parameters));
        let (low, high, given) = match self.first {
            None => {
                let (low, high) = args.range(self.key, (self.default.0, end))?;
                (low, high, low)
            }
            Some(first) => {
                let n = args.number(self.key, end)?;
                (first, n, n)
            }
        };
        let text = |template: &str| {
            let (least, most, span) =
                (self.least.to_string(), self.most.to_string(), self.span.to_string());
            let values = [("key", self.key), ("least", &least), ("most", &most), ("span", &span)];
            fill(template, &values)
        };
        if given < self.least {
            return Err(text(self.too_low));
        }
        if high > self.most {
            return Err(text(self.too_high));
        }
        if high.checked_sub(low).is_some_and(|wide| wide >= self.span) {
            return Err(text("--{key} spans at most {span} values in one table"));
        }
        Ok((low, high))
    }
}

/// What a table's rows are: a range of its own, or a few named rows (a 1-D table has one).
#[derive(Debug, Clone, Copy)]
pub enum Rows {
    /// A range of values, like the columns.
    Axis(Axis),
    /// Rows of fixed names, numbered `0..keys.len()` for [`Sheet::cell`](super::Sheet::cell).
    Named {
        /// What the grid calls the rows.
        label: &'static str,
        /// The rows' keys.
        keys: &'static [&'static str],
    },
}
