//! `sg`: list, run, test, stress, scaffold and explore the problems of sg-solvers.

use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Duration;

use clap::{Parser, Subcommand};

use judge::random::{Rng, Size};
use sg::registry::{self, PROBLEMS};

#[derive(Parser)]
#[command(
    name = "sg",
    version,
    about = "Verified Sprague–Grundy solvers: run, test, stress and explore judge problems",
    after_help = "Examples:\n  sg list\n  sg test\n  sg run nim testdata/nim/sample-1.in --explain\n  sg stress s-nim --cases 5000\n  sg table subtraction --moves 1,3,4 --upto 60"
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
        after_help = "Examples:\n  sg run nim testdata/nim/sample-1.in\n  printf '1\\n3\\n1 2 4\\n' | sg run nim --explain"
    )]
    Run {
        /// The problem's slug (see `sg list`).
        slug: String,
        /// The input file; standard input when omitted.
        file: Option<PathBuf>,
        /// After each verdict, a winning first move in plain words (or why every move loses).
        #[arg(long)]
        explain: bool,
    },
    /// Run every sample of the named problems (all when none are named).
    #[command(
        after_help = "Examples:\n  sg test\n  sg test nim s-nim\n  cargo build --release && sg test --bin --tl 500"
    )]
    Test {
        /// Problem slugs; all problems when empty.
        slugs: Vec<String>,
        /// The testdata folder (default: $SG_TESTDATA, or the workspace's `testdata/`).
        #[arg(long)]
        testdata: Option<PathBuf>,
        /// Run the release binaries as processes, with time and memory per case.
        #[arg(long)]
        bin: bool,
        /// With --bin: CPU-time limit in ms (default: the problem's judge limit).
        #[arg(long, requires = "bin")]
        tl: Option<u64>,
        /// With --bin: memory limit in MiB (default: the problem's judge limit).
        #[arg(long, requires = "bin")]
        ml: Option<u64>,
        /// With --bin: where the binaries are (default: beside `sg`).
        #[arg(long, requires = "bin")]
        bin_dir: Option<PathBuf>,
    },
    /// Print a random valid input from the problem's own generator.
    #[command(
        after_help = "Examples:\n  sg gen nim --seed 7\n  sg gen dag-game --size max > big.in\n  sg gen s-nim --size 100000"
    )]
    Gen {
        /// The problem's slug.
        slug: String,
        /// The seed: the same seed gives the same bytes.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// `small` (for the model), `max` (the judge's limits) or a number (a scale).
        #[arg(long, default_value = "small")]
        size: Size,
    },
    /// Compare the fast solution with the brute-force model on random small inputs.
    #[command(
        after_help = "Examples:\n  sg stress nim\n  sg stress dag-game --cases 100000 --time 30\n\nOn the first disagreement it prints the input, both answers and the seed, saves the case\nas testdata/SLUG/stress-SEED.in/.out with the model's answer, and exits with status 1."
    )]
    Stress {
        /// The problem's slug.
        slug: String,
        /// How many cases at most.
        #[arg(long, default_value_t = 1000)]
        cases: u64,
        /// The first seed.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Stop after this many seconds.
        #[arg(long)]
        time: Option<f64>,
        /// The testdata folder for a saved case (default as for `sg test`).
        #[arg(long)]
        testdata: Option<PathBuf>,
    },
    /// Print a Grundy table: `subtraction`, `octal`, or a problem's own.
    #[command(
        after_help = "Examples:\n  sg table subtraction --moves 1,3,4 --upto 100\n  sg table octal --code 0.07 --upto 80\n  sg table e-and-d --x 1..32 --y 1..32 --svg ed.svg\n\nArguments after NAME are `--key value` pairs for that table; `--svg FILE` also draws it."
    )]
    Table {
        /// `subtraction` or a problem slug.
        name: String,
        /// `--key value` pairs for the table, and optionally `--svg FILE`.
        #[arg(trailing_var_arg = true, allow_hyphen_values = true)]
        args: Vec<String>,
    },
    /// Scaffold a new problem crate, its testdata folder and its registration.
    #[command(
        after_help = "Example:\n  sg new take-away --title \"Take Away\" --judge \"Somewhere 123\"\n  cargo test -p take-away && cargo run -p sg -- test take-away"
    )]
    New {
        /// The slug: crate, binary and testdata name (lowercase words joined by hyphens).
        slug: String,
        /// A human title.
        #[arg(long)]
        title: String,
        /// Where the problem is judged.
        #[arg(long)]
        judge: String,
        /// The workspace root (default: found from the current folder).
        #[arg(long)]
        root: Option<PathBuf>,
    },
    /// (internal) Measure one process run for `sg test --bin`.
    #[command(hide = true)]
    Measure {
        #[arg(long)]
        limit_ms: u64,
        binary: PathBuf,
        input: PathBuf,
        output: PathBuf,
    },
}

fn unknown(slug: &str) -> ExitCode {
    let known: Vec<&str> = PROBLEMS.iter().map(|p| p.slug).collect();
    eprintln!("error: unknown problem `{slug}`; known: {}", known.join(", "));
    ExitCode::from(2)
}

fn fail(message: impl std::fmt::Display) -> ExitCode {
    eprintln!("error: {message}");
    ExitCode::from(2)
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let mut stdout = std::io::stdout().lock();
    match cli.command {
        Command::List => {
            let width = PROBLEMS.iter().map(|p| p.slug.len()).max().unwrap_or(0);
            let title_width = PROBLEMS.iter().map(|p| p.title.chars().count()).max().unwrap_or(0);
            for p in PROBLEMS {
                let _ =
                    writeln!(stdout, "{:<width$}  {:<title_width$}  {}", p.slug, p.title, p.judge);
            }
            ExitCode::SUCCESS
        }
        Command::Run { slug, file, explain } => {
            let Some(problem) = registry::find(&slug) else { return unknown(&slug) };
            let solve = match (explain, problem.explain) {
                (false, _) => problem.solve,
                (true, Some(explain)) => explain,
                (true, None) => return fail(format!("`{slug}` has no --explain")),
            };
            let result = match &file {
                Some(path) => match std::fs::File::open(path) {
                    Ok(f) => judge::run(solve, &mut std::io::BufReader::new(f)),
                    Err(e) => return fail(format!("cannot open {}: {e}", path.display())),
                },
                None => judge::run(solve, &mut std::io::stdin().lock()),
            };
            match result {
                Ok(out) => {
                    let _ = stdout.write_all(&out);
                    ExitCode::SUCCESS
                }
                Err(e) => fail(e),
            }
        }
        Command::Test { slugs, testdata, bin, tl, ml, bin_dir } => {
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
            let result = if bin {
                let dir =
                    bin_dir.or_else(|| std::env::current_exe().ok()?.parent().map(PathBuf::from));
                let Some(dir) = dir else {
                    return fail("cannot tell where the binaries are; pass --bin-dir");
                };
                let limits =
                    sg::testrun::Limits { time: tl.map(Duration::from_millis), memory_mib: ml };
                sg::testrun::run_all_bin(&chosen, &root, &dir, limits, &mut stdout)
            } else {
                sg::testrun::run_all(&chosen, &root, &mut stdout)
            };
            match result {
                Ok(0) => ExitCode::SUCCESS,
                Ok(_) => ExitCode::FAILURE,
                Err(e) => fail(e),
            }
        }
        Command::Gen { slug, seed, size } => {
            let Some(problem) = registry::find(&slug) else { return unknown(&slug) };
            let _ = stdout.write_all(&(problem.generate)(&mut Rng::new(seed), size));
            ExitCode::SUCCESS
        }
        Command::Stress { slug, cases, seed, time, testdata } => {
            let Some(problem) = registry::find(&slug) else { return unknown(&slug) };
            let time = match time.map(Duration::try_from_secs_f64) {
                Some(Err(_)) => return fail("--time takes a non-negative number of seconds"),
                Some(Ok(t)) => Some(t),
                None => None,
            };
            let save = sg::testdata_root(testdata.as_deref()).join(&slug);
            match sg::stress::stress(problem, cases, seed, time, Some(&save), &mut stdout) {
                Ok(sg::stress::StressResult::Passed { .. }) => ExitCode::SUCCESS,
                Ok(sg::stress::StressResult::Failed { .. }) => ExitCode::FAILURE,
                Err(e) => fail(e),
            }
        }
        Command::Table { name, mut args } => {
            let mut svg = None;
            if let Some(i) = args.iter().position(|a| a == "--svg") {
                if i + 1 >= args.len() {
                    return fail("--svg needs a file name");
                }
                svg = Some(PathBuf::from(args.remove(i + 1)));
                args.remove(i);
            }
            match sg::tables::make(&name, &args) {
                Ok(table) => {
                    let _ = stdout.write_all(table.to_text().as_bytes());
                    if let Some(path) = svg {
                        if let Err(e) = std::fs::write(&path, judge::table::to_svg(&table)) {
                            return fail(format!("cannot write {}: {e}", path.display()));
                        }
                        let _ = writeln!(stdout, "drawn to {}", path.display());
                    }
                    ExitCode::SUCCESS
                }
                Err(e) => fail(e),
            }
        }
        Command::New { slug, title, judge, root } => {
            let root = root.or_else(|| sg::scaffold::find_root(&std::env::current_dir().ok()?));
            let Some(root) = root else {
                return fail("not inside the sg-solvers workspace; pass --root");
            };
            match sg::scaffold::new_problem(&root, &slug, &title, &judge) {
                Ok(files) => {
                    for f in files {
                        let _ = writeln!(stdout, "wrote {}", f.display());
                    }
                    let _ = writeln!(
                        stdout,
                        "next: edit problems/{slug}/src (rules, model, fast solution), add samples to \
                         testdata/{slug}/, then `cargo test -p {slug}` and `sg test {slug}`"
                    );
                    ExitCode::SUCCESS
                }
                Err(e) => fail(e),
            }
        }
        Command::Measure { limit_ms, binary, input, output } => {
            match sg::measure::measure_here(
                &binary,
                &input,
                &output,
                Duration::from_millis(limit_ms),
            ) {
                Ok(m) => {
                    let _ = writeln!(stdout, "{}", m.to_line());
                    ExitCode::SUCCESS
                }
                Err(e) => fail(e),
            }
        }
    }
}
