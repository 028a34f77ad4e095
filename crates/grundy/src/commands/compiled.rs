//! Rules written in Rust (a `.rs` rules file): the compiled path of `grundy table rules`.
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
//! so no move list is ever built.
//!
//! The file is native code with your rights, not sandboxed like a script: its budgets are the
//! options listed (`--max-ops`) and the positions (`--max-positions`); positions are the
//! integers, and every move goes to smaller ones (the driver stops, naming the position,
//! when one does not). It is compiled with overflow checks, so `n - 1` at 0 stops with the
//! file's line rather than wrapping.
//!
//! # Complexity
//! Compiling: one `rustc -O` of a small file (a second or two), once per content. Running:
//! O(options listed + their parts) time, O(N + largest value) memory.

use std::hash::{Hash, Hasher};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Instant;

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

/// `g(0..=upto)` of the rules file `file`, compiled ([`build`]) and run with a budget of
/// `max_options` options listed.
///
/// # Errors
/// As [`build`]; a driver that fails otherwise than by its budget (a panic in `moves`), or
/// output that does not read.
///
/// # Complexity
/// As the module says.
pub fn table(file: &Path, upto: u64, max_options: u64) -> Result<Values, String> {
    let (binary, compiling) = build(file)?;
    let started = Instant::now();
    let run = Command::new(&binary)
        .arg(upto.to_string())
        .arg(max_options.to_string())
        .output()
        .map_err(|e| format!("cannot run {}: {e}", binary.display()))?;
    let seconds = started.elapsed().as_secs_f64();
    let said = String::from_utf8_lossy(&run.stdout);
    let mut lines = said.lines();
    let values: Vec<u64> = lines
        .next()
        .unwrap_or("")
        .split_whitespace()
        .map(|w| w.parse().map_err(|_| format!("{} printed `{w}`, not a value", binary.display())))
        .collect::<Result<_, _>>()?;
    let (mut stopped, mut options) = (None, 0);
    for line in lines {
        if let Some(why) = line.strip_prefix("# stopped ") {
            stopped = Some(why.replacen(": ", " (", 1) + ")");
        } else if let Some(count) = line.strip_prefix("# options ") {
            options = count.parse().unwrap_or(0);
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
    Ok(Values { values, stopped, options, cost })
}
