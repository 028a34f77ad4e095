//! `grundy`: list, run, test, stress, scaffold and explore the problems of sg-solvers.
//!
//! This file parses the command line and dispatches: each command is the function `run` of its
//! module under `grundy::commands`, and its flags are in `grundy::flags`.

use std::io::Write;
use std::process::ExitCode;

use clap::{CommandFactory, FromArgMatches};

use grundy::commands::{self, CommandResult, Failure};
use grundy::flags::{Cli, Command};

/// The heap counted, so that a rules script's memory budget (`--max-memory`) is checked
/// before each of its operations (`rules::memory`).
#[global_allocator]
static HEAP: rules::memory::Counting = rules::memory::Counting;

fn main() -> ExitCode {
    // The tables' options and the playable problems come from the registry, so their help
    // texts are made at run time.
    let command = Cli::command()
        .mut_subcommand("table", |c| c.after_help(commands::table::help()))
        .mut_subcommand("play", |c| c.after_help(commands::play::help()));
    let parsed = command.try_get_matches().and_then(|m| Cli::from_arg_matches(&m));
    let cli = match parsed {
        Ok(cli) => cli,
        // A value refused (by our parsers, or not among the possible values): one line, with
        // clap's list of the values `--help` shows and its tip, without the usage advice.
        Err(e)
            if matches!(
                e.kind(),
                clap::error::ErrorKind::ValueValidation | clap::error::ErrorKind::InvalidValue
            ) =>
        {
            let rendered = e.render().to_string();
            let mut lines = rendered.lines().map(str::trim).filter(|l| !l.is_empty());
            let first = lines.next().unwrap_or("error: invalid value").to_string();
            let details: Vec<&str> = lines
                .filter(|l| l.starts_with("[possible values") || l.starts_with("tip:"))
                .collect();
            eprintln!(
                "{}",
                [first.as_str()].into_iter().chain(details).collect::<Vec<_>>().join(" ")
            );
            return ExitCode::from(2);
        }
        Err(e) => e.exit(),
    };
    match run(cli.command, &mut std::io::stdout().lock()) {
        Ok(code) => code,
        // A closed pipe (`grundy test | head`) is a reader who has seen enough.
        Err(Failure::Output(e)) if e.kind() == std::io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(Failure::Output(e)) => {
            eprintln!("error: cannot write the output: {e}");
            ExitCode::FAILURE
        }
        Err(Failure::Message(message)) => {
            eprintln!("error: {message}");
            ExitCode::from(2)
        }
    }
}

/// One command, to its module.
fn run(command: Command, stdout: &mut impl Write) -> CommandResult {
    match command {
        Command::List => commands::list::run(stdout),
        Command::Run(args) => commands::run::run(args, stdout),
        Command::Check(args) => commands::check::run(args, stdout),
        Command::Play(args) => commands::play::run(args, stdout),
        Command::Rules(args) => commands::rules::run(args, stdout),
        Command::Test(args) => commands::test::run(args, stdout),
        Command::Suite(args) => commands::suite::run(args, stdout),
        Command::Gen(args) => commands::generate::run(args, stdout),
        Command::Stress(args) => commands::stress::run(args, stdout),
        Command::Table(args) => commands::table::run(args, stdout),
        Command::Law(args) => commands::law::run(args, stdout),
        Command::New(args) => commands::new::run(args, stdout),
        Command::Bundle(args) => commands::bundle::run(args, stdout),
        Command::Serve(args) => commands::serve::run(args, stdout),
        Command::Measure(args) => commands::measure::run(args, stdout),
    }
}
