//! `grundy test`: every case of the chosen problems, in process or as release binaries, with one
//! verdict per line and `N passed, M failed` at the end.

use std::fmt::{self, Write as _};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use workbench::cases::{Case, Mismatch, discover};
use workbench::referee::{Delivery, Ending, Strategy};
use workbench::{Registered, Rejection};

use super::measure::Measurement;

/// How one case went, in process or as a process.
#[derive(Debug)]
pub enum Verdict {
    /// The output matched.
    Ok,
    /// The output differed (token by token).
    WrongAnswer(Mismatch),
    /// The checker or the interactor judged the output wrong: why.
    Wrong(String),
    /// The output does not read as an answer (a wrong output format): where and why.
    WrongFormat(String),
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
    pub fn code(&self) -> &'static str {
        match self {
            Self::Ok => "OK",
            Self::WrongAnswer(_) | Self::Wrong(_) => "WA",
            Self::WrongFormat(_) => "PE",
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
            Self::Wrong(why) => write!(f, "WA: {why}"),
            Self::WrongFormat(why) => write!(f, "PE: {why}"),
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

/// The verdict of `actual` against the expected file (by the problem's checker, or token by
/// token with the lines around a difference).
fn judge_output(
    problem: &dyn Registered,
    input: &[u8],
    expected: &[u8],
    actual: &[u8],
) -> (Verdict, String) {
    match problem.judge_output(input, actual, expected) {
        Ok(()) => (Verdict::Ok, String::new()),
        Err(Rejection::Checker(judge::Judgement::WrongFormat(why))) => {
            (Verdict::WrongFormat(why), format!("  output:\n{}", excerpt(actual, 1)))
        }
        Err(Rejection::Checker(judgement)) => (
            Verdict::Wrong(judgement.to_string().trim_start_matches("wrong answer: ").to_string()),
            format!("  output:\n{}", excerpt(actual, 1)),
        ),
        Err(Rejection::Failure(why)) => {
            (Verdict::NotRun(format!("the checker failed: {why}")), String::new())
        }
        Err(Rejection::Differs(m)) => {
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
    let (verdict, details) = match result {
        Err(e) => {
            let details = format!("  input:\n{}", excerpt(&input, e.line as usize));
            (Verdict::Rejected(e.to_string()), details)
        }
        Ok(actual) => judge_output(problem, &input, &expected, &actual),
    };
    let (verdict, details) = match verdict {
        Verdict::Ok if problem.interactive() => play_every_strategy(problem, &input),
        _ => (verdict, details),
    };
    let cost = format!("{:>9.3} ms", start.elapsed().as_secs_f64() * 1e3);
    CaseResult { name, verdict, cost, details }
}

/// How long one interaction of `grundy test` may take in process.
const INTERACTION_LIMIT: Duration = Duration::from_secs(10);

/// The verdict of an interaction's ending.
///
/// # Complexity
/// O(length of its message).
pub fn verdict_of(ending: &Ending) -> Verdict {
    match ending {
        Ending::Judged(judge::Judgement::Accepted) => Verdict::Ok,
        Ending::Judged(judge::Judgement::WrongAnswer(why)) => Verdict::Wrong(why.clone()),
        Ending::Judged(judge::Judgement::WrongFormat(why)) => Verdict::WrongFormat(why.clone()),
        Ending::TimeLimit(limit) => Verdict::TimeLimit(*limit),
        Ending::RuntimeError(why) => Verdict::Rejected(why.clone()),
    }
}

/// What a failed interaction shows: the strategy and the last lines said.
fn interaction_details(strategy: Strategy, last_lines: &str) -> String {
    format!("  against the {} interactor, the last lines:\n{last_lines}", strategy.name())
}

/// An interactive case in process: the judge path against the interactor under each strategy;
/// the first that it does not win decides.
fn play_every_strategy(problem: &dyn Registered, input: &[u8]) -> (Verdict, String) {
    for strategy in Strategy::EACH {
        match problem.interact(input, strategy, INTERACTION_LIMIT, Delivery::AsWritten) {
            None => break,
            Some(Err(e)) => return (Verdict::Rejected(e.to_string()), String::new()),
            Some(Ok(session)) if session.ending.accepted() => {}
            Some(Ok(session)) => {
                let details = interaction_details(strategy, &session.transcript.tail(12));
                return (verdict_of(&session.ending), details);
            }
        }
    }
    (Verdict::Ok, String::new())
}

/// Limits for process-level runs; `None` takes the problem's judge limits.
#[derive(Debug, Clone, Copy, Default)]
pub struct Limits {
    /// CPU-time limit.
    pub time: Option<Duration>,
    /// Peak-memory limit in MiB.
    pub memory_mib: Option<u64>,
}

/// Run one case through the binary as a measured process (see [`super::measure`]): killed at
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
    if problem.interactive() {
        return play_every_strategy_bin(
            problem,
            case,
            binary,
            (time_limit, memory_mib),
            &actual_path,
            deadline,
        );
    }
    let measured = std::env::current_exe()
        .and_then(|me| super::measure::measure(&me, binary, &case.input, &actual_path, deadline));
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
        judge_output(problem, &read(&case.input), &read(&case.expected), &read(&actual_path))
    };
    let _ = std::fs::remove_file(&actual_path);
    CaseResult { name, verdict, cost: cost_of(&m), details }
}

fn cost_of(m: &Measurement) -> String {
    format!(
        "wall {:>9.3} ms  cpu {:>9.3} ms  mem {:>7.1} MiB",
        m.wall.as_secs_f64() * 1e3,
        m.cpu.as_secs_f64() * 1e3,
        m.max_rss_kib as f64 / 1024.0
    )
}

/// An interactive case as processes: the binary against the interactor under each strategy,
/// each run measured on its own; the first it does not win decides, and the cost shown is the
/// largest of the runs.
fn play_every_strategy_bin(
    problem: &dyn Registered,
    case: &Case,
    binary: &Path,
    (time_limit, memory_mib): (Duration, u64),
    transcript: &Path,
    deadline: Duration,
) -> CaseResult {
    let name = format!("{}::{}", problem.slug(), case.name);
    let mut worst: Option<Measurement> = None;
    let mut outcome = (Verdict::Ok, String::new());
    for strategy in Strategy::EACH {
        let measured = std::env::current_exe().and_then(|me| {
            super::measure::measure_interactive(
                &me,
                problem.slug(),
                strategy,
                binary,
                &case.input,
                transcript,
                deadline,
            )
        });
        let (m, ending) = match measured {
            Ok(result) => result,
            Err(e) => {
                outcome = (Verdict::NotRun(e.to_string()), String::new());
                break;
            }
        };
        let mib = m.max_rss_kib as f64 / 1024.0;
        let lines = std::fs::read_to_string(transcript).unwrap_or_default();
        let details = || {
            format!(
                "  against the {} interactor, the last lines:\n{}",
                strategy.name(),
                last_lines(&lines, 12)
            )
        };
        outcome = if m.cpu > time_limit {
            (Verdict::TimeLimit(time_limit), details())
        } else if mib > memory_mib as f64 {
            (Verdict::MemoryLimit(memory_mib), details())
        } else {
            match verdict_of(&ending) {
                Verdict::Ok => (Verdict::Ok, String::new()),
                verdict => (verdict, details()),
            }
        };
        worst = Some(match worst {
            Some(w) if w.cpu >= m.cpu && w.max_rss_kib >= m.max_rss_kib => w,
            Some(w) => Measurement {
                cpu: w.cpu.max(m.cpu),
                wall: w.wall.max(m.wall),
                max_rss_kib: w.max_rss_kib.max(m.max_rss_kib),
                ..m
            },
            None => m,
        });
        if !matches!(outcome.0, Verdict::Ok) {
            break;
        }
    }
    let _ = std::fs::remove_file(transcript);
    let cost = worst.as_ref().map(cost_of).unwrap_or_default();
    CaseResult { name, verdict: outcome.0, cost, details: outcome.1 }
}

/// The last `n` lines of `text`, indented (a transcript as [`Transcript`] prints it).
///
/// [`Transcript`]: workbench::referee::Transcript
fn last_lines(text: &str, n: usize) -> String {
    let lines: Vec<&str> = text.lines().collect();
    lines[lines.len().saturating_sub(n)..].iter().map(|l| format!("{l}\n")).collect()
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

/// Where `grundy test --bin` looks for the release binaries without `--bin-dir`: inside a
/// workspace (`root`), its release folder (`target/release` of `$CARGO_TARGET_DIR` when that
/// is set, else of `root/target`), so an installed `grundy` tests what `cargo build --release`
/// just built; outside one, the folder of `grundy` itself.
pub fn default_bin_dir(
    root: Option<&Path>,
    target: Option<&Path>,
    exe: Option<PathBuf>,
) -> Option<PathBuf> {
    match root {
        Some(root) => {
            Some(target.map_or_else(|| root.join("target"), Path::to_path_buf).join("release"))
        }
        None => exe?.parent().map(Path::to_path_buf),
    }
}

/// `grundy test`: every case of the named problems (all when none are named), in process or,
/// with `--bin`, as measured release binaries; exit 1 when any case fails.
///
/// # Errors
/// An unknown slug, no binary folder, or standard output cannot be written.
///
/// # Complexity
/// That of every case's solution.
pub fn run(args: crate::flags::TestArgs, stdout: &mut impl std::io::Write) -> super::CommandResult {
    let crate::flags::TestArgs { slugs, testdata, bin, tl, ml, bin_dir } = args;
    let mut chosen = slugs.iter().map(|s| super::find(s)).collect::<Result<Vec<_>, _>>()?;
    if chosen.is_empty() {
        chosen = crate::registry::PROBLEMS.to_vec();
    }
    let root = crate::testdata_root(testdata.as_deref());
    let failed = if bin {
        let dir = bin_dir.or_else(|| {
            let cwd = std::env::current_dir().ok();
            let root = cwd.as_deref().and_then(crate::find_root);
            // Cargo reads a relative CARGO_TARGET_DIR from the current folder.
            let target = std::env::var_os("CARGO_TARGET_DIR")
                .map(|t| cwd.as_deref().map_or(PathBuf::from(&t), |cwd| cwd.join(&t)));
            default_bin_dir(root.as_deref(), target.as_deref(), std::env::current_exe().ok())
        });
        let dir = dir.ok_or("cannot tell where the binaries are; pass --bin-dir")?;
        let limits = Limits { time: tl.map(Duration::from_millis), memory_mib: ml };
        let scratch = std::env::temp_dir().join(format!("grundy-test-bin-{}", std::process::id()));
        std::fs::create_dir_all(&scratch)?;
        let run_one = |p: &dyn Registered, case: &Case| {
            run_case_bin(p, case, &dir.join(p.slug()), limits, &scratch)
        };
        let failed = run_all(&chosen, &root, run_one, stdout);
        let _ = std::fs::remove_dir_all(&scratch);
        failed?
    } else {
        run_all(&chosen, &root, run_case, stdout)?
    };
    Ok(if failed > 0 { std::process::ExitCode::FAILURE } else { std::process::ExitCode::SUCCESS })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_binaries_are_the_workspaces_release_build_inside_one() {
        let exe = Some(PathBuf::from("/home/me/.cargo/bin/grundy"));
        let root = Path::new("/src/sg");
        assert_eq!(
            default_bin_dir(Some(root), None, exe.clone()),
            Some(root.join("target/release"))
        );
        let target = Path::new("/tmp/t");
        assert_eq!(
            default_bin_dir(Some(root), Some(target), exe.clone()),
            Some(target.join("release"))
        );
        assert_eq!(default_bin_dir(None, None, exe), Some(PathBuf::from("/home/me/.cargo/bin")));
        assert_eq!(default_bin_dir(None, None, None), None);
    }
}
