//! Mutation fuzzing of judge binaries: seeded mutators that turn a valid input into a likely
//! bad one, and a bounded run of a binary (CPU time and address space limited, killed at a wall
//! limit) that tells whether it kept the promise of every binary: exit 0, or exit 2 with one
//! line on stderr; never a signal, a hang or a huge allocation.
//!
//! The mutators work on whitespace-separated tokens, the shape of every judge input: delete,
//! duplicate or swap tokens, repeat a stretch many times, put boundary values (0, 1, 2^31,
//! 2^32, 2^63 − 1, 2^64 − 1, 2^64, −1, huge counts) or neighbours of the old value in place of
//! a token (the first tokens, usually counts, more often), insert garbage bytes, truncate, add a
//! long line or a long token, or change the whitespace. The same seed always gives the same
//! bytes.

use std::io::Write;
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use crate::random::Rng;

/// Values at the edges of the integer types and of typical counts.
pub const BOUNDARY: &[&str] = &[
    "0",
    "1",
    "2",
    "3",
    "-1",
    "-0",
    "+1",
    "65536",
    "2147483647",
    "2147483648",
    "4294967295",
    "4294967296",
    "9223372036854775807",
    "9223372036854775808",
    "18446744073709551615",
    "18446744073709551616",
    "-9223372036854775808",
    "-9223372036854775809",
    "1000000000",
    "1000000000000000000",
    "99999999999999999999999999",
    "000000000000000000000000000000007",
];

/// Bytes that are not whitespace-separated decimal integers, and a few that are unusual
/// whitespace.
const GARBAGE: &[u8] = b"x-+.,#e\0\x7f\xff\xc3\xa9\x0b\x0c\r\t\n ";

/// The byte spans of the whitespace-separated tokens of `text`.
///
/// # Complexity
/// O(length).
///
/// ```
/// assert_eq!(workbench::fuzz::tokens(b" 12\tab\n3"), [(1, 3), (4, 6), (7, 8)]);
/// ```
pub fn tokens(text: &[u8]) -> Vec<(usize, usize)> {
    let mut spans = Vec::new();
    let mut start = None;
    for (i, &b) in text.iter().enumerate() {
        let space = b.is_ascii_whitespace() || b == 0x0b;
        match (start, space) {
            (None, false) => start = Some(i),
            (Some(s), true) => {
                spans.push((s, i));
                start = None;
            }
            _ => {}
        }
    }
    if let Some(s) = start {
        spans.push((s, text.len()));
    }
    spans
}

/// `text` with `range` replaced by `with`.
fn splice(text: &[u8], range: (usize, usize), with: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(text.len() + with.len());
    out.extend_from_slice(&text[..range.0]);
    out.extend_from_slice(with);
    out.extend_from_slice(&text[range.1..]);
    out
}

/// A token index: one of the first four half of the time (counts come first), else any.
fn pick_token(rng: &mut Rng, count: usize) -> usize {
    if rng.chance(1, 2) { rng.below(count.min(4)) } else { rng.below(count) }
}

/// The mutations [`mutate_once`] chooses from.
pub const KINDS: usize = 11;

/// Apply mutation number `kind` (below [`KINDS`]) once. Inputs without tokens get bytes
/// inserted instead of token edits.
///
/// # Complexity
/// O(length of the result).
pub fn mutate_once(rng: &mut Rng, text: &[u8], kind: usize) -> Vec<u8> {
    let spans = tokens(text);
    if spans.is_empty() && kind < 8 {
        return splice(
            text,
            (text.len(), text.len()),
            BOUNDARY[rng.below(BOUNDARY.len())].as_bytes(),
        );
    }
    let any = |rng: &mut Rng| spans[pick_token(rng, spans.len())];
    match kind {
        // Delete a token, or a stretch of up to 8.
        0 => {
            let i = pick_token(rng, spans.len());
            let stretch = if rng.chance(1, 3) { 8 } else { 1 };
            let j = (i + 1 + rng.below(stretch)).min(spans.len());
            splice(text, (spans[i].0, spans[j - 1].1), b"")
        }
        // Duplicate a token.
        1 => {
            let (s, e) = any(rng);
            let mut with = text[s..e].to_vec();
            with.push(b' ');
            splice(text, (s, s), &with)
        }
        // Repeat a stretch of tokens many times (long inputs, repeated values).
        2 => {
            let i = rng.below(spans.len());
            let j = (i + 1 + rng.below(4)).min(spans.len());
            let stretch = [&text[spans[i].0..spans[j - 1].1], b" "].concat();
            // At most 4 MiB of repeats, whatever the stretch (a token may be a long line).
            let times = [2, 10, 1000, 20_000][rng.below(4)].min((4 << 20) / stretch.len());
            splice(text, (spans[i].0, spans[i].0), &stretch.repeat(times))
        }
        // A boundary value in place of a token.
        3 | 4 => {
            let value = BOUNDARY[rng.below(BOUNDARY.len())];
            splice(text, any(rng), value.as_bytes())
        }
        // A neighbour of the old value (off by one, doubled, negated), or a power of two.
        5 => {
            let span = any(rng);
            let old: i128 = std::str::from_utf8(&text[span.0..span.1])
                .ok()
                .and_then(|t| t.parse().ok())
                .unwrap_or(0);
            let value = match rng.below(5) {
                0 => old + 1,
                1 => old - 1,
                2 => old * 2,
                3 => -old,
                _ => 1i128 << rng.below(70),
            };
            splice(text, span, value.to_string().as_bytes())
        }
        // Swap two tokens.
        6 => {
            let (a, b) = (any(rng), spans[rng.below(spans.len())]);
            let (a, b) = if a.0 <= b.0 { (a, b) } else { (b, a) };
            if a == b {
                return text.to_vec();
            }
            let mut out = text[..a.0].to_vec();
            out.extend_from_slice(&text[b.0..b.1]);
            out.extend_from_slice(&text[a.1..b.0]);
            out.extend_from_slice(&text[a.0..a.1]);
            out.extend_from_slice(&text[b.1..]);
            out
        }
        // Glue a garbage byte into a token.
        7 => {
            let (s, e) = any(rng);
            let at = s + rng.below(e - s + 1);
            let byte = if rng.chance(1, 4) {
                rng.next_u64() as u8
            } else {
                GARBAGE[rng.below(GARBAGE.len())]
            };
            splice(text, (at, at), &[byte])
        }
        // Truncate anywhere.
        8 => text[..rng.below(text.len() + 1)].to_vec(),
        // A long line: a long digit run, many small tokens on one line, or much whitespace.
        9 => {
            let at = spans.get(rng.below(spans.len() + 1)).map_or(text.len(), |s| s.0);
            let len = [100, 70_000, 300_000][rng.below(3)];
            let long = match rng.below(4) {
                0 => [b"1".repeat(len), b" ".to_vec()].concat(),
                1 => [b"0".repeat(len), b"5 ".to_vec()].concat(),
                2 => b"1 ".repeat(len / 2),
                _ => [b" ".repeat(len), b"\t\r\n".to_vec()].concat(),
            };
            splice(text, (at, at), &long)
        }
        // Whitespace: CRLF line ends, tabs for spaces, no final newline, or a leading blank.
        _ => match rng.below(4) {
            0 => text
                .iter()
                .flat_map(|&b| if b == b'\n' { vec![b'\r', b'\n'] } else { vec![b] })
                .collect(),
            1 => text.iter().map(|&b| if b == b' ' { b'\t' } else { b }).collect(),
            2 => text.trim_ascii_end().to_vec(),
            _ => [b"\n \x0c".as_slice(), text].concat(),
        },
    }
}

/// One to three random mutations of `seed`, the result cut at `max_len` bytes.
///
/// # Complexity
/// O(length of the result · mutations).
///
/// ```
/// use workbench::{fuzz::mutate, random::Rng};
/// let a = mutate(&mut Rng::new(5), b"3\n1 2 3\n", 1 << 20);
/// assert_eq!(a, mutate(&mut Rng::new(5), b"3\n1 2 3\n", 1 << 20));
/// ```
pub fn mutate(rng: &mut Rng, seed: &[u8], max_len: usize) -> Vec<u8> {
    let mut text = seed.to_vec();
    for _ in 0..1 + rng.below(3) {
        let kind = rng.below(KINDS);
        text = mutate_once(rng, &text, kind);
        text.truncate(max_len);
    }
    text
}

/// The limits of a [`run_bounded`] run.
#[derive(Debug, Clone, Copy)]
pub struct Bounds {
    /// CPU seconds (the soft `RLIMIT_CPU`: the binary gets SIGXCPU).
    pub cpu_seconds: u64,
    /// Address space in bytes (`RLIMIT_AS`: an allocation beyond it fails).
    pub memory_bytes: u64,
    /// Wall time after which the binary is killed (for a binary blocked, not computing).
    pub wall: Duration,
}

/// What a bounded run did.
#[derive(Debug)]
pub struct Run {
    /// The exit code, `None` if killed by a signal or at the wall limit.
    pub code: Option<i32>,
    /// The signal that ended it, if one did.
    pub signal: Option<i32>,
    /// Whether it was killed at the wall limit.
    pub wall_killed: bool,
    /// Wall time taken.
    pub wall: Duration,
    /// Everything written to stdout.
    pub stdout: Vec<u8>,
    /// Everything written to stderr, as text.
    pub stderr: String,
}

impl Run {
    /// Whether the run was stopped for time: SIGXCPU at the CPU bound, or the wall limit.
    pub fn out_of_time(&self) -> bool {
        self.wall_killed || self.signal == Some(24)
    }

    /// Whether the run kept the promise of every judge binary: exit 0 with nothing on stderr,
    /// or exit 2 with nothing on stdout and one line `error: line L, column C: …` on stderr.
    /// `Err` says what broke.
    ///
    /// # Errors
    /// The broken part of the promise, in words.
    ///
    /// # Complexity
    /// O(output length).
    pub fn verdict(&self) -> Result<(), String> {
        self.verdict_with(false)
    }

    /// [`Run::verdict`] for an interactive binary, fed the interactor's side: on exit 2, the
    /// moves it made before the bad message may stand on stdout.
    ///
    /// # Errors
    /// As [`Run::verdict`].
    ///
    /// # Complexity
    /// O(output length).
    pub fn verdict_interactive(&self) -> Result<(), String> {
        self.verdict_with(true)
    }

    fn verdict_with(&self, output_before_errors: bool) -> Result<(), String> {
        if self.wall_killed {
            return Err(format!("killed after {:?} of wall time", self.wall));
        }
        if let Some(signal) = self.signal {
            let why = match signal {
                24 => " (SIGXCPU: the CPU-time bound)",
                6 => " (SIGABRT: an abort, e.g. a failed allocation under the memory bound)",
                11 => " (SIGSEGV: a stack overflow?)",
                _ => "",
            };
            return Err(format!("killed by signal {signal}{why}; stderr {:?}", tail(&self.stderr)));
        }
        match self.code {
            Some(0) if self.stderr.is_empty() => Ok(()),
            Some(0) => Err(format!("exit 0 with stderr {:?}", tail(&self.stderr))),
            Some(2) => {
                let lines = self.stderr.lines().count();
                let line = self.stderr.trim_end();
                if lines != 1 || !self.stderr.ends_with('\n') {
                    Err(format!("exit 2 with {lines} stderr lines: {:?}", tail(&self.stderr)))
                } else if !line.starts_with("error: line ") || !line.contains(", column ") {
                    Err(format!("exit 2 with an unpositioned line {:?}", tail(line)))
                } else if line.len() > 400 {
                    Err(format!("exit 2 with a {}-byte line {:?}", line.len(), tail(line)))
                } else if !self.stdout.is_empty() && !output_before_errors {
                    Err(format!("exit 2 after {} bytes on stdout", self.stdout.len()))
                } else {
                    Ok(())
                }
            }
            code => Err(format!("exit {code:?}; stderr {:?}", tail(&self.stderr))),
        }
    }
}

/// The last 300 bytes of `text` (a panic's message and backtrace can be long).
fn tail(text: &str) -> &str {
    let mut start = text.len().saturating_sub(300);
    while !text.is_char_boundary(start) {
        start += 1;
    }
    &text[start..]
}

/// Run `binary` on `input` under `bounds`: `/bin/sh` sets the limits (`ulimit -v`, `ulimit
/// -t`) and then becomes the binary, so no unsafe `pre_exec` is needed and the limits are the
/// binary's alone.
///
/// # Panics
/// If the shell cannot be started.
///
/// # Complexity
/// That of the binary.
pub fn run_bounded(binary: &Path, input: &[u8], bounds: Bounds) -> Run {
    use std::os::unix::process::ExitStatusExt;
    let script = format!(
        "ulimit -v {} && ulimit -S -t {} && exec \"$0\"",
        bounds.memory_bytes.div_ceil(1024),
        bounds.cpu_seconds
    );
    let mut child = Command::new("/bin/sh")
        .arg("-c")
        .arg(script)
        .arg(binary)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap_or_else(|e| panic!("cannot start /bin/sh for {}: {e}", binary.display()));
    let mut stdin = child.stdin.take().expect("piped stdin");
    let input = input.to_vec();
    // Feed stdin and drain stdout and stderr on threads of their own, so that neither a binary
    // that stops reading early nor one that writes more than a pipe holds can block us.
    let feeder = std::thread::spawn(move || {
        let _ = stdin.write_all(&input);
    });
    let stdout = crate::process::drain(child.stdout.take());
    let stderr = crate::process::drain(child.stderr.take());
    let start = Instant::now();
    let (status, wall_killed) =
        crate::process::wait_or_kill(&mut child, start, bounds.wall).expect("wait for the child");
    let wall = start.elapsed();
    let _ = feeder.join();
    Run {
        code: if wall_killed { None } else { status.code() },
        signal: if wall_killed { None } else { status.signal() },
        wall_killed,
        wall,
        stdout: stdout.join().unwrap_or_default(),
        stderr: String::from_utf8_lossy(&stderr.join().unwrap_or_default()).into_owned(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const SEED: &[u8] = b"2\n3\n1 2 3\n2\n4 5\n";

    #[test]
    fn same_seed_same_bytes_and_every_kind_changes_something() {
        for kind in 0..KINDS {
            let mut changed = 0;
            for s in 0..50 {
                let a = mutate_once(&mut Rng::new(s), SEED, kind);
                assert_eq!(a, mutate_once(&mut Rng::new(s), SEED, kind), "kind {kind}");
                changed += usize::from(a != SEED);
            }
            assert!(changed >= 20, "kind {kind} changed only {changed} of 50");
        }
    }

    #[test]
    fn boundary_values_reach_the_counts() {
        let mut rng = Rng::new(1);
        let hits = (0..400)
            .filter(|_| {
                let out = mutate_once(&mut rng, SEED, 3);
                tokens(&out).first().is_some_and(|&(s, e)| {
                    BOUNDARY.contains(&std::str::from_utf8(&out[s..e]).unwrap_or(""))
                })
            })
            .count();
        assert!(hits > 50, "{hits}");
    }

    #[test]
    fn results_are_cut_at_the_length_bound() {
        let mut rng = Rng::new(9);
        let mut longest = 0;
        for _ in 0..300 {
            let out = mutate(&mut rng, SEED, 5000);
            assert!(out.len() <= 5000);
            longest = longest.max(out.len());
        }
        assert_eq!(longest, 5000, "long lines and repeats reach the bound");
    }

    #[test]
    fn empty_input_gets_tokens() {
        for kind in 0..KINDS {
            let out = mutate_once(&mut Rng::new(3), b"", kind);
            assert!(out.len() <= 400_000, "kind {kind}");
        }
        assert!(!mutate_once(&mut Rng::new(3), b"", 0).is_empty());
    }

    #[test]
    fn verdicts() {
        let run = |code, signal, stdout: &[u8], stderr: &str| Run {
            code,
            signal,
            wall_killed: false,
            wall: Duration::ZERO,
            stdout: stdout.to_vec(),
            stderr: stderr.into(),
        };
        assert!(run(Some(0), None, b"1\n", "").verdict().is_ok());
        assert!(run(Some(2), None, b"", "error: line 1, column 2: x\n").verdict().is_ok());
        assert!(run(Some(2), None, b"", "error: line 1, column 2: x\nmore\n").verdict().is_err());
        assert!(run(Some(2), None, b"", "thread main panicked\n").verdict().is_err());
        assert!(run(Some(2), None, b"1", "error: line 1, column 2: x\n").verdict().is_err());
        assert!(run(Some(101), None, b"", "panicked").verdict().is_err());
        assert!(run(None, Some(6), b"", "memory allocation failed").verdict().is_err());
        assert!(run(Some(0), None, b"", "warning").verdict().is_err());
    }

    #[test]
    fn bounded_runs_report_exit_and_signal() {
        let sh = Path::new("/bin/sh");
        let bounds =
            Bounds { cpu_seconds: 5, memory_bytes: 1 << 30, wall: Duration::from_secs(20) };
        // `sh` reading a script from stdin stands in for a binary.
        let ok = run_bounded(sh, b"echo hi; exit 0\n", bounds);
        assert_eq!((ok.code, ok.signal, &ok.stdout[..]), (Some(0), None, &b"hi\n"[..]));
        let two = run_bounded(sh, b"echo 'error: line 1, column 1: x' >&2; exit 2\n", bounds);
        assert!(two.verdict().is_ok(), "{two:?}");
        let chatty = run_bounded(sh, b"yes 1234567 | head -c 1000000; exit 0\n", bounds);
        assert_eq!((chatty.code, chatty.stdout.len()), (Some(0), 1_000_000), "a full pipe");
        let killed = run_bounded(sh, b"kill -s SEGV $$\n", bounds);
        assert_eq!(killed.signal, Some(11), "{killed:?}");
        assert!(killed.verdict().is_err());
        let spin = Bounds { cpu_seconds: 1, ..bounds };
        let hang = run_bounded(sh, b"while :; do :; done\n", spin);
        assert!(hang.signal.is_some() && hang.wall < Duration::from_secs(10), "{hang:?}");
        let sleep = Bounds { wall: Duration::from_millis(300), ..bounds };
        assert!(run_bounded(sh, b"exec sleep 5\n", sleep).wall_killed);
    }
}
