//! `grundy test`: every case of the chosen problems, in process or as release binaries, with one
//! verdict per line and `N passed, M failed` at the end.

use std::fmt::{self, Write as _};
use std::path::Path;
use std::time::{Duration, Instant};

use workbench::Registered;
use workbench::cases::{Case, Mismatch, compare, discover};

use crate::measure::Measurement;

/// How one case went, in process or as a process.
#[derive(Debug)]
pub enum Verdict {
    /// The output matched.
    Ok,
    /// The output differed.
    WrongAnswer(Mismatch),
    /// The solver refused the input (in process): the error line.
    Rejected(String),
    /// The process exited with this code (`None`: killed by a signal).
    RuntimeError(Option<i32>),
    /// Over the CPU-time limit.
    TimeLimit(Duration),
    /// Over the memory limit, in MiB.
    MemoryLimit(u64),
    /// The case could not be read or run.
    NotRun(String),
}

impl Verdict {
    /// The short code that starts the case's line.
    ///
    /// # Complexity
    /// O(1).
    pub fn code(&self) -> &'static str {
        match self {
            Self::Ok => "OK",
            Self::WrongAnswer(_) => "WA",
            Self::Rejected(_) | Self::RuntimeError(_) => "RE",
            Self::TimeLimit(_) => "TLE",
            Self::MemoryLimit(_) => "MLE",
            Self::NotRun(_) => "FAIL",
        }
    }
}

impl fmt::Display for Verdict {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Ok => f.write_str("OK"),
            Self::WrongAnswer(m) => write!(f, "WA: {m}"),
            Self::Rejected(e) => write!(f, "RE: input rejected: {e}"),
            Self::RuntimeError(Some(code)) => write!(f, "RE (exit {code})"),
            Self::RuntimeError(None) => f.write_str("RE (killed by a signal)"),
            Self::TimeLimit(limit) => write!(f, "TLE (limit {} ms)", limit.as_millis()),
            Self::MemoryLimit(mib) => write!(f, "MLE (limit {mib} MiB)"),
            Self::NotRun(why) => write!(f, "not run: {why}"),
        }
    }
}

/// Lines `line - 2 ..= line + 2` (1-based) of `text`, numbered, at most 200 characters each.
fn excerpt(text: &[u8], line: usize) -> String {
    let text = String::from_utf8_lossy(text);
    let mut out = String::new();
    for (i, l) in text.lines().enumerate().skip(line.saturating_sub(3)).take(5) {
        let marker = if i + 1 == line { '>' } else { ' ' };
        let l: String = l.chars().take(200).collect();
        let _ = writeln!(out, "    {marker}{:>6} | {l}", i + 1);
    }
    if out.is_empty() {
        out.push_str("    (empty)\n");
    }
    out
}

/// The verdict of `actual` against the expected file, with the lines around a difference.
fn judge_output(input: &[u8], expected: &[u8], actual: &[u8]) -> (Verdict, String) {
    match compare(expected, actual) {
        Ok(()) => (Verdict::Ok, String::new()),
        Err(m) => {
            let line = m.expected.as_ref().map_or(usize::MAX, |e| e.1);
            let line = line.min(m.actual.as_ref().map_or(usize::MAX, |a| a.1));
            let input_lines = String::from_utf8_lossy(input).lines().count();
            let details = format!(
                "  input ({input_lines} lines, first ones):\n{}  expected:\n{}  actual:\n{}",
                excerpt(input, 1),
                excerpt(expected, line),
                excerpt(actual, line),
            );
            (Verdict::WrongAnswer(m), details)
        }
    }
}

/// The result of one case.
#[derive(Debug)]
pub struct CaseResult {
    /// `slug::name`.
    pub name: String,
    /// What happened.
    pub verdict: Verdict,
    /// Wall time, CPU time and peak memory (in process: the wall time only).
    pub cost: String,
    /// For a failure: the input, expected and actual output around the first difference.
    pub details: String,
}

impl CaseResult {
    /// The case's line (and details when it failed).
    ///
    /// # Complexity
    /// O(length of the report).
    pub fn report(&self) -> String {
        // The code leads the line; after the cost comes only what the code does not say.
        let said = self.verdict.to_string();
        let detail = said.strip_prefix(self.verdict.code()).unwrap_or(&said);
        let detail = detail.trim_start_matches(':').trim_start();
        let verdict = if detail.is_empty() { String::new() } else { format!("  {detail}") };
        format!(
            "{:<4} {:<40} {}{verdict}\n{}",
            self.verdict.code(),
            self.name,
            self.cost,
            self.details
        )
    }
}

/// Run one case through the in-process judge path.
///
/// # Complexity
/// That of the solver.
pub fn run_case(problem: &dyn Registered, case: &Case) -> CaseResult {
    let name = format!("{}::{}", problem.slug(), case.name);
    let files = std::fs::read(&case.input).and_then(|i| Ok((i, std::fs::read(&case.expected)?)));
    let (input, expected) = match files {
        Ok(f) => f,
        Err(e) => {
            let verdict = Verdict::NotRun(e.to_string());
            return CaseResult { name, verdict, cost: String::new(), details: String::new() };
        }
    };
    let start = Instant::now();
    let result = problem.solve(&input);
    let cost = format!("{:>9.3} ms", start.elapsed().as_secs_f64() * 1e3);
    let (verdict, details) = match result {
        Err(e) => {
            let details = format!("  input:\n{}", excerpt(&input, e.line as usize));
            (Verdict::Rejected(e.to_string()), details)
        }
        Ok(actual) => judge_output(&input, &expected, &actual),
    };
    CaseResult { name, verdict, cost, details }
}

/// Limits for process-level runs; `None` takes the problem's judge limits.
#[derive(Debug, Clone, Copy, Default)]
pub struct Limits {
    /// CPU-time limit.
    pub time: Option<Duration>,
    /// Peak-memory limit in MiB.
    pub memory_mib: Option<u64>,
}

/// Run one case through the binary as a measured process (see [`crate::measure`]): killed at
/// twice the CPU-time limit plus half a second of wall time.
///
/// # Complexity
/// That of the binary.
pub fn run_case_bin(
    problem: &dyn Registered,
    case: &Case,
    binary: &Path,
    limits: Limits,
    scratch: &Path,
) -> CaseResult {
    let name = format!("{}::{}", problem.slug(), case.name);
    if !binary.is_file() {
        let why = format!("no binary {} (run `cargo build --release` first)", binary.display());
        let verdict = Verdict::NotRun(why);
        return CaseResult { name, verdict, cost: String::new(), details: String::new() };
    }
    let time_limit = limits.time.unwrap_or(Duration::from_millis(problem.limits().time_ms));
    let memory_mib = limits.memory_mib.unwrap_or(problem.limits().memory_mib);
    let actual_path = scratch.join(format!("{}-{}.out", problem.slug(), case.name));
    let deadline = time_limit * 2 + Duration::from_millis(500);
    let measured = std::env::current_exe()
        .and_then(|me| crate::measure::measure(&me, binary, &case.input, &actual_path, deadline));
    let m: Measurement = match measured {
        Ok(m) => m,
        Err(e) => {
            let verdict = Verdict::NotRun(e.to_string());
            return CaseResult { name, verdict, cost: String::new(), details: String::new() };
        }
    };
    let mib = m.max_rss_kib as f64 / 1024.0;
    let (verdict, details) = if m.timed_out || m.cpu > time_limit {
        (Verdict::TimeLimit(time_limit), String::new())
    } else if m.code != Some(0) {
        (Verdict::RuntimeError(m.code), String::new())
    } else if mib > memory_mib as f64 {
        (Verdict::MemoryLimit(memory_mib), String::new())
    } else {
        let read = |p: &Path| std::fs::read(p).unwrap_or_default();
        judge_output(&read(&case.input), &read(&case.expected), &read(&actual_path))
    };
    let _ = std::fs::remove_file(&actual_path);
    let cost = format!(
        "wall {:>9.3} ms  cpu {:>9.3} ms  mem {mib:>7.1} MiB",
        m.wall.as_secs_f64() * 1e3,
        m.cpu.as_secs_f64() * 1e3,
    );
    CaseResult { name, verdict, cost, details }
}

/// Run every case of `problems` found under `root/<slug>/`, with `run` (in process or as a
/// process), printing a line per case and, at the end, `N passed, M failed`. Returns the
/// number of failures.
///
/// # Errors
/// Only if writing to `out` fails.
///
/// # Complexity
/// That of the solvers on every case.
pub fn run_all(
    problems: &[&'static dyn Registered],
    root: &Path,
    mut run: impl FnMut(&dyn Registered, &Case) -> CaseResult,
    out: &mut impl std::io::Write,
) -> std::io::Result<usize> {
    let (mut passed, mut failed) = (0usize, 0usize);
    for &problem in problems {
        let dir = root.join(problem.slug());
        let cases = match discover(&dir) {
            Ok(cases) if !cases.is_empty() => cases,
            Ok(_) => {
                writeln!(out, "FAIL {}: no cases in {}", problem.slug(), dir.display())?;
                failed += 1;
                continue;
            }
            Err(e) => {
                writeln!(out, "FAIL {}: cannot read {}: {e}", problem.slug(), dir.display())?;
                failed += 1;
                continue;
            }
        };
        for case in &cases {
            let result = run(problem, case);
            match result.verdict {
                Verdict::Ok => passed += 1,
                _ => failed += 1,
            }
            write!(out, "{}", result.report())?;
        }
    }
    writeln!(out, "{passed} passed, {failed} failed")?;
    Ok(failed)
}
