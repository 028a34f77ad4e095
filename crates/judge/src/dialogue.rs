//! The judge path of an interactive problem: the program plays against the judge's
//! interactor, reading each of its messages as it comes and flushing each of its own.
//!
//! A [`Dialogue`] holds both ends: a [`Scanner`] over what the interactor says (it reads no
//! further than the token asked for, so it never waits for a message that is not due) and the
//! writer the moves go to. [`Dialogue::say`] writes one line and flushes it, so a move
//! cannot sit in a buffer while both sides wait for each other.

use std::fmt::Display;
use std::io::Write;

use crate::{InputError, Scanner};

/// Both ends of an interaction, as the playing program sees them.
pub struct Dialogue<'a, 'b> {
    /// What the interactor says.
    pub from_judge: Scanner<'a>,
    to_judge: &'b mut dyn Write,
}

impl<'a, 'b> Dialogue<'a, 'b> {
    /// A dialogue reading the interactor through `from_judge` and writing to `to_judge`.
    pub fn new(from_judge: Scanner<'a>, to_judge: &'b mut dyn Write) -> Self {
        Self { from_judge, to_judge }
    }

    /// Send `line` and a newline to the interactor, and flush.
    ///
    /// # Errors
    /// A write that fails (the interactor has gone), positioned at the last token read.
    ///
    /// # Complexity
    /// O(line length).
    pub fn say(&mut self, line: impl Display) -> Result<(), InputError> {
        let written = writeln!(self.to_judge, "{line}").and_then(|()| self.to_judge.flush());
        written.map_err(|e| {
            self.from_judge.position().error(format!("cannot write to the interactor: {e}"))
        })
    }
}

/// A problem's interactive judge path: play every game of the interaction.
pub type InteractivePath = fn(&mut Dialogue<'_, '_>) -> Result<(), InputError>;

/// Run `play` on `from_judge` and `to_judge` (in process: pipes to an interactor).
///
/// # Errors
/// What `play` reports.
///
/// # Complexity
/// That of `play`.
pub fn run_interactive(
    play: InteractivePath,
    from_judge: &mut dyn std::io::Read,
    to_judge: &mut dyn Write,
) -> Result<(), InputError> {
    play(&mut Dialogue::new(Scanner::new(from_judge), to_judge))
}

/// The body of an interactive problem's binary: play against the interactor on stdin and
/// stdout. Exit 0 when the interaction ends; on a message that breaks the protocol (or the end
/// of input mid-game), one line `error: line L, column C: …` on stderr and exit 2. It never
/// returns.
pub fn main_interactive(play: InteractivePath) -> ! {
    let stdin = std::io::stdin();
    let stdout = std::io::stdout();
    let result = run_interactive(play, &mut stdin.lock(), &mut stdout.lock());
    match result {
        Ok(()) => std::process::exit(0),
        Err(e) => {
            eprintln!("error: {e}");
            std::process::exit(2)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Echo each number doubled until a 0 arrives.
    fn doubler(d: &mut Dialogue<'_, '_>) -> Result<(), InputError> {
        loop {
            let x: u64 = d.from_judge.read("a number")?;
            if x == 0 {
                return Ok(());
            }
            d.say(2 * x)?;
        }
    }

    #[test]
    fn lines_go_out_one_per_move() {
        let mut out = Vec::new();
        run_interactive(doubler, &mut &b"3\n5\n0\n"[..], &mut out).unwrap();
        assert_eq!(out, b"6\n10\n");
        let err = run_interactive(doubler, &mut &b"3\nx"[..], &mut Vec::new()).unwrap_err();
        assert_eq!(
            err.to_string(),
            "line 2, column 1: expected a number (an integer from 0 to 18446744073709551615), found `x`"
        );
    }

    /// A pipe that holds one message: a read beyond it would block forever, so it panics.
    struct OneMessage(Option<&'static [u8]>);
    impl std::io::Read for OneMessage {
        fn read(&mut self, into: &mut [u8]) -> std::io::Result<usize> {
            let message = self.0.take().expect("read past the message: this would block");
            into[..message.len()].copy_from_slice(message);
            Ok(message.len())
        }
    }

    #[test]
    fn the_scanner_reads_no_further_than_the_token_asked_for() {
        let mut pipe = OneMessage(Some(b"12 -3\nfirst\n"));
        let mut sc = Scanner::new(&mut pipe);
        assert_eq!(sc.read::<u64>("a").unwrap(), 12);
        assert_eq!(sc.read::<i64>("b").unwrap(), -3);
        let mut word = Vec::new();
        sc.token_into("a word", &mut word).unwrap();
        assert_eq!(word, b"first");
    }

    /// A writer that is closed: every write fails.
    struct Closed;
    impl Write for Closed {
        fn write(&mut self, _: &[u8]) -> std::io::Result<usize> {
            Err(std::io::ErrorKind::BrokenPipe.into())
        }
        fn flush(&mut self) -> std::io::Result<()> {
            Ok(())
        }
    }

    #[test]
    fn a_closed_interactor_is_an_error_not_a_panic() {
        let err = run_interactive(doubler, &mut &b"4 0"[..], &mut Closed).unwrap_err();
        assert!(err.message.starts_with("cannot write to the interactor"), "{err}");
        assert_eq!((err.line, err.column), (1, 1));
    }
}
