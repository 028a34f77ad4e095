//! `sg stress`: random small inputs through the fast solution and the model until they
//! disagree; the first disagreement is printed and saved as a test case with the model's answer.

use std::io::Write;
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use judge::Problem;
use judge::cases::compare;
use judge::random::{Rng, Size};
use judge::testing::case_seed;

/// What a stress run found.
#[derive(Debug, PartialEq, Eq)]
pub enum StressResult {
    /// Every case agreed.
    Passed {
        /// Cases run.
        cases: u64,
    },
    /// A case disagreed (or was rejected, or panicked).
    Failed {
        /// The case's seed: `sg gen SLUG --seed SEED` prints its input again.
        seed: u64,
        /// Where the case was saved, if it was.
        saved: Option<PathBuf>,
    },
}

/// Run a solver, turning a panic into an error message.
fn guarded(run: impl FnOnce() -> Result<Vec<u8>, judge::InputError>) -> Result<Vec<u8>, String> {
    match catch_unwind(AssertUnwindSafe(run)) {
        Ok(Ok(out)) => Ok(out),
        Ok(Err(e)) => Err(format!("rejected the input: {e}")),
        Err(panic) => {
            let msg = panic
                .downcast_ref::<String>()
                .cloned()
                .or_else(|| panic.downcast_ref::<&str>().map(|s| s.to_string()))
                .unwrap_or_default();
            Err(format!("panicked: {msg}"))
        }
    }
}

/// Compare the fast solution with the model on up to `cases` generated small inputs, the i-th
/// seeded with `case_seed(seed, i)`, stopping early after `time`. On the first disagreement,
/// print the input, both answers and the seed to `out`, and save `stress-SEED.in/.out` (the
/// model's answer) in `save_dir` if given.
///
/// # Errors
/// Only if writing to `out` or saving the case fails.
///
/// # Complexity
/// `cases` runs of the model on small inputs.
pub fn stress(
    problem: &Problem,
    cases: u64,
    seed: u64,
    time: Option<Duration>,
    save_dir: Option<&Path>,
    out: &mut impl Write,
) -> std::io::Result<StressResult> {
    let start = Instant::now();
    // Panics are reported as disagreements; keep the default hook from printing them too.
    let hook = std::panic::take_hook();
    std::panic::set_hook(Box::new(|_| {}));
    let mut result = StressResult::Passed { cases };
    for i in 0..cases {
        if time.is_some_and(|t| start.elapsed() >= t) {
            result = StressResult::Passed { cases: i };
            break;
        }
        let case = case_seed(seed, i);
        let input = (problem.generate)(&mut Rng::new(case), Size::Small);
        let model = guarded(|| problem.run_model(&input));
        let fast = guarded(|| problem.run_bytes(&input));
        let problem_found = match (&model, &fast) {
            (Ok(m), Ok(f)) => compare(m, f).err().map(|d| d.to_string()),
            (Err(e), _) => Some(format!("the model {e}")),
            (_, Err(e)) => Some(format!("the fast solution {e}")),
        };
        let Some(what) = problem_found else { continue };
        let show = |r: &Result<Vec<u8>, String>| match r {
            Ok(o) => String::from_utf8_lossy(o).into_owned(),
            Err(e) => format!("({e})\n"),
        };
        writeln!(out, "disagreement on case {} (seed {case}): {what}", i + 1)?;
        write!(out, "--- input ---\n{}", String::from_utf8_lossy(&input))?;
        write!(out, "--- model ---\n{}--- fast ---\n{}", show(&model), show(&fast))?;
        let mut saved = None;
        if let (Some(dir), Ok(answer)) = (save_dir, &model) {
            std::fs::create_dir_all(dir)?;
            let base = dir.join(format!("stress-{case}"));
            std::fs::write(base.with_extension("in"), &input)?;
            std::fs::write(base.with_extension("out"), answer)?;
            writeln!(out, "saved as {}.in/.out (the model's answer)", base.display())?;
            saved = Some(base);
        }
        writeln!(out, "reproduce: sg gen {} --seed {case} --size small", problem.slug)?;
        result = StressResult::Failed { seed: case, saved };
        break;
    }
    std::panic::set_hook(hook);
    if let StressResult::Passed { cases } = result {
        writeln!(out, "{cases} passed, 0 failed")?;
    } else {
        writeln!(out, "0 passed, 1 failed")?;
    }
    Ok(result)
}
