//! `grundy run`: one judge input through a problem's judge path, its explanation or its model;
//! an interactive problem's judge path against its interactor.

use std::io::Write;
use std::path::Path;
use std::process::ExitCode;
use std::time::Duration;

use workbench::Registered;
use workbench::referee::{Delivery, Strategy};

use super::{CommandResult, Failure, find, read_input};
use crate::flags::RunArgs;

/// How long `grundy run` lets an interaction take.
const INTERACTION_LIMIT: Duration = Duration::from_secs(30);

/// `grundy run`: print the answer (or the explanation, or the model's answer) to the input in
/// FILE or stdin.
///
/// # Errors
/// An unknown slug, an unreadable input, the solver's refusal, or a model search over budget.
///
/// # Complexity
/// That of the problem's solution (or model).
pub fn run(args: RunArgs, stdout: &mut impl Write) -> CommandResult {
    let RunArgs { slug, file, explain, model, budget, strategy } = args;
    let problem = find(&slug)?;
    let input = read_input(file.as_deref())?;
    if problem.interactive() && !model && !explain {
        return against_interactor(problem, &input, file.as_deref(), strategy, stdout);
    }
    let text = if model {
        by_model(problem, input, budget)?
    } else if !explain {
        problem.solve(&input).map(|out| String::from_utf8_lossy(&out).into_owned())
    } else if let Some(explained) = problem.explain(&input) {
        explained
    } else {
        eprintln!("note: `{slug}` has no explanation; here is the plain answer");
        problem.solve(&input).map(|out| String::from_utf8_lossy(&out).into_owned())
    };
    let text = text.map_err(|e| format!("{}: {e}", source_name(file.as_deref())))?;
    stdout.write_all(text.as_bytes())?;
    Ok(ExitCode::SUCCESS)
}

fn source_name(file: Option<&Path>) -> String {
    file.map_or("stdin".into(), |f| f.display().to_string())
}

/// An interactive problem's judge path against its interactor: the transcript (`>` the
/// solution, `<` the interactor) and how it ended; exit 1 unless accepted.
fn against_interactor(
    problem: &dyn Registered,
    input: &[u8],
    file: Option<&Path>,
    strategy: Strategy,
    stdout: &mut impl Write,
) -> CommandResult {
    let session = problem
        .interact(input, strategy, INTERACTION_LIMIT, Delivery::AsWritten)
        .expect("the problem is interactive")
        .map_err(|e| format!("{}: {e}", source_name(file)))?;
    write!(stdout, "{}", session.transcript)?;
    writeln!(stdout, "{} (against the {} interactor)", session.ending, strategy.name())?;
    Ok(if session.ending.accepted() { ExitCode::SUCCESS } else { ExitCode::FAILURE })
}

/// The model's answer to `input`, searched on a thread of its own so that an input too large to
/// search is refused after `budget` instead of running for hours.
///
/// # Errors
/// The budget ran out (the thread is left to die with the process).
fn by_model(
    problem: &'static dyn Registered,
    input: Vec<u8>,
    budget: Duration,
) -> Result<judge::Result<String>, Failure> {
    let (sender, receiver) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let answer = problem.model(&input).map(|out| String::from_utf8_lossy(&out).into_owned());
        let _ = sender.send(answer);
    });
    receiver.recv_timeout(budget).map_err(|_| {
        Failure::Message(format!(
            "the model searched the rules for {} s without finishing: this input is too large \
             to search by definition (raise --budget, or try a smaller input)",
            budget.as_secs_f64()
        ))
    })
}
