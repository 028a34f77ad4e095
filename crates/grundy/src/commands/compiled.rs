//! Rules written in Rust (a `.rs` rules file): the compiled path of `grundy table rules`,
//! `grundy rules` and `grundy play rules`.
//!
//! **Idea.** A rules script is interpreted, about as fast as plain Python; a game whose table
//! needs 10^8 options wants native code. The file holds only `fn moves(n: usize, out: &mut
//! Moves)`, listing each option as it is found (`out.to(k)`, `out.sum(&[a, b, c])`) or a run
//! of them at once (`out.to_each(a..=b)`, `out.split(total, a..=b)`, valued by SIMD code).
//! `grundy` puts it behind a small std-only driver (`driver/rules.rs`, included by `include!`
//! so that rustc's errors name the file's own lines), compiles that once with the installed
//! `rustc -O` for this processor, and keeps the binary under the target folder, named by a
//! hash of the driver, the file, rustc's version and the processor: the next run with the same
//! file starts at once. The driver values 0..=N in increasing order, each option as it is
//! listed (the XOR of values already computed) and each position by the mex of its options,
//! so no move list is ever built. For a sum and for play ([`options`]) the same binary runs in
//! its second mode: the values, then the options of the positions asked for (and of those they
//! reach), each with its parts and its value, from the same `moves` function ([`Listing`]).
//!
//! The file is native code with your rights, not sandboxed like a script: its budgets are the
//! options listed (`--max-ops`), the positions (`--max-positions`) and the heap
//! (`--max-memory`, counted by the driver's global allocator, which stops the run at the
//! allocation that passes it). Positions are the integers from 0, every move goes to smaller
//! ones (the driver stops, naming the position, when one does not), play is normal and the
//! game finite: tuples, strings, `--param`, misère and loopy games are a `.rhai` script's, and
//! refused in one line. It is compiled with overflow checks, so `n - 1` at 0 stops with the
//! file's line rather than wrapping.
//!
//! # Complexity
//! Compiling: one `rustc -O` of a small file (a second or two), once per content. Running:
//! O(options listed + their parts) time, O(N + largest value) memory; the second mode adds
//! the options of the positions listed, each printed and read once.

use std::hash::{Hash, Hasher};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Instant;

use rules::{Limits, Move, Position, Value};

/// The driver, ahead of the rules file it includes.
const DRIVER: &str = include_str!("../../driver/rules.rs");

/// rustc's options: optimised for this machine's processor (the bulk forms `split` and
/// `to_each` become its widest SIMD code), with overflow checks (an `n - 1` at 0 stops at the
/// file's line instead of wrapping), rustc's short error lines.
const RUSTC_FLAGS: [&str; 12] = [
    "-O",
    "-C",
    "target-cpu=native",
    "-C",
    "overflow-checks=on",
    "--edition",
    "2021",
    "--crate-name",
    "rules",
    "--error-format",
    "short",
    "-Awarnings",
];

/// Whether `file` is a rules file in Rust (by its extension, `.rs`).
pub fn is_compiled(file: &Path) -> bool {
    file.extension().is_some_and(|e| e == "rs")
}

/// What a rules file in Rust cannot say, by its source: `const MISERE` or `const LOOPY` (a
/// `.rhai` script's switches), which the driver would otherwise ignore and give normal play's
/// values of a finite game.
fn unsupported(file: &Path, source: &str) -> Option<String> {
    source.lines().find_map(|line| {
        let line = line.trim_start();
        let line = line.strip_prefix("pub ").unwrap_or(line);
        let why = if line.starts_with("const MISERE") {
            "misère play (`const MISERE`) is a .rhai script's: a rules file in Rust is played \
             normally"
        } else if line.starts_with("const LOOPY") {
            "a loopy game (`const LOOPY`) is a .rhai script's: a rules file in Rust values a \
             finite game, each move to smaller integers"
        } else {
            return None;
        };
        Some(format!("{}: {why}", file.display()))
    })
}

/// Refuse `--param` for a rules file in Rust: it has no constants set from outside.
///
/// # Errors
/// Any parameter given, in one line that says why.
pub fn no_params<T>(file: &Path, params: &[T]) -> Result<(), String> {
    if params.is_empty() {
        return Ok(());
    }
    Err(format!(
        "--param sets a .rhai script's constants; {} is a rules file in Rust, whose constants \
         are edited in the file",
        file.display()
    ))
}

/// Refuse `--max-depth` for a rules file in Rust: it bounds a script's nesting, and native
/// code is bounded by `--max-ops` and `--max-memory`.
///
/// # Errors
/// `--max-depth` given, in one line that says why.
pub fn no_depth(file: &Path, budgets: crate::flags::Budgets) -> Result<(), String> {
    if budgets.max_depth.is_none() {
        return Ok(());
    }
    Err(format!(
        "--max-depth bounds how deep a .rhai script nests; {} is a rules file in Rust (.rs), \
         native code, bounded by --max-ops and --max-memory",
        file.display()
    ))
}

/// The integers of a sum typed for a rules file in Rust (`7`, `4 + 9`): each part a heap, an
/// integer from 0.
///
/// # Errors
/// A tuple, a string or a negative integer, named, with why.
///
/// # Complexity
/// O(parts).
pub fn heaps(file: &Path, parts: &[Position]) -> Result<Vec<u64>, String> {
    parts
        .iter()
        .map(|part| match part {
            Position::Int(n) if *n >= 0 => Ok(*n as u64),
            Position::Int(_) => Err(format!(
                "position `{part}`: a rules file in Rust ({}) has the integers from 0 as positions",
                file.display()
            )),
            _ => Err(format!(
                "position `{part}`: a rules file in Rust ({}) has integer positions; tuples and \
                 strings are a .rhai script's",
                file.display()
            )),
        })
        .collect()
}

/// A compiled table: `g(0..values.len())`, and where it stopped if it did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Values {
    /// The values computed, from 0.
    pub values: Vec<u64>,
    /// `at N: WHY` when the budget ran out or a move was refused before the end.
    pub stopped: Option<String>,
    /// The options listed.
    pub options: u64,
    /// What the run cost, for the table's notes.
    pub cost: String,
}

/// The folder compiled rules files are kept in: `$CARGO_TARGET_DIR` or the workspace's
/// `target/` (the workspace around the current folder), else the system's temporary folder;
/// then `rules-compiled/`.
fn cache_root() -> PathBuf {
    let cwd = std::env::current_dir().ok();
    let target = std::env::var_os("CARGO_TARGET_DIR")
        .map(|t| cwd.as_deref().map_or(PathBuf::from(&t), |cwd| cwd.join(&t)))
        .or_else(|| cwd.as_deref().and_then(crate::find_root).map(|root| root.join("target")));
    target.unwrap_or_else(std::env::temp_dir).join("rules-compiled")
}

/// What names this machine's processor for the cache (a binary built for one processor's
/// instructions must not run on another's): the first `flags` line of `/proc/cpuinfo` where
/// there is one, else nothing.
fn processor() -> String {
    let info = std::fs::read_to_string("/proc/cpuinfo").unwrap_or_default();
    info.lines().find(|l| l.starts_with("flags")).unwrap_or("").to_string()
}

/// The binary of the rules file `file`: compiled with `rustc -O` behind the driver, or found
/// in the cache; with the seconds compiling took (`None` when cached).
///
/// # Errors
/// An unreadable file, no `rustc`, or rustc's errors (the first lines, each naming the file's
/// line and column).
///
/// # Complexity
/// One rustc run the first time; O(size of the file) to hash it after.
pub fn build(file: &Path) -> Result<(PathBuf, Option<f64>), String> {
    let source = std::fs::read(file).map_err(|e| format!("cannot read {}: {e}", file.display()))?;
    if let Some(why) = unsupported(file, &String::from_utf8_lossy(&source)) {
        return Err(why);
    }
    let absolute =
        std::fs::canonicalize(file).map_err(|e| format!("cannot find {}: {e}", file.display()))?;
    let rustc = std::env::var_os("RUSTC").unwrap_or_else(|| "rustc".into());
    let version = Command::new(&rustc)
        .arg("-V")
        .output()
        .map_err(|e| format!("a compiled rules file needs rustc, which did not start: {e}"))?;
    let driver = format!("{DRIVER}include!({:?});\n", absolute.display().to_string());
    let mut hash = std::hash::DefaultHasher::new();
    (&driver, &source, &version.stdout, RUSTC_FLAGS, processor()).hash(&mut hash);
    let dir = cache_root().join(format!("{:016x}", hash.finish()));
    let binary = dir.join("rules");
    if binary.is_file() {
        return Ok((binary, None));
    }
    std::fs::create_dir_all(&dir).map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
    let main = dir.join("driver.rs");
    std::fs::write(&main, driver).map_err(|e| format!("cannot write {}: {e}", main.display()))?;
    let started = Instant::now();
    let partial = dir.join(format!("rules.{}", std::process::id()));
    let compiled = Command::new(&rustc)
        .args(RUSTC_FLAGS)
        .arg("-o")
        .arg(&partial)
        .arg(&main)
        .output()
        .map_err(|e| format!("rustc did not start: {e}"))?;
    if !compiled.status.success() {
        let said = String::from_utf8_lossy(&compiled.stderr);
        let errors: Vec<&str> = said.lines().filter(|l| l.contains("error")).take(10).collect();
        return Err(format!("{} does not compile: {}", file.display(), errors.join("; ")));
    }
    // Renamed into place whole, so that a run beside this one never finds half a binary.
    std::fs::rename(&partial, &binary)
        .map_err(|e| format!("cannot keep {}: {e}", binary.display()))?;
    Ok((binary, Some(started.elapsed().as_secs_f64())))
}

/// What one run of the driver printed: the values, the options listed in the second mode
/// (`(position, value, parts)` in the order listed), where it stopped, and what it cost.
struct Run {
    values: Vec<u64>,
    listed: Vec<(u64, u64, Vec<u64>)>,
    stopped: Option<String>,
    options: u64,
    cost: String,
}

/// Run the rules file `file`, compiled ([`build`]), on `0..=upto` within `limits` (the options
/// listed against `limits.operations`, the heap against `limits.memory`), with `mode` after
/// (`options P…` or `reachable P…`, or nothing for a table).
fn run(file: &Path, upto: u64, limits: &Limits, mode: &[String]) -> Result<Run, String> {
    let (binary, compiling) = build(file)?;
    let started = Instant::now();
    let run = Command::new(&binary)
        .arg(upto.to_string())
        .arg(limits.operations.to_string())
        .arg(limits.memory.to_string())
        .args(mode)
        .output()
        .map_err(|e| format!("cannot run {}: {e}", binary.display()))?;
    let seconds = started.elapsed().as_secs_f64();
    let said = String::from_utf8_lossy(&run.stdout);
    let mut lines = said.lines();
    let unread = |w: &str| format!("{} printed `{w}`, not a number", binary.display());
    let values: Vec<u64> = lines
        .next()
        .unwrap_or("")
        .split_whitespace()
        .map(|w| w.parse().map_err(|_| unread(w)))
        .collect::<Result<_, _>>()?;
    let (mut stopped, mut options, mut listed) = (None, 0, Vec::new());
    for line in lines {
        if let Some(why) = line.strip_prefix("# stopped ") {
            stopped = Some(why.replacen(": ", " (", 1) + ")");
        } else if let Some(count) = line.strip_prefix("# options ") {
            options = count.parse().unwrap_or(0);
        } else if let Some(option) = line.strip_prefix("o ") {
            let words: Vec<u64> = option
                .split_whitespace()
                .map(|w| w.parse().map_err(|_| unread(w)))
                .collect::<Result<_, _>>()?;
            let [from, value, parts @ ..] = words.as_slice() else {
                return Err(unread(line));
            };
            listed.push((*from, *value, parts.to_vec()));
        }
    }
    let complete = run.status.success() && values.len() as u64 == upto + 1;
    if !complete && stopped.is_none() {
        let err = String::from_utf8_lossy(&run.stderr);
        // A panic's place (`panicked at FILE:LINE:COLUMN:`) and its message, on one line.
        let mut said = err.lines().skip_while(|l| !l.contains("panicked"));
        let at = said.next().map_or("no reason given".into(), |l| l.replace("thread 'main' ", ""));
        let why = said.next().unwrap_or("");
        stopped = Some(format!("at {} ({} failed: {at} {why})", values.len(), file.display()));
    }
    let how = match compiling {
        Some(s) => format!("compiled by rustc -O in {s:.2} s"),
        None => "compiled before, from the cache".into(),
    };
    let cost = format!(
        "{} values in {seconds:.2} s by the rules in Rust ({how}: {}){}",
        values.len(),
        binary.display(),
        if options > 0 { format!(", {options} options listed") } else { String::new() }
    );
    Ok(Run { values, listed, stopped, options, cost })
}

/// `g(0..=upto)` of the rules file `file`, compiled ([`build`]) and run within the budgets
/// of `limits`: `limits.operations` options listed, `limits.memory` bytes of heap.
///
/// # Errors
/// As [`build`]; a driver that fails otherwise than by a stop it prints (a spent budget, a
/// move upwards, a panic in `moves`: those keep the values before them), e.g. killed, or
/// output that does not read.
///
/// # Complexity
/// As the module says.
pub fn table(file: &Path, upto: u64, limits: &Limits) -> Result<Values, String> {
    let Run { values, stopped, options, cost, .. } = run(file, upto, limits, &[])?;
    Ok(Values { values, stopped, options, cost })
}

/// One option as the driver lists it: its value and the parts of the sum it moves to.
pub type ValuedMove = (u64, Vec<u64>);

/// A rules file in Rust's values and the options of some positions, for a sum's winning moves
/// and for play: every position's value from 0 to the largest asked for, and each listed
/// position's options in the order `moves` lists them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Listing {
    /// `g(0..values.len())`.
    pub values: Vec<u64>,
    /// Each listed position with its options, each its value and the parts of its sum.
    pub moves: Vec<(u64, Vec<ValuedMove>)>,
}

/// The values of the rules file `file` up to the largest of `heaps`, and the options of each
/// of `heaps` (with `reachable`, of every position they reach too, each once), within the
/// budgets of `limits` as [`table`]; one run of the driver's second mode.
///
/// # Errors
/// As [`table`]; a spent budget or a failed `moves` is an error here (one line naming the
/// budget's flag or the fault), as a sum's answer needs every value.
///
/// # Complexity
/// As [`table`] to the largest heap, plus the options listed: O(options of the positions
/// reached) with `reachable`.
pub fn options(
    file: &Path,
    heaps: &[u64],
    reachable: bool,
    limits: &Limits,
) -> Result<Listing, String> {
    let Some(&upto) = heaps.iter().max() else {
        return Ok(Listing { values: Vec::new(), moves: Vec::new() });
    };
    if upto >= limits.positions as u64 {
        return Err(format!(
            "position {upto} needs the values of {} positions, over the budget of {} (raise it \
             with --max-positions N)",
            upto + 1,
            limits.positions
        ));
    }
    let mut mode = vec![if reachable { "reachable" } else { "options" }.to_string()];
    mode.extend(heaps.iter().map(u64::to_string));
    let got = run(file, upto, limits, &mode)?;
    if let Some(why) = got.stopped {
        return Err(format!("{} stopped {why}", file.display()));
    }
    let mut moves: Vec<(u64, Vec<ValuedMove>)> = Vec::new();
    for (from, value, parts) in got.listed {
        match moves.last_mut() {
            Some((last, options)) if *last == from => options.push((value, parts)),
            _ => moves.push((from, vec![(value, parts)])),
        }
    }
    // A position with no option prints no line: it is listed with none.
    let mut listed: Vec<u64> = moves.iter().map(|(p, _)| *p).collect();
    listed.sort_unstable();
    for &h in heaps {
        if listed.binary_search(&h).is_err() {
            moves.push((h, Vec::new()));
        }
    }
    Ok(Listing { values: got.values, moves })
}

impl Listing {
    /// The value of heap `p` (listed or below one listed).
    ///
    /// # Panics
    /// If `p` is beyond the values computed.
    pub fn value(&self, p: u64) -> Value {
        Value::Nimber(self.values[p as usize])
    }

    /// Who wins the sum of `heaps`: the player to move when the XOR of their values is not 0.
    ///
    /// # Complexity
    /// O(heaps).
    pub fn outcome(&self, heaps: &[u64]) -> rules::Outcome {
        let sum = heaps.iter().fold(0, |s, &p| s ^ self.values[p as usize]);
        if sum == 0 { rules::Outcome::Lose } else { rules::Outcome::Win }
    }

    /// Each winning move of the sum `heaps` (its positions listed): the part played in and the
    /// positions it becomes, part by part (a part equal to an earlier one skipped, as the
    /// scripts' engine does), each part's moves in the file's order.
    ///
    /// # Complexity
    /// O(options of the parts · their parts).
    pub fn winning_moves(&self, heaps: &[u64]) -> Vec<(usize, Move)> {
        let sum = heaps.iter().fold(0, |s, &p| s ^ self.values[p as usize]);
        let mut winning = Vec::new();
        for (i, &p) in heaps.iter().enumerate() {
            if heaps[..i].contains(&p) {
                continue;
            }
            let target = sum ^ self.values[p as usize];
            let options = self.moves.iter().find(|(q, _)| *q == p).map_or(&[][..], |m| &m.1);
            for (value, parts) in options {
                if *value == target {
                    winning.push((i, parts.iter().map(|&q| Position::Int(q as i64)).collect()));
                }
            }
        }
        winning
    }

    /// The moves of every listed position, as the scripts' games are played
    /// ([`rules::Listed`]).
    ///
    /// # Complexity
    /// O(options listed · their parts).
    pub fn listed(&self) -> rules::Listed {
        self.moves
            .iter()
            .map(|(p, options)| {
                let moves = options
                    .iter()
                    .map(|(_, parts)| parts.iter().map(|&q| Position::Int(q as i64)).collect())
                    .collect();
                (Position::Int(*p as i64), moves)
            })
            .collect()
    }
}
