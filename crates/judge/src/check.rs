//! Checkers: a contestant's output judged against the input and the reference answer, for
//! problems where more than one output is right or where a wrong one deserves a reason.
//!
//! A [`Checker`] is typed: it reads the input with the problem's reader, reads the contestant's
//! output and the reference answer with one answer reader (the reference is only a right
//! answer, not *the* answer), and judges the two answers. [`checker_main`] makes it a program
//! in testlib's convention, so a problem setter can hand it to a judge: `checker INPUT OUTPUT
//! ANSWER`, exit 0 accepted, 1 wrong answer, 2 wrong output format (the output does not
//! read), 3 the checker failed (the input or the reference does not read), with one line on
//! stderr saying why.

use std::io::Read;

use crate::{InputError, Scanner};

/// How an output was judged.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Judgement {
    /// The output is right.
    Accepted,
    /// The output reads, and is wrong: why.
    WrongAnswer(String),
    /// The output does not read as an answer (testlib's "presentation error"): where and why.
    WrongFormat(String),
}

impl Judgement {
    /// testlib's exit status: 0, 1 or 2 (3, a checker failure, is not a judgement).
    pub fn exit_code(&self) -> i32 {
        match self {
            Self::Accepted => 0,
            Self::WrongAnswer(_) => 1,
            Self::WrongFormat(_) => 2,
        }
    }
}

impl std::fmt::Display for Judgement {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Self::Accepted => f.write_str("ok"),
            Self::WrongAnswer(why) => write!(f, "wrong answer: {why}"),
            Self::WrongFormat(why) => write!(f, "wrong output format: {why}"),
        }
    }
}

/// What a checker could not read: the judge's own files, not the contestant's output.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CheckerFailure(pub String);

impl std::fmt::Display for CheckerFailure {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "FAIL {}", self.0)
    }
}

/// A problem's checker, typed: the input's reader, one reader for answers (the contestant's
/// and the reference alike), and the judgement of an answer against the reference.
#[derive(Debug)]
pub struct Checker<I, A> {
    /// The problem's input reader (to the end of the input).
    pub read_input: fn(&mut Scanner<'_>) -> Result<I, InputError>,
    /// Reads one whole output for `input` into an answer, to the end of the text.
    pub read_answer: fn(&I, &mut Scanner<'_>) -> Result<A, InputError>,
    /// `Ok` if `output` is right for `input`, given that `reference` is; else why not.
    pub judge: fn(&I, &A, &A) -> Result<(), String>,
}

impl<I, A> Clone for Checker<I, A> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<I, A> Copy for Checker<I, A> {}

impl<I, A> Checker<I, A> {
    /// Judge `output` for `input` against `reference`, all given as text.
    ///
    /// # Errors
    /// A [`CheckerFailure`] when the input or the reference does not read.
    ///
    /// # Complexity
    /// That of the readers and of `judge`.
    pub fn check(
        &self,
        input: &mut dyn Read,
        output: &mut dyn Read,
        reference: &mut dyn Read,
    ) -> Result<Judgement, CheckerFailure> {
        let input = (self.read_input)(&mut Scanner::new(input))
            .map_err(|e| CheckerFailure(format!("the input: {e}")))?;
        let reference = (self.read_answer)(&input, &mut Scanner::canonical(reference))
            .map_err(|e| CheckerFailure(format!("the reference answer: {e}")))?;
        self.check_answer(&input, output, &reference)
    }

    /// Judge the text `output` against a reference answer already read. Numbers are read as
    /// testlib reads them ([`Scanner::canonical`]: `+3`, `03` and `-0` are a wrong output
    /// format). A reference that is itself wrong is the checker's failure, as in testlib, not
    /// the contestant's wrong answer: one that fails its own judgement, or one that a
    /// contestant's accepted answer shows wrong (judged with the two exchanged).
    ///
    /// # Errors
    /// A [`CheckerFailure`] when the reference is wrong.
    ///
    /// # Complexity
    /// That of the answer reader and of three calls of `judge`.
    pub fn check_answer(
        &self,
        input: &I,
        output: &mut dyn Read,
        reference: &A,
    ) -> Result<Judgement, CheckerFailure> {
        if let Err(why) = (self.judge)(input, reference, reference) {
            return Err(CheckerFailure(format!("the reference answer is wrong: {why}")));
        }
        let answer = match (self.read_answer)(input, &mut Scanner::canonical(output)) {
            Err(e) => return Ok(Judgement::WrongFormat(e.to_string())),
            Ok(answer) => answer,
        };
        match (self.judge)(input, &answer, reference) {
            Err(why) => Ok(Judgement::WrongAnswer(why)),
            Ok(()) => match (self.judge)(input, reference, &answer) {
                Ok(()) => Ok(Judgement::Accepted),
                Err(why) => Err(CheckerFailure(format!(
                    "the reference answer is wrong: the output, accepted, shows it: {why}"
                ))),
            },
        }
    }
}

/// The body of a checker program in testlib's convention: `PROGRAM INPUT OUTPUT ANSWER`
/// (file paths: the test's input, the contestant's output, the reference answer). It prints one
/// line on stderr (`ok`, `wrong answer: …`, `wrong output format: …` or `FAIL …`) and exits
/// with 0, 1, 2 or 3. It never returns.
///
/// # Complexity
/// That of [`Checker::check`].
pub fn checker_main<I, A>(checker: &Checker<I, A>) -> ! {
    let args: Vec<std::ffi::OsString> = std::env::args_os().skip(1).collect();
    let fail = |message: String| -> ! {
        eprintln!("{}", CheckerFailure(message));
        std::process::exit(3)
    };
    if args.len() < 3 {
        let name = std::env::args().next().unwrap_or_else(|| "checker".into());
        fail(format!(
            "usage: {name} INPUT OUTPUT ANSWER (testlib's order; exit 0 ok, 1 wrong answer, 2 wrong output format, 3 failure)"
        ));
    }
    let open = |i: usize| match std::fs::File::open(&args[i]) {
        Ok(file) => std::io::BufReader::new(file),
        Err(e) => fail(format!("cannot open {}: {e}", std::path::Path::new(&args[i]).display())),
    };
    let (mut input, mut output, mut answer) = (open(0), open(1), open(2));
    match checker.check(&mut input, &mut output, &mut answer) {
        Ok(judgement) => {
            eprintln!("{judgement}");
            std::process::exit(judgement.exit_code())
        }
        Err(failure) => {
            eprintln!("{failure}");
            std::process::exit(3)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The input is one number n; an answer is a divisor of n other than 1 and n, or 0 when
    /// there is none: many right answers.
    fn divisor_checker() -> Checker<u64, u64> {
        Checker {
            read_input: |sc| {
                let n = sc.read_in("n", 2..)?;
                sc.finish()?;
                Ok(n)
            },
            read_answer: |_, sc| {
                let d = sc.read("a divisor")?;
                sc.finish()?;
                Ok(d)
            },
            judge: |&n, &d, &reference| match (d, reference) {
                (0, 0) => Ok(()),
                (0, _) => Err(format!("{n} has the divisor {reference}, the output says none")),
                (d, _) if d > 1 && d < n && n % d == 0 => Ok(()),
                (d, _) => Err(format!("{d} is not a proper divisor of {n}")),
            },
        }
    }

    #[test]
    fn every_right_answer_is_accepted_and_each_wrong_one_says_why() {
        let checker = divisor_checker();
        let check = |input: &[u8], output: &[u8], reference: &[u8]| {
            checker.check(&mut &input[..], &mut &output[..], &mut &reference[..])
        };
        assert_eq!(check(b"12", b"3\r\n", b"2"), Ok(Judgement::Accepted));
        assert_eq!(check(b"12", b"6", b"2"), Ok(Judgement::Accepted));
        assert_eq!(check(b"13", b"0", b"0"), Ok(Judgement::Accepted));
        let wrong = check(b"12", b"5", b"2").unwrap();
        assert_eq!(wrong, Judgement::WrongAnswer("5 is not a proper divisor of 12".into()));
        assert_eq!(wrong.exit_code(), 1);
        assert_eq!(wrong.to_string(), "wrong answer: 5 is not a proper divisor of 12");
        let missed = check(b"12", b"0", b"4").unwrap();
        assert!(
            matches!(missed, Judgement::WrongAnswer(ref why) if why.contains("has the divisor 4"))
        );
        let format = check(b"12", b"three", b"2").unwrap();
        assert_eq!(format.exit_code(), 2);
        assert!(
            format.to_string().starts_with("wrong output format: line 1, column 1: "),
            "{format}"
        );
        assert!(matches!(check(b"12", b"3 4", b"2"), Ok(Judgement::WrongFormat(_))));
        let failure = check(b"1", b"3", b"2").unwrap_err();
        assert!(failure.to_string().starts_with("FAIL the input: line 1, column 1"), "{failure}");
        let failure = check(b"12", b"3", b"").unwrap_err();
        assert!(failure.0.starts_with("the reference answer:"), "{failure}");
    }

    #[test]
    fn numbers_are_read_as_testlib_reads_them() {
        let checker = divisor_checker();
        let check =
            |output: &[u8]| checker.check(&mut &b"12"[..], &mut &output[..], &mut &b"2"[..]);
        for bad in [&b"+3"[..], b"03", b"-0", b"006"] {
            let judged = check(bad).unwrap();
            assert_eq!(judged.exit_code(), 2, "{:?}: {judged}", String::from_utf8_lossy(bad));
        }
        assert_eq!(check(b"3\n"), Ok(Judgement::Accepted));
        assert!(check(b"03").unwrap().to_string().contains("a leading zero"));
    }

    #[test]
    fn a_wrong_reference_is_the_checkers_failure_not_the_contestants() {
        let checker = divisor_checker();
        let check = |output: &[u8], reference: &[u8]| {
            checker.check(&mut &b"12"[..], &mut &output[..], &mut &reference[..])
        };
        // Not a divisor at all: wrong by its own judgement.
        let failure = check(b"3", b"5").unwrap_err();
        assert!(failure.0.contains("the reference answer is wrong"), "{failure}");
        // "None", shown wrong by the contestant's right divisor.
        let failure = check(b"3", b"0").unwrap_err();
        assert!(failure.0.contains("the output, accepted, shows it"), "{failure}");
        // A right reference still makes a wrong output a wrong answer.
        assert!(matches!(check(b"0", b"4"), Ok(Judgement::WrongAnswer(_))));
        assert!(matches!(check(b"+0", b"4"), Ok(Judgement::WrongFormat(_))));
    }
}
