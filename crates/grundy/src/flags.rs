//! The command line: every command's flags and the value parsers, apart from what the commands
//! do (`commands`), as ripgrep keeps its flags. Help texts made at run time (the tables, the
//! playable problems) are attached in `main`.
//!
//! Every option is given at most once (clap 4's default, `args_override_self(false)`: a
//! repeat is an error, not a silent override), and an option with a fixed set of values
//! declares them as possible values, so that `--help` and the error for any other value list
//! the same ones (`tests/cli/options.rs` holds both for every option).

use std::path::PathBuf;
use std::time::Duration;

use clap::{Parser, Subcommand};
use workbench::random::Size;
use workbench::referee::Strategy;

/// `grundy` and its command.
#[derive(Parser)]
#[command(
    name = "grundy",
    version,
    about = "Verified Sprague–Grundy solvers: run, test, stress and explore judge problems",
    after_help = "Examples:\n  grundy list\n  grundy test\n  grundy suite   # every test of the workspace, then one total line\n  grundy run nim testdata/nim/sample-1.in --explain\n  grundy play nim 3 4 5   # against the perfect player\n  grundy stress s-nim --cases 5000\n  grundy table subtraction --moves 1,3,4 --upto 60\n  grundy bundle nim -o nim.rs   # one std-only file for a judge\n  grundy check nim-all-moves in.txt out.txt   # judge an output by the problem's checker\n  printf '1\\n13\\n' | grundy run xor-break   # play an interactive problem"
)]
pub struct Cli {
    #[command(subcommand)]
    /// The command to run.
    pub command: Command,
}

/// The commands, one module each under `commands`.
#[derive(Subcommand)]
pub enum Command {
    /// List every problem: slug, title and judge.
    #[command(after_help = "Example:\n  grundy list")]
    List,
    /// Solve one judge input with a problem's fast solution (the judge path).
    #[command(
        after_help = "Examples:\n  grundy run nim testdata/nim/sample-1.in\n  printf '1\\n3\\n1 2 4\\n' | grundy run nim --explain\n  grundy run xor-break testdata/xor-break/edge-small.in --strategy adversarial\n\nAn interactive problem's judge path plays the test against the problem's interactor; the\ntranscript shows `>` before the program's lines and `<` before the interactor's."
    )]
    Run(RunArgs),
    /// Judge an output file with a problem's checker (token by token where it has none).
    #[command(
        after_help = "Examples:\n  grundy check nim-all-moves testdata/nim-all-moves/sample-1.in my.out\n  grundy check nim-all-moves in.txt out.txt ans.txt   # testlib's order\n\nPrints `ok`, `wrong answer: …` or `wrong output format: …` and exits 0 when accepted,\n1 when not, 2 when the input or the reference answer cannot be read. Without ANSWER\nthe reference is the fast solution's answer to INPUT. The same checker as a standalone\ntestlib-style program: the `SLUG-checker` binary, or `grundy bundle SLUG --checker`."
    )]
    Check(CheckArgs),
    /// Play a position against the perfect player, who never loses a won position.
    Play(PlayArgs),
    /// The value, outcome and winning moves of a position or a sum in a game written as a
    /// rules script (`fn moves(p)` in rhai) or a rules file in Rust (`.rs`; see
    /// `testdata/rules/`).
    #[command(
        after_help = "Examples:\n  grundy rules testdata/rules/lasker.rhai 7\n  grundy rules testdata/rules/kayles.rhai 4 7 9   # a sum\n  grundy rules testdata/rules/wythoff.rhai 3,5\n  grundy rules testdata/rules/mock-turtles.rhai THHTH\n  grundy rules testdata/rules/moores-nim.rhai 3,5,6 --param K=2   # a tuple of any length\n  grundy rules testdata/rules/kayles.rs 10 20 7   # a rules file in Rust, compiled once\n\nA position is an integer, a tuple of any length (`3,4`, `3,5,6`) or a string; several make a\nsum. `--param NAME=VALUE` sets a top-level `const NAME` of the script. A rules file in Rust\n(`fn moves(n: usize, out: &mut Moves)`) takes integers from 0 only, under normal play: no\ntuples, strings, --param, misère or loopy games, and no --max-depth. Also:\n`grundy table rules FILE --upto N` and `grundy play rules FILE POSITION...`."
    )]
    Rules(RulesArgs),
    /// Run every case of the named problems (all when none are named).
    #[command(
        after_help = "Examples:\n  grundy test\n  grundy test nim s-nim\n  cargo build --release && grundy test --bin --tl 500"
    )]
    Test(TestArgs),
    /// Run every test of the workspace (`cargo test --workspace`) and print one total line.
    #[command(
        after_help = "Examples:\n  grundy suite\n  grundy suite -- --no-fail-fast   # every test executable, even after a failure\n  grundy suite -- -- --skip fuzz   # arguments for every test executable\n\nThe output of `cargo test` passes through unchanged, then the count of test executables and one line:\n  suite: N passed, M failed, K skipped   (K: the ignored tests)\nThe exit status is non-zero when cargo's is. Cargo is $CARGO when set, else `cargo`."
    )]
    Suite(SuiteArgs),
    /// Print a random valid input from the problem's own generator.
    #[command(
        after_help = "Examples:\n  grundy gen nim --seed 7\n  grundy gen dag-game --size max > big.in\n  grundy gen s-nim --size 100000"
    )]
    Gen(GenArgs),
    /// Compare the fast solution with the brute-force model on random small inputs.
    #[command(
        after_help = "Examples:\n  grundy stress nim\n  grundy stress dag-game --cases 100000 --time 30\n\nOn the first disagreement it prints the input, both answers and the seed, saves the case\nas testdata/SLUG/stress-SEED.in/.out with the model's answer, and exits with status 1."
    )]
    Stress(StressArgs),
    /// Print a Grundy table: `subtraction`, `octal`, or a problem's own (see --help).
    Table(TableArgs),
    /// Find the law of a Grundy table: `g(0) g(1) …` (or rows with --2d) from FILE or stdin.
    #[command(
        after_help = "Examples:\n  grundy table octal --code 0.77 --upto 400 --law\n  seq 0 99 | grundy law\n  grundy law kayles.txt --at 1000000,18446744073709551615\n  grundy law table.txt --2d --at 3:5\n  grundy law lasker.txt --emit rust > law.rs\n\nPrints the law in words and as a formula, its evidence (values explained beyond those\nneeded to state it) and its proof status: a bare file is never proven; `grundy table\n... --law` proves what the table's rules allow. With --at, exactly one line `g(N) = V`\nper point (`unknown` where no law was found)."
    )]
    Law(LawArgs),
    /// Scaffold a new problem crate, its testdata folder and its registration.
    #[command(
        after_help = "Examples:\n  grundy new take-away --title \"Take Away\" --judge \"Somewhere 123\"\n  grundy new any-winning-move --title \"Any Winning Move\" --judge \"Somewhere 124\" --checker\n  grundy new play-it --title \"Play It\" --judge \"Somewhere 125\" --interactive\n  cargo test -p take-away && cargo run -p grundy -- test take-away"
    )]
    New(NewArgs),
    /// Write one std-only .rs file with the problem's judge path, for a judge that takes one file.
    #[command(
        after_help = "Examples:\n  grundy bundle nim -o nim.rs && rustc -O --edition 2021 nim.rs\n  grundy bundle removing-graph --edition 2024 --strip-docs\n\nThe problem's crate and the modules of judge and sg-core its judge path reaches are\ninlined as modules; a judge path that needs a crates.io crate is refused by name."
    )]
    Bundle(BundleArgs),
    /// Serve a page for learners: a game's table and why each value is what it is, its game
    /// graph, a game against the perfect player, and whether two positions are equal.
    #[command(
        after_help = "Examples:\n  grundy serve            # prints `serving http://127.0.0.1:PORT/`\n  grundy serve --port 8000 --open\n\nThe page and its JSON API (under /api/) answer only on the address bound (127.0.0.1 by\ndefault). Scripts typed on the page run in the sandbox of `grundy rules`, with budgets\nof their own; Ctrl-C stops the server."
    )]
    Serve(ServeArgs),
    /// (internal) Measure one process run for `grundy test --bin`.
    #[command(hide = true)]
    Measure(MeasureArgs),
}

/// The options of `grundy run`.
#[derive(clap::Args, Debug)]
pub struct RunArgs {
    /// The problem's slug (see `grundy list`).
    pub slug: String,
    /// The input file; standard input when omitted.
    pub file: Option<PathBuf>,
    /// After each verdict, a winning first move in plain words (or why every move loses).
    #[arg(long, conflicts_with = "model")]
    pub explain: bool,
    /// Answer by the model instead: the rules searched by sg-core's engine, for making
    /// edge-case answers by definition. Exponential: small inputs only.
    #[arg(long)]
    pub model: bool,
    /// With --model: give up after this many seconds (the search is refused, exit 2).
    #[arg(long, value_name = "SECONDS", default_value = "10", value_parser = parse_seconds, requires = "model", allow_negative_numbers = true)]
    pub budget: Duration,
    /// For an interactive problem: how the interactor moves from a lost position
    /// (`perfect`, `random`, `random:SEED` or `adversarial`; with a winning move it always
    /// takes one).
    #[arg(long, default_value = "perfect", value_parser = Strategy::parse)]
    pub strategy: Strategy,
}

/// The options of `grundy check`.
#[derive(clap::Args, Debug)]
pub struct CheckArgs {
    /// The problem's slug.
    pub slug: String,
    /// The test's input.
    pub input: PathBuf,
    /// The contestant's output.
    pub output: PathBuf,
    /// A reference answer (default: the fast solution's answer to INPUT).
    pub answer: Option<PathBuf>,
}

/// The options of `grundy play`.
#[derive(clap::Args, Debug)]
pub struct PlayArgs {
    /// The problem's slug (`grundy play --help` lists the playable ones).
    pub slug: String,
    /// A file of the problem's input, `-` for stdin, or the position in short.
    #[arg(allow_negative_numbers = true)]
    pub position: Vec<String>,
    /// Which position of the input (1-based: a test or query); default the first with a
    /// move.
    #[arg(long, value_name = "K")]
    pub test: Option<usize>,
    /// A random small position from the problem's generator with this seed.
    #[arg(long = "gen", value_name = "SEED", value_parser = parse_seed, conflicts_with = "position")]
    pub seed: Option<u64>,
    /// Who moves first.
    #[arg(long, default_value = "me", value_parser = ["me", "computer"])]
    pub first: String,
    /// Plain lines for screen readers and pipes, no colour or box drawing (the default
    /// when stdout is not a terminal).
    #[arg(long)]
    pub plain: bool,
    /// For `grundy play rules`: set the script's top-level constant NAME to VALUE (a rhai
    /// value: `3`, `true`, `[1, 3, 4]`). Repeatable, one constant each.
    #[arg(long = "param", value_name = "NAME=VALUE", action = clap::ArgAction::Append)]
    pub params: Vec<String>,
    /// For `grundy play rules`: the script's budgets, spent while valuing the start.
    #[command(flatten)]
    pub budgets: Budgets,
}

/// The options of `grundy rules`.
#[derive(clap::Args, Debug)]
pub struct RulesArgs {
    /// The script (`.rhai`), or a rules file in Rust (`.rs`).
    pub file: PathBuf,
    /// The positions whose sum is valued.
    #[arg(required = true, allow_negative_numbers = true)]
    pub positions: Vec<String>,
    /// Set the script's top-level constant NAME to VALUE (a rhai value: `3`, `true`,
    /// `[1, 3, 4]`) in place of its own: `--param K=3`. Repeatable, one constant each.
    #[arg(long = "param", value_name = "NAME=VALUE", action = clap::ArgAction::Append)]
    pub params: Vec<String>,
    /// The script's budgets.
    #[command(flatten)]
    pub budgets: Budgets,
}

/// The budgets of a rules script (or a rules file in Rust) in `grundy rules` and `grundy play
/// rules`: every limit a named flag, each refusal naming its flag.
#[derive(clap::Args, Debug, Clone, Copy, Default)]
pub struct Budgets {
    /// The most positions the script may list (for a `.rs` file, the positions valued, 0 to
    /// the largest part; the search is refused beyond, exit 2) [default: 2000000].
    #[arg(long, value_name = "N")]
    pub max_positions: Option<usize>,
    /// The most script operations in all (for a `.rs` file, options listed; the search is
    /// refused beyond, exit 2) [default: 10^9].
    #[arg(long, value_name = "N")]
    pub max_ops: Option<u64>,
    /// The most heap, in MiB, while the script runs (checked before each script operation;
    /// for a `.rs` file at each allocation; refused beyond, exit 2) [default: 4096].
    #[arg(long, value_name = "MIB")]
    pub max_memory: Option<usize>,
    /// How deep script calls and expressions may nest (refused beyond, exit 2) [default:
    /// 256].
    #[arg(long, value_name = "N")]
    pub max_depth: Option<usize>,
}

/// The options of `grundy test`.
#[derive(clap::Args, Debug)]
pub struct TestArgs {
    /// Problem slugs; all problems when empty.
    pub slugs: Vec<String>,
    /// The testdata folder (default: $GRUNDY_TESTDATA, or the workspace's `testdata/`).
    #[arg(long)]
    pub testdata: Option<PathBuf>,
    /// Run the release binaries as processes, with time and memory per case.
    #[arg(long)]
    pub bin: bool,
    /// With --bin: CPU-time limit in ms (default: the problem's judge limit).
    #[arg(long, requires = "bin")]
    pub tl: Option<u64>,
    /// With --bin: memory limit in MiB (default: the problem's judge limit).
    #[arg(long, requires = "bin")]
    pub ml: Option<u64>,
    /// With --bin: where the binaries are (default: inside a workspace its `target/release`,
    /// else beside `grundy`).
    #[arg(long, requires = "bin")]
    pub bin_dir: Option<PathBuf>,
}

/// The options of `grundy suite`.
#[derive(clap::Args, Debug)]
pub struct SuiteArgs {
    /// Arguments after `--`, passed on to `cargo test --workspace` (a second `--` passes the
    /// rest on to every test executable).
    #[arg(last = true, value_name = "CARGO_TEST_ARGS")]
    pub cargo_args: Vec<String>,
}

/// The options of `grundy gen`.
#[derive(clap::Args, Debug)]
pub struct GenArgs {
    /// The problem's slug.
    pub slug: String,
    /// The seed: the same seed gives the same bytes.
    #[arg(long, default_value_t = 1, allow_negative_numbers = true, value_parser = parse_seed)]
    pub seed: u64,
    /// `small` (for the model), `max` (the judge's limits) or a number up to 10^7 (a scale).
    #[arg(long, default_value = "small", value_parser = parse_size)]
    pub size: Size,
}

/// The options of `grundy stress`.
#[derive(clap::Args, Debug)]
pub struct StressArgs {
    /// The problem's slug.
    pub slug: String,
    /// How many cases at most (at least 1).
    #[arg(long, default_value_t = 1000, value_parser = parse_cases)]
    pub cases: u64,
    /// The first seed.
    #[arg(long, default_value_t = 1, allow_negative_numbers = true, value_parser = parse_seed)]
    pub seed: u64,
    /// Stop after this many seconds.
    #[arg(long, value_parser = parse_seconds, allow_negative_numbers = true)]
    pub time: Option<Duration>,
    /// The testdata folder for a saved case (default as for `grundy test`).
    #[arg(long)]
    pub testdata: Option<PathBuf>,
}

/// The options of `grundy table`.
#[derive(clap::Args, Debug)]
pub struct TableArgs {
    /// `subtraction`, `octal` or a problem slug.
    pub name: String,
    /// Also draw the table as an SVG heat map into FILE: before NAME, or after it among the
    /// table's options.
    #[arg(long, value_name = "FILE")]
    pub svg: Option<PathBuf>,
    /// The law of the table just computed, under it (proven where its rules allow): before
    /// NAME, or after it among the table's options.
    #[arg(long)]
    pub law: bool,
    /// The table's own `--key value` options, with `--svg FILE` and `--law` anywhere among
    /// them.
    #[arg(trailing_var_arg = true, allow_hyphen_values = true, value_name = "OPTIONS")]
    pub options: Vec<String>,
}

/// The options of `grundy law`.
#[derive(clap::Args, Debug, Clone, Default)]
pub struct LawArgs {
    /// The numbers, whitespace-separated; standard input when omitted.
    pub file: Option<PathBuf>,
    /// A 2-D table: one row per line, `g(x, 0) g(x, 1) …`, rows of equal length.
    #[arg(long = "2d")]
    pub plane: bool,
    /// Print the law's value at these points (`N,N,…`; with --2d `X:Y,X:Y,…`), below 2^64.
    #[arg(long, value_name = "POINTS")]
    pub at: Option<String>,
    /// Print the law as a function to paste into a solution (`c++` is also read as `cpp`).
    #[arg(long, value_name = "LANGUAGE", conflicts_with = "at", value_parser = languages())]
    pub emit: Option<String>,
    /// The most values (1-D) or cells (2-D) read, 8 bytes each (refused beyond, exit 2)
    /// [default: 10^7].
    #[arg(long, value_name = "N")]
    pub max_values: Option<usize>,
}

/// The options of `grundy new`.
#[derive(clap::Args, Debug)]
pub struct NewArgs {
    /// The slug: crate, binary and testdata name (lowercase words joined by hyphens).
    pub slug: String,
    /// A human title.
    #[arg(long)]
    pub title: String,
    /// Where the problem is judged.
    #[arg(long)]
    pub judge: String,
    /// The workspace root (default: found from the current folder).
    #[arg(long)]
    pub root: Option<PathBuf>,
    /// Start from a problem with a checker (several right outputs, or reasons for wrong
    /// ones) and its testlib-style program `SLUG-checker`.
    #[arg(long, conflicts_with = "interactive")]
    pub checker: bool,
    /// Start from an interactive problem: a judge path that plays, and its interactor.
    #[arg(long)]
    pub interactive: bool,
}

/// The options of `grundy bundle`.
#[derive(clap::Args, Debug)]
pub struct BundleArgs {
    /// The problem's slug.
    pub slug: String,
    /// Write to FILE instead of standard output.
    #[arg(short, long, value_name = "FILE")]
    pub output: Option<PathBuf>,
    /// The judge's edition: syntax it refuses is refused here (let chains before 2024).
    #[arg(long, default_value = "2021", value_parser = ["2021", "2024"])]
    pub edition: String,
    /// Leave out every doc comment (the header stays).
    #[arg(long)]
    pub strip_docs: bool,
    /// Bundle the problem's checker program (`src/bin/SLUG-checker.rs`, testlib's
    /// `checker INPUT OUTPUT ANSWER`) instead of its judge binary.
    #[arg(long)]
    pub checker: bool,
    /// The workspace root (default: found from the current folder).
    #[arg(long)]
    pub root: Option<PathBuf>,
}

/// The options of `grundy serve`.
#[derive(clap::Args, Debug)]
pub struct ServeArgs {
    /// The port to listen on; 0 takes any free port (the address is printed).
    #[arg(long, default_value_t = 0)]
    pub port: u16,
    /// The address to bind: 127.0.0.1 (this machine only) unless told otherwise.
    #[arg(long, default_value = "127.0.0.1", value_name = "ADDR")]
    pub bind: std::net::IpAddr,
    /// Open the page in the desktop's browser (`xdg-open` or `open`) once it is served.
    #[arg(long)]
    pub open: bool,
    /// The folder of rules scripts the page offers (default: the workspace's
    /// `testdata/rules`).
    #[arg(long, value_name = "DIR")]
    pub rules: Option<PathBuf>,
}

/// The options of `grundy measure`.
#[derive(clap::Args, Debug)]
pub struct MeasureArgs {
    /// Kill the binary after this much wall time, in milliseconds.
    #[arg(long)]
    pub limit_ms: u64,
    /// Play this problem's interactor against the binary (OUTPUT gets the transcript).
    #[arg(long, value_name = "SLUG")]
    pub interactive: Option<String>,
    /// With --interactive: how the interactor moves from a lost position.
    #[arg(long, default_value = "perfect", value_parser = Strategy::parse)]
    pub strategy: Strategy,
    /// The binary to run.
    pub binary: PathBuf,
    /// Its standard input.
    pub input: PathBuf,
    /// Where its standard output goes.
    pub output: PathBuf,
}

/// The languages of `grundy law --emit`, listed alike by `--help` and by the error for any
/// other word.
fn languages() -> clap::builder::PossibleValuesParser {
    use clap::builder::PossibleValue;
    [PossibleValue::new("rust"), PossibleValue::new("cpp").alias("c++")].into()
}

/// The largest `--size N` of `gen`: beyond it an input would not fit in memory.
pub const MAX_SIZE: u64 = 10_000_000;

/// `--size`: `small`, `max` or a scale from 1 to [`MAX_SIZE`].
///
/// # Errors
/// A word or number outside those.
pub fn parse_size(text: &str) -> Result<Size, String> {
    match text.parse::<Size>()? {
        Size::N(n) if n > MAX_SIZE => Err(format!("at most {MAX_SIZE}, not {n}")),
        Size::N(0) => Err("a size is at least 1".into()),
        size => Ok(size),
    }
}

/// A seed: any `u64`.
///
/// # Errors
/// Not a whole number in range.
pub fn parse_seed(text: &str) -> Result<u64, String> {
    text.parse().map_err(|_| format!("a seed is a whole number from 0 to 2^64 - 1, not `{text}`"))
}

/// A number of cases, at least 1.
///
/// # Errors
/// Zero or not a whole number.
pub fn parse_cases(text: &str) -> Result<u64, String> {
    match text.parse() {
        Ok(0) => Err("at least 1 case, or there is nothing to compare".into()),
        Ok(cases) => Ok(cases),
        Err(_) => Err(format!("a number of cases is a whole number from 1 up, not `{text}`")),
    }
}

/// A non-negative number of seconds.
///
/// # Errors
/// Not a number, or negative.
pub fn parse_seconds(text: &str) -> Result<Duration, String> {
    let seconds: f64 = text.parse().map_err(|_| format!("`{text}` is not a number of seconds"))?;
    Duration::try_from_secs_f64(seconds).map_err(|_| "a non-negative number of seconds".into())
}
