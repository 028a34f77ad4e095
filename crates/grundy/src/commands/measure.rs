//! Process-level runs for `grundy test --bin` and the `compare` benchmark: a judge binary on one input under a time limit,
//! with wall time, CPU time and peak memory.
//!
//! Peak memory comes from `getrusage(RUSAGE_CHILDREN)`, which covers every child a process has
//! waited for. So `grundy` starts one measuring copy of itself per case (`grundy measure`), whose only
//! child is the binary under test: its figures are that binary's alone.

use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// What one measured run did.
#[derive(Debug, Clone, PartialEq)]
pub struct Measurement {
    /// Exit code, or `None` if killed (time limit or signal).
    pub code: Option<i32>,
    /// Whether the run was killed at the time limit.
    pub timed_out: bool,
    /// Wall-clock time.
    pub wall: Duration,
    /// User plus system CPU time.
    pub cpu: Duration,
    /// Peak resident memory in KiB.
    pub max_rss_kib: u64,
}

impl Measurement {
    /// One line, `key=value` words, as `grundy measure` prints it.
    pub fn to_line(&self) -> String {
        format!(
            "code={} timed_out={} wall_us={} cpu_us={} max_rss_kib={}",
            self.code.map_or("none".to_string(), |c| c.to_string()),
            self.timed_out,
            self.wall.as_micros(),
            self.cpu.as_micros(),
            self.max_rss_kib
        )
    }

    /// Parse [`Measurement::to_line`].
    ///
    /// # Complexity
    /// O(line length).
    pub fn from_line(line: &str) -> Option<Self> {
        let mut m = Self {
            code: None,
            timed_out: false,
            wall: Duration::ZERO,
            cpu: Duration::ZERO,
            max_rss_kib: 0,
        };
        for word in line.split_whitespace() {
            let (key, value) = word.split_once('=')?;
            match key {
                "code" => m.code = value.parse().ok(),
                "timed_out" => m.timed_out = value.parse().ok()?,
                "wall_us" => m.wall = Duration::from_micros(value.parse().ok()?),
                "cpu_us" => m.cpu = Duration::from_micros(value.parse().ok()?),
                "max_rss_kib" => m.max_rss_kib = value.parse().ok()?,
                _ => return None,
            }
        }
        Some(m)
    }
}

/// Run `binary` with stdin from `input`, stdout into `output`, killed after `limit`; then
/// read this process's children's resource usage. Call it in a process with no other child.
///
/// # Errors
/// If the files cannot be opened or the binary cannot be started.
///
/// # Complexity
/// That of the binary.
pub fn measure_here(
    binary: &Path,
    input: &Path,
    output: &Path,
    limit: Duration,
) -> std::io::Result<Measurement> {
    let stdin = std::fs::File::open(input)?;
    let stdout = std::fs::File::create(output)?;
    let start = Instant::now();
    let mut child =
        Command::new(binary).stdin(stdin).stdout(stdout).stderr(Stdio::piped()).spawn()?;
    // A chatty binary must not block on a full pipe.
    let drain = workbench::process::drain(child.stderr.take());
    let (status, timed_out) = workbench::process::wait_or_kill(&mut child, start, limit)?;
    let wall = start.elapsed();
    let _ = drain.join();
    let (cpu, max_rss_kib) = children_usage()?;
    Ok(Measurement {
        code: if timed_out { None } else { status.code() },
        timed_out,
        wall,
        cpu,
        max_rss_kib,
    })
}

/// The CPU time (user + system) and peak resident memory in KiB of this process's children
/// that have been waited for.
fn children_usage() -> std::io::Result<(Duration, u64)> {
    let usage = nix::sys::resource::getrusage(nix::sys::resource::UsageWho::RUSAGE_CHILDREN)
        .map_err(std::io::Error::from)?;
    let micros = |t: nix::sys::time::TimeVal| t.tv_sec() as u64 * 1_000_000 + t.tv_usec() as u64;
    let cpu = Duration::from_micros(micros(usage.user_time()) + micros(usage.system_time()));
    Ok((cpu, usage.max_rss().max(0) as u64))
}

/// The error for a measuring process whose report does not read.
fn unreadable(report: &std::process::Output) -> std::io::Error {
    std::io::Error::other(format!(
        "the measuring process said: {}{}",
        String::from_utf8_lossy(&report.stdout),
        String::from_utf8_lossy(&report.stderr)
    ))
}

/// Run `binary` against `problem`'s interactor on the test `input` (moving by `strategy`),
/// killed after `limit`; write the transcript to `transcript`; then read this process's
/// children's resource usage. Call it in a process with no other child.
///
/// # Errors
/// If the files cannot be read or written, or the binary cannot be started.
///
/// # Complexity
/// That of the game.
pub fn measure_interactive_here(
    problem: &dyn workbench::Registered,
    strategy: workbench::referee::Strategy,
    binary: &Path,
    input: &Path,
    transcript: &Path,
    limit: Duration,
) -> std::io::Result<(Measurement, workbench::referee::Ending)> {
    let test = std::fs::read(input)?;
    let mut child = Command::new(binary)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()?;
    let session = problem
        .interact_with_child(&test, strategy, &mut child, limit)
        .ok_or_else(|| std::io::Error::other(format!("`{}` is not interactive", problem.slug())))?;
    let session = match session {
        Ok(session) => session,
        Err(why) => {
            let _ = child.kill();
            let _ = child.wait();
            return Err(std::io::Error::other(why));
        }
    };
    std::fs::write(transcript, session.transcript.to_string())?;
    let (cpu, max_rss_kib) = children_usage()?;
    let timed_out = matches!(session.ending, workbench::referee::Ending::TimeLimit(_));
    let m = Measurement { code: None, timed_out, wall: session.wall, cpu, max_rss_kib };
    Ok((m, session.ending))
}

/// [`measure_interactive_here`] in a fresh measuring process (`measurer measure --interactive
/// SLUG --strategy NAME …`), so that the peak memory is the binary's own.
///
/// # Errors
/// If the measuring process cannot be started or reports nothing.
///
/// # Complexity
/// That of the game.
pub fn measure_interactive(
    measurer: &Path,
    slug: &str,
    strategy: workbench::referee::Strategy,
    binary: &Path,
    input: &Path,
    transcript: &Path,
    limit: Duration,
) -> std::io::Result<(Measurement, workbench::referee::Ending)> {
    let strategy = match strategy {
        workbench::referee::Strategy::Random(seed) => format!("random:{seed}"),
        other => other.name().to_string(),
    };
    let report = Command::new(measurer)
        .args(["measure", "--interactive", slug, "--strategy", &strategy, "--limit-ms"])
        .arg(limit.as_millis().to_string())
        .arg(binary)
        .arg(input)
        .arg(transcript)
        .stdin(Stdio::null())
        .output()?;
    let text = String::from_utf8_lossy(&report.stdout);
    let mut lines = text.lines();
    let parsed = lines
        .next()
        .and_then(Measurement::from_line)
        .and_then(|m| Some((m, workbench::referee::Ending::from_line(lines.next()?)?)));
    parsed.ok_or_else(|| unreadable(&report))
}

/// Measure `binary` on `input` in a fresh measuring process (`measurer measure …`, where
/// `measurer` is a `grundy` executable), so that the peak memory is the binary's own.
///
/// # Errors
/// If the measuring process cannot be started or reports nothing.
///
/// # Complexity
/// That of the binary.
pub fn measure(
    measurer: &Path,
    binary: &Path,
    input: &Path,
    output: &Path,
    limit: Duration,
) -> std::io::Result<Measurement> {
    let report = Command::new(measurer)
        .arg("measure")
        .arg("--limit-ms")
        .arg(limit.as_millis().to_string())
        .arg(binary)
        .arg(input)
        .arg(output)
        .stdin(Stdio::null())
        .output()?;
    let text = String::from_utf8_lossy(&report.stdout);
    Measurement::from_line(text.trim()).ok_or_else(|| unreadable(&report))
}

/// `grundy measure` (internal, for `grundy test --bin`): one run of BINARY on INPUT, its
/// figures as one line (and, with `--interactive`, how the game ended).
///
/// # Errors
/// An unknown slug, or the binary cannot be run.
///
/// # Complexity
/// That of the binary's run.
pub fn run(
    args: crate::flags::MeasureArgs,
    stdout: &mut impl std::io::Write,
) -> super::CommandResult {
    let crate::flags::MeasureArgs { limit_ms, interactive, strategy, binary, input, output } = args;
    let limit = Duration::from_millis(limit_ms);
    let cannot = |e: std::io::Error| format!("cannot measure {}: {e}", binary.display());
    match interactive {
        None => {
            let m = measure_here(&binary, &input, &output, limit).map_err(cannot)?;
            writeln!(stdout, "{}", m.to_line())?;
        }
        Some(slug) => {
            let problem = super::find(&slug)?;
            let (m, ending) =
                measure_interactive_here(problem, strategy, &binary, &input, &output, limit)
                    .map_err(cannot)?;
            writeln!(stdout, "{}\n{}", m.to_line(), ending.to_line())?;
        }
    }
    Ok(std::process::ExitCode::SUCCESS)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_round_trip() {
        let m = Measurement {
            code: Some(2),
            timed_out: false,
            wall: Duration::from_micros(1234),
            cpu: Duration::from_micros(999),
            max_rss_kib: 2048,
        };
        assert_eq!(Measurement::from_line(&m.to_line()), Some(m));
        assert_eq!(
            Measurement::from_line("code=none timed_out=true wall_us=5 cpu_us=1 max_rss_kib=3")
                .unwrap()
                .code,
            None
        );
        assert!(Measurement::from_line("bogus=1").is_none());
    }
}
