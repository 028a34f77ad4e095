//! `grundy bundle`: every problem whose judge path is std-only becomes one file that bare
//! `rustc -O` compiles without a word under editions 2021 and 2024, that answers every
//! `testdata` case and a few hundred generated inputs (good and truncated) byte for byte like the
//! in-process judge path, that stays within 64 KiB and that is the same bytes twice. A judge
//! path that needs a crates.io crate would be refused by name, and staircase-nim's file (CSES compiles
//! with Rust 1.75) uses no syntax or std API newer than 1.75.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::sync::Mutex;

use bundle::{Edition, Options};
use grundy::registry::PROBLEMS;
use workbench::Registered;
use workbench::random::{Rng, Size};
use workbench::referee::Strategy;

/// Problems whose judge path needs a crates.io crate, and that crate (none since dag-game's
/// graph is sg_core::csr, which is std-only; the refusal itself is tested on a fixture in
/// crates/bundle/tests).
const REFUSED: &[(&str, &str)] = &[];

/// Generated inputs per problem: small ones (most) and a few of a larger scale.
const SMALL_CASES: u64 = 150;
const LARGER_CASES: u64 = 10;

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("grundy-bundle-{name}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn bundle_of(problem: &dyn Registered, options: &Options) -> Result<String, String> {
    grundy::commands::bundle::of_problem(problem, &root(), options)
}

/// How a bundle is built: as the judges do (`rustc -O`), or unoptimised, which is four times
/// quicker to compile and keeps overflow checks and debug assertions on.
#[derive(Clone, Copy, PartialEq)]
enum Build {
    Optimised,
    Checked,
}

/// `rustc [-O] --edition E FILE` and nothing else; panics unless it succeeds in silence.
fn compile(source: &Path, edition: u16, build: Build, binary: &Path) {
    let optimise: &[&str] = if build == Build::Optimised { &["-O"] } else { &[] };
    let out = Command::new("rustc")
        .args(optimise)
        .args(["--edition", &edition.to_string(), "-o"])
        .arg(binary)
        .arg(source)
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        out.status.success() && stderr.is_empty(),
        "{} (edition {edition}): {}\n{stderr}",
        source.display(),
        out.status
    );
}

fn run(binary: &Path, input: &[u8]) -> Output {
    let mut child = Command::new(binary)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    // A refusal may come before all the input is read: a closed pipe is not a failure.
    let _ = stdin.write_all(input);
    drop(stdin);
    child.wait_with_output().unwrap()
}

/// The compiled bundle does what the in-process judge path does on `input`: the same bytes
/// out, or the same error line and exit status 2.
fn agrees(problem: &dyn Registered, binary: &Path, input: &[u8]) -> Result<(), String> {
    let out = run(binary, input);
    let got = (out.status.code(), out.stdout, String::from_utf8_lossy(&out.stderr).into_owned());
    let expected = match problem.solve(input) {
        Ok(answer) => (Some(0), answer, String::new()),
        Err(e) => (Some(2), Vec::new(), format!("error: {e}\n")),
    };
    if got == expected {
        return Ok(());
    }
    Err(format!(
        "{}: on input\n{}\nthe bundle gave {:?} {:?} {:?}, the workspace {:?} {:?} {:?}",
        problem.slug(),
        String::from_utf8_lossy(&input[..input.len().min(400)]),
        got.0,
        String::from_utf8_lossy(&got.1[..got.1.len().min(200)]),
        got.2,
        expected.0,
        String::from_utf8_lossy(&expected.1[..expected.1.len().min(200)]),
        expected.2
    ))
}

/// Compile one bundle under both editions, then run the testdata and the generated inputs.
fn check_one(problem: &dyn Registered, source: &str, dir: &Path) -> Result<usize, String> {
    let slug = problem.slug();
    let file = dir.join(format!("{slug}.rs"));
    std::fs::write(&file, source).unwrap();
    // Edition 2021 as a judge that takes Rust builds it (`-O`); edition 2024, and 2021 for a
    // judge that takes no Rust, unoptimised: the bundle must compile under both, and a checked
    // build proves its runs overflow nowhere, in a quarter of `-O`'s compile time.
    let judged = if problem.judge_takes_rust() { Build::Optimised } else { Build::Checked };
    let binaries = [(2021, judged), (2024, Build::Checked)].map(|(edition, build)| {
        let binary = dir.join(format!("{slug}-{edition}"));
        compile(&file, edition, build, &binary);
        binary
    });
    let mut runs = 0;
    let cases = workbench::cases::discover(&root().join("testdata").join(slug)).unwrap();
    if cases.is_empty() {
        return Err(format!("{slug}: no testdata cases"));
    }
    if problem.interactive() {
        return plays_against_the_interactor(problem, &binaries, &cases);
    }
    for case in &cases {
        let input = std::fs::read(&case.input).unwrap();
        let expected = std::fs::read(&case.expected).unwrap();
        for binary in &binaries {
            let out = run(binary, &input);
            workbench::cases::compare(&expected, &out.stdout)
                .map_err(|m| format!("{slug} {}: {m}", case.name))?;
            runs += 1;
        }
    }
    for seed in 0..SMALL_CASES + LARGER_CASES {
        let size = if seed < SMALL_CASES { Size::Small } else { Size::N(2_000) };
        let input = problem.generate(&mut Rng::new(0xB0_0000 + seed), size);
        agrees(problem, &binaries[0], &input)?;
        // Every tenth input is also cut short: the error path must agree too.
        if seed % 10 == 3 {
            agrees(problem, &binaries[1], &input[..input.len() / 2])?;
        }
        runs += 1;
    }
    Ok(runs)
}

/// An interactive problem's bundle, compiled, wins every `testdata` case and a few dozen
/// generated games against the interactor over pipes, under each strategy.
fn plays_against_the_interactor(
    problem: &dyn Registered,
    binaries: &[PathBuf],
    cases: &[workbench::cases::Case],
) -> Result<usize, String> {
    let mut tests: Vec<Vec<u8>> = cases.iter().map(|c| std::fs::read(&c.input).unwrap()).collect();
    tests
        .extend((0..30).map(|seed| problem.generate(&mut Rng::new(0xB1_0000 + seed), Size::Small)));
    let mut runs = 0;
    for (i, test) in tests.iter().enumerate() {
        for strategy in Strategy::EACH {
            let mut child = Command::new(&binaries[i % 2])
                .stdin(Stdio::piped())
                .stdout(Stdio::piped())
                .stderr(Stdio::piped())
                .spawn()
                .unwrap();
            let limit = std::time::Duration::from_secs(20);
            let session =
                problem.interact_with_child(test, strategy, &mut child, limit).unwrap()?;
            if !session.ending.accepted() {
                return Err(format!(
                    "{}: the bundle against the {} interactor on\n{}: {}\n{}",
                    problem.slug(),
                    strategy.name(),
                    String::from_utf8_lossy(test),
                    session.ending,
                    session.transcript.tail(8)
                ));
            }
            runs += 1;
        }
    }
    Ok(runs)
}

/// Every checker bundles, compiles, and as a program in testlib's convention accepts each
/// case's expected output (exit 0) and rejects an empty one as a wrong output format (exit 2).
#[test]
fn every_checker_bundles_and_speaks_testlib() {
    let dir = scratch("checkers");
    let options = Options { checker: true, ..Options::default() };
    let mut checked = 0;
    for &problem in PROBLEMS.iter().filter(|p| p.has_checker()) {
        let slug = problem.slug();
        let source = bundle_of(problem, &options).unwrap_or_else(|e| panic!("{slug}: {e}"));
        assert!(source.contains(&format!("rustc -O --edition 2021 {slug}-checker.rs")), "{slug}");
        assert!(source.len() <= bundle::SIZE_LIMIT, "{slug}: {} bytes", source.len());
        let file = dir.join(format!("{slug}-checker.rs"));
        std::fs::write(&file, source).unwrap();
        let binary = dir.join(format!("{slug}-checker"));
        compile(&file, 2021, Build::Optimised, &binary);
        let empty = dir.join("empty.out");
        std::fs::write(&empty, b"").unwrap();
        for case in workbench::cases::discover(&root().join("testdata").join(slug)).unwrap() {
            let judge = |output: &Path| {
                let out = Command::new(&binary)
                    .arg(&case.input)
                    .arg(output)
                    .arg(&case.expected)
                    .output()
                    .unwrap();
                (out.status.code(), String::from_utf8_lossy(&out.stderr).into_owned())
            };
            assert_eq!(
                judge(&case.expected),
                (Some(0), "ok\n".to_string()),
                "{slug} {}",
                case.name
            );
            let (code, line) = judge(&empty);
            assert_eq!(code, Some(2), "{slug} {}: {line}", case.name);
            assert!(line.starts_with("wrong output format: "), "{line}");
            checked += 1;
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
    assert!(checked >= 4, "only {checked} checker runs");
    // A problem without a checker program is refused by name.
    let nim = grundy::registry::find("nim").unwrap();
    let refusal = bundle_of(nim, &options).unwrap_err();
    assert!(refusal.contains("src/bin/nim-checker.rs"), "{refusal}");
}

#[test]
fn every_std_only_problem_bundles_compiles_and_answers_like_the_workspace() {
    let dir = scratch("all");
    // Bundling (syn, unoptimised in tests) and compiling are all of the time: one worker per
    // core takes problems from a shared list and does both.
    let queue = Mutex::new(PROBLEMS.to_vec());
    let workers = std::thread::available_parallelism().map_or(2, |n| n.get()).min(4);
    let runs: Vec<Result<(Vec<&str>, usize), String>> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..workers)
            .map(|_| {
                scope.spawn(|| {
                    let (mut bundled, mut runs) = (Vec::new(), 0);
                    loop {
                        // Not `while let … = queue.lock()…`: the guard would live through the
                        // body and the workers would take turns.
                        let next = queue.lock().unwrap().pop();
                        let Some(problem) = next else { break };
                        if let Some(source) = bundle_or_refusal(problem) {
                            runs += check_one(problem, &source, &dir)?;
                            bundled.push(problem.slug());
                        }
                    }
                    Ok((bundled, runs))
                })
            })
            .collect();
        handles.into_iter().map(|h| h.join().unwrap()).collect()
    });
    let _ = std::fs::remove_dir_all(&dir);
    let (mut bundled, mut total) = (Vec::new(), 0);
    for run in runs {
        let (slugs, runs) = run.unwrap_or_else(|e| panic!("{e}"));
        bundled.extend(slugs);
        total += runs;
    }
    let rust_judged: Vec<&str> =
        PROBLEMS.iter().filter(|p| p.judge_takes_rust()).map(|p| p.slug()).collect();
    assert!(rust_judged.len() >= 19, "{rust_judged:?}");
    for slug in rust_judged {
        assert!(bundled.contains(&slug), "{slug} did not bundle");
    }
    assert!(total > 1500, "only {total} runs");
}

/// The problem's bundle, checked for size, header and identical bytes on a second run; `None`
/// for a problem whose judge path needs a crates.io crate, after checking that the refusal
/// names it in one line.
fn bundle_or_refusal(problem: &dyn Registered) -> Option<String> {
    let result = bundle_of(problem, &Options::default());
    if let Some((_, krate)) = REFUSED.iter().find(|(slug, _)| *slug == problem.slug()) {
        let refusal = result.expect_err("a judge path with a crates.io crate must be refused");
        assert!(refusal.contains(&format!("`{krate}`")), "{refusal}");
        assert!(refusal.contains(problem.slug()) && !refusal.contains('\n'), "{refusal}");
        return None;
    }
    let source = result.unwrap_or_else(|e| panic!("{}: {e}", problem.slug()));
    let again = bundle_of(problem, &Options::default()).unwrap();
    assert!(source == again, "{}: two runs gave different bytes", problem.slug());
    assert!(
        source.len() <= bundle::SIZE_LIMIT,
        "{}: {} bytes, over 64 KiB",
        problem.slug(),
        source.len()
    );
    assert!(source.starts_with(&format!("// {} — {}", problem.title(), problem.judge())));
    Some(source)
}

#[test]
fn options_change_the_header_and_the_docs_only() {
    let nim = grundy::registry::find("nim").unwrap();
    let plain = bundle_of(nim, &Options::default()).unwrap();
    let e2024 = bundle_of(nim, &Options { edition: Edition::E2024, ..Options::default() }).unwrap();
    let stripped = bundle_of(nim, &Options { strip_docs: true, ..Options::default() }).unwrap();
    assert!(plain.contains("rustc -O --edition 2021 nim.rs"));
    assert!(e2024.contains("rustc -O --edition 2024 nim.rs"));
    let body = |s: &str| s.split_once("\n\n").unwrap().1.to_string();
    assert_eq!(body(&plain), body(&e2024));
    // The problem's doc (its proof) is kept by default; --strip-docs removes every doc comment.
    assert!(body(&plain).contains("//! **Insight.**"));
    assert!(!body(&stripped).contains("//!") && !body(&stripped).contains("///"));
    assert!(stripped.len() < plain.len());
    // The header keeps the insight either way.
    assert!(stripped.lines().take(10).any(|l| l.contains("Bouton")));
    // Written to a file of another name, the compile line names that file.
    let out = std::env::temp_dir().join(format!("judge-{}.rs", std::process::id()));
    let run = super::grundy(&["bundle", "nim", "-o", out.to_str().unwrap()], b"");
    assert!(run.status.success(), "{}", super::text(&run.stderr));
    let written = std::fs::read_to_string(&out).unwrap();
    let _ = std::fs::remove_file(&out);
    assert!(written.contains(&format!("rustc -O --edition 2021 {}\n", out.display())), "{written}");
}

/// CSES compiles with Rust 1.75: the syntax check here, std APIs by clippy's
/// `incompatible_msrv` on a scratch crate holding the bundle with `rust-version = "1.75"`.
#[test]
fn cses_bundles_need_nothing_newer_than_rust_1_75() {
    let sources: Vec<(&str, String)> = ["staircase-nim", "grundys-game"]
        .into_iter()
        .map(|slug| (slug, bundle_of(grundy::registry::find(slug).unwrap(), &Options::default())))
        .map(|(slug, source)| (slug, source.unwrap()))
        .collect();
    for (slug, source) in &sources {
        let newer = bundle::msrv::syntax_newer_than(source, 75).unwrap();
        assert_eq!(newer, Vec::<String>::new(), "{slug}");
    }

    let dir = scratch("msrv");
    std::fs::create_dir_all(dir.join("src")).unwrap();
    std::fs::write(
        dir.join("Cargo.toml"),
        "[package]\nname = \"cses\"\nversion = \"0.0.0\"\nedition = \"2021\"\nrust-version = \"1.75\"\n\n[workspace]\n",
    )
    .unwrap();
    let check = |code: &str| {
        std::fs::write(dir.join("src/main.rs"), code).unwrap();
        let out = Command::new(std::env::var("CARGO").unwrap_or_else(|_| "cargo".into()))
            .args(["clippy", "--quiet", "--offline", "--", "-A", "clippy::all"])
            .args(["-D", "clippy::incompatible_msrv"])
            .current_dir(&dir)
            .env("CARGO_TARGET_DIR", dir.join("target"))
            .output()
            .unwrap();
        (out.status.success(), String::from_utf8_lossy(&out.stderr).into_owned())
    };
    // The check can fail: an API from 1.80 is caught.
    let (ok, stderr) = check("fn main() { let l = std::sync::LazyLock::new(|| 1); let _ = *l; }");
    assert!(!ok && stderr.contains("incompatible_msrv"), "{stderr}");
    for (slug, source) in &sources {
        let (ok, stderr) = check(source);
        assert!(ok, "{slug}: {stderr}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}
