//! The [`Problem`] descriptor each problem crate exports, and [`DEFAULTS`] for its usual fields.

use crate::random::{Rng, Size};
use crate::table::{Args, Table};
use crate::{InputError, Scanner};

/// A problem's solver: read judge input from the scanner, append judge output to the buffer.
pub type Solve = fn(&mut Scanner<'_>, &mut Vec<u8>) -> Result<(), InputError>;

/// A generator of valid judge inputs of a given size class.
pub type Generate = fn(&mut Rng, Size) -> Vec<u8>;

/// A problem's own table for pattern hunting, from `--key value` arguments.
pub type MakeTable = fn(&Args) -> Result<Table, String>;

/// What a problem crate exports so that `sg` and the test harness can find it.
#[derive(Debug, Clone, Copy)]
pub struct Problem {
    /// The crate, binary and `testdata/` folder name, e.g. `s-nim`.
    pub slug: &'static str,
    /// A human title, e.g. `S-Nim`.
    pub title: &'static str,
    /// Where the problem is judged, e.g. `HDU 1536 / POJ 2960`.
    pub judge: &'static str,
    /// The fast solution.
    pub solve: Solve,
    /// The same judge output computed by searching the game tree with sg-core's engine
    /// (exponential: for small inputs only).
    pub model: Solve,
    /// Random valid inputs; `Size::Small` ones must be cheap for `model`.
    pub generate: Generate,
    /// The judge's time limit in milliseconds (the default of `sg test --bin`).
    pub time_limit_ms: u64,
    /// The judge's memory limit in MiB.
    pub memory_limit_mib: u64,
    /// Like `solve`, but after each verdict a winning first move in plain words, or the
    /// statement that every move loses (`sg run --explain`); `None` where not meaningful.
    pub explain: Option<Solve>,
    /// The problem's own Grundy table (`sg table SLUG …`), if it has one.
    pub table: Option<MakeTable>,
}

/// The fields most problems share, for struct-update syntax in a `PROBLEM` constant:
/// 1 s, 256 MiB, no explanation, no table.
///
/// ```
/// # fn solve(_: &mut judge::Scanner<'_>, _: &mut Vec<u8>) -> judge::Result<()> { Ok(()) }
/// # fn generate(_: &mut judge::random::Rng, _: judge::random::Size) -> Vec<u8> { Vec::new() }
/// const P: judge::Problem = judge::Problem {
///     slug: "demo", title: "Demo", judge: "nowhere", solve, model: solve, generate,
///     ..judge::problem::DEFAULTS
/// };
/// assert_eq!(P.time_limit_ms, 1000);
/// ```
pub const DEFAULTS: Problem = Problem {
    slug: "",
    title: "",
    judge: "",
    solve: |_, _| Ok(()),
    model: |_, _| Ok(()),
    generate: |_, _| Vec::new(),
    time_limit_ms: 1000,
    memory_limit_mib: 256,
    explain: None,
    table: None,
};

impl Problem {
    /// Run the fast solver on an in-memory input.
    ///
    /// # Errors
    /// The input error the solver reports.
    ///
    /// # Complexity
    /// That of the solver.
    pub fn run_bytes(&self, input: &[u8]) -> Result<Vec<u8>, InputError> {
        crate::run(self.solve, &mut &input[..])
    }

    /// Run the model on an in-memory input.
    ///
    /// # Errors
    /// The input error the model reports.
    ///
    /// # Complexity
    /// Exponential in general: small inputs only.
    pub fn run_model(&self, input: &[u8]) -> Result<Vec<u8>, InputError> {
        crate::run(self.model, &mut &input[..])
    }

    /// Run the explaining solver, if the problem has one.
    ///
    /// # Errors
    /// The input error it reports.
    ///
    /// # Complexity
    /// That of the explaining solver.
    pub fn run_explain(&self, input: &[u8]) -> Option<Result<Vec<u8>, InputError>> {
        self.explain.map(|explain| crate::run(explain, &mut &input[..]))
    }
}
