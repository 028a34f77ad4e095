//! Whole-process comparison of the release binaries with the tuned C++ figures of issue 7.
//!
//! Generates the issue's inputs deterministically into a scratch folder, runs every binary on
//! its input several times through `sg measure` (CPU time = user + sys, peak RSS of the binary
//! alone), checks that every run exits 0 and prints well-formed output, and prints one markdown
//! table. It builds nothing: run `cargo build --release` first.
//!
//! ```sh
//! cargo build --release && cargo run --release -p bench --bin compare
//! cargo run --release -p bench --bin compare -- --runs 7 nim s-nim
//! ```

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode, Stdio};

use judge::random::Rng;

const HELP: &str = "\
compare: the release binaries against the tuned C++ figures of issue 7

usage: cargo run --release -p bench --bin compare -- [OPTIONS] [SLUG...]

Builds nothing. Run `cargo build --release` first: the problem binaries and `sg` (whose hidden
`sg measure` subcommand does the measuring) must be in the binary folder.

options:
  --runs N        timed runs per input (median reported; default 5, at least 3)
  --bin-dir DIR   where the release binaries are (default: beside this program)
  --dir DIR       scratch folder for inputs and outputs (default: BIN_DIR/../compare)
  --no-extra      skip the inputs beyond the issue's table (item 4)
  --digests       also print a digest of every output (to compare answers across builds)
  -h, --help      this text

The inputs are regenerated on every run from fixed seeds, byte for byte the same.";

/// How a problem's peak memory is judged against the C++ figure.
#[derive(Clone, Copy)]
enum MemoryRule {
    /// The state does not grow with the input: at most C++ + 8 MiB.
    PlusEight,
    /// At most twice the C++ figure.
    Double,
}

/// One input of the comparison.
struct Case {
    slug: &'static str,
    input: &'static str,
    /// The issue's C++ figures: CPU seconds and peak MiB (`None` beyond the table).
    cpp: Option<(f64, f64, MemoryRule)>,
    generate: fn() -> Vec<u8>,
    /// Whether the output is well formed for this input.
    check: fn(&str) -> Result<(), String>,
    /// The scratch files' stem (one slug may have several inputs).
    file: &'static str,
}

/// Append `v` and a separator.
fn put(out: &mut Vec<u8>, v: u64, sep: u8) {
    let _ = write!(out, "{v}");
    out.push(sep);
}

/// Numbers separated by spaces, a newline after the last.
fn put_row(out: &mut Vec<u8>, values: impl IntoIterator<Item = u64>) {
    let mut any = false;
    for v in values {
        if any {
            out.push(b' ');
        }
        let _ = write!(out, "{v}");
        any = true;
    }
    out.push(b'\n');
}

fn gen_nim() -> Vec<u8> {
    let mut rng = Rng::new(7001);
    let mut out = Vec::with_capacity(100 << 20);
    put(&mut out, 10, b'\n');
    for _ in 0..10 {
        put(&mut out, 1_000_000, b'\n');
        put_row(&mut out, (0..1_000_000).map(|_| rng.range(0, (1 << 30) - 1)));
    }
    out
}

fn gen_staircase() -> Vec<u8> {
    let mut rng = Rng::new(7002);
    let mut out = Vec::with_capacity(50 << 20);
    put(&mut out, 1, b'\n');
    put(&mut out, 5_000_000, b'\n');
    put_row(&mut out, (0..5_000_000).map(|_| rng.range(0, 1_000_000_000)));
    out
}

fn gen_e_and_d() -> Vec<u8> {
    let mut rng = Rng::new(7003);
    let mut out = Vec::with_capacity(44 << 20);
    put(&mut out, 20, b'\n');
    for _ in 0..20 {
        put(&mut out, 200_000, b'\n');
        put_row(&mut out, (0..200_000).map(|_| rng.range(1, 2_000_000_000)));
    }
    out
}

fn gen_new_nim() -> Vec<u8> {
    let mut rng = Rng::new(7004);
    let mut out = Vec::new();
    put(&mut out, 200_000, b'\n');
    put_row(&mut out, (0..200_000).map(|_| rng.range(1, 1_000_000_000)));
    out
}

/// `n` vertices in shuffled cycles of 3 to 40 vertices (around `l + r = 20`), shuffled labels,
/// edges in random orientation and order; the header `n l r`.
fn cycles_input(seed: u64, n: u64, l: u64, r: u64) -> Vec<u8> {
    let mut rng = Rng::new(seed);
    let mut lengths = Vec::new();
    let mut left = n;
    while left > 0 {
        let want = rng.range(3, 40);
        let take = if left < want + 3 { left } else { want };
        lengths.push(take);
        left -= take;
    }
    removing_graph::cycles_input(&mut rng, &lengths, l, r)
}

fn gen_removing_graph() -> Vec<u8> {
    cycles_input(7005, 2_000_000, 3, 17)
}

fn gen_removing_graph_1e7() -> Vec<u8> {
    cycles_input(7105, 10_000_000, 3, 17)
}

fn gen_dag_game() -> Vec<u8> {
    let mut rng = Rng::new(7006);
    let n = 1_000_000usize;
    // Vertex label[r] has rank r; its 4 successors have higher ranks, so the graph is acyclic.
    let mut label: Vec<u32> = (0..n as u32).collect();
    rng.shuffle(&mut label);
    let mut successors = vec![[0u32; 4]; n];
    let mut has = vec![false; n];
    for r in 0..n - 1 {
        let v = label[r] as usize;
        has[v] = true;
        for slot in &mut successors[v] {
            *slot = label[rng.range(r as u64 + 1, n as u64 - 1) as usize];
        }
    }
    let mut out = Vec::with_capacity(40 << 20);
    put(&mut out, n as u64, b'\n');
    for v in 0..n {
        if has[v] {
            put_row(&mut out, std::iter::once(4).chain(successors[v].iter().map(|&w| w as u64)));
        } else {
            out.extend_from_slice(b"0\n");
        }
    }
    for _ in 0..100_000 {
        put_row(&mut out, std::iter::once(10).chain((0..10).map(|_| rng.below(n) as u64)));
    }
    out.extend_from_slice(b"0\n");
    out
}

fn gen_s_nim() -> Vec<u8> {
    let mut rng = Rng::new(7007);
    let mut out = Vec::with_capacity(16 << 20);
    for _ in 0..300 {
        put_row(&mut out, std::iter::once(100).chain((0..100).map(|_| rng.range(1, 10_000))));
        put(&mut out, 100, b'\n');
        for _ in 0..100 {
            put_row(&mut out, std::iter::once(100).chain((0..100).map(|_| rng.range(0, 10_000))));
        }
    }
    out.extend_from_slice(b"0\n");
    out
}

fn gen_s_nim_huge() -> Vec<u8> {
    let mut rng = Rng::new(7107);
    let mut out = Vec::with_capacity(2 << 20);
    put_row(&mut out, std::iter::once(10).chain((0..10).map(|_| rng.range(1, 100))));
    put(&mut out, 1000, b'\n');
    const E18: u64 = 1_000_000_000_000_000_000;
    for _ in 0..1000 {
        put_row(
            &mut out,
            std::iter::once(100).chain((0..100).map(|_| rng.range(E18 - E18 / 10, E18))),
        );
    }
    out.extend_from_slice(b"0\n");
    out
}

fn gen_moving_coins() -> Vec<u8> {
    b"1000000 50\n".to_vec()
}

fn gen_arpa() -> Vec<u8> {
    let mut rng = Rng::new(7009);
    let mut out = Vec::new();
    put(&mut out, 20_000, b'\n');
    put_row(&mut out, (0..20_000).map(|_| rng.range(1, 1_000_000_000)));
    out
}

fn gen_path_game() -> Vec<u8> {
    // About 1% of the columns hold one black cell.
    path_game::board_with_white_columns(&mut Rng::new(7010), 3000, 99, 100)
}

fn gen_georgia() -> Vec<u8> {
    let mut rng = Rng::new(7011);
    let mut out = Vec::with_capacity(40 << 20);
    put(&mut out, 20, b'\n');
    for _ in 0..20 {
        // Gaps of 1..=4999 keep 2·10^5 distinct cells below 10^9.
        let mut cell = 0;
        let mut cells: Vec<u64> = (0..200_000)
            .map(|_| {
                cell += rng.range(1, 4999);
                cell
            })
            .collect();
        rng.shuffle(&mut cells);
        put(&mut out, 200_000, b'\n');
        put_row(&mut out, cells);
    }
    out
}

fn gen_kam() -> Vec<u8> {
    let mut rng = Rng::new(7012);
    let mut out = Vec::with_capacity(36 << 20);
    put(&mut out, 10, b'\n');
    for _ in 0..10 {
        let mut row: Vec<u64> = (0..500_000).map(|_| rng.range(0, 1_000_000)).collect();
        row.sort_unstable();
        put(&mut out, 500_000, b'\n');
        put_row(&mut out, row);
    }
    out
}

/// `lines` lines, each one of `words`.
fn lines_of(output: &str, lines: usize, words: &[&str]) -> Result<(), String> {
    let got: Vec<&str> = output.lines().collect();
    if got.len() != lines {
        return Err(format!("{} lines, expected {lines}", got.len()));
    }
    match got.iter().find(|l| !words.contains(l)) {
        Some(bad) => Err(format!("unexpected line `{bad}`")),
        None => Ok(()),
    }
}

/// One line holding an integer (possibly `-1`).
fn one_integer(output: &str) -> Result<(), String> {
    let got: Vec<&str> = output.lines().collect();
    match got[..] {
        [line] if line.parse::<i128>().is_ok() => Ok(()),
        _ => Err(format!("expected one integer line, got {:?}", output.get(..80))),
    }
}

/// `tests` lines of `m` characters `W`/`L`.
fn w_l_lines(output: &str, tests: usize, m: usize) -> Result<(), String> {
    let got: Vec<&str> = output.lines().collect();
    if got.len() != tests {
        return Err(format!("{} lines, expected {tests}", got.len()));
    }
    match got.iter().find(|l| l.len() != m || l.bytes().any(|b| b != b'W' && b != b'L')) {
        Some(bad) => Err(format!("malformed line `{bad}`")),
        None => Ok(()),
    }
}

fn cases() -> Vec<Case> {
    use MemoryRule::{Double, PlusEight};
    vec![
        Case {
            slug: "nim",
            input: "10 tests × 10^6 heaps < 2^30",
            cpp: Some((0.070, 1.4, PlusEight)),
            generate: gen_nim,
            check: |o| lines_of(o, 10, &["Yes", "No"]),
            file: "nim",
        },
        Case {
            slug: "staircase-nim",
            input: "1 test, n = 5·10^6, p_i ≤ 10^9",
            cpp: Some((0.030, 1.4, PlusEight)),
            generate: gen_staircase,
            check: |o| lines_of(o, 1, &["first", "second"]),
            file: "staircase-nim",
        },
        Case {
            slug: "e-and-d",
            input: "20 tests × 2·10^5 piles ≤ 2·10^9",
            cpp: Some((0.050, 1.2, PlusEight)),
            generate: gen_e_and_d,
            check: |o| lines_of(o, 20, &["YES", "NO"]),
            file: "e-and-d",
        },
        Case {
            slug: "new-nim",
            input: "k = 2·10^5 heaps ≤ 10^9",
            cpp: Some((0.040, 4.1, Double)),
            generate: gen_new_nim,
            check: one_integer,
            file: "new-nim",
        },
        Case {
            slug: "removing-graph",
            input: "n = 2·10^6, shuffled, l = 3, r = 17",
            cpp: Some((0.650, 17.8, Double)),
            generate: gen_removing_graph,
            check: |o| lines_of(o, 1, &["Alice", "Bob"]),
            file: "removing-graph",
        },
        Case {
            slug: "dag-game",
            input: "N = 10^6, 4 successors, 10^5 queries of 10",
            cpp: Some((0.340, 64.0, Double)),
            generate: gen_dag_game,
            check: |o| lines_of(o, 100_000, &["WIN", "LOSE"]),
            file: "dag-game",
        },
        Case {
            slug: "s-nim",
            input: "300 judge-max tests (k = m = l = 100, h ≤ 10^4)",
            cpp: Some((0.200, 2.7, PlusEight)),
            generate: gen_s_nim,
            check: |o| w_l_lines(o, 300, 100),
            file: "s-nim",
        },
        Case {
            slug: "moving-coins",
            input: "`1000000 50`",
            cpp: Some((0.070, 33.0, PlusEight)),
            generate: gen_moving_coins,
            check: one_integer,
            file: "moving-coins",
        },
        Case {
            slug: "arpa",
            input: "2·10^4 random numbers ≤ 10^9",
            cpp: Some((0.020, 3.9, PlusEight)),
            generate: gen_arpa,
            check: |o| lines_of(o, 1, &["Mojtaba", "Arpa"]),
            file: "arpa",
        },
        Case {
            slug: "path-game",
            input: "W = 3000, ~1% single-black columns",
            cpp: Some((0.120, 3.8, PlusEight)),
            generate: gen_path_game,
            check: |o| lines_of(o, 1, &["Snuke", "Sothe"]),
            file: "path-game",
        },
        Case {
            slug: "georgia-and-bob",
            input: "20 tests × 2·10^5 distinct cells < 10^9",
            cpp: Some((0.220, 4.2, PlusEight)),
            generate: gen_georgia,
            check: |o| lines_of(o, 20, &["Georgia will win", "Bob will win"]),
            file: "georgia-and-bob",
        },
        Case {
            slug: "kam-pebbles",
            input: "10 tests × 5·10^5 sorted values ≤ 10^6",
            cpp: Some((0.020, 1.3, PlusEight)),
            generate: gen_kam,
            check: |o| lines_of(o, 10, &["TAK", "NIE"]),
            file: "kam-pebbles",
        },
        Case {
            slug: "s-nim",
            input: "10^5 heaps in [0.9·10^18, 10^18], 10 moves ≤ 100",
            cpp: None,
            generate: gen_s_nim_huge,
            check: |o| w_l_lines(o, 1, 1000),
            file: "s-nim-huge",
        },
        Case {
            slug: "removing-graph",
            input: "n = 10^7, shuffled, l = 3, r = 17",
            cpp: None,
            generate: gen_removing_graph_1e7,
            check: |o| lines_of(o, 1, &["Alice", "Bob"]),
            file: "removing-graph-1e7",
        },
    ]
}

/// What `sg measure` reports for one run.
struct Run {
    code: String,
    cpu_s: f64,
    rss_mib: f64,
}

fn measure(sg: &Path, binary: &Path, input: &Path, output: &Path) -> Result<Run, String> {
    let report = Command::new(sg)
        .args(["measure", "--limit-ms", "120000"])
        .args([binary, input, output])
        .stdin(Stdio::null())
        .output()
        .map_err(|e| format!("cannot start {}: {e}", sg.display()))?;
    let text = String::from_utf8_lossy(&report.stdout);
    let field = |key: &str| {
        text.split_whitespace()
            .find_map(|w| w.strip_prefix(key)?.strip_prefix('='))
            .map(str::to_string)
    };
    let (Some(code), Some(cpu), Some(rss)) = (field("code"), field("cpu_us"), field("max_rss_kib"))
    else {
        return Err(format!(
            "`sg measure` said: {text}{}",
            String::from_utf8_lossy(&report.stderr)
        ));
    };
    let number = |s: &str| s.parse::<f64>().map_err(|_| format!("bad number `{s}` in `{text}`"));
    Ok(Run { code, cpu_s: number(&cpu)? / 1e6, rss_mib: number(&rss)? / 1024.0 })
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

/// The command line.
struct Options {
    runs: usize,
    bin_dir: PathBuf,
    dir: Option<PathBuf>,
    extra: bool,
    digests: bool,
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
            s if s.starts_with('-') => return Err(format!("unknown option `{s}` (see --help)")),
            slug => options.slugs.push(slug.to_string()),
        }
    }
    Ok(Some(options))
}

/// What the timed runs of one input gave.
struct Summary {
    /// Median CPU seconds.
    cpu: f64,
    /// Median peak MiB.
    rss: f64,
    /// Slowest run over fastest run, minus 1: how noisy the runs were.
    spread: f64,
    /// FNV-1a of the output.
    digest: u64,
}

/// The medians of `runs` timed runs (after one checked warm-up run), their spread, and the
/// output's digest.
fn run_case(
    runs: usize,
    sg: &Path,
    binary: &Path,
    input: &Path,
    output: &Path,
    check: fn(&str) -> Result<(), String>,
) -> Result<Summary, String> {
    let mut cpu = Vec::new();
    let mut rss = Vec::new();
    let mut first_digest = None;
    for i in 0..=runs {
        let run = measure(sg, binary, input, output)?;
        if run.code != "0" {
            return Err(format!("exit code {} (see {})", run.code, output.display()));
        }
        let bytes = std::fs::read(output).map_err(|e| format!("{}: {e}", output.display()))?;
        let d = digest(&bytes);
        match first_digest {
            None => {
                let text =
                    String::from_utf8(bytes).map_err(|_| "output is not UTF-8".to_string())?;
                check(&text).map_err(|e| format!("malformed output: {e}"))?;
                first_digest = Some(d);
            }
            Some(first) if first != d => return Err("the output changed between runs".into()),
            Some(_) => {}
        }
        if i > 0 {
            cpu.push(run.cpu_s);
            rss.push(run.rss_mib);
        }
    }
    let spread = cpu.iter().copied().fold(0.0, f64::max)
        / cpu.iter().copied().fold(f64::MAX, f64::min).max(1e-6)
        - 1.0;
    Ok(Summary {
        cpu: median(&mut cpu),
        rss: median(&mut rss),
        spread,
        digest: first_digest.unwrap_or(0),
    })
}

/// The 1-minute load average, from `/proc/loadavg` (`?` where unavailable).
fn load_average() -> String {
    std::fs::read_to_string("/proc/loadavg")
        .ok()
        .and_then(|text| text.split_whitespace().next().map(str::to_string))
        .unwrap_or_else(|| "?".into())
}

fn main() -> ExitCode {
    let options = match parse_args() {
        Ok(Some(o)) => o,
        Ok(None) => {
            println!("{HELP}");
            return ExitCode::SUCCESS;
        }
        Err(e) => {
            eprintln!("error: {e}");
            return ExitCode::from(2);
        }
    };
    let sg = options.bin_dir.join("sg");
    let all = cases();
    let wanted: Vec<&Case> = all
        .iter()
        .filter(|c| options.extra || c.cpp.is_some())
        .filter(|c| options.slugs.is_empty() || options.slugs.iter().any(|s| s == c.slug))
        .collect();
    if let Some(unknown) = options.slugs.iter().find(|s| !all.iter().any(|c| c.slug == **s)) {
        eprintln!("error: no input for `{unknown}`");
        return ExitCode::from(2);
    }
    let missing: Vec<String> = std::iter::once("sg")
        .chain(wanted.iter().map(|c| c.slug))
        .filter(|name| !options.bin_dir.join(name).is_file())
        .map(str::to_string)
        .collect();
    if !missing.is_empty() {
        eprintln!(
            "error: missing release binaries in {}: {}\nthis program builds nothing: run \
             `cargo build --release` first (or pass --bin-dir)",
            options.bin_dir.display(),
            missing.join(", ")
        );
        return ExitCode::from(2);
    }
    let dir = options
        .dir
        .clone()
        .unwrap_or_else(|| options.bin_dir.parent().unwrap_or(&options.bin_dir).join("compare"));
    if let Err(e) = std::fs::create_dir_all(&dir) {
        eprintln!("error: cannot create {}: {e}", dir.display());
        return ExitCode::from(2);
    }
    let mut table = vec![
        "| slug | input | our CPU | C++ CPU | ratio | our peak | C++ peak | target met |"
            .to_string(),
        "|---|---|---|---|---|---|---|---|".to_string(),
    ];
    let mut beyond =
        vec!["| slug | input | our CPU | our peak |".to_string(), "|---|---|---|---|".to_string()];
    let mut digests = Vec::new();
    let mut failed = false;
    let load_before = load_average();
    let mut noisiest: Option<(f64, String)> = None;
    for case in wanted {
        eprint!("{:<16} generating…", case.file);
        let input = dir.join(format!("{}.in", case.file));
        let output = dir.join(format!("{}.out", case.file));
        if let Err(e) = std::fs::write(&input, (case.generate)()) {
            eprintln!("\nerror: cannot write {}: {e}", input.display());
            return ExitCode::from(2);
        }
        eprint!(" measuring…");
        let binary = options.bin_dir.join(case.slug);
        let mib = std::fs::metadata(&input).map_or(0.0, |m| m.len() as f64 / (1 << 20) as f64);
        let size = if mib >= 1.0 { format!(" [{mib:.0} MiB]") } else { String::new() };
        match run_case(options.runs, &sg, &binary, &input, &output, case.check) {
            Ok(Summary { cpu, rss, spread, digest: d }) => {
                eprintln!(" {cpu:.3} s, {rss:.1} MiB, spread {:.0}%", 100.0 * spread);
                digests.push(format!("{} {:016x}", case.file, d));
                // A run of a millisecond or two is all timer granularity and process start.
                if cpu >= 0.005 && noisiest.as_ref().is_none_or(|(worst, _)| spread > *worst) {
                    noisiest = Some((spread, case.file.to_string()));
                }
                match case.cpp {
                    Some((cpp_cpu, cpp_mib, rule)) => {
                        let ratio = cpu / cpp_cpu;
                        let memory_ok = match rule {
                            MemoryRule::PlusEight => rss <= cpp_mib + 8.0,
                            MemoryRule::Double => rss <= 2.0 * cpp_mib,
                        };
                        let met = ratio <= 1.0 && memory_ok;
                        table.push(format!(
                            "| {} | {}{size} | {cpu:.3} s | {cpp_cpu:.3} s | {ratio:.2} | \
                             {rss:.1} MiB | {cpp_mib:.1} MiB | {} |",
                            case.slug,
                            case.input,
                            if met { "yes" } else { "no" }
                        ));
                    }
                    None => beyond.push(format!(
                        "| {} | {}{size} | {cpu:.3} s | {rss:.1} MiB |",
                        case.slug, case.input
                    )),
                }
            }
            Err(e) => {
                eprintln!(" FAILED: {e}");
                failed = true;
            }
        }
    }
    if options.extra
        && (options.slugs.is_empty() || options.slugs.iter().any(|s| s == "moving-coins"))
    {
        // Item 4: n = 10^6 for every m ≤ 50; report the slowest m.
        let input = dir.join("moving-coins-m.in");
        let output = dir.join("moving-coins-m.out");
        let binary = options.bin_dir.join("moving-coins");
        let mut worst: Option<(f64, f64, u64)> = None;
        let mut total = 0.0;
        eprint!("{:<16} m = 1..=50…", "moving-coins-m");
        for m in 1..=50u64 {
            if let Err(e) = std::fs::write(&input, format!("1000000 {m}\n")) {
                eprintln!("\nerror: cannot write {}: {e}", input.display());
                return ExitCode::from(2);
            }
            match run_case(3, &sg, &binary, &input, &output, one_integer) {
                Ok(Summary { cpu, rss, digest: d, .. }) => {
                    total += cpu;
                    digests.push(format!("moving-coins-1e6-{m} {d:016x}"));
                    if worst.is_none_or(|(c, _, _)| cpu > c) {
                        worst = Some((cpu, rss, m));
                    }
                }
                Err(e) => {
                    eprintln!(" m = {m} FAILED: {e}");
                    failed = true;
                }
            }
        }
        if let Some((cpu, rss, m)) = worst {
            eprintln!(" slowest m = {m}: {cpu:.3} s; all 50: {total:.2} s");
            beyond.push(format!(
                "| moving-coins | `1000000 m` for every m = 1..50 (slowest: m = {m}; sum of \
                 medians {total:.2} s) | {cpu:.3} s | {rss:.1} MiB |"
            ));
        }
    }
    println!("{}", table.join("\n"));
    let noisiest = noisiest.map_or(String::new(), |(spread, file)| {
        format!(
            "; the widest spread, slowest over fastest run (of those above 5 ms): {:.0}% ({file})",
            100.0 * spread
        )
    });
    println!(
        "\nMedian of {} runs after a checked warm-up; CPU = user + sys, peak = max RSS (`sg \
         measure`). Load average before: {load_before}, after: {}{noisiest}.",
        options.runs,
        load_average()
    );
    if beyond.len() > 2 {
        println!("\nBeyond the issue's table (item 4):\n\n{}", beyond.join("\n"));
    }
    if options.digests {
        println!("\nOutput digests (FNV-1a):\n{}", digests.join("\n"));
    }
    if failed { ExitCode::FAILURE } else { ExitCode::SUCCESS }
}
