//! [`Registered`]: what the `grundy` command and the benchmarks need of a problem without its
//! types, and [`Entry`], the one implementation of it for every [`Problem`].

use std::marker::PhantomData;
use std::time::Duration;

use judge::Judgement;

use crate::grid::{Args, Grid};
use crate::problem::{
    Bench, Hostile, Limits, Problem, Rejection, answer_text, judge_output, parse, to_text,
};
use crate::random::{Rng, Size};
use crate::referee::{Delivery, Exchange, Strategy};
use crate::session::Player;

/// What the `grundy` command and the benchmarks need of a problem, without its types.
pub trait Registered: Sync {
    /// [`Problem::SLUG`].
    fn slug(&self) -> &'static str;
    /// [`Problem::TITLE`].
    fn title(&self) -> &'static str;
    /// [`Problem::JUDGE`].
    fn judge(&self) -> &'static str;
    /// [`Problem::LIMITS`].
    fn limits(&self) -> Limits;
    /// [`Problem::JUDGE_TAKES_RUST`].
    fn judge_takes_rust(&self) -> bool;
    /// The judge path on in-memory bytes.
    ///
    /// # Errors
    /// The input error it reports.
    fn solve(&self, input: &[u8]) -> judge::Result<Vec<u8>>;
    /// The model's judge output for these bytes.
    ///
    /// # Errors
    /// The reader's error.
    fn model(&self, input: &[u8]) -> judge::Result<Vec<u8>>;
    /// The explanation of these bytes; `None` where the problem has no explainer.
    ///
    /// # Errors
    /// The reader's or the explainer's error.
    fn explain(&self, input: &[u8]) -> Option<judge::Result<String>>;
    /// [`Problem::player`].
    fn player(&self) -> Option<&'static dyn Player>;
    /// A generated input as judge text.
    fn generate(&self, rng: &mut Rng, size: Size) -> Vec<u8>;
    /// The benchmark inputs' names, labels and C++ figures (`input` gives their bytes).
    fn benches(&self) -> Vec<Bench<()>>;
    /// The judge text of the benchmark input `name`, if there is one.
    fn bench_input(&self, name: &str) -> Option<Vec<u8>>;
    /// [`Problem::hostile`].
    fn hostile(&self) -> Vec<Hostile>;
    /// [`Problem::table`].
    fn table(&self, args: &Args) -> Option<Result<Grid, String>>;
    /// The cell `(row, column)` of [`Problem::TABLE`] for `args` and its options by the game's
    /// rules ([`Table::options`](crate::table::Table::options)); `Ok(None)` for a problem
    /// without a table or whose table knows no moves.
    ///
    /// # Errors
    /// As drawing the table, or a cell outside it.
    fn cell_options(
        &self,
        args: &Args,
        cell: (u64, u64),
    ) -> Result<Option<(crate::grid::Cell, crate::table::CellOptions)>, String>;
    /// The options of [`Problem::TABLE`], for `grundy table --help`; empty exactly when there
    /// is no table.
    fn table_options(&self) -> &'static str;
    /// [`testing::check_case`](crate::testing::check_case) on the input generated from `seed`.
    ///
    /// # Errors
    /// The disagreement.
    fn check(&self, seed: u64) -> Result<(), crate::testing::Disagreement>;
    /// Whether the problem has a checker ([`Problem::checker`]).
    fn has_checker(&self) -> bool;
    /// [`judge_output`].
    ///
    /// # Errors
    /// The [`Rejection`].
    fn judge_output(&self, input: &[u8], output: &[u8], expected: &[u8]) -> Result<(), Rejection>;
    /// The checker on files, as `grundy check` runs it: `output` against `reference`, or,
    /// when there is none, against the fast solution's answer to `input`.
    ///
    /// # Errors
    /// The input or the reference does not read, or the fast solution refuses the input.
    fn check_output(
        &self,
        input: &[u8],
        output: &[u8],
        reference: Option<&[u8]>,
    ) -> Result<Judgement, String>;
    /// Whether the problem is interactive ([`Problem::interaction`]).
    fn interactive(&self) -> bool;
    /// Play the judge path against the interactor in process on the test `input`; `None`
    /// for a problem that is not interactive.
    ///
    /// # Errors
    /// The reader's error on `input`.
    fn interact(
        &self,
        input: &[u8],
        strategy: Strategy,
        limit: Duration,
        delivery: Delivery,
    ) -> Option<judge::Result<Exchange>>;
    /// Play the interactor on the test `input` against `child` (stdin and stdout piped);
    /// `None` for a problem that is not interactive.
    ///
    /// # Errors
    /// The reader's error on `input`, or the child's pipes.
    fn interact_with_child(
        &self,
        input: &[u8],
        strategy: Strategy,
        child: &mut std::process::Child,
        limit: Duration,
    ) -> Option<Result<Exchange, String>>;
}

/// The [`Registered`] face of `P`: `&Entry::<nim::Nim>::NEW` in the registry list.
pub struct Entry<P>(PhantomData<fn() -> P>);

impl<P> Entry<P> {
    /// The entry (a zero-sized value).
    pub const NEW: Self = Entry(PhantomData);
}

impl<P: Problem> Registered for Entry<P> {
    fn slug(&self) -> &'static str {
        P::SLUG
    }
    fn title(&self) -> &'static str {
        P::TITLE
    }
    fn judge(&self) -> &'static str {
        P::JUDGE
    }
    fn limits(&self) -> Limits {
        P::LIMITS
    }
    fn judge_takes_rust(&self) -> bool {
        P::JUDGE_TAKES_RUST
    }
    fn solve(&self, input: &[u8]) -> judge::Result<Vec<u8>> {
        judge::run(P::solve, &mut &input[..])
    }
    fn model(&self, input: &[u8]) -> judge::Result<Vec<u8>> {
        Ok(answer_text::<P>(&P::model(&parse::<P>(input)?)))
    }
    fn explain(&self, input: &[u8]) -> Option<judge::Result<String>> {
        let explainer = P::explainer()?;
        Some(parse::<P>(input).and_then(|input| explainer(&input)))
    }
    fn player(&self) -> Option<&'static dyn Player> {
        P::player()
    }
    fn generate(&self, rng: &mut Rng, size: Size) -> Vec<u8> {
        to_text::<P>(&P::generate(rng, size))
    }
    fn benches(&self) -> Vec<Bench<()>> {
        P::benches()
            .into_iter()
            .map(|b| Bench { name: b.name, label: b.label, input: || (), cpp: b.cpp })
            .collect()
    }
    fn bench_input(&self, name: &str) -> Option<Vec<u8>> {
        P::benches().into_iter().find(|b| b.name == name).map(|b| to_text::<P>(&(b.input)()))
    }
    fn hostile(&self) -> Vec<Hostile> {
        P::hostile()
    }
    fn table(&self, args: &Args) -> Option<Result<Grid, String>> {
        P::table(args)
    }
    fn cell_options(
        &self,
        args: &Args,
        cell: (u64, u64),
    ) -> Result<Option<(crate::grid::Cell, crate::table::CellOptions)>, String> {
        P::TABLE.map_or(Ok(None), |table| table.options(args, P::TITLE, cell))
    }
    fn table_options(&self) -> &'static str {
        P::TABLE.map_or("", |table| table.options)
    }
    fn check(&self, seed: u64) -> Result<(), crate::testing::Disagreement> {
        crate::testing::check_case::<P>(seed)
    }
    fn has_checker(&self) -> bool {
        P::checker().is_some()
    }
    fn judge_output(&self, input: &[u8], output: &[u8], expected: &[u8]) -> Result<(), Rejection> {
        judge_output::<P>(input, output, expected)
    }
    fn check_output(
        &self,
        input: &[u8],
        output: &[u8],
        reference: Option<&[u8]>,
    ) -> Result<Judgement, String> {
        let reference = match reference {
            Some(text) => text.to_vec(),
            None => {
                let typed = parse::<P>(input).map_err(|e| format!("the input: {e}"))?;
                let answer = P::answer(&typed)
                    .map_err(|e| format!("the solution refuses the input: {e}"))?;
                answer_text::<P>(&answer)
            }
        };
        match judge_output::<P>(input, output, &reference) {
            Ok(()) => Ok(Judgement::Accepted),
            Err(Rejection::Checker(judgement)) => Ok(judgement),
            Err(Rejection::Differs(m)) => Ok(Judgement::WrongAnswer(m.to_string())),
            Err(Rejection::Failure(why)) => Err(why),
        }
    }
    fn interactive(&self) -> bool {
        P::interaction().is_some()
    }
    fn interact(
        &self,
        input: &[u8],
        strategy: Strategy,
        limit: Duration,
        delivery: Delivery,
    ) -> Option<judge::Result<Exchange>> {
        let interaction = P::interaction()?;
        Some(
            parse::<P>(input).map(|test| {
                crate::referee::in_process(interaction, &test, strategy, limit, delivery)
            }),
        )
    }
    fn interact_with_child(
        &self,
        input: &[u8],
        strategy: Strategy,
        child: &mut std::process::Child,
        limit: Duration,
    ) -> Option<Result<Exchange, String>> {
        let interaction = P::interaction()?;
        let test = match parse::<P>(input) {
            Ok(test) => test,
            Err(e) => return Some(Err(format!("the test: {e}"))),
        };
        let session =
            crate::referee::with_child(interaction.interactor, &test, strategy, child, limit);
        Some(session.map_err(|e| e.to_string()))
    }
}
