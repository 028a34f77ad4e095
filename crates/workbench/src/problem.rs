//! The [`Problem`] trait each problem crate implements (behind its `workbench` feature); its
//! object-safe face for the `grundy` command's registry is [`crate::registered`], and the
//! harnesses ([`crate::testing`], [`crate::play`]) import this module, never the reverse.
//!
//! A problem is one typed input with exactly one reader and one writer. Everything else works
//! on that type: the fast answer, the model (the rules searched by sg-core's engine), the
//! generator, the explanation and the benchmarks. Only the judge path ([`Problem::solve`]) may
//! stream bytes itself, and [`crate::testing`] holds it to the model on generated inputs.

use std::fmt::Debug;

use judge::{Checker, Judgement, Scanner};

use crate::cases::{Mismatch, compare};
use crate::grid::{Args, Grid};
use crate::random::{Rng, Size};
use crate::referee::Interaction;
use crate::session::Player;
use crate::table::Table;

/// The judge's limits: the defaults of `grundy test --bin`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Limits {
    /// CPU time per input, in milliseconds.
    pub time_ms: u64,
    /// Memory, in MiB.
    pub memory_mib: u64,
}

/// How a problem's peak memory is judged against the C++ reference figure.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MemoryRule {
    /// The state does not grow with the input: at most C++ + 8 MiB.
    PlusEight,
    /// At most twice the C++ figure.
    Double,
}

/// The tuned C++ solution's figures on a benchmark input, which `compare` sets beside ours.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct CppFigures {
    /// CPU seconds (user + sys).
    pub cpu_s: f64,
    /// Peak resident memory in MiB.
    pub peak_mib: f64,
    /// How our peak is judged against `peak_mib`.
    pub memory: MemoryRule,
}

/// One large input for the benchmarks (`compare` and criterion), made deterministically.
#[derive(Debug, Clone, Copy)]
pub struct Bench<I> {
    /// A file-name stem, unique in the registry, e.g. `s-nim-huge`.
    pub name: &'static str,
    /// What the input is, for the table, e.g. `10 tests × 10^6 heaps < 2^30`.
    pub label: &'static str,
    /// The input (deterministic: a fixed seed inside).
    pub input: fn() -> I,
    /// The C++ reference figures, `None` for inputs beyond the reference table.
    pub cpp: Option<CppFigures>,
}

/// How a [`Hostile`] input must end.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Expected {
    /// Exit 0 with the answer.
    Answer,
    /// Exit 2 with one short positioned line: the input is beyond what the algorithm can
    /// answer within its bounds, or breaks the promise.
    Refusal,
}

/// A large input of a shape that once cost too much time or memory, kept so that it stays
/// cheap: `compare --hostile` measures it and the fuzz harness runs it under bounds.
#[derive(Debug, Clone, Copy)]
pub struct Hostile {
    /// A file-name stem, unique in the registry, e.g. `s-nim-many-moves`.
    pub name: &'static str,
    /// What the input is, for the table.
    pub label: &'static str,
    /// The judge text, made deterministically. Bytes, not a typed input: a refused input need
    /// not be one the reader accepts.
    pub input: fn() -> Vec<u8>,
    /// How the binary must end on it.
    pub outcome: Expected,
    /// Whether the fuzz harness runs it in every `cargo test` (it must then end within the
    /// problem's bounds on any machine); `false` leaves it to `compare --hostile`, for an
    /// input whose time depends on the CPU's instructions.
    pub in_every_test: bool,
}

/// Explains each verdict of an input in plain words.
///
/// # Errors
/// As [`Problem::answer`].
pub type Explainer<I> = fn(&I) -> judge::Result<String>;

/// A judge problem: its format, its fast solution, its model and its generator.
///
/// Every required item is what a verified problem must have; nothing is filled with a dummy.
pub trait Problem: 'static {
    /// The crate, binary and `testdata/` folder name, e.g. `s-nim`.
    const SLUG: &'static str;
    /// A human title, e.g. `S-Nim`.
    const TITLE: &'static str;
    /// Where the problem is judged, e.g. `HDU 1536 / POJ 2960`.
    const JUDGE: &'static str;
    /// The judge's limits.
    const LIMITS: Limits;
    /// Whether the judge compiles Rust: the problem's bundle must then compile as that judge
    /// builds it (edition 2021, `-O`) and pass every case (`cli::bundle`).
    const JUDGE_TAKES_RUST: bool = false;

    /// One judge input, parsed (for an interactive problem: the test the interactor holds).
    type Input: Clone + Debug + PartialEq + Send;
    /// One judge output, parsed.
    type Answer: Clone + Debug + PartialEq;

    /// Reads judge text into the typed input, to the end of the input.
    ///
    /// # Errors
    /// A positioned [`judge::InputError`] on bad input.
    fn read(sc: &mut Scanner<'_>) -> judge::Result<Self::Input>;

    /// The one writer: input to judge text that [`Problem::read`] turns back into it.
    fn write(input: &Self::Input, out: &mut Vec<u8>);

    /// The fast solution on the typed input.
    ///
    /// # Errors
    /// A positioned refusal where the algorithm cannot answer (say, no proven period).
    fn answer(input: &Self::Input) -> judge::Result<Self::Answer>;

    /// The answer as judge output.
    fn write_answer(answer: &Self::Answer, out: &mut Vec<u8>);

    /// The judge path, what the binary runs: bytes in, bytes out. Usually read, answer, write;
    /// a problem streams here only where that is measurably faster.
    ///
    /// # Errors
    /// As [`Problem::read`] and [`Problem::answer`].
    fn solve(sc: &mut Scanner<'_>, out: &mut Vec<u8>) -> judge::Result<()>;

    /// The answer by the rules searched with sg-core's engine (exponential: small inputs).
    fn model(input: &Self::Input) -> Self::Answer;

    /// A random valid input; `Size::Small` ones must be cheap for [`Problem::model`].
    fn generate(rng: &mut Rng, size: Size) -> Self::Input;

    /// The inputs of the speed comparison and the criterion benchmarks.
    fn benches() -> Vec<Bench<Self::Input>>;

    /// Large inputs of shapes that once cost too much time or memory, kept so that they stay
    /// cheap; none by default.
    fn hostile() -> Vec<Hostile> {
        Vec::new()
    }

    /// The explainer, if the problem has one: after each verdict, a winning first move or why
    /// every move loses, as text (`grundy run --explain`).
    fn explainer() -> Option<Explainer<Self::Input>> {
        None
    }

    /// The perfect player of `grundy play`: `from_crate!` gives it to every problem that
    /// implements [`Play`](crate::play::Play).
    fn player() -> Option<&'static dyn Player> {
        None
    }

    /// The problem's table for `grundy table SLUG`, declared once, `None` if it has none: the
    /// model's game (`Some(Table::line::<model::HeapRules>())`), a search checked against a
    /// closed form ([`Searched`](crate::table::Searched)), or a sheet of the problem's own;
    /// [`Problem::table`] draws it.
    const TABLE: Option<Table> = None;

    /// [`Problem::TABLE`] drawn for the options `args` ([`Table::draw`]), `None` if there is
    /// none; not meant to be overridden.
    ///
    /// # Errors
    /// A message naming a bad or unknown `--key value` argument.
    fn table(args: &Args) -> Option<Result<Grid, String>> {
        Self::TABLE.map(|table| table.draw(args, Self::TITLE))
    }

    /// The checker, for a problem where several outputs are right or where a wrong one deserves
    /// a reason; `None` (the default) compares outputs token by token. Its parts live in the
    /// problem's library, so its checker binary (`SLUG-checker`, testlib's convention) and
    /// bundle (`grundy bundle SLUG --checker`) are std-only.
    fn checker() -> Option<Checker<Self::Input, Self::Answer>> {
        None
    }

    /// For an interactive problem: the judge path that plays and the interactor it plays
    /// against. [`Problem::solve`] is then the *decision* half of the judge path (the side it
    /// chooses in each game, what `testdata`'s `.out` files hold), and `grundy test` also plays
    /// every case against the interactor under each `crate::referee::Strategy`.
    fn interaction() -> Option<Interaction<Self::Input>> {
        None
    }
}

/// The answer of a crate's `answer` function as [`Problem::answer`] returns it: an
/// infallible answer is `Ok`, a fallible one is passed through. Lets
/// [`from_crate!`](crate::from_crate) serve both kinds of crate.
pub trait Answered<A> {
    /// The answer, or the solver's refusal.
    ///
    /// # Errors
    /// The crate's refusal, where it can refuse.
    fn answered(self) -> judge::Result<A>;
}

impl<A> Answered<A> for A {
    fn answered(self) -> judge::Result<A> {
        Ok(self)
    }
}

impl<A> Answered<A> for judge::Result<A> {
    fn answered(self) -> judge::Result<A> {
        self
    }
}

/// The items of [`Problem`] that every problem crate names the same way, written once: inside
/// `impl Problem for X { … }`, `workbench::from_crate!(answer: T);` says that the input type is
/// `crate::Input` with its one reader `Input::read` and one writer `Input::write`, the answer
/// type is `T`, the fast answer is `crate::answer` (returning `T` or `judge::Result<T>`), its
/// writer `crate::write_answer(&T, out)`, the judge path `crate::solve` and the model
/// `crate::model::answer`; and the player of `grundy play` is the problem's [`Play`] game if it
/// has one. A crate whose names differ writes those items by hand instead.
///
/// [`Play`]: crate::play::Play
// `crate` here is meant: it names the problem crate that invokes the macro.
#[allow(clippy::crate_in_macro_def)]
#[macro_export]
macro_rules! from_crate {
    (answer: $answer:ty) => {
        type Input = crate::Input;
        type Answer = $answer;
        fn read(sc: &mut ::judge::Scanner<'_>) -> ::judge::Result<crate::Input> {
            crate::Input::read(sc)
        }
        fn write(input: &crate::Input, out: &mut ::std::vec::Vec<u8>) {
            input.write(out)
        }
        fn answer(input: &crate::Input) -> ::judge::Result<$answer> {
            $crate::problem::Answered::<$answer>::answered(crate::answer(input))
        }
        fn write_answer(answer: &$answer, out: &mut ::std::vec::Vec<u8>) {
            crate::write_answer(answer, out)
        }
        fn solve(
            sc: &mut ::judge::Scanner<'_>,
            out: &mut ::std::vec::Vec<u8>,
        ) -> ::judge::Result<()> {
            crate::solve(sc, out)
        }
        fn model(input: &crate::Input) -> $answer {
            crate::model::answer(input)
        }
        fn player() -> ::std::option::Option<&'static dyn $crate::play::Player> {
            use $crate::play::{NoPlay as _, ViaPlay as _};
            (&$crate::play::Probe::<Self>(::std::marker::PhantomData)).player()
        }
    };
}

/// Why an output was not accepted.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Rejection {
    /// Token by token, it differs from the expected output here.
    Differs(Mismatch),
    /// The checker's judgement: a wrong answer or a wrong output format, with its reason.
    Checker(Judgement),
    /// The checker could not read the input or the expected output: the judge's files are bad.
    Failure(String),
}

impl std::fmt::Display for Rejection {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Self::Differs(m) => write!(f, "{m}"),
            Self::Checker(j) => write!(f, "{j}"),
            Self::Failure(why) => write!(f, "the checker failed: {why}"),
        }
    }
}

/// Judge `output` for `input` against the expected output `expected`: by `P`'s checker if it
/// has one, else token by token.
///
/// # Errors
/// The [`Rejection`].
///
/// # Complexity
/// That of the checker, or O(length of both outputs).
pub fn judge_output<P: Problem>(
    input: &[u8],
    output: &[u8],
    expected: &[u8],
) -> Result<(), Rejection> {
    let Some(checker) = P::checker() else {
        return compare(expected, output).map_err(Rejection::Differs);
    };
    match checker.check(&mut &input[..], &mut &output[..], &mut &expected[..]) {
        Ok(Judgement::Accepted) => Ok(()),
        Ok(judgement) => Err(Rejection::Checker(judgement)),
        Err(failure) => Err(Rejection::Failure(failure.0)),
    }
}

/// Read all of `input` with `P`'s reader.
///
/// # Errors
/// The reader's error.
///
/// # Complexity
/// That of the reader.
pub fn parse<P: Problem>(input: &[u8]) -> judge::Result<P::Input> {
    P::read(&mut Scanner::new(&mut &input[..]))
}

/// `P`'s judge text of `input`.
///
/// # Complexity
/// That of the writer.
pub fn to_text<P: Problem>(input: &P::Input) -> Vec<u8> {
    let mut out = Vec::new();
    P::write(input, &mut out);
    out
}

/// `P`'s judge output of `answer`.
///
/// # Complexity
/// That of the writer.
pub fn answer_text<P: Problem>(answer: &P::Answer) -> Vec<u8> {
    let mut out = Vec::new();
    P::write_answer(answer, &mut out);
    out
}
