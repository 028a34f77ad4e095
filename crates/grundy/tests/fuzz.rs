//! The fuzz harness: for every registered problem, seeded mutations of its `testdata/` inputs
//! and of generated inputs run through the real judge binary, which must exit 0, or 2 with one
//! positioned line (an interactive binary, fed the interactor's side as a file, may have made
//! moves before it); never a signal, a hang, or more memory than its judge's limit plus 64 MiB
//! plus 8 bytes per input byte (see `workbench::fuzz`).
//!
//! A second test runs every problem's hostile inputs (`Problem::hostile`: the large shapes
//! that once cost minutes or gigabytes) as they are, in CI too: each must end in its answer or
//! in its one-line refusal within the same bounds.
//!
//! A new problem gets all of this by registering: nothing here names a problem.
//!
//! - `GRUNDY_FUZZ_CASES` (default 300): mutated inputs per problem;
//! - `GRUNDY_FUZZ_SEED` (default fixed, so CI is deterministic): a number, or `random` for a
//!   fresh seed (printed, so a finding can be replayed);
//! - `GRUNDY_FUZZ_LARGE=1`: also mutate one input at the judge's limits per problem
//!   (`Size::Max`: tens of MB, slow to make and to run; off in CI) and its hostile inputs;
//! - `GRUNDY_FUZZ_BIN_DIR`: take the binaries from this folder, relative to the workspace root
//!   (say `target/release` after `cargo build --release`) instead of building them.
//!
//! The binaries: Cargo gives an integration test only its own package's binaries, so the harness
//! builds the problems' binaries itself with the Cargo that runs it (`$CARGO build`), into the
//! target folder and profile of this test executable, with the `workbench` feature the test
//! build already compiled the libraries with: the only new work is linking the seventeen
//! one-line `main`s, and they are exactly the binaries the problems' own bad-input tests run.
//! Cargo's lock on the target folder is released while tests run, so the nested build is safe.
//!
//! No fuzzing crate: the inputs are whole judge texts run as processes, where proptest's
//! shrinking would rerun a binary hundreds of times per finding, and `cargo fuzz` needs a
//! nightly toolchain and an in-process target without the exit-status and memory checks.
//!
//! Every failing input is written to `target/fuzz-findings/SLUG-SEED-CASE.in` and named in the
//! failure message; keep each as a regression case (`testdata/SLUG/fuzz-*.in/.out` or the
//! crate's bad-input test).

use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Mutex, OnceLock};
use std::time::{Duration, Instant};

use grundy::registry::PROBLEMS;
use workbench::fuzz::{Bounds, mutate, run_bounded};
use workbench::random::{Rng, Size};
use workbench::testing::case_seed;
use workbench::{Expected, Registered};

/// The longest mutated input, in bytes, beyond the seed's own length.
const GROWTH: usize = 4 << 20;

fn env_number(key: &str) -> Option<u64> {
    let value = std::env::var(key).ok()?;
    if value == "random" {
        let now = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).ok()?;
        return Some(now.as_nanos() as u64 ^ u64::from(std::process::id()));
    }
    Some(value.parse().unwrap_or_else(|_| panic!("{key} must be a number, not `{value}`")))
}

/// This test executable's target folder and profile folder (`target`, `debug`).
fn target_and_profile() -> (PathBuf, String) {
    let exe = std::env::current_exe().expect("the test executable's path");
    // …/target/<profile>/deps/fuzz-<hash>
    let profile_dir = exe.parent().and_then(Path::parent).expect("target/<profile>/deps");
    let profile = profile_dir.file_name().expect("a profile folder").to_string_lossy();
    (profile_dir.parent().expect("a target folder").to_path_buf(), profile.into_owned())
}

/// The folder holding every problem's binary, built once per run unless `GRUNDY_FUZZ_BIN_DIR`
/// names one.
fn binaries() -> PathBuf {
    static BUILT: OnceLock<PathBuf> = OnceLock::new();
    BUILT.get_or_init(build_binaries).clone()
}

fn build_binaries() -> PathBuf {
    if let Some(dir) = std::env::var_os("GRUNDY_FUZZ_BIN_DIR") {
        // Cargo runs tests in the package's folder; a relative folder is meant from the
        // workspace root, where the command was typed.
        return Path::new(env!("CARGO_MANIFEST_DIR")).join("../..").join(dir);
    }
    let (target, profile) = target_and_profile();
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let mut build = Command::new(cargo);
    build.current_dir(env!("CARGO_MANIFEST_DIR")).arg("build").arg("--quiet");
    // `debug` holds both the dev and the test profile; tests are built with the test one.
    build.args(["--profile", if profile == "release" { "release" } else { "test" }]);
    build.arg("--target-dir").arg(&target).args(["--features", "workbench", "--bins"]);
    for p in PROBLEMS {
        build.args(["-p", p.slug()]);
    }
    let out = build.output().expect("run cargo build for the problems' binaries");
    assert!(
        out.status.success(),
        "cargo build of the binaries failed:\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    target.join(profile)
}

/// The inputs mutations start from: the problem's `testdata/` inputs, and generated ones.
fn seeds(p: &dyn Registered, rng: &mut Rng, large: bool) -> Vec<Vec<u8>> {
    let dir = grundy::testdata_root(None).join(p.slug());
    let mut seeds: Vec<Vec<u8>> = workbench::cases::discover(&dir)
        .unwrap_or_default()
        .iter()
        .filter_map(|case| std::fs::read(&case.input).ok())
        .collect();
    for size in [Size::Small, Size::Small, Size::Small, Size::N(30), Size::N(1000)] {
        seeds.push(p.generate(rng, size));
    }
    if large {
        seeds.push(p.generate(rng, Size::Max));
        let hostile = p.hostile().into_iter().filter(|hostile| hostile.in_every_test);
        seeds.extend(hostile.map(|hostile| (hostile.input)()));
    }
    seeds
}

/// The bounds for `p` on an input of `len` bytes: twice its judge's time limit (at least two
/// CPU seconds), its memory limit plus 64 MiB plus 8 bytes per input byte.
fn bounds(p: &dyn Registered, len: usize) -> Bounds {
    let limits = p.limits();
    let cpu_seconds = (2 * limits.time_ms).div_ceil(1000).max(2);
    Bounds {
        cpu_seconds,
        memory_bytes: (limits.memory_mib + 64) * (1 << 20) + 8 * len as u64,
        wall: Duration::from_secs(10 * cpu_seconds + 20),
    }
}

#[test]
fn every_binary_keeps_its_promise_on_mutated_input() {
    let cases = env_number("GRUNDY_FUZZ_CASES").unwrap_or(300);
    let seed = env_number("GRUNDY_FUZZ_SEED").unwrap_or(0xF0_2216);
    let large = std::env::var_os("GRUNDY_FUZZ_LARGE").is_some_and(|v| v == "1");
    let started = Instant::now();
    let bin = binaries();
    let built = started.elapsed();
    let findings_dir = target_and_profile().0.join("fuzz-findings");
    let findings = Mutex::new(Vec::new());
    // (problem, case) pairs handed out to a few threads: a run is mostly waiting for a child.
    let next = AtomicUsize::new(0);
    let total = PROBLEMS.len() * cases as usize;
    let prepared: Vec<(usize, Vec<Vec<u8>>)> = PROBLEMS
        .iter()
        .enumerate()
        .map(|(i, p)| (i, seeds(*p, &mut Rng::new(case_seed(seed, i as u64)), large)))
        .collect();
    let threads = std::thread::available_parallelism().map_or(2, |n| n.get()).clamp(2, 4) + 1;
    std::thread::scope(|scope| {
        for _ in 0..threads {
            scope.spawn(|| {
                loop {
                    let k = next.fetch_add(1, Ordering::Relaxed);
                    if k >= total {
                        break;
                    }
                    let (i, case) = (k % PROBLEMS.len(), (k / PROBLEMS.len()) as u64);
                    let p = PROBLEMS[i];
                    let mut rng = Rng::new(case_seed(case_seed(seed, i as u64), case + 1));
                    let starts = &prepared[i].1;
                    let start = &starts[rng.below(starts.len())];
                    let input = mutate(&mut rng, start, start.len() + GROWTH);
                    let run = run_bounded(&bin.join(p.slug()), &input, bounds(p, input.len()));
                    // An interactive binary fed the interactor's side as a file may have
                    // made moves before a bad message.
                    let verdict =
                        if p.interactive() { run.verdict_interactive() } else { run.verdict() };
                    let Err(what) = verdict else { continue };
                    let _ = std::fs::create_dir_all(&findings_dir);
                    let file = findings_dir.join(format!("{}-{seed}-{case}.in", p.slug()));
                    let _ = std::fs::write(&file, &input);
                    let shown =
                        String::from_utf8_lossy(&input[..input.len().min(160)]).into_owned();
                    let message = format!(
                        "{}: case {case} ({} bytes, saved as {}): {what}\n  input starts {shown:?}",
                        p.slug(),
                        input.len(),
                        file.display()
                    );
                    eprintln!("{message}");
                    findings.lock().unwrap().push(message);
                }
            });
        }
    });
    let findings = findings.into_inner().unwrap();
    eprintln!(
        "fuzz: {total} runs ({cases} per problem, seed {seed}) in {:.1?} (building {:.1?}), \
         {} findings",
        started.elapsed(),
        built,
        findings.len()
    );
    assert!(findings.is_empty(), "{} findings:\n{}", findings.len(), findings.join("\n"));
}

/// Every problem's hostile inputs (`Problem::hostile`: shapes that once cost minutes or
/// gigabytes; those meant for every test), unmutated, end as they must within the same bounds: an answer (exit 0) or one
/// short positioned refusal (exit 2).
#[test]
fn hostile_inputs_end_as_they_must_within_bounds() {
    let bin = binaries();
    let mut failures = Vec::new();
    for p in PROBLEMS {
        for hostile in p.hostile().into_iter().filter(|h| h.in_every_test) {
            let input = (hostile.input)();
            let run = run_bounded(&bin.join(p.slug()), &input, bounds(*p, input.len()));
            let wanted = match hostile.outcome {
                Expected::Answer => 0,
                Expected::Refusal => 2,
            };
            let kept = if p.interactive() { run.verdict_interactive() } else { run.verdict() };
            let verdict = kept.and_then(|()| match run.code {
                Some(code) if code == wanted => Ok(()),
                code => Err(format!("exit {code:?}, not {wanted}; stderr {:?}", run.stderr)),
            });
            eprintln!(
                "{}: {} bytes, {:.2?} wall: {verdict:?}",
                hostile.name,
                input.len(),
                run.wall
            );
            if let Err(what) = verdict {
                failures.push(format!("{} ({}): {what}", hostile.name, hostile.label));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
