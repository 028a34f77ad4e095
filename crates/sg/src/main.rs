//! `sg`: list, run and test the problems of sg-solvers.

use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Parser, Subcommand};

use sg::registry::{self, PROBLEMS};

#[derive(Parser)]
#[command(
    name = "sg",
    version,
    about = "Verified Sprague–Grundy solvers: run, test and explore judge problems"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// List every problem: slug, title and judge.
    #[command(after_help = "Example:\n  sg list")]
    List,
    /// Solve one judge input with a problem's fast solution.
    #[command(
        after_help = "Examples:\n  sg run nim testdata/nim/sample-1.in\n  echo '1 2 1 2' | sg run nim"
    )]
    Run {
        /// The problem's slug (see `sg list`).
        slug: String,
        /// The input file; standard input when omitted.
        file: Option<PathBuf>,
    },
    /// Run every sample of the named problems (all when none are named).
    #[command(after_help = "Examples:\n  sg test\n  sg test nim s-nim")]
    Test {
        /// Problem slugs; all problems when empty.
        slugs: Vec<String>,
        /// The testdata folder (default: $SG_TESTDATA, or the workspace's `testdata/`).
        #[arg(long)]
        testdata: Option<PathBuf>,
    },
}

fn unknown(slug: &str) -> ExitCode {
    let known: Vec<&str> = PROBLEMS.iter().map(|p| p.slug).collect();
    eprintln!("error: unknown problem `{slug}`; known: {}", known.join(", "));
    ExitCode::from(2)
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    match cli.command {
        Command::List => {
            let width = PROBLEMS.iter().map(|p| p.slug.len()).max().unwrap_or(0);
            let title_width = PROBLEMS.iter().map(|p| p.title.chars().count()).max().unwrap_or(0);
            for p in PROBLEMS {
                println!("{:<width$}  {:<title_width$}  {}", p.slug, p.title, p.judge);
            }
            ExitCode::SUCCESS
        }
        Command::Run { slug, file } => {
            let Some(problem) = registry::find(&slug) else { return unknown(&slug) };
            let result = match &file {
                Some(path) => match std::fs::File::open(path) {
                    Ok(f) => judge::run(problem.solve, &mut std::io::BufReader::new(f)),
                    Err(e) => {
                        eprintln!("error: cannot open {}: {e}", path.display());
                        return ExitCode::from(2);
                    }
                },
                None => judge::run(problem.solve, &mut std::io::stdin().lock()),
            };
            match result {
                Ok(out) => {
                    let _ = std::io::stdout().lock().write_all(&out);
                    ExitCode::SUCCESS
                }
                Err(e) => {
                    eprintln!("error: {e}");
                    ExitCode::from(2)
                }
            }
        }
        Command::Test { slugs, testdata } => {
            let mut chosen = Vec::new();
            for slug in &slugs {
                match registry::find(slug) {
                    Some(p) => chosen.push(p),
                    None => return unknown(slug),
                }
            }
            if chosen.is_empty() {
                chosen = PROBLEMS.to_vec();
            }
            let root = sg::testdata_root(testdata.as_deref());
            match sg::testrun::run_all(&chosen, &root, &mut std::io::stdout().lock()) {
                Ok(0) => ExitCode::SUCCESS,
                Ok(_) => ExitCode::FAILURE,
                Err(e) => {
                    eprintln!("error: {e}");
                    ExitCode::from(2)
                }
            }
        }
    }
}
