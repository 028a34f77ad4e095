//! An interaction with a real process: the interactor on its own thread, talking to the
//! child's stdin and stdout, the child killed at the wall-clock limit.

use std::io::{Read, Write};
use std::process::Child;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use judge::Judgement;

use super::exchange::record;
use super::{Ending, Exchange, Interactor, Referee, Speaker, Strategy, Transcript};

/// Play the interactor on `input` against `child`, a process started with piped stdin and
/// stdout, killing it after `limit` of wall time; then wait for it. An accepted interaction
/// still fails if the process then exits with a non-zero status.
///
/// # Complexity
/// That of the game.
pub fn with_child<I: Clone + Send + 'static>(
    interactor: Interactor<I>,
    input: &I,
    strategy: Strategy,
    child: &mut Child,
    limit: Duration,
) -> std::io::Result<Exchange> {
    let start = Instant::now();
    let stdin = child.stdin.take().ok_or_else(|| std::io::Error::other("stdin is not piped"))?;
    let stdout = child.stdout.take().ok_or_else(|| std::io::Error::other("stdout is not piped"))?;
    let transcript = Arc::new(Mutex::new(Transcript::default()));
    let (done, finished) = std::sync::mpsc::channel();
    let recorder = transcript.clone();
    let input = input.clone();
    let interactor = std::thread::spawn(move || {
        let mut to_child = Recording {
            inner: stdin,
            line: Vec::new(),
            side: Speaker::Interactor,
            transcript: recorder.clone(),
        };
        let mut from_child =
            RecordingReader { inner: stdout, line: Vec::new(), transcript: recorder };
        let verdict =
            interactor(&input, &mut Referee::new(&mut from_child, &mut to_child, strategy));
        drop(to_child);
        let _ = done.send(());
        verdict
    });
    let verdict_late = finished.recv_timeout(limit).is_err();
    let (status, killed) = crate::process::wait_or_kill(child, start, limit)?;
    let timed_out = verdict_late || killed;
    let wall = start.elapsed();
    let verdict = interactor.join().ok();
    let ending = match (timed_out, verdict) {
        (true, _) => Ending::TimeLimit(limit),
        (false, None) => Ending::RuntimeError("the interactor panicked".into()),
        (false, Some(Err(judgement))) => Ending::Judged(judgement),
        (false, Some(Ok(()))) if status.success() => Ending::Judged(Judgement::Accepted),
        (false, Some(Ok(()))) => Ending::RuntimeError(match status.code() {
            Some(code) => format!("exit status {code} after the interaction"),
            None => "killed by a signal".into(),
        }),
    };
    let transcript = transcript.lock().unwrap_or_else(|e| e.into_inner()).clone();
    Ok(Exchange { ending, transcript, wall })
}

/// A writer that records each complete line it passes on.
struct Recording<W> {
    inner: W,
    line: Vec<u8>,
    side: Speaker,
    transcript: Arc<Mutex<Transcript>>,
}

impl<W: Write> Write for Recording<W> {
    fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
        let n = self.inner.write(bytes)?;
        record(&mut self.line, &bytes[..n], self.side, &self.transcript);
        Ok(n)
    }

    fn flush(&mut self) -> std::io::Result<()> {
        self.inner.flush()
    }
}

/// A reader that records each complete line the solution wrote.
struct RecordingReader<R> {
    inner: R,
    line: Vec<u8>,
    transcript: Arc<Mutex<Transcript>>,
}

impl<R: Read> Read for RecordingReader<R> {
    fn read(&mut self, into: &mut [u8]) -> std::io::Result<usize> {
        let n = self.inner.read(into)?;
        record(&mut self.line, &into[..n], Speaker::Solution, &self.transcript);
        Ok(n)
    }
}
