//! `grundy`: list, run, test, stress, scaffold and explore the problems of sg-solvers.

use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Duration;

use clap::{CommandFactory, FromArgMatches, Parser, Subcommand};

use grundy::registry::{self, PROBLEMS};
use grundy::testrun::{self, Limits};
use workbench::Registered;
use workbench::interact::{Delivery, Strategy};
use workbench::play::Side;
use workbench::random::{Rng, Size};

#[derive(Parser)]
#[command(
    name = "grundy",
    version,
    about = "Verified Sprague–Grundy solvers: run, test, stress and explore judge problems",
    after_help = "Examples:\n  grundy list\n  grundy test\n  grundy run nim testdata/nim/sample-1.in --explain\n  grundy play nim 3 4 5   # against the perfect player\n  grundy stress s-nim --cases 5000\n  grundy table subtraction --moves 1,3,4 --upto 60\n  grundy bundle nim -o nim.rs   # one std-only file for a judge\n  grundy check nim-all-moves in.txt out.txt   # judge an output by the problem's checker\n  printf '1\\n13\\n' | grundy run xor-break   # play an interactive problem"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// List every problem: slug, title and judge.
    #[command(after_help = "Example:\n  grundy list")]
    List,
    /// Solve one judge input with a problem's fast solution (the judge path).
    #[command(
        after_help = "Examples:\n  grundy run nim testdata/nim/sample-1.in\n  printf '1\\n3\\n1 2 4\\n' | grundy run nim --explain\n  grundy run xor-break testdata/xor-break/edge-small.in --strategy adversarial\n\nAn interactive problem's judge path plays the test against the problem's interactor; the\ntranscript shows `>` before the program's lines and `<` before the interactor's."
    )]
    Run {
        /// The problem's slug (see `grundy list`).
        slug: String,
        /// The input file; standard input when omitted.
        file: Option<PathBuf>,
        /// After each verdict, a winning first move in plain words (or why every move loses).
        #[arg(long, conflicts_with = "model")]
        explain: bool,
        /// Answer by the model instead: the rules searched by sg-core's engine, for making
        /// edge-case answers by definition. Exponential: small inputs only.
        #[arg(long)]
        model: bool,
        /// With --model: give up after this many seconds (the search is refused, exit 2).
        #[arg(long, value_name = "SECONDS", default_value = "10", value_parser = parse_seconds, requires = "model", allow_negative_numbers = true)]
        budget: Duration,
        /// For an interactive problem: how the interactor moves from a lost position
        /// (`perfect`, `random`, `random:SEED` or `adversarial`; with a winning move it always
        /// takes one).
        #[arg(long, default_value = "perfect", value_parser = Strategy::parse)]
        strategy: Strategy,
    },
    /// Judge an output file with a problem's checker (token by token where it has none).
    #[command(
        after_help = "Examples:\n  grundy check nim-all-moves testdata/nim-all-moves/sample-1.in my.out\n  grundy check nim-all-moves in.txt out.txt ans.txt   # testlib's order\n\nPrints `ok`, `wrong answer: …` or `wrong output format: …` and exits 0 when accepted,\n1 when not, 2 when the input or the reference answer cannot be read. Without ANSWER\nthe reference is the fast solution's answer to INPUT. The same checker as a standalone\ntestlib-style program: the `SLUG-checker` binary, or `grundy bundle SLUG --checker`."
    )]
    Check {
        /// The problem's slug.
        slug: String,
        /// The test's input.
        input: PathBuf,
        /// The contestant's output.
        output: PathBuf,
        /// A reference answer (default: the fast solution's answer to INPUT).
        answer: Option<PathBuf>,
    },
    /// Play a position against the perfect player, who never loses a won position.
    Play {
        /// The problem's slug (`grundy play --help` lists the playable ones).
        slug: String,
        /// A file of the problem's input, `-` for stdin, or the position in short.
        #[arg(allow_negative_numbers = true)]
        position: Vec<String>,
        /// Which position of the input (1-based: a test or query); default the first with a
        /// move.
        #[arg(long, value_name = "K")]
        test: Option<usize>,
        /// A random small position from the problem's generator with this seed.
        #[arg(long = "gen", value_name = "SEED", value_parser = parse_seed, conflicts_with = "position")]
        seed: Option<u64>,
        /// Who moves first.
        #[arg(long, default_value = "me", value_parser = ["me", "computer"])]
        first: String,
        /// Plain lines for screen readers and pipes, no colour or box drawing (the default
        /// when stdout is not a terminal).
        #[arg(long)]
        plain: bool,
    },
    /// Run every case of the named problems (all when none are named).
    #[command(
        after_help = "Examples:\n  grundy test\n  grundy test nim s-nim\n  cargo build --release && grundy test --bin --tl 500"
    )]
    Test {
        /// Problem slugs; all problems when empty.
        slugs: Vec<String>,
        /// The testdata folder (default: $GRUNDY_TESTDATA, or the workspace's `testdata/`).
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
        /// With --bin: where the binaries are (default: beside `grundy`).
        #[arg(long, requires = "bin")]
        bin_dir: Option<PathBuf>,
    },
    /// Print a random valid input from the problem's own generator.
    #[command(
        after_help = "Examples:\n  grundy gen nim --seed 7\n  grundy gen dag-game --size max > big.in\n  grundy gen s-nim --size 100000"
    )]
    Gen {
        /// The problem's slug.
        slug: String,
        /// The seed: the same seed gives the same bytes.
        #[arg(long, default_value_t = 1, allow_negative_numbers = true, value_parser = parse_seed)]
        seed: u64,
        /// `small` (for the model), `max` (the judge's limits) or a number up to 10^7 (a scale).
        #[arg(long, default_value = "small", value_parser = parse_size)]
        size: Size,
    },
    /// Compare the fast solution with the brute-force model on random small inputs.
    #[command(
        after_help = "Examples:\n  grundy stress nim\n  grundy stress dag-game --cases 100000 --time 30\n\nOn the first disagreement it prints the input, both answers and the seed, saves the case\nas testdata/SLUG/stress-SEED.in/.out with the model's answer, and exits with status 1."
    )]
    Stress {
        /// The problem's slug.
        slug: String,
        /// How many cases at most (at least 1).
        #[arg(long, default_value_t = 1000, value_parser = parse_cases)]
        cases: u64,
        /// The first seed.
        #[arg(long, default_value_t = 1, allow_negative_numbers = true, value_parser = parse_seed)]
        seed: u64,
        /// Stop after this many seconds.
        #[arg(long, value_parser = parse_seconds, allow_negative_numbers = true)]
        time: Option<Duration>,
        /// The testdata folder for a saved case (default as for `grundy test`).
        #[arg(long)]
        testdata: Option<PathBuf>,
    },
    /// Print a Grundy table: `subtraction`, `octal`, or a problem's own (see --help).
    Table {
        /// `subtraction`, `octal` or a problem slug.
        name: String,
        /// Also draw the table as an SVG heat map into FILE (give it before the table's options).
        #[arg(long, value_name = "FILE")]
        svg: Option<PathBuf>,
        /// The table's own `--key value` options.
        #[arg(trailing_var_arg = true, allow_hyphen_values = true, value_name = "OPTIONS")]
        options: Vec<String>,
    },
    /// Find the law of a Grundy table: `g(0) g(1) …` (or rows with --2d) from FILE or stdin.
    #[command(
        after_help = "Examples:\n  grundy table octal --code 0.77 --upto 400 --law\n  seq 0 99 | grundy law\n  grundy law kayles.txt --at 1000000,18446744073709551615\n  grundy law table.txt --2d --at 3:5\n  grundy law lasker.txt --emit rust > law.rs\n\nPrints the law in words and as a formula, its evidence (values explained beyond those\nneeded to state it) and its proof status: a bare file is never proven; `grundy table\n... --law` proves what the table's rules allow. With --at, exactly one line `g(N) = V`\nper point (`unknown` where no law was found)."
    )]
    Law {
        /// The numbers, whitespace-separated; standard input when omitted.
        file: Option<PathBuf>,
        /// A 2-D table: one row per line, `g(x, 0) g(x, 1) …`, rows of equal length.
        #[arg(long = "2d")]
        plane: bool,
        /// Print the law's value at these points (`N,N,…`; with --2d `X:Y,X:Y,…`), below 2^64.
        #[arg(long, value_name = "POINTS")]
        at: Option<String>,
        /// Print the law as a function to paste into a solution: `rust` or `cpp`.
        #[arg(long, value_name = "LANGUAGE", conflicts_with = "at")]
        emit: Option<String>,
    },
    /// Scaffold a new problem crate, its testdata folder and its registration.
    #[command(
        after_help = "Examples:\n  grundy new take-away --title \"Take Away\" --judge \"Somewhere 123\"\n  grundy new any-winning-move --title \"Any Winning Move\" --judge \"Somewhere 124\" --checker\n  grundy new play-it --title \"Play It\" --judge \"Somewhere 125\" --interactive\n  cargo test -p take-away && cargo run -p grundy -- test take-away"
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
        /// Start from a problem with a checker (several right outputs, or reasons for wrong
        /// ones) and its testlib-style program `SLUG-checker`.
        #[arg(long, conflicts_with = "interactive")]
        checker: bool,
        /// Start from an interactive problem: a judge path that plays, and its interactor.
        #[arg(long)]
        interactive: bool,
    },
    /// Write one std-only .rs file with the problem's judge path, for a judge that takes one file.
    #[command(
        after_help = "Examples:\n  grundy bundle nim -o nim.rs && rustc -O --edition 2021 nim.rs\n  grundy bundle removing-graph --edition 2024 --strip-docs\n\nThe problem's crate and the modules of judge and sg-core its judge path reaches are\ninlined as modules; a judge path that needs a crates.io crate is refused by name."
    )]
    Bundle {
        /// The problem's slug.
        slug: String,
        /// Write to FILE instead of standard output.
        #[arg(short, long, value_name = "FILE")]
        output: Option<PathBuf>,
        /// The judge's edition: syntax it refuses is refused here (let chains before 2024).
        #[arg(long, default_value = "2021", value_parser = ["2021", "2024"])]
        edition: String,
        /// Leave out every doc comment (the header stays).
        #[arg(long)]
        strip_docs: bool,
        /// Bundle the problem's checker program (`src/bin/SLUG-checker.rs`, testlib's
        /// `checker INPUT OUTPUT ANSWER`) instead of its judge binary.
        #[arg(long)]
        checker: bool,
        /// The workspace root (default: found from the current folder).
        #[arg(long)]
        root: Option<PathBuf>,
    },
    /// (internal) Measure one process run for `grundy test --bin`.
    #[command(hide = true)]
    Measure {
        #[arg(long)]
        limit_ms: u64,
        /// Play this problem's interactor against the binary (OUTPUT gets the transcript).
        #[arg(long, value_name = "SLUG")]
        interactive: Option<String>,
        #[arg(long, default_value = "perfect", value_parser = Strategy::parse)]
        strategy: Strategy,
        binary: PathBuf,
        input: PathBuf,
        output: PathBuf,
    },
}

/// The largest `--size N` of `gen`: beyond it an input would not fit in memory.
const MAX_SIZE: u64 = 10_000_000;

fn parse_size(text: &str) -> Result<Size, String> {
    match text.parse::<Size>()? {
        Size::N(n) if n > MAX_SIZE => Err(format!("at most {MAX_SIZE}, not {n}")),
        Size::N(0) => Err("a size is at least 1".into()),
        size => Ok(size),
    }
}

fn parse_seed(text: &str) -> Result<u64, String> {
    text.parse().map_err(|_| format!("a seed is a whole number from 0 to 2^64 - 1, not `{text}`"))
}

fn parse_cases(text: &str) -> Result<u64, String> {
    match text.parse() {
        Ok(0) => Err("at least 1 case, or there is nothing to compare".into()),
        Ok(cases) => Ok(cases),
        Err(_) => Err(format!("a number of cases is a whole number from 1 up, not `{text}`")),
    }
}

fn parse_seconds(text: &str) -> Result<Duration, String> {
    let seconds: f64 = text.parse().map_err(|_| format!("`{text}` is not a number of seconds"))?;
    Duration::try_from_secs_f64(seconds).map_err(|_| "a non-negative number of seconds".into())
}

/// Why a command stopped: a message for the user, or a failed write to stdout.
enum Failure {
    Message(String),
    Output(std::io::Error),
}

impl From<std::io::Error> for Failure {
    fn from(e: std::io::Error) -> Self {
        Self::Output(e)
    }
}

impl From<String> for Failure {
    fn from(message: String) -> Self {
        Self::Message(message)
    }
}

impl From<&str> for Failure {
    fn from(message: &str) -> Self {
        Self::Message(message.into())
    }
}

fn find(slug: &str) -> Result<&'static dyn Registered, Failure> {
    registry::find(slug).ok_or_else(|| Failure::Message(registry::unknown(slug)))
}

fn main() -> ExitCode {
    // The tables' options and the playable problems come from the registry, so their help
    // texts are made at run time.
    let command = Cli::command()
        .mut_subcommand("table", |c| c.after_help(grundy::tables::help()))
        .mut_subcommand("play", |c| c.after_help(grundy::play::help()));
    let parsed = command.try_get_matches().and_then(|m| Cli::from_arg_matches(&m));
    let cli = match parsed {
        Ok(cli) => cli,
        // A value our parsers refused: their one line says it all, without clap's usage tip.
        Err(e) if e.kind() == clap::error::ErrorKind::ValueValidation => {
            let rendered = e.render().to_string();
            eprintln!("{}", rendered.lines().next().unwrap_or("error: invalid value"));
            return ExitCode::from(2);
        }
        Err(e) => e.exit(),
    };
    match run(cli, &mut std::io::stdout().lock()) {
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

fn run(cli: Cli, stdout: &mut impl Write) -> Result<ExitCode, Failure> {
    match cli.command {
        Command::List => {
            let width = |text: &str| text.chars().map(grundy::display_width).sum::<usize>();
            let slug_width = PROBLEMS.iter().map(|p| width(p.slug())).max().unwrap_or(0);
            let title_width = PROBLEMS.iter().map(|p| width(p.title())).max().unwrap_or(0);
            for p in PROBLEMS {
                let pad = |text: &str, to: usize| " ".repeat(to - width(text));
                writeln!(
                    stdout,
                    "{}{}  {}{}  {}",
                    p.slug(),
                    pad(p.slug(), slug_width),
                    p.title(),
                    pad(p.title(), title_width),
                    p.judge()
                )?;
            }
        }
        Command::Run { slug, file, explain, model, budget, strategy } => {
            let problem = find(&slug)?;
            let input = read_input(file.as_ref())?;
            if problem.interactive() && !model && !explain {
                return play(problem, &input, file.as_ref(), strategy, stdout);
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
            let text = text.map_err(|e| {
                let source = file.as_ref().map_or("stdin".into(), |f| f.display().to_string());
                format!("{source}: {e}")
            })?;
            stdout.write_all(text.as_bytes())?;
        }
        Command::Play { slug, position, test, seed, first, plain } => {
            let problem = find(&slug)?;
            let first = if first == "computer" { Side::Computer } else { Side::User };
            return play_perfect(problem, &position, test, seed, first, plain, stdout);
        }
        Command::Test { slugs, testdata, bin, tl, ml, bin_dir } => {
            let mut chosen = slugs.iter().map(|s| find(s)).collect::<Result<Vec<_>, _>>()?;
            if chosen.is_empty() {
                chosen = PROBLEMS.to_vec();
            }
            let root = grundy::testdata_root(testdata.as_deref());
            let failed = if bin {
                let dir =
                    bin_dir.or_else(|| std::env::current_exe().ok()?.parent().map(PathBuf::from));
                let dir = dir.ok_or("cannot tell where the binaries are; pass --bin-dir")?;
                let limits = Limits { time: tl.map(Duration::from_millis), memory_mib: ml };
                let scratch =
                    std::env::temp_dir().join(format!("grundy-test-bin-{}", std::process::id()));
                std::fs::create_dir_all(&scratch)?;
                let run_one = |p: &dyn Registered, case: &workbench::cases::Case| {
                    testrun::run_case_bin(p, case, &dir.join(p.slug()), limits, &scratch)
                };
                let failed = testrun::run_all(&chosen, &root, run_one, stdout);
                let _ = std::fs::remove_dir_all(&scratch);
                failed?
            } else {
                testrun::run_all(&chosen, &root, testrun::run_case, stdout)?
            };
            if failed > 0 {
                return Ok(ExitCode::FAILURE);
            }
        }
        Command::Gen { slug, seed, size } => {
            stdout.write_all(&find(&slug)?.generate(&mut Rng::new(seed), size))?;
        }
        Command::Stress { slug, cases, seed, time, testdata } => {
            let problem = find(&slug)?;
            let save = grundy::testdata_root(testdata.as_deref()).join(&slug);
            let result = grundy::stress::stress(problem, cases, seed, time, Some(&save), stdout)?;
            if let grundy::stress::StressResult::Failed { .. } = result {
                return Ok(ExitCode::FAILURE);
            }
        }
        Command::Table { name, svg, options } => {
            let table = grundy::tables::make(&name, &options)?;
            stdout.write_all(table.to_text().as_bytes())?;
            if let Some(path) = svg {
                std::fs::write(&path, workbench::grid::to_svg(&table))
                    .map_err(|e| format!("cannot write {}: {e}", path.display()))?;
                writeln!(stdout, "drawn to {}", path.display())?;
            }
        }
        Command::Law { file, plane, at, emit } => {
            let options = grundy::law::Options { file, plane, at, emit };
            stdout.write_all(grundy::law::run(&options)?.as_bytes())?;
        }
        Command::New { slug, title, judge, root, checker, interactive } => {
            let root = root.or_else(|| grundy::scaffold::find_root(&std::env::current_dir().ok()?));
            let root = root.ok_or("not inside the sg-solvers workspace; pass --root")?;
            let kind = match (checker, interactive) {
                (true, _) => grundy::scaffold::Kind::Checker,
                (_, true) => grundy::scaffold::Kind::Interactive,
                _ => grundy::scaffold::Kind::Plain,
            };
            for file in grundy::scaffold::new_problem(&root, &slug, &title, &judge, kind)? {
                writeln!(stdout, "wrote {}", file.display())?;
            }
            writeln!(
                stdout,
                "next: edit problems/{slug}/src (rules, model, fast solution), add samples to \
                 testdata/{slug}/, then `cargo test -p {slug}` and `grundy test {slug}`"
            )?;
        }
        Command::Bundle { slug, output, edition, strip_docs, checker, root } => {
            let edition =
                if edition == "2024" { bundle::Edition::E2024 } else { bundle::Edition::E2021 };
            let options = bundle::Options { edition, strip_docs, checker };
            let root = grundy::workspace_root(root.as_deref());
            let text = grundy::bundle(find(&slug)?, &root, &options)?;
            match output {
                Some(path) => std::fs::write(&path, text)
                    .map_err(|e| format!("cannot write {}: {e}", path.display()))?,
                None => stdout.write_all(text.as_bytes())?,
            }
        }
        Command::Check { slug, input, output, answer } => {
            let problem = find(&slug)?;
            let read = |path: &PathBuf| {
                std::fs::read(path).map_err(|e| format!("cannot read {}: {e}", path.display()))
            };
            let reference = answer.as_ref().map(read).transpose()?;
            let judgement = problem
                .check_output(&read(&input)?, &read(&output)?, reference.as_deref())
                .map_err(|why| format!("cannot judge: {why}"))?;
            writeln!(stdout, "{judgement}")?;
            if judgement != judge::Judgement::Accepted {
                return Ok(ExitCode::FAILURE);
            }
        }
        Command::Measure { limit_ms, interactive, strategy, binary, input, output } => {
            let limit = Duration::from_millis(limit_ms);
            let cannot = |e: std::io::Error| format!("cannot measure {}: {e}", binary.display());
            match interactive {
                None => {
                    let m = grundy::measure::measure_here(&binary, &input, &output, limit)
                        .map_err(cannot)?;
                    writeln!(stdout, "{}", m.to_line())?;
                }
                Some(slug) => {
                    let problem = find(&slug)?;
                    let (m, ending) = grundy::measure::measure_interactive_here(
                        problem, strategy, &binary, &input, &output, limit,
                    )
                    .map_err(cannot)?;
                    writeln!(stdout, "{}\n{}", m.to_line(), ending.to_line())?;
                }
            }
        }
    }
    Ok(ExitCode::SUCCESS)
}

/// `grundy play`: the game from its position's source, then the turns over stdin and stdout.
///
/// # Errors
/// A problem that cannot be played, or a position that cannot be read.
fn play_perfect(
    problem: &'static dyn Registered,
    position: &[String],
    test: Option<usize>,
    seed: Option<u64>,
    first: Side,
    plain: bool,
    stdout: &mut impl Write,
) -> Result<ExitCode, Failure> {
    use std::io::{BufRead as _, IsTerminal as _, Read as _};
    let Some(player) = problem.player() else {
        let playable: Vec<&str> =
            PROBLEMS.iter().filter(|p| p.player().is_some()).map(|p| p.slug()).collect();
        return Err(format!(
            "`{}` cannot be played yet; playable: {}",
            problem.slug(),
            playable.join(", ")
        )
        .into());
    };
    let mut stdin = std::io::stdin().lock();
    let mut note = None;
    let session = match (seed, position) {
        (Some(seed), _) => player.game_from_seed(seed, test, first),
        (None, [dash]) if dash == "-" => {
            // The position, up to an empty line; the moves follow on the same stdin.
            let mut text = Vec::new();
            loop {
                let mut line = Vec::new();
                let n = (&mut stdin).take(1 << 24).read_until(b'\n', &mut line)?;
                if n == 0 || line.iter().all(u8::is_ascii_whitespace) {
                    break;
                }
                text.extend(line);
            }
            player.game_from_input(&text, test, first).map_err(|e| format!("stdin: {e}"))
        }
        (None, [file]) if std::path::Path::new(file).is_file() => {
            let text = read_input(Some(&PathBuf::from(file)))?;
            player.game_from_input(&text, test, first).map_err(|e| format!("{file}: {e}"))
        }
        (None, []) => {
            let seed = std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map_or(1, |d| d.as_nanos() as u64 % 1_000_000);
            note = Some(format!("A random position (replay it with --gen {seed})."));
            player.game_from_seed(seed, test, first)
        }
        (None, words) => player.game_from_words(words, first),
    };
    let mut session = session?;
    let plain = plain || !std::io::stdout().is_terminal();
    let colour = !plain && std::env::var_os("NO_COLOR").is_none();
    let options = grundy::play::Options {
        style: workbench::play::Style { plain, colour },
        echo: !std::io::stdin().is_terminal(),
    };
    let example = player.move_example();
    stdout
        .write_all(grundy::play::greeting(problem.title(), player.misere(), example).as_bytes())?;
    if let Some(note) = note {
        writeln!(stdout, "{note}")?;
    }
    grundy::play::run(session.as_mut(), example, &mut stdin, stdout, options)?;
    Ok(ExitCode::SUCCESS)
}

/// How long `grundy run` lets an interaction take.
const PLAY_LIMIT: Duration = Duration::from_secs(30);

/// `grundy run` on an interactive problem: its judge path against the interactor, the
/// transcript (`>` the solution, `<` the interactor) and how it ended; exit 1 unless accepted.
fn play(
    problem: &dyn Registered,
    input: &[u8],
    file: Option<&PathBuf>,
    strategy: Strategy,
    stdout: &mut impl Write,
) -> Result<ExitCode, Failure> {
    let session = problem
        .interact(input, strategy, PLAY_LIMIT, Delivery::AsWritten)
        .expect("the problem is interactive")
        .map_err(|e| {
            let source = file.map_or("stdin".into(), |f| f.display().to_string());
            format!("{source}: {e}")
        })?;
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

/// The bytes of `file`, or of stdin when there is none, with a plain message for a folder and
/// for an empty stdin.
fn read_input(file: Option<&PathBuf>) -> Result<Vec<u8>, Failure> {
    use std::io::Read as _;
    match file {
        Some(path) if path.is_dir() => {
            Err(format!("{} is a folder, not an input file", path.display()).into())
        }
        Some(path) => {
            std::fs::read(path).map_err(|e| format!("cannot read {}: {e}", path.display()).into())
        }
        None => {
            let mut input = Vec::new();
            std::io::stdin().read_to_end(&mut input)?;
            if input.is_empty() {
                return Err("no FILE was given, so stdin was read, and it was empty".into());
            }
            Ok(input)
        }
    }
}
