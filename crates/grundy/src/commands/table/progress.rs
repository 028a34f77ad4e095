//! The one progress line of a long table on stderr, for every table kind that computes for a
//! while (`octal`, `rules`). The table says what the line reads; this module says when it is
//! drawn and how.
//!
//! On a terminal the line is an [`indicatif`] bar of one message, redrawn in place at most four
//! times a second and left on screen when the table is done. Anywhere else (a pipe, a file, a
//! terminal without cursor control) a table draws it only when asked with `--progress on`, as a
//! plain line every five seconds, so a log holds no escape codes. Standard output is never
//! written to.

use std::time::{Duration, Instant};

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};

/// When the first line may be drawn.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Start {
    /// At the first update: the line shows from the start, and its last state always shows.
    AtOnce,
    /// After a second (or the first pause between lines, if longer): a table done sooner shows
    /// nothing, and the last state is drawn only after an earlier line.
    AfterASecond,
}

/// The progress line of one table: [`Progress::update`] after each step of the work (cheap when
/// no line is due), [`Progress::finish`] at the end.
pub struct Progress {
    show: bool,
    start: Start,
    started: Instant,
    last: Option<Instant>,
    drawn: bool,
    /// The terminal's target until the first line, then its bar; `None` when stderr is no
    /// terminal the bar could be drawn on.
    target: Option<ProgressDrawTarget>,
    bar: Option<ProgressBar>,
}

/// The most lines a second on a terminal.
const TERMINAL_HZ: u8 = 4;

/// The pause between two plain lines, where the line cannot be redrawn in place.
const PLAIN_GAP: Duration = Duration::from_secs(5);

impl Progress {
    /// A progress line that draws when `show` (the table's `--progress`), starting as `start`
    /// says; its clock starts now.
    pub fn new(show: bool, start: Start) -> Self {
        let target = ProgressDrawTarget::stderr_with_hz(TERMINAL_HZ);
        let target = (show && !target.is_hidden()).then_some(target);
        Self { show, start, started: Instant::now(), last: None, drawn: false, target, bar: None }
    }

    /// The time between two lines: a quarter of a second on a terminal, else [`PLAIN_GAP`].
    fn gap(&self) -> Duration {
        if self.target.is_some() || self.bar.is_some() {
            Duration::from_secs(1) / u32::from(TERMINAL_HZ)
        } else {
            PLAIN_GAP
        }
    }

    /// Draw `line(seconds since the start)` if a line is due: the first as [`Start`] says,
    /// then one per pause, and the last state (`finished`) once a line has been drawn. The
    /// line is only made when it is drawn.
    ///
    /// # Complexity
    /// O(1) when no line is due (one reading of the clock), else that of `line`.
    pub fn update(&mut self, finished: bool, line: impl FnOnce(f64) -> String) {
        if !self.show {
            return;
        }
        let now = Instant::now();
        let gap = self.gap();
        let wait = match (self.last, self.start) {
            (Some(_), _) => gap,
            (None, Start::AtOnce) => Duration::ZERO,
            (None, Start::AfterASecond) => gap.max(Duration::from_secs(1)),
        };
        let since = now.duration_since(self.last.unwrap_or(self.started));
        if since < wait && !(finished && self.drawn) {
            return;
        }
        self.last = Some(now);
        let line = line(now.duration_since(self.started).as_secs_f64().max(1e-9));
        if let Some(target) = self.target.take() {
            let bar = ProgressBar::with_draw_target(None, target);
            bar.set_style(ProgressStyle::with_template("{msg}").expect("a valid template"));
            self.bar = Some(bar);
        }
        match &self.bar {
            Some(bar) => bar.set_message(line),
            None => eprintln!("{line}"),
        }
        self.drawn = true;
    }

    /// The end of the work: a bar drawn on the terminal is left there with its last line.
    pub fn finish(self) {
        if let Some(bar) = self.bar {
            bar.finish();
        }
    }
}
