//! Test helpers shared by the problem crates: one libtest test per sample file, and checks
//! that a binary rejects bad input the way every binary must.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use libtest_mimic::{Arguments, Failed, Trial};

use crate::Problem;
use crate::cases::{compare, discover};

/// The `testdata/<slug>` folder of the workspace that holds the crate at `manifest_dir`.
///
/// # Complexity
/// O(path length).
pub fn testdata_dir(manifest_dir: &str, slug: &str) -> PathBuf {
    Path::new(manifest_dir).join("../../testdata").join(slug)
}

/// One trial per case in `dir`, named `slug::case`, each running the in-process solver and
/// comparing its output token by token with the expected file.
///
/// # Panics
/// If the folder cannot be read or holds no cases (a problem without samples is a mistake).
///
/// # Complexity
/// That of the solver on each case.
pub fn sample_trials(problem: &'static Problem, dir: &Path) -> Vec<Trial> {
    let cases = discover(dir).unwrap_or_else(|e| panic!("cannot read {}: {e}", dir.display()));
    assert!(!cases.is_empty(), "no NAME.in/NAME.out cases in {}", dir.display());
    cases
        .into_iter()
        .map(|case| {
            Trial::test(format!("{}::{}", problem.slug, case.name), move || {
                let input = std::fs::read(&case.input).map_err(|e| Failed::from(e.to_string()))?;
                let expected =
                    std::fs::read(&case.expected).map_err(|e| Failed::from(e.to_string()))?;
                let actual =
                    problem.run_bytes(&input).map_err(|e| format!("input rejected: {e}"))?;
                compare(&expected, &actual).map_err(|m| {
                    format!("{m}\n--- actual output ---\n{}", String::from_utf8_lossy(&actual))
                        .into()
                })
            })
        })
        .collect()
}

/// The `main` of a problem crate's `tests/samples.rs` (with `harness = false`).
///
/// ```ignore
/// fn main() {
///     judge::testing::samples_main(&nim::PROBLEM, env!("CARGO_MANIFEST_DIR"));
/// }
/// ```
pub fn samples_main(problem: &'static Problem, manifest_dir: &str) -> ! {
    let trials = sample_trials(problem, &testdata_dir(manifest_dir, problem.slug));
    libtest_mimic::run(&Arguments::from_args(), trials).exit()
}

/// What a process did with one input.
#[derive(Debug)]
pub struct Outcome {
    /// The exit code (`None` if killed by a signal or the time limit).
    pub code: Option<i32>,
    /// Everything written to stdout.
    pub stdout: Vec<u8>,
    /// Everything written to stderr, as text.
    pub stderr: String,
}

/// Run `binary` with `input` on stdin, killing it after `limit`.
///
/// # Panics
/// If the binary cannot be started.
///
/// # Complexity
/// That of the binary.
pub fn run_binary(binary: &str, args: &[&str], input: &[u8], limit: Duration) -> Outcome {
    let mut child = Command::new(binary)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap_or_else(|e| panic!("cannot start {binary}: {e}"));
    let mut stdin = child.stdin.take().expect("piped stdin");
    let input = input.to_vec();
    // Feed stdin from a thread so a binary that stops reading early cannot block us.
    let feeder = std::thread::spawn(move || {
        let _ = stdin.write_all(&input);
    });
    let start = Instant::now();
    let mut killed = false;
    while child.try_wait().expect("wait for child").is_none() {
        if start.elapsed() > limit {
            let _ = child.kill();
            killed = true;
            break;
        }
        std::thread::sleep(Duration::from_millis(2));
    }
    let output = child.wait_with_output().expect("collect output");
    let _ = feeder.join();
    Outcome {
        code: if killed { None } else { output.status.code() },
        stdout: output.stdout,
        stderr: String::from_utf8_lossy(&output.stderr).into_owned(),
    }
}

/// Assert that `binary` rejects `input` as every binary must: exit status 2 within ten seconds,
/// nothing on stdout, exactly one line on stderr naming line and column and containing
/// `mentions`, and no panic.
///
/// # Panics
/// When any of that fails (this is a test assertion).
///
/// # Complexity
/// That of the binary.
pub fn assert_rejects(binary: &str, input: &[u8], mentions: &str) {
    let out = run_binary(binary, &[], input, Duration::from_secs(10));
    let shown = String::from_utf8_lossy(&input[..input.len().min(200)]).into_owned();
    assert_eq!(out.code, Some(2), "input {shown:?}: want exit 2, stderr {:?}", out.stderr);
    assert!(out.stdout.is_empty(), "input {shown:?}: stdout should be empty on bad input");
    assert!(!out.stderr.contains("panicked"), "input {shown:?}: {}", out.stderr);
    assert_eq!(out.stderr.lines().count(), 1, "input {shown:?}: want one line: {:?}", out.stderr);
    let line = out.stderr.trim_end();
    assert!(line.starts_with("error: line "), "{line}");
    assert!(line.contains(", column "), "{line}");
    assert!(line.contains(mentions), "input {shown:?}: {line:?} should mention {mentions:?}");
}

/// The case seed `i` of a run started at `seed`: consecutive cases get unrelated streams.
///
/// # Complexity
/// O(1).
pub fn case_seed(seed: u64, i: u64) -> u64 {
    seed.wrapping_add(i.wrapping_mul(0x2545_F491_4F6C_DD1D))
}

/// Assert that the fast solution and the model give the same output on `cases` random small
/// inputs from the problem's generator, the i-th seeded with [`case_seed`]`(seed, i)`.
///
/// # Panics
/// On the first disagreement or rejected input, showing the input, both outputs and the seed.
///
/// # Complexity
/// `cases` runs of the model on small inputs.
pub fn assert_model_agrees(problem: &Problem, cases: u64, seed: u64) {
    for i in 0..cases {
        let case = case_seed(seed, i);
        let input =
            (problem.generate)(&mut crate::random::Rng::new(case), crate::random::Size::Small);
        let shown = String::from_utf8_lossy(&input).into_owned();
        let fast = problem.run_bytes(&input).unwrap_or_else(|e| {
            panic!("seed {case}: fast solution rejected a generated input: {e}\n{shown}")
        });
        let model = problem.run_model(&input).unwrap_or_else(|e| {
            panic!("seed {case}: model rejected a generated input: {e}\n{shown}")
        });
        if let Err(m) = compare(&model, &fast) {
            panic!(
                "seed {case}: {m}\n--- input ---\n{shown}--- model ---\n{}--- fast ---\n{}",
                String::from_utf8_lossy(&model),
                String::from_utf8_lossy(&fast)
            );
        }
    }
}
