//! `sg test`: every sample of the chosen problems, with a verdict and a time per case.

use std::fmt::Write as _;
use std::path::Path;
use std::time::{Duration, Instant};

use judge::Problem;
use judge::cases::{Case, Mismatch, compare, discover};

/// How one case went.
#[derive(Debug)]
pub enum Verdict {
    /// Output matched.
    Passed,
    /// The solver rejected the input.
    Rejected(String),
    /// Output differed.
    Wrong(Mismatch),
    /// The case files could not be read.
    Unreadable(String),
}

/// The result of one case.
#[derive(Debug)]
pub struct CaseResult {
    /// `slug::name`.
    pub name: String,
    /// What happened.
    pub verdict: Verdict,
    /// Time spent in the solver.
    pub time: Duration,
    /// A report for a failure: input, expected and actual output around the first difference.
    pub details: String,
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

/// Run one case through the in-process solver.
///
/// # Complexity
/// That of the solver.
pub fn run_case(problem: &Problem, case: &Case) -> CaseResult {
    let name = format!("{}::{}", problem.slug, case.name);
    let files = std::fs::read(&case.input).and_then(|i| Ok((i, std::fs::read(&case.expected)?)));
    let (input, expected) = match files {
        Ok(f) => f,
        Err(e) => {
            let verdict = Verdict::Unreadable(e.to_string());
            return CaseResult { name, verdict, time: Duration::ZERO, details: String::new() };
        }
    };
    let start = Instant::now();
    let result = problem.run_bytes(&input);
    let time = start.elapsed();
    let (verdict, details) = match result {
        Err(e) => {
            let details = format!("  input:\n{}", excerpt(&input, e.line as usize));
            (Verdict::Rejected(e.to_string()), details)
        }
        Ok(actual) => match compare(&expected, &actual) {
            Ok(()) => (Verdict::Passed, String::new()),
            Err(m) => {
                let el = m.expected.as_ref().map_or(usize::MAX, |e| e.1);
                let al = m.actual.as_ref().map_or(usize::MAX, |a| a.1);
                let input_lines = String::from_utf8_lossy(&input).lines().count();
                let details = format!(
                    "  input ({input_lines} lines, first ones):\n{}  expected:\n{}  actual:\n{}",
                    excerpt(&input, 1),
                    excerpt(&expected, el.min(al)),
                    excerpt(&actual, el.min(al)),
                );
                (Verdict::Wrong(m), details)
            }
        },
    };
    CaseResult { name, verdict, time, details }
}

/// Run every case of `problems` found under `root/<slug>/`, printing a line per case and, at the
/// end, `N passed, M failed`. Returns the number of failures.
///
/// # Complexity
/// That of the solvers on every case.
pub fn run_all(
    problems: &[&Problem],
    root: &Path,
    out: &mut impl std::io::Write,
) -> std::io::Result<usize> {
    let (mut passed, mut failed) = (0usize, 0usize);
    for problem in problems {
        let dir = root.join(problem.slug);
        let cases = match discover(&dir) {
            Ok(cases) if !cases.is_empty() => cases,
            Ok(_) => {
                writeln!(out, "FAIL {}: no cases in {}", problem.slug, dir.display())?;
                failed += 1;
                continue;
            }
            Err(e) => {
                writeln!(out, "FAIL {}: cannot read {}: {e}", problem.slug, dir.display())?;
                failed += 1;
                continue;
            }
        };
        for case in &cases {
            let r = run_case(problem, case);
            let ms = r.time.as_secs_f64() * 1e3;
            match &r.verdict {
                Verdict::Passed => {
                    passed += 1;
                    writeln!(out, "ok   {:<40} {ms:>9.3} ms", r.name)?;
                }
                Verdict::Rejected(e) => {
                    failed += 1;
                    writeln!(
                        out,
                        "FAIL {:<40} {ms:>9.3} ms  input rejected: {e}\n{}",
                        r.name, r.details
                    )?;
                }
                Verdict::Wrong(m) => {
                    failed += 1;
                    writeln!(
                        out,
                        "FAIL {:<40} {ms:>9.3} ms  wrong answer: {m}\n{}",
                        r.name, r.details
                    )?;
                }
                Verdict::Unreadable(e) => {
                    failed += 1;
                    writeln!(out, "FAIL {:<40} cannot read case: {e}", r.name)?;
                }
            }
        }
    }
    writeln!(out, "{passed} passed, {failed} failed")?;
    Ok(failed)
}

/// Limits for process-level runs; `None` takes the problem's judge limits.
#[derive(Debug, Clone, Copy, Default)]
pub struct Limits {
    /// CPU-time limit.
    pub time: Option<Duration>,
    /// Peak-memory limit in MiB.
    pub memory_mib: Option<u64>,
}

/// Run every case of `problems` through the release binaries in `bin_dir` as separate
/// processes, under the time limit (CPU time; the process is killed at twice the limit plus
/// half a second of wall time), reporting wall time, CPU time and peak memory per case and a
/// verdict among OK, WA, RE, TLE and MLE. Returns the number of failures.
///
/// # Errors
/// Only if writing to `out` fails.
///
/// # Complexity
/// That of the binaries on every case.
pub fn run_all_bin(
    problems: &[&Problem],
    root: &Path,
    bin_dir: &Path,
    limits: Limits,
    out: &mut impl std::io::Write,
) -> std::io::Result<usize> {
    let (mut passed, mut failed) = (0usize, 0usize);
    let scratch = std::env::temp_dir().join(format!("sg-test-bin-{}", std::process::id()));
    std::fs::create_dir_all(&scratch)?;
    for problem in problems {
        let binary = bin_dir.join(problem.slug);
        if !binary.is_file() {
            writeln!(
                out,
                "FAIL {}: no binary {} (run `cargo build --release` first)",
                problem.slug,
                binary.display()
            )?;
            failed += 1;
            continue;
        }
        let time_limit = limits.time.unwrap_or(Duration::from_millis(problem.time_limit_ms));
        let memory_mib = limits.memory_mib.unwrap_or(problem.memory_limit_mib);
        let cases = discover(&root.join(problem.slug)).unwrap_or_default();
        if cases.is_empty() {
            writeln!(
                out,
                "FAIL {}: no cases in {}",
                problem.slug,
                root.join(problem.slug).display()
            )?;
            failed += 1;
        }
        for case in &cases {
            let name = format!("{}::{}", problem.slug, case.name);
            let actual_path = scratch.join(format!("{}-{}.out", problem.slug, case.name));
            let deadline = time_limit * 2 + Duration::from_millis(500);
            let m = match crate::measure::measure(&binary, &case.input, &actual_path, deadline) {
                Ok(m) => m,
                Err(e) => {
                    failed += 1;
                    writeln!(out, "FAIL {name:<40} cannot run: {e}")?;
                    continue;
                }
            };
            let mib = m.max_rss_kib as f64 / 1024.0;
            let verdict = if m.timed_out || m.cpu > time_limit {
                format!("TLE (limit {} ms)", time_limit.as_millis())
            } else if m.code != Some(0) {
                format!("RE (exit {})", m.code.map_or("by signal".into(), |c| c.to_string()))
            } else if mib > memory_mib as f64 {
                format!("MLE (limit {memory_mib} MiB)")
            } else {
                let expected = std::fs::read(&case.expected).unwrap_or_default();
                let actual = std::fs::read(&actual_path).unwrap_or_default();
                match compare(&expected, &actual) {
                    Ok(()) => "OK".to_string(),
                    Err(diff) => format!("WA: {diff}"),
                }
            };
            let _ = std::fs::remove_file(&actual_path);
            let ok = verdict == "OK";
            if ok {
                passed += 1;
            } else {
                failed += 1;
            }
            writeln!(
                out,
                "{} {name:<40} wall {:>9.3} ms  cpu {:>9.3} ms  mem {mib:>7.1} MiB  {verdict}",
                if ok { "ok  " } else { "FAIL" },
                m.wall.as_secs_f64() * 1e3,
                m.cpu.as_secs_f64() * 1e3,
            )?;
        }
    }
    let _ = std::fs::remove_dir_all(&scratch);
    writeln!(out, "{passed} passed, {failed} failed")?;
    Ok(failed)
}
