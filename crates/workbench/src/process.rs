//! Process control for the harnesses: start a binary with piped stdin and stdout, feed and
//! drain the pipes on threads of their own, wait with a wall-clock limit and kill. The fuzz
//! harness, the interactions with a real process, the bad-input assertions and the `grundy`
//! command's measurements all wait for their children here.

use std::io::Write;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// What a process did with one input.
#[derive(Debug)]
pub struct ProcessRun {
    /// The exit code (`None` if killed by a signal or the time limit).
    pub code: Option<i32>,
    /// Everything written to stdout.
    pub stdout: Vec<u8>,
    /// Everything written to stderr, as text.
    pub stderr: String,
}

/// Read `pipe` to its end on a thread of its own (nothing if there is no pipe).
///
/// # Complexity
/// O(bytes read).
pub fn drain(
    pipe: Option<impl std::io::Read + Send + 'static>,
) -> std::thread::JoinHandle<Vec<u8>> {
    std::thread::spawn(move || {
        let mut bytes = Vec::new();
        if let Some(mut pipe) = pipe {
            let _ = pipe.read_to_end(&mut bytes);
        }
        bytes
    })
}

/// Wait for `child` until `limit` after `start`, then kill it: its exit status, and whether
/// it was killed. Polls with a pause that grows from 200 µs to 2 ms (a short run is timed
/// closely, a long one costs little, and no end is seen more than 2 ms late).
///
/// # Errors
/// If waiting for the child fails.
///
/// # Complexity
/// O(wait / pause) polls.
pub fn wait_or_kill(
    child: &mut std::process::Child,
    start: Instant,
    limit: Duration,
) -> std::io::Result<(std::process::ExitStatus, bool)> {
    let mut pause = Duration::from_micros(200);
    loop {
        if let Some(status) = child.try_wait()? {
            return Ok((status, false));
        }
        if start.elapsed() > limit {
            let _ = child.kill();
            return Ok((child.wait()?, true));
        }
        std::thread::sleep(pause);
        pause = (pause * 2).min(Duration::from_millis(2));
    }
}

/// Run `binary` with `input` on stdin, killing it after `limit`.
///
/// # Panics
/// If the binary cannot be started.
///
/// # Complexity
/// That of the binary.
pub fn run_binary(binary: &str, args: &[&str], input: &[u8], limit: Duration) -> ProcessRun {
    let mut child = Command::new(binary)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap_or_else(|e| panic!("cannot start {binary}: {e}"));
    let mut stdin = child.stdin.take().expect("piped stdin");
    let input = input.to_vec();
    // Feed stdin and drain stdout and stderr on threads of their own, so that neither a binary
    // that stops reading early nor one that writes more than a pipe holds can block us.
    let feeder = std::thread::spawn(move || {
        let _ = stdin.write_all(&input);
    });
    let stdout = drain(child.stdout.take());
    let stderr = drain(child.stderr.take());
    let start = Instant::now();
    let (status, killed) = wait_or_kill(&mut child, start, limit).expect("wait for the child");
    let _ = feeder.join();
    ProcessRun {
        code: if killed { None } else { status.code() },
        stdout: stdout.join().unwrap_or_default(),
        stderr: String::from_utf8_lossy(&stderr.join().unwrap_or_default()).into_owned(),
    }
}
