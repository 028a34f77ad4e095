//! Interactive problems on the judge's side: an interactor plays against the solution over
//! pipes, validates every move it receives and decides the verdict.
//!
//! A problem's [`Interactor`] gets a [`Referee`]: the solution's output as a scanner, the
//! solution's input as a writer ([`Referee::tell`] flushes every line), and the
//! [`Strategy`] for its own moves. It returns `Ok` when the solution has won every game
//! it had to win, or the [`Judgement`] against it: an illegal move, a lost game, a wrong
//! choice, output that does not read.
//!
//! [`in_process`] runs the problem's judge path ([`judge::InteractivePath`]) and the interactor on two
//! threads joined by in-memory pipes; [`with_child`] runs the interactor against a real
//! process over its stdin and stdout. Both stop at a wall-clock limit: a solution that stalls,
//! or never flushes a move (so both sides wait), ends as [`Ending::TimeLimit`]. Both record a
//! [`Transcript`] of the lines each side said.
//!
//! **Strategies.** With a winning move the interactor always plays one, under every strategy,
//! so any slip of the solution loses; the strategy decides only what it does from a lost
//! position: the first legal move in the rules' order ([`Strategy::Perfect`]: every move of a
//! lost position is as good), a random one ([`Strategy::Random`]), or the move that makes the
//! solution's task hardest as the problem defines it ([`Strategy::Adversarial`]: the fewest
//! winning replies, the longest game…).

use std::collections::VecDeque;
use std::fmt::{self, Display};
use std::io::{Read, Write};
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::process::Child;
use std::sync::{Arc, Condvar, Mutex};
use std::time::{Duration, Instant};

use judge::{Int, InteractivePath, Judgement, Scanner};

use crate::random::Rng;

/// How the interactor moves from a position it cannot win (with a winning move it always
/// takes one).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Strategy {
    /// The first legal move in the rules' order.
    Perfect,
    /// A uniformly random legal move, from this seed.
    Random(u64),
    /// The move that leaves the solution the hardest task (the problem says which).
    Adversarial,
}

impl Strategy {
    /// One of each, as `grundy test` plays every interactive case.
    pub const EACH: [Strategy; 3] = [Self::Perfect, Self::Random(1), Self::Adversarial];

    /// `perfect`, `random` or `adversarial`.
    pub fn name(self) -> &'static str {
        match self {
            Self::Perfect => "perfect",
            Self::Random(_) => "random",
            Self::Adversarial => "adversarial",
        }
    }

    /// The strategy named `name` (`random` or `random:SEED`).
    ///
    /// # Errors
    /// Names the strategies there are.
    ///
    /// # Complexity
    /// O(length).
    pub fn parse(name: &str) -> Result<Self, String> {
        match name.split_once(':') {
            None if name == "perfect" => Ok(Self::Perfect),
            None if name == "random" => Ok(Self::Random(1)),
            None if name == "adversarial" => Ok(Self::Adversarial),
            Some(("random", seed)) => seed
                .parse()
                .map(Self::Random)
                .map_err(|_| format!("`{seed}` is not a seed (a whole number)")),
            _ => Err(format!(
                "unknown strategy `{name}`: perfect, random, random:SEED or adversarial"
            )),
        }
    }
}

/// Which side said a line.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Speaker {
    /// The solution (the contestant's program).
    Solution,
    /// The interactor (the judge).
    Interactor,
}

/// The lines of an interaction in the order they were written, at most [`Transcript::KEPT`]
/// of them (the rest are counted).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Transcript {
    /// The lines kept, each with the side that wrote it.
    pub lines: Vec<(Speaker, String)>,
    /// Lines written beyond those kept.
    pub dropped: usize,
}

impl Transcript {
    /// How many lines a transcript keeps.
    pub const KEPT: usize = 2000;

    fn push(&mut self, side: Speaker, line: String) {
        if self.lines.len() < Self::KEPT {
            self.lines.push((side, line));
        } else {
            self.dropped += 1;
        }
    }

    /// The last `n` lines as text, `> ` before the solution's and `< ` before the
    /// interactor's.
    ///
    /// # Complexity
    /// O(n).
    pub fn tail(&self, n: usize) -> String {
        let skip = self.lines.len().saturating_sub(n);
        let mut out = String::new();
        if skip > 0 || self.dropped > 0 {
            out.push_str(&format!("  … ({} lines before)\n", skip + self.dropped));
        }
        for (side, line) in &self.lines[skip..] {
            let mark = if *side == Speaker::Solution { '>' } else { '<' };
            let line: String = line.chars().take(200).collect();
            out.push_str(&format!("  {mark} {line}\n"));
        }
        out
    }
}

impl Display for Transcript {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.tail(usize::MAX))
    }
}

/// The judge's side of an interaction, as an [`Interactor`] uses it.
pub struct Referee<'a> {
    from_solution: Scanner<'a>,
    to_solution: &'a mut dyn Write,
    /// How to move from a lost position.
    pub strategy: Strategy,
    /// Random bits for [`Strategy::Random`] (seeded by it) and for anything else the
    /// interactor draws.
    pub rng: Rng,
}

impl<'a> Referee<'a> {
    /// A referee reading the solution through `from_solution` and writing to `to_solution`.
    pub fn new(
        from_solution: &'a mut dyn Read,
        to_solution: &'a mut dyn Write,
        strategy: Strategy,
    ) -> Self {
        let seed = match strategy {
            Strategy::Random(seed) => seed,
            _ => 0x5eed,
        };
        Self {
            from_solution: Scanner::new(from_solution),
            to_solution,
            strategy,
            rng: Rng::new(seed),
        }
    }

    /// Send one line to the solution, and flush.
    ///
    /// # Errors
    /// A wrong answer when the solution no longer reads (it has ended).
    ///
    /// # Complexity
    /// O(line length).
    pub fn tell(&mut self, line: impl Display) -> Result<(), Judgement> {
        writeln!(self.to_solution, "{line}")
            .and_then(|()| self.to_solution.flush())
            .map_err(|_| Judgement::WrongAnswer("the solution stopped reading mid-game".into()))
    }

    /// Read an integer the solution wrote, in `range`.
    ///
    /// # Errors
    /// A wrong answer at the end of its output (it ended mid-game), or a wrong output format
    /// naming what was expected and what came.
    ///
    /// # Complexity
    /// O(token length).
    pub fn hear<T: Int>(
        &mut self,
        what: &str,
        range: impl std::ops::RangeBounds<T>,
    ) -> Result<T, Judgement> {
        self.ended(what)?;
        self.from_solution.read_in(what, range).map_err(|e| Judgement::WrongFormat(e.to_string()))
    }

    /// Read one word the solution wrote (at most 64 bytes are kept).
    ///
    /// # Errors
    /// As [`Referee::hear`].
    ///
    /// # Complexity
    /// O(token length).
    pub fn hear_word(&mut self, what: &str) -> Result<String, Judgement> {
        self.ended(what)?;
        let mut word = Vec::new();
        self.from_solution
            .token_into(what, &mut word)
            .map_err(|e| Judgement::WrongFormat(e.to_string()))?;
        word.truncate(64);
        Ok(String::from_utf8_lossy(&word).into_owned())
    }

    fn ended(&mut self, what: &str) -> Result<(), Judgement> {
        match self.from_solution.at_end() {
            Ok(false) => Ok(()),
            Ok(true) => Err(Judgement::WrongAnswer(format!(
                "the solution's output ended where {what} was due"
            ))),
            Err(e) => Err(Judgement::WrongAnswer(e.to_string())),
        }
    }

    /// Where the solution's last token started, for messages.
    pub fn at(&self) -> judge::Position {
        self.from_solution.position()
    }
}

/// A problem's interactor: play the judge's side of the interaction on the test `input`.
/// `Ok(())` accepts the solution; an `Err` is the judgement against it.
pub type Interactor<I> = fn(&I, &mut Referee<'_>) -> Result<(), Judgement>;

/// What an interactive problem adds to [`crate::Problem`]: the judge path that plays and the
/// interactor it plays against.
#[derive(Debug)]
pub struct Interaction<I> {
    /// The problem's interactive judge path (what its binary runs).
    pub play: InteractivePath,
    /// The judge's side.
    pub interactor: Interactor<I>,
}

impl<I> Clone for Interaction<I> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<I> Copy for Interaction<I> {}

/// How an interaction ended.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Ending {
    /// The interactor judged (accepted, or why not).
    Judged(Judgement),
    /// Neither side finished within the wall-clock limit: a stalled solution, or one whose
    /// move sits in an unflushed buffer.
    TimeLimit(Duration),
    /// The solution failed: its error line, or its exit status.
    RuntimeError(String),
}

impl Ending {
    /// Whether the solution was accepted.
    pub fn accepted(&self) -> bool {
        matches!(self, Self::Judged(Judgement::Accepted))
    }

    /// One line, a verdict code (`OK`, `WA`, `PE`, `TLE`, `RE`) then what it says, for a
    /// measuring process to report ([`Ending::from_line`] reads it back).
    ///
    /// # Complexity
    /// O(length).
    pub fn to_line(&self) -> String {
        let flat = |why: &str| why.replace('\n', " ");
        match self {
            Self::Judged(Judgement::Accepted) => "OK".into(),
            Self::Judged(Judgement::WrongAnswer(why)) => format!("WA {}", flat(why)),
            Self::Judged(Judgement::WrongFormat(why)) => format!("PE {}", flat(why)),
            Self::TimeLimit(limit) => format!("TLE {}", limit.as_millis()),
            Self::RuntimeError(why) => format!("RE {}", flat(why)),
        }
    }

    /// Read [`Ending::to_line`] back.
    ///
    /// # Complexity
    /// O(length).
    pub fn from_line(line: &str) -> Option<Self> {
        let (code, rest) = line.split_once(' ').unwrap_or((line, ""));
        let rest = rest.to_string();
        Some(match code {
            "OK" => Self::Judged(Judgement::Accepted),
            "WA" => Self::Judged(Judgement::WrongAnswer(rest)),
            "PE" => Self::Judged(Judgement::WrongFormat(rest)),
            "TLE" => Self::TimeLimit(Duration::from_millis(rest.parse().ok()?)),
            "RE" => Self::RuntimeError(rest),
            _ => return None,
        })
    }
}

impl Display for Ending {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Judged(j) => j.fmt(f),
            Self::TimeLimit(limit) => write!(
                f,
                "time limit ({} ms of wall time): the solution stalled, or did not flush a move",
                limit.as_millis()
            ),
            Self::RuntimeError(why) => write!(f, "runtime error: {why}"),
        }
    }
}

/// One interaction: how it ended, what was said, how long it took.
#[derive(Debug, Clone)]
pub struct Exchange {
    /// How it ended.
    pub ending: Ending,
    /// The lines each side wrote.
    pub transcript: Transcript,
    /// Wall time.
    pub wall: Duration,
}

/// How the solution's writes reach the interactor in process.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Delivery {
    /// Each write as it is made (a flushed stream).
    AsWritten,
    /// Nothing until the solution ends: a program that never flushes a fully buffered stdout.
    AtExit,
}

#[derive(Default)]
struct PipeState {
    bytes: VecDeque<u8>,
    closed: bool,
}

/// One direction of an in-memory pipe: blocking reads, a close from either end or from a
/// watchdog, and each complete line recorded in the shared transcript.
#[derive(Clone)]
struct Pipe {
    state: Arc<(Mutex<PipeState>, Condvar)>,
    transcript: Arc<Mutex<Transcript>>,
    side: Speaker,
}

impl Pipe {
    fn new(side: Speaker, transcript: Arc<Mutex<Transcript>>) -> Self {
        Self { state: Arc::default(), transcript, side }
    }

    fn close(&self) {
        let (lock, ready) = &*self.state;
        lock.lock().unwrap_or_else(|e| e.into_inner()).closed = true;
        ready.notify_all();
    }
}

/// The writing end of a [`Pipe`]; the pipe closes when it is dropped.
struct PipeWriter {
    pipe: Pipe,
    line: Vec<u8>,
    held: Option<Vec<u8>>,
}

impl PipeWriter {
    fn new(pipe: Pipe, delivery: Delivery) -> Self {
        let held = (delivery == Delivery::AtExit).then(Vec::new);
        Self { pipe, line: Vec::new(), held }
    }

    fn deliver(&mut self, bytes: &[u8]) -> std::io::Result<()> {
        let (lock, ready) = &*self.pipe.state;
        let mut state = lock.lock().unwrap_or_else(|e| e.into_inner());
        if state.closed {
            return Err(std::io::ErrorKind::BrokenPipe.into());
        }
        // Recorded before the reader can see the bytes, so that an answer is never written
        // into the transcript before what it answers.
        record(&mut self.line, bytes, self.pipe.side, &self.pipe.transcript);
        state.bytes.extend(bytes);
        ready.notify_all();
        Ok(())
    }
}

impl Write for PipeWriter {
    fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
        match &mut self.held {
            Some(held) => held.extend_from_slice(bytes),
            None => self.deliver(bytes)?,
        }
        Ok(bytes.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

impl Drop for PipeWriter {
    fn drop(&mut self) {
        if let Some(held) = self.held.take() {
            let _ = self.deliver(&held);
        }
        self.pipe.close();
    }
}

/// The reading end of a [`Pipe`].
struct PipeReader(Pipe);

impl Read for PipeReader {
    fn read(&mut self, into: &mut [u8]) -> std::io::Result<usize> {
        let (lock, ready) = &*self.0.state;
        let mut state = lock.lock().unwrap_or_else(|e| e.into_inner());
        while state.bytes.is_empty() && !state.closed {
            state = ready.wait(state).unwrap_or_else(|e| e.into_inner());
        }
        let n = into.len().min(state.bytes.len());
        for (slot, b) in into.iter_mut().zip(state.bytes.drain(..n)) {
            *slot = b;
        }
        Ok(n)
    }
}

/// Play `interaction.play` against its interactor in process, on `input`, the interactor
/// moving by `strategy`; both are stopped (their pipes closed) after `limit` of wall time.
/// A solution that computes forever without touching its pipes cannot be stopped in process:
/// its thread is left behind (the process-level run, [`with_child`], kills it).
///
/// # Complexity
/// That of the game; memory: the bytes in flight and the transcript.
pub fn in_process<I: Clone + Send + 'static>(
    interaction: Interaction<I>,
    input: &I,
    strategy: Strategy,
    limit: Duration,
    delivery: Delivery,
) -> Exchange {
    let transcript = Arc::new(Mutex::new(Transcript::default()));
    let to_solution = Pipe::new(Speaker::Interactor, transcript.clone());
    let from_solution = Pipe::new(Speaker::Solution, transcript.clone());
    let (done, finished) = std::sync::mpsc::channel();
    let start = Instant::now();
    let solution = {
        let (reader, writer) = (to_solution.clone(), from_solution.clone());
        let done = done.clone();
        std::thread::spawn(move || {
            let mut writer = PipeWriter::new(writer, delivery);
            let result = catch_unwind(AssertUnwindSafe(|| {
                judge::run_interactive(interaction.play, &mut PipeReader(reader), &mut writer)
            }));
            drop(writer);
            let _ = done.send(None);
            result.unwrap_or_else(|_| Err(judge::InputError::new(0, 0, "the solution panicked")))
        })
    };
    let interactor = {
        let (reader, writer) = (from_solution.clone(), to_solution.clone());
        let input = input.clone();
        std::thread::spawn(move || {
            let mut writer = PipeWriter::new(writer, Delivery::AsWritten);
            let mut reader = PipeReader(reader);
            let verdict = catch_unwind(AssertUnwindSafe(|| {
                (interaction.interactor)(
                    &input,
                    &mut Referee::new(&mut reader, &mut writer, strategy),
                )
            }));
            let verdict = verdict.unwrap_or_else(|_| {
                Err(Judgement::WrongAnswer("the interactor panicked (a bug of the judge)".into()))
            });
            // The verdict goes first: closing the pipe lets the solution end, and its end must
            // not look like the cause.
            let _ = done.send(Some(verdict));
            drop(writer);
        })
    };
    // The interactor's verdict decides, once both have ended; once it has judged, the pipes
    // close so that a solution still reading ends too.
    let (mut verdict, mut solution_done, mut solution_first) = (None, false, false);
    let mut timed_out = false;
    while verdict.is_none() || !solution_done {
        match finished.recv_timeout(limit.saturating_sub(start.elapsed())) {
            Ok(Some(v)) => {
                verdict = Some(v);
                to_solution.close();
                from_solution.close();
            }
            Ok(None) => {
                solution_done = true;
                solution_first = verdict.is_none();
            }
            Err(_) => {
                timed_out = true;
                break;
            }
        }
    }
    to_solution.close();
    from_solution.close();
    let wall = start.elapsed();
    let solution_failed = match solution_done.then(|| solution.join()) {
        None | Some(Ok(Ok(()))) => None,
        Some(Ok(Err(e))) => Some(format!("error: {e}")),
        Some(Err(_)) => Some("the solution panicked".to_string()),
    };
    let ending = match verdict {
        // A rejection stands even if the solution then hangs, unless it failed first.
        Some(Err(judgement)) => match solution_failed {
            Some(why) if solution_first => Ending::RuntimeError(why),
            _ => Ending::Judged(judgement),
        },
        _ if timed_out => Ending::TimeLimit(limit),
        Some(Ok(())) => match solution_failed {
            None => Ending::Judged(Judgement::Accepted),
            Some(why) => Ending::RuntimeError(why),
        },
        None => Ending::RuntimeError("the interactor ended without a verdict".into()),
    };
    drop(interactor);
    let transcript = transcript.lock().unwrap_or_else(|e| e.into_inner()).clone();
    Exchange { ending, transcript, wall }
}

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

fn record(line: &mut Vec<u8>, bytes: &[u8], side: Speaker, transcript: &Mutex<Transcript>) {
    let mut transcript = transcript.lock().unwrap_or_else(|e| e.into_inner());
    for &b in bytes {
        if b == b'\n' {
            transcript.push(side, String::from_utf8_lossy(line).trim_end().to_string());
            line.clear();
        } else if line.len() < 4096 {
            line.push(b);
        }
    }
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

#[cfg(test)]
mod tests {
    use super::*;
    use judge::{Dialogue, InputError};

    /// The game: the judge says n; players alternately take 1 or 2 from it; who takes the last
    /// wins. The solution says `first` or `second`, then its takes; the judge answers with its
    /// own (0 when it cannot move: the solution won).
    fn interactor(&n: &u64, referee: &mut Referee<'_>) -> Result<(), Judgement> {
        referee.tell(n)?;
        let side = referee.hear_word("first or second")?;
        let mut left = n;
        let mut solution_to_move = match side.as_str() {
            "first" => true,
            "second" => false,
            other => {
                return Err(Judgement::WrongAnswer(format!("`{other}` is not first or second")));
            }
        };
        loop {
            if solution_to_move {
                if left == 0 {
                    return Err(Judgement::WrongAnswer("the solution lost".into()));
                }
                let take: u64 = referee.hear("a take", 1..=2)?;
                if take > left {
                    return Err(Judgement::WrongAnswer(format!("took {take} of {left}")));
                }
                left -= take;
            } else {
                if left == 0 {
                    referee.tell(0)?;
                    return Ok(());
                }
                let take = if left % 3 != 0 { left % 3 } else { 1 };
                referee.tell(take)?;
                left -= take;
            }
            solution_to_move = !solution_to_move;
        }
    }

    fn perfect(d: &mut Dialogue<'_, '_>) -> Result<(), InputError> {
        let mut left: u64 = d.from_judge.read("n")?;
        if left % 3 == 0 {
            d.say("second")?;
            let take: u64 = d.from_judge.read_in("the judge's take", 1..=2)?;
            left -= take;
        } else {
            d.say("first")?;
        }
        loop {
            let mine = left % 3;
            d.say(mine)?;
            left -= mine;
            let take: u64 = d.from_judge.read_in("the judge's take", 0..=2)?;
            if take == 0 {
                return Ok(());
            }
            left -= take;
        }
    }

    /// Always first, always take 1: loses whenever n is a multiple of 3 or the judge can
    /// reach one.
    fn weak(d: &mut Dialogue<'_, '_>) -> Result<(), InputError> {
        let mut left: u64 = d.from_judge.read("n")?;
        d.say("first")?;
        loop {
            d.say(1)?;
            left -= 1;
            let take: u64 = d.from_judge.read_in("the judge's take", 0..=2)?;
            if take == 0 {
                return Ok(());
            }
            left = left.saturating_sub(take);
        }
    }

    fn run(play: InteractivePath, n: u64, delivery: Delivery) -> Exchange {
        let interaction = Interaction { play, interactor };
        in_process(interaction, &n, Strategy::Perfect, Duration::from_secs(5), delivery)
    }

    #[test]
    fn the_perfect_solution_wins_and_the_transcript_shows_the_game() {
        for n in 1..30 {
            let session = run(perfect, n, Delivery::AsWritten);
            assert!(
                session.ending.accepted(),
                "n = {n}: {}\n{}",
                session.ending,
                session.transcript
            );
        }
        let session = run(perfect, 4, Delivery::AsWritten);
        assert_eq!(session.transcript.tail(10), "  < 4\n  > first\n  > 1\n  < 1\n  > 2\n  < 0\n");
    }

    #[test]
    fn a_weak_solution_loses() {
        let session = run(weak, 6, Delivery::AsWritten);
        assert_eq!(
            session.ending,
            Ending::Judged(Judgement::WrongAnswer("the solution lost".into()))
        );
        // n = 1: "first, take 1" happens to be right.
        assert!(run(weak, 1, Delivery::AsWritten).ending.accepted());
    }

    #[test]
    fn a_solution_that_never_flushes_times_out() {
        let interaction = Interaction { play: perfect, interactor };
        let limit = Duration::from_millis(200);
        let session = in_process(interaction, &5, Strategy::Perfect, limit, Delivery::AtExit);
        assert_eq!(session.ending, Ending::TimeLimit(limit));
        assert!(session.ending.to_string().contains("did not flush"));
    }

    #[test]
    fn broken_protocol_and_early_ends_are_judged() {
        fn garbage(d: &mut Dialogue<'_, '_>) -> Result<(), InputError> {
            d.say("first")?;
            d.say("lots")
        }
        fn quits(d: &mut Dialogue<'_, '_>) -> Result<(), InputError> {
            d.from_judge.read::<u64>("n")?;
            d.say("first")
        }
        fn fails(d: &mut Dialogue<'_, '_>) -> Result<(), InputError> {
            let _: u8 = d.from_judge.read_in("n", 0..3)?;
            Ok(())
        }
        let ending = run(garbage, 5, Delivery::AsWritten).ending;
        assert!(
            matches!(&ending, Ending::Judged(Judgement::WrongFormat(why)) if why.contains("found `lots`")),
            "{ending}"
        );
        let ending = run(quits, 5, Delivery::AsWritten).ending;
        assert!(
            matches!(&ending, Ending::Judged(Judgement::WrongAnswer(why)) if why.contains("ended where a take was due")),
            "{ending}"
        );
        let ending = run(fails, 5, Delivery::AsWritten).ending;
        assert!(
            matches!(&ending, Ending::Judged(Judgement::WrongAnswer(_)) | Ending::RuntimeError(_)),
            "{ending}"
        );
    }

    #[test]
    fn endings_round_trip_through_their_lines() {
        let endings = [
            Ending::Judged(Judgement::Accepted),
            Ending::Judged(Judgement::WrongAnswer("took 3 of 2".into())),
            Ending::Judged(Judgement::WrongFormat("line 1, column 1: found `x`".into())),
            Ending::TimeLimit(Duration::from_millis(2500)),
            Ending::RuntimeError("exit status 101 after the interaction".into()),
        ];
        for ending in endings {
            assert_eq!(Ending::from_line(&ending.to_line()), Some(ending.clone()));
        }
        assert_eq!(Ending::from_line("MAYBE so"), None);
    }

    #[test]
    fn strategies_parse_and_name_themselves() {
        for s in Strategy::EACH {
            assert_eq!(Strategy::parse(s.name()), Ok(s));
        }
        assert_eq!(Strategy::parse("random:42"), Ok(Strategy::Random(42)));
        assert!(Strategy::parse("clever").unwrap_err().contains("adversarial"));
        assert!(Strategy::parse("random:x").is_err());
    }
}
