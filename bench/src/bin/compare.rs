//! Whole-process comparison of the release binaries with tuned C++ figures.
//!
//! Every registered problem lists its benchmark inputs (`Problem::benches`: a deterministic
//! input and, where there is one, the C++ reference's CPU time and peak memory). This runner
//! writes each input into a scratch folder, runs the problem's binary on it several times
//! through `grundy measure` (CPU time = user + sys, peak RSS of the binary alone), checks that
//! every run exits 0 and prints exactly what the in-process judge path prints, and prints one
//! markdown table. It builds nothing: run `cargo build --release` first.
//!
//! ```sh
//! cargo build --release && cargo run --release -p bench --bin compare
//! cargo run --release -p bench --bin compare -- --runs 7 nim s-nim
//! cargo run --release -p bench --bin compare -- --hostile
//! ```
//!
//! `--hostile` measures each problem's hostile inputs instead (`Problem::hostile`: shapes
//! that once cost minutes or gigabytes): each must end in its answer or its refusal (exit 2),
//! and the table gives CPU, peak memory and peak memory per input byte.

use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::Duration;

use grundy::registry::PROBLEMS;
use workbench::{Expected, MemoryRule, Registered};

const HELP: &str = "\
compare: the release binaries against the C++ reference figures of each problem's benchmarks

usage: cargo run --release -p bench --bin compare -- [OPTIONS] [SLUG...]

Builds nothing. Run `cargo build --release` first: the problem binaries and `grundy` (whose
hidden `grundy measure` subcommand does the measuring) must be in the binary folder.

options:
  --runs N        timed runs per input (median reported; default 5, at least 3)
  --bin-dir DIR   where the release binaries are (default: beside this program)
  --dir DIR       scratch folder for inputs and outputs (default: BIN_DIR/../compare)
  --no-extra      skip the inputs without C++ figures
  --digests       also print a digest of every output (to compare answers across builds)
  --hostile       measure the hostile inputs instead (answered or refused, within 1 s, 1 GiB)
  -h, --help      this text

The inputs are made on every run from fixed seeds, byte for byte the same.";

/// The command line.
struct Options {
    runs: usize,
    bin_dir: PathBuf,
    dir: Option<PathBuf>,
    extra: bool,
    digests: bool,
    hostile: bool,
    slugs: Vec<String>,
}

/// The options, or `None` for `--help`.
fn parse_args() -> Result<Option<Options>, String> {
    let here = std::env::current_exe().map_err(|e| e.to_string())?;
    let mut options = Options {
        runs: 5,
        bin_dir: here.parent().map(Path::to_path_buf).unwrap_or_default(),
        dir: None,
        extra: true,
        digests: false,
        hostile: false,
        slugs: Vec::new(),
    };
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        let mut value = |name: &str| args.next().ok_or(format!("{name} needs a value"));
        match arg.as_str() {
            "-h" | "--help" => return Ok(None),
            "--runs" => {
                let runs = value("--runs")?;
                options.runs = runs.parse().map_err(|_| format!("bad --runs `{runs}`"))?;
                if options.runs < 3 {
                    return Err("--runs must be at least 3 (the median of 3 or more)".into());
                }
            }
            "--bin-dir" => options.bin_dir = value("--bin-dir")?.into(),
            "--dir" => options.dir = Some(value("--dir")?.into()),
            "--no-extra" => options.extra = false,
            "--digests" => options.digests = true,
            "--hostile" => options.hostile = true,
            s if s.starts_with('-') => return Err(format!("unknown option `{s}` (see --help)")),
            slug => match grundy::registry::find(slug) {
                Some(_) => options.slugs.push(slug.to_string()),
                None => return Err(grundy::registry::unknown(slug)),
            },
        }
    }
    Ok(Some(options))
}

fn median(values: &mut [f64]) -> f64 {
    values.sort_by(f64::total_cmp);
    let n = values.len();
    if n % 2 == 1 { values[n / 2] } else { (values[n / 2 - 1] + values[n / 2]) / 2.0 }
}

/// FNV-1a of the output, to compare answers across builds.
fn digest(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |h, &b| (h ^ b as u64).wrapping_mul(0x100_0000_01b3))
}

/// What the timed runs of one input gave.
struct Summary {
    /// Median CPU seconds.
    cpu: f64,
    /// Median peak MiB.
    rss: f64,
    /// Slowest run over fastest run, minus 1: how noisy the runs were.
    spread: f64,
}

/// The medians of `runs` timed runs after one warm-up run, each checked against `expected`:
/// exit 0 with that output, or exit 2 (a refusal) where it is `None`.
fn run_input(
    runs: usize,
    grundy: &Path,
    binary: &Path,
    input: &Path,
    output: &Path,
    expected: Option<&[u8]>,
) -> Result<Summary, String> {
    let (mut cpu, mut rss) = (Vec::new(), Vec::new());
    for i in 0..=runs {
        let m = grundy::commands::measure::measure(
            grundy,
            binary,
            input,
            output,
            Duration::from_secs(120),
        )
        .map_err(|e| e.to_string())?;
        let wanted = if expected.is_some() { 0 } else { 2 };
        if m.code != Some(wanted) {
            return Err(format!("exit code {:?}, not {wanted} (see {})", m.code, output.display()));
        }
        let bytes = std::fs::read(output).map_err(|e| format!("{}: {e}", output.display()))?;
        if expected.is_some_and(|expected| bytes != expected) {
            return Err("the output differs from the in-process judge path's".into());
        }
        if i > 0 {
            cpu.push(m.cpu.as_secs_f64());
            rss.push(m.max_rss_kib as f64 / 1024.0);
        }
    }
    let fastest = cpu.iter().copied().fold(f64::MAX, f64::min).max(1e-6);
    let spread = cpu.iter().copied().fold(0.0, f64::max) / fastest - 1.0;
    Ok(Summary { cpu: median(&mut cpu), rss: median(&mut rss), spread })
}

/// The 1-minute load average, from `/proc/loadavg` (`?` where unavailable).
fn load_average() -> String {
    std::fs::read_to_string("/proc/loadavg")
        .ok()
        .and_then(|text| text.split_whitespace().next().map(str::to_string))
        .unwrap_or_else(|| "?".into())
}

fn main() -> ExitCode {
    match run() {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => ExitCode::FAILURE,
        Err(e) => {
            eprintln!("error: {e}");
            ExitCode::from(2)
        }
    }
}

/// Whether every input ran and was answered right.
fn run() -> Result<bool, String> {
    let Some(options) = parse_args()? else {
        println!("{HELP}");
        return Ok(true);
    };
    let grundy = options.bin_dir.join("grundy");
    let wanted: Vec<&dyn Registered> = PROBLEMS
        .iter()
        .copied()
        .filter(|p| options.slugs.is_empty() || options.slugs.iter().any(|s| s == p.slug()))
        .collect();
    let missing: Vec<&str> = std::iter::once("grundy")
        .chain(wanted.iter().map(|p| p.slug()))
        .filter(|name| !options.bin_dir.join(name).is_file())
        .collect();
    if !missing.is_empty() {
        return Err(format!(
            "missing release binaries in {}: {}\nthis program builds nothing: run `cargo build \
             --release` first (or pass --bin-dir)",
            options.bin_dir.display(),
            missing.join(", ")
        ));
    }
    let dir = options
        .dir
        .clone()
        .unwrap_or_else(|| options.bin_dir.parent().unwrap_or(&options.bin_dir).join("compare"));
    std::fs::create_dir_all(&dir).map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
    if options.hostile {
        return hostile(&options, &grundy, &wanted, &dir);
    }
    let mut table = vec![
        "| slug | input | our CPU | C++ CPU | ratio | our peak | C++ peak | target met |".into(),
        "|---|---|---|---|---|---|---|---|".to_string(),
    ];
    let mut beyond =
        vec!["| slug | input | our CPU | our peak |".to_string(), "|---|---|---|---|".to_string()];
    let mut digests = Vec::new();
    let mut all_ok = true;
    let load_before = load_average();
    let mut noisiest: Option<(f64, &str)> = None;
    for problem in wanted {
        if problem.interactive() {
            // Its binary plays against an interactor; its benches time the decision in process.
            eprintln!("{:<20} interactive: measured by `cargo bench` only", problem.slug());
            continue;
        }
        for bench in problem.benches() {
            if !options.extra && bench.cpp.is_none() {
                continue;
            }
            eprint!("{:<20} generating…", bench.name);
            let bytes = problem.bench_input(bench.name).expect("a listed benchmark input");
            let expected = problem.solve(&bytes).map_err(|e| format!("{}: {e}", bench.name))?;
            let input = dir.join(format!("{}.in", bench.name));
            let output = dir.join(format!("{}.out", bench.name));
            std::fs::write(&input, &bytes)
                .map_err(|e| format!("cannot write {}: {e}", input.display()))?;
            eprint!(" measuring…");
            let mib = bytes.len() as f64 / (1 << 20) as f64;
            let size = if mib >= 1.0 { format!(" [{mib:.0} MiB]") } else { String::new() };
            let binary = options.bin_dir.join(problem.slug());
            let summary =
                match run_input(options.runs, &grundy, &binary, &input, &output, Some(&expected)) {
                    Ok(s) => s,
                    Err(e) => {
                        eprintln!(" FAILED: {e}");
                        all_ok = false;
                        continue;
                    }
                };
            let Summary { cpu, rss, spread } = summary;
            eprintln!(" {cpu:.3} s, {rss:.1} MiB, spread {:.0}%", 100.0 * spread);
            digests.push(format!("{} {:016x}", bench.name, digest(&expected)));
            // A run of a millisecond or two is all timer granularity and process start.
            if cpu >= 0.005 && noisiest.is_none_or(|(worst, _)| spread > worst) {
                noisiest = Some((spread, bench.name));
            }
            let (slug, label) = (problem.slug(), bench.label);
            match bench.cpp {
                Some(cpp) => {
                    let ratio = cpu / cpp.cpu_s;
                    let memory_ok = match cpp.memory {
                        MemoryRule::PlusEight => rss <= cpp.peak_mib + 8.0,
                        MemoryRule::Double => rss <= 2.0 * cpp.peak_mib,
                    };
                    let met = if ratio <= 1.0 && memory_ok { "yes" } else { "no" };
                    table.push(format!(
                        "| {slug} | {label}{size} | {cpu:.3} s | {:.3} s | {ratio:.2} | \
                         {rss:.1} MiB | {:.1} MiB | {met} |",
                        cpp.cpu_s, cpp.peak_mib
                    ));
                }
                None => {
                    beyond.push(format!("| {slug} | {label}{size} | {cpu:.3} s | {rss:.1} MiB |"))
                }
            }
        }
    }
    println!("{}", table.join("\n"));
    let noisiest = noisiest.map_or(String::new(), |(spread, name)| {
        format!(
            "; the widest spread, slowest over fastest run (of those above 5 ms): {:.0}% ({name})",
            100.0 * spread
        )
    });
    println!(
        "\nMedian of {} runs after a checked warm-up; CPU = user + sys, peak = max RSS (`grundy \
         measure`). Load average before: {load_before}, after: {}{noisiest}.",
        options.runs,
        load_average()
    );
    if beyond.len() > 2 {
        println!("\nInputs without C++ figures:\n\n{}", beyond.join("\n"));
    }
    if options.digests {
        println!("\nOutput digests (FNV-1a):\n{}", digests.join("\n"));
    }
    Ok(all_ok)
}

/// `--hostile`: every hostile input of `wanted`, measured; whether each ended as it must.
fn hostile(
    options: &Options,
    grundy: &Path,
    wanted: &[&dyn Registered],
    dir: &Path,
) -> Result<bool, String> {
    const SECOND: f64 = 1.0;
    const GIB: f64 = 1024.0;
    let mut table = vec![
        "| slug | input | ends in | our CPU | our peak | peak per input byte | within 1 s, 1 GiB |"
            .to_string(),
        "|---|---|---|---|---|---|---|".to_string(),
    ];
    let mut all_ok = true;
    let load_before = load_average();
    for problem in wanted {
        for hostile in problem.hostile() {
            eprint!("{:<24} generating…", hostile.name);
            let bytes = (hostile.input)();
            let answer = match (problem.solve(&bytes), hostile.outcome) {
                (Ok(answer), Expected::Answer) => Some(answer),
                (Err(_), Expected::Refusal) => None,
                (result, outcome) => {
                    eprintln!(
                        " FAILED: in process {:?}, not {outcome:?}",
                        result.map(|_| "answer")
                    );
                    all_ok = false;
                    continue;
                }
            };
            let input = dir.join(format!("{}.in", hostile.name));
            let output = dir.join(format!("{}.out", hostile.name));
            std::fs::write(&input, &bytes)
                .map_err(|e| format!("cannot write {}: {e}", input.display()))?;
            eprint!(" measuring…");
            let binary = options.bin_dir.join(problem.slug());
            let run = run_input(options.runs, grundy, &binary, &input, &output, answer.as_deref());
            let Summary { cpu, rss, .. } = match run {
                Ok(s) => s,
                Err(e) => {
                    eprintln!(" FAILED: {e}");
                    all_ok = false;
                    continue;
                }
            };
            eprintln!(" {cpu:.3} s, {rss:.1} MiB");
            // Below a MiB of input the process's own few MiB are all there is to see.
            let per_byte = match bytes.len() {
                len if len < 1 << 20 => "—".to_string(),
                len => format!("{:.1}", rss * (1 << 20) as f64 / len as f64),
            };
            let met = cpu < SECOND && rss < GIB;
            all_ok &= met;
            let mib = bytes.len() as f64 / (1 << 20) as f64;
            table.push(format!(
                "| {} | {} [{mib:.2} MiB] | {} | {cpu:.3} s | {rss:.1} MiB | {per_byte} | {} |",
                problem.slug(),
                hostile.label,
                if answer.is_some() { "answer" } else { "refusal" },
                if met { "yes" } else { "no" }
            ));
        }
    }
    println!("{}", table.join("\n"));
    println!(
        "\nMedian of {} runs after a checked warm-up; CPU = user + sys, peak = max RSS (`grundy \
         measure`). Load average before: {load_before}, after: {}.",
        options.runs,
        load_average()
    );
    Ok(all_ok)
}
