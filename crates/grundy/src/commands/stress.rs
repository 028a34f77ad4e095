//! `grundy stress`: random small inputs through the fast solution, the judge path and the model
//! until they disagree; the first disagreement is printed and saved as a test case with the
//! model's answer.

use std::cell::Cell;
use std::io::Write;
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::path::{Path, PathBuf};
use std::sync::Once;
use std::time::{Duration, Instant};

use workbench::Registered;
use workbench::testing::{Disagreement, case_seed};

/// What a stress run found.
#[derive(Debug, PartialEq, Eq)]
pub enum StressResult {
    /// Every case agreed.
    Passed {
        /// Cases run.
        cases: u64,
    },
    /// A case disagreed (or was refused, or panicked).
    Failed {
        /// The case's seed: `grundy gen SLUG --seed SEED` prints its input again.
        seed: u64,
        /// Where the case was saved, if it was.
        saved: Option<PathBuf>,
    },
}

thread_local! {
    /// Whether panics on this thread are being caught and reported by [`stress`].
    static QUIET: Cell<bool> = const { Cell::new(false) };
}

/// Silences the panic hook on this thread while alive. The hook itself is installed once per
/// process and consults a thread-local flag, so parallel runs (tests) and early returns cannot
/// leave another thread's panics unreported.
struct QuietPanics;

impl QuietPanics {
    fn new() -> Self {
        static INSTALL: Once = Once::new();
        INSTALL.call_once(|| {
            let previous = std::panic::take_hook();
            std::panic::set_hook(Box::new(move |info| {
                if !QUIET.with(Cell::get) {
                    previous(info);
                }
            }));
        });
        QUIET.with(|q| q.set(true));
        Self
    }
}

impl Drop for QuietPanics {
    fn drop(&mut self) {
        QUIET.with(|q| q.set(false));
    }
}

/// One case, a panic turned into a disagreement without a model answer.
fn guarded_check(problem: &dyn Registered, seed: u64) -> Result<(), Disagreement> {
    match catch_unwind(AssertUnwindSafe(|| problem.check(seed))) {
        Ok(result) => result,
        Err(panic) => {
            let message = panic
                .downcast_ref::<String>()
                .cloned()
                .or_else(|| panic.downcast_ref::<&str>().map(|s| s.to_string()))
                .unwrap_or_default();
            let input = problem
                .generate(&mut workbench::random::Rng::new(seed), workbench::random::Size::Small);
            Err(Disagreement {
                what: format!("panicked: {message}"),
                input,
                model: Vec::new(),
                fast: Vec::new(),
            })
        }
    }
}

/// Compare the fast solution and the judge path with the model on up to `cases` generated small
/// inputs, the i-th seeded with `case_seed(seed, i)`, stopping early after `time`. On the first
/// disagreement, print the input, both answers and the seed to `out`, and save
/// `stress-SEED.in/.out` (the model's answer) in `save_dir` if given.
///
/// # Errors
/// Only if writing to `out` or saving the case fails.
///
/// # Complexity
/// `cases` runs of the model on small inputs.
pub fn find_disagreement(
    problem: &dyn Registered,
    cases: u64,
    seed: u64,
    time: Option<Duration>,
    save_dir: Option<&Path>,
    out: &mut impl Write,
) -> std::io::Result<StressResult> {
    let start = Instant::now();
    let quiet = QuietPanics::new();
    let mut found = None;
    let mut ran = 0;
    while ran < cases && time.is_none_or(|t| start.elapsed() < t) {
        let case = case_seed(seed, ran);
        ran += 1;
        if let Err(d) = guarded_check(problem, case) {
            found = Some((case, d));
            break;
        }
    }
    drop(quiet);
    let Some((case, d)) = found else {
        writeln!(out, "{ran} passed, 0 failed")?;
        return Ok(StressResult::Passed { cases: ran });
    };
    writeln!(out, "disagreement on case {ran} (seed {case}): {}", d.what)?;
    write!(out, "--- input ---\n{}", String::from_utf8_lossy(&d.input))?;
    write!(
        out,
        "--- model ---\n{}--- fast ---\n{}",
        String::from_utf8_lossy(&d.model),
        String::from_utf8_lossy(&d.fast)
    )?;
    let mut saved = None;
    if let (Some(dir), false) = (save_dir, d.model.is_empty()) {
        std::fs::create_dir_all(dir)?;
        let base = dir.join(format!("stress-{case}"));
        std::fs::write(base.with_extension("in"), &d.input)?;
        std::fs::write(base.with_extension("out"), &d.model)?;
        writeln!(out, "saved as {}.in/.out (the model's answer)", base.display())?;
        saved = Some(base);
    }
    writeln!(out, "reproduce: grundy gen {} --seed {case} --size small", problem.slug())?;
    writeln!(out, "{} passed, 1 failed", ran - 1)?;
    Ok(StressResult::Failed { seed: case, saved })
}

/// `grundy stress`: [`find_disagreement`] from the flags, saving a disagreement under the testdata
/// folder; exit 1 when one is found.
///
/// # Errors
/// An unknown slug, or standard output cannot be written.
///
/// # Complexity
/// That of the cases run.
pub fn run(args: crate::flags::StressArgs, stdout: &mut impl Write) -> super::CommandResult {
    let crate::flags::StressArgs { slug, cases, seed, time, testdata } = args;
    let problem = super::find(&slug)?;
    let save = crate::testdata_root(testdata.as_deref()).join(&slug);
    let result = find_disagreement(problem, cases, seed, time, Some(&save), stdout)?;
    Ok(match result {
        StressResult::Failed { .. } => std::process::ExitCode::FAILURE,
        StressResult::Passed { .. } => std::process::ExitCode::SUCCESS,
    })
}
