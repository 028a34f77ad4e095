//! The real `grundy` binary, run as a user would.

#[path = "cli/browser.rs"]
mod browser;
#[path = "cli/bundle.rs"]
mod bundle;
#[path = "cli/fuzz.rs"]
mod fuzz;
#[path = "cli/law.rs"]
mod law;
#[path = "cli/layers.rs"]
mod layers;
#[path = "cli/model_table.rs"]
mod model_table;
#[path = "cli/options.rs"]
mod options;
#[path = "cli/play.rs"]
mod play;
#[path = "cli/readme.rs"]
mod readme;
#[path = "cli/rules.rs"]
mod rules;
#[path = "cli/scaffold.rs"]
mod scaffold;
#[path = "cli/serve.rs"]
mod serve;
#[path = "cli/stress_fixture.rs"]
mod stress_fixture;
#[path = "cli/suite.rs"]
mod suite;
#[path = "cli/workspace.rs"]
mod workspace;

use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

use std::io::Write;

const GRUNDY: &str = env!("CARGO_BIN_EXE_grundy");

fn workspace() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..").canonicalize().unwrap()
}

fn grundy(args: &[&str], stdin: &[u8]) -> Output {
    let mut child = Command::new(GRUNDY)
        .args(args)
        .current_dir(workspace())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    // A command that refuses its arguments exits without reading its input: a closed pipe
    // here is its answer, not a failure of the test.
    if let Err(e) = child.stdin.take().unwrap().write_all(stdin) {
        assert_eq!(e.kind(), std::io::ErrorKind::BrokenPipe, "{e}");
    }
    child.wait_with_output().unwrap()
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// An executable shell script `dir/name` running `body`: a fake judge binary.
fn fake_binary(dir: &Path, name: &str, body: &str) {
    let script = dir.join(name);
    std::fs::write(&script, format!("#!/bin/sh\n{body}\n")).unwrap();
    std::fs::set_permissions(&script, std::os::unix::fs::PermissionsExt::from_mode(0o755)).unwrap();
}

fn scratch(name: &str) -> PathBuf {
    let dir =
        Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("cli-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

#[test]
fn list_names_every_registered_problem() {
    let out = grundy(&["list"], b"");
    assert!(out.status.success());
    let listed = text(&out.stdout);
    for p in grundy::registry::PROBLEMS {
        assert!(
            listed.lines().any(|l| l.starts_with(p.slug()) && l.contains(p.judge())),
            "{listed}"
        );
    }
}

#[test]
fn every_subcommand_has_help_with_an_example() {
    for sub in ["list", "run", "test", "suite", "gen", "stress", "table", "new", "check", "play"] {
        let out = grundy(&[sub, "--help"], b"");
        assert!(out.status.success(), "{sub}");
        assert!(
            text(&out.stdout).contains("Example"),
            "grundy {sub} --help: {}",
            text(&out.stdout)
        );
    }
}

#[test]
fn run_reads_a_file_or_stdin_and_explains() {
    let out = grundy(&["run", "nim", "testdata/nim/sample-1.in"], b"");
    assert_eq!(text(&out.stdout), "No\nYes\n");
    let out = grundy(&["run", "nim"], b"1\n3\n1 2 4\n");
    assert_eq!(text(&out.stdout), "Yes\n");
    let out = grundy(&["run", "nim", "--explain"], b"1\n3\n1 2 4\n");
    assert_eq!(
        text(&out.stdout),
        "Yes\n  winning move: take 1 from heap 3 (4 -> 3), leaving nim-sum 0\n"
    );
    let out = grundy(&["run", "nim"], b"1\n3\n1 x 4\n");
    assert_eq!(out.status.code(), Some(2));
    assert!(
        text(&out.stderr).starts_with("error: stdin: line 3, column 3:"),
        "{}",
        text(&out.stderr)
    );
    let out = grundy(&["run", "nonesuch"], b"");
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).contains("known: "));
}

#[test]
fn gen_is_deterministic_and_valid() {
    for p in grundy::registry::PROBLEMS {
        let a = grundy(&["gen", p.slug(), "--seed", "5"], b"");
        let b = grundy(&["gen", p.slug(), "--seed", "5"], b"");
        assert!(a.status.success() && !a.stdout.is_empty(), "{}", p.slug());
        assert_eq!(a.stdout, b.stdout, "{}: same seed, same bytes", p.slug());
        let differs = (6..20)
            .any(|s| grundy(&["gen", p.slug(), "--seed", &s.to_string()], b"").stdout != a.stdout);
        assert!(differs, "{}: other seeds give other inputs", p.slug());
        let run = grundy(&["run", p.slug()], &a.stdout);
        assert!(
            run.status.success(),
            "{}: generated input rejected: {}",
            p.slug(),
            text(&run.stderr)
        );
    }
    let out = grundy(&["gen", "nim", "--size", "huge"], b"");
    assert_eq!(out.status.code(), Some(2));
}

#[test]
fn stress_passes_on_correct_solutions() {
    for p in grundy::registry::PROBLEMS {
        let dir = scratch(&format!("stress-{}", p.slug()));
        let out = grundy(
            &["stress", p.slug(), "--cases", "200", "--testdata", dir.to_str().unwrap()],
            b"",
        );
        assert!(out.status.success(), "{}: {}", p.slug(), text(&out.stdout));
        assert!(text(&out.stdout).ends_with("200 passed, 0 failed\n"), "{}", text(&out.stdout));
        assert!(std::fs::read_dir(&dir).unwrap().next().is_none(), "nothing saved when all pass");
    }
}

#[test]
fn test_runs_every_sample_and_counts() {
    let out = grundy(&["test", "nim", "s-nim"], b"");
    assert!(out.status.success());
    let stdout = text(&out.stdout);
    let cases = std::fs::read_dir(workspace().join("testdata/nim")).unwrap().count() / 2
        + std::fs::read_dir(workspace().join("testdata/s-nim")).unwrap().count() / 2;
    assert!(stdout.ends_with(&format!("{cases} passed, 0 failed\n")), "{stdout}");
}

#[test]
fn test_reports_a_wrong_answer_around_the_difference() {
    let data = scratch("wrong");
    std::fs::create_dir_all(data.join("nim")).unwrap();
    std::fs::write(data.join("nim/case-1.in"), "2\n2\n1 1\n2\n1 0\n").unwrap();
    std::fs::write(data.join("nim/case-1.out"), "No\nNo\n").unwrap();
    let out = grundy(&["test", "nim", "--testdata", data.to_str().unwrap()], b"");
    assert_eq!(out.status.code(), Some(1));
    let stdout = text(&out.stdout);
    assert!(stdout.contains("WA   nim::case-1"), "{stdout}");
    assert!(
        stdout.contains("expected `No` (expected line 2), found `Yes` (output line 2)"),
        "{stdout}"
    );
    assert!(stdout.contains("input"), "{stdout}");
    assert!(stdout.ends_with("0 passed, 1 failed\n"), "{stdout}");
}

/// `--bin` runs processes and tells the verdicts apart; fake binaries make each verdict happen.
#[test]
fn test_bin_tells_ok_wa_re_tle_and_mle_apart() {
    let data = scratch("bin-data");
    std::fs::create_dir_all(data.join("nim")).unwrap();
    std::fs::write(data.join("nim/case-1.in"), "2\n2\n1 1\n2\n1 0\n").unwrap();
    std::fs::write(data.join("nim/case-1.out"), "No\nYes\n").unwrap();
    let scripts = [
        ("ok", "cat > /dev/null; printf 'No\\nYes\\n'", "OK"),
        ("wa", "cat > /dev/null; printf 'Yes\\nYes\\n'", "WA"),
        ("re", "exit 3", "RE (exit 3)"),
        ("tle", "sleep 5", "TLE"),
    ];
    for (name, body, verdict) in scripts {
        let bins = scratch(&format!("bin-{name}"));
        fake_binary(&bins, "nim", body);
        let args = [
            "test",
            "nim",
            "--bin",
            "--tl",
            "200",
            "--testdata",
            data.to_str().unwrap(),
            "--bin-dir",
            bins.to_str().unwrap(),
        ];
        let out = grundy(&args, b"");
        let stdout = text(&out.stdout);
        let (code, detail) = verdict.split_once(' ').unwrap_or((verdict, ""));
        assert!(stdout.starts_with(code) && stdout.contains(detail), "{name}: {stdout}");
        assert!(stdout.contains("wall") && stdout.contains("MiB"), "{stdout}");
        // One verdict per case line, first, and nothing like "ok … OK".
        let case_line = stdout.lines().find(|l| l.contains("nim::case-1")).unwrap();
        let verdicts = ["OK", "WA", "RE", "TLE", "MLE", "FAIL"];
        let words: Vec<&str> = case_line.split_whitespace().collect();
        assert_eq!(words[0], code, "{case_line}");
        assert_eq!(words.iter().filter(|w| verdicts.contains(w)).count(), 1, "{case_line}");
        assert_eq!(out.status.success(), verdict == "OK", "{name}: {stdout}");
    }
    let bins = scratch("bin-mle");
    fake_binary(&bins, "nim", "cat > /dev/null; printf 'No\\nYes\\n'");
    let args = [
        "test",
        "nim",
        "--bin",
        "--ml",
        "0",
        "--testdata",
        data.to_str().unwrap(),
        "--bin-dir",
        bins.to_str().unwrap(),
    ];
    let stdout = text(&grundy(&args, b"").stdout);
    assert!(stdout.starts_with("MLE") && stdout.contains("(limit 0 MiB)"), "{stdout}");
}

#[test]
fn table_prints_text_and_draws_svg() {
    let dir = scratch("table");
    let svg = dir.join("t.svg");
    let out = grundy(
        &[
            "table",
            "subtraction",
            "--svg",
            svg.to_str().unwrap(),
            "--moves",
            "1,3,4",
            "--upto",
            "20",
        ],
        b"",
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    let stdout = text(&out.stdout);
    assert!(stdout.contains("g(h) |  0  1  0  1  2  3  2  0"), "{stdout}");
    assert!(stdout.contains("preperiod 0, period 7"), "{stdout}");
    let drawing = std::fs::read_to_string(&svg).unwrap();
    assert!(drawing.starts_with("<svg") && drawing.matches("<rect x=").count() == 21);
    let out = grundy(&["table", "subtraction", "--moves", "0,2"], b"");
    assert_eq!(out.status.code(), Some(2));
}

/// `grundy table wythoff --a 0..63 --b 0..63 --svg` draws the classic picture at a size a
/// screen shows whole: every zero of the text (a P-position) outlined, the other values in at
/// most `MAX_BANDS` ordered bands, and a legend from `0 (P-position)` to the largest value.
#[test]
fn wythoff_64_by_64_draws_its_p_positions_with_a_legend() {
    use workbench::grid::{MAX_BANDS, OUTLINE, ZERO_FILL};
    let dir = scratch("wythoff-svg");
    let svg = dir.join("w.svg");
    let args = ["table", "wythoff", "--a", "0..63", "--b", "0..63", "--svg", svg.to_str().unwrap()];
    let out = grundy(&args, b"");
    assert!(out.status.success(), "{}", text(&out.stderr));
    let stdout = text(&out.stdout);
    let values: Vec<u64> = stdout
        .lines()
        .filter_map(|l| l.split_once(" | "))
        .filter(|(key, _)| key.trim().parse::<u64>().is_ok())
        .flat_map(|(_, row)| row.split_whitespace().map(|v| v.parse::<u64>().unwrap()))
        .collect();
    assert_eq!(values.len(), 64 * 64, "{stdout}");
    let drawing = std::fs::read_to_string(&svg).unwrap();
    let cells: Vec<&str> = drawing.lines().filter(|l| l.starts_with("<rect x=")).collect();
    assert_eq!(cells.len(), 64 * 64);
    let outlined = format!(r#"fill="{ZERO_FILL}" stroke="{OUTLINE}""#);
    for (cell, value) in cells.iter().zip(&values) {
        assert_eq!(cell.contains(&outlined), *value == 0, "{cell}");
    }
    let width: u64 =
        drawing.split("width=\"").nth(1).unwrap().split('"').next().unwrap().parse().unwrap();
    assert!((600..=1200).contains(&width), "{width} pixels wide");
    let legend: Vec<&str> = drawing
        .lines()
        .filter(|l| l.starts_with("<rect class=\"legend\""))
        .map(|l| l.rsplit("\">").next().unwrap().trim_end_matches("</text>"))
        .collect();
    assert_eq!(legend[0], "0 (P-position)");
    assert!(legend.len() <= 1 + MAX_BANDS, "{legend:?}");
    let largest = values.iter().max().unwrap().to_string();
    assert!(legend.last().unwrap().ends_with(&largest), "{legend:?} vs {largest}");
}

#[test]
fn new_refuses_bad_and_taken_names() {
    let out = grundy(&["new", "Bad_Name", "--title", "x", "--judge", "y"], b"");
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).contains("not a valid problem name"));
    let out = grundy(&["new", "nim", "--title", "x", "--judge", "y"], b"");
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).contains("exists already"));
}

/// `grundy table e-and-d --svg` draws one square per cell of the 32 × 32 table, and the text shows
/// the closed form checked against the search.
#[test]
fn e_and_d_table_draws_an_svg_heat_map() {
    let dir = scratch("ed-table");
    let svg = dir.join("ed.svg");
    let args = ["table", "e-and-d", "--svg", svg.to_str().unwrap(), "--x", "1..32", "--y", "1..32"];
    let out = grundy(&args, b"");
    assert!(out.status.success(), "{}", text(&out.stderr));
    let stdout = text(&out.stdout);
    assert!(stdout.contains("agrees on all 1024 cells"), "{stdout}");
    assert!(stdout.lines().any(|l| l.trim_start().starts_with("32 |")), "{stdout}");
    let drawing = std::fs::read_to_string(&svg).unwrap();
    assert!(drawing.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\""), "{drawing:.200}");
    assert!(drawing.trim_end().ends_with("</svg>"));
    assert_eq!(drawing.matches("<rect x=").count(), 32 * 32);
    // (x, y) = (32, 32) has value 5: (31 | 31) = 0b11111.
    assert!(drawing.contains(">5</text>"));
    let out = grundy(&["table", "e-and-d", "--x", "0..3"], b"");
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).contains("never empty"), "{}", text(&out.stderr));
}

/// `grundy run SLUG --explain` on each explaining problem's first sample: the verdict lines are
/// the plain run's output, and each is followed by an indented explanation.
#[test]
fn explain_works_on_every_first_sample() {
    let mut explained = 0;
    for p in grundy::registry::PROBLEMS.iter().filter(|p| p.explain(b"").is_some()) {
        // The first official sample (`sample-*.in`), else the first case of any name.
        let mut inputs: Vec<String> =
            std::fs::read_dir(workspace().join("testdata").join(p.slug()))
                .unwrap_or_else(|e| panic!("{}: no testdata folder: {e}", p.slug()))
                .map(|entry| entry.unwrap().file_name().to_string_lossy().into_owned())
                .filter(|name| name.ends_with(".in"))
                .collect();
        inputs.sort_by_key(|name| (!name.starts_with("sample"), name.clone()));
        let first = inputs.first().unwrap_or_else(|| panic!("{}: no test case", p.slug()));
        let sample = format!("testdata/{}/{first}", p.slug());
        let plain = grundy(&["run", p.slug(), &sample], b"");
        let out = grundy(&["run", p.slug(), &sample, "--explain"], b"");
        assert!(out.status.success(), "{}: {}", p.slug(), text(&out.stderr));
        let stdout = text(&out.stdout);
        let lines: Vec<&str> = stdout.lines().collect();
        let verdicts: Vec<&str> = lines.iter().copied().filter(|l| !l.starts_with("  ")).collect();
        assert_eq!(verdicts, text(&plain.stdout).lines().collect::<Vec<_>>(), "{}", p.slug());
        for (i, line) in lines.iter().enumerate().filter(|(_, l)| !l.starts_with("  ")) {
            let next = lines.get(i + 1).copied().unwrap_or("");
            assert!(next.starts_with("  ") && next.len() > 10, "{}: {line} unexplained", p.slug());
        }
        assert!(
            stdout.contains("winning move") || stdout.contains("every move loses"),
            "{}: {stdout}",
            p.slug()
        );
        explained += 1;
    }
    assert!(explained >= 9, "nim, s-nim, dag-game and the six added here explain");
    let unexplained =
        |p: &&&dyn workbench::Registered| p.explain(b"").is_none() && !p.interactive();
    if let Some(p) = grundy::registry::PROBLEMS.iter().find(unexplained) {
        let input = p.generate(&mut workbench::random::Rng::new(1), workbench::random::Size::Small);
        let plain = grundy(&["run", p.slug()], &input);
        let out = grundy(&["run", p.slug(), "--explain"], &input);
        assert!(out.status.success(), "{}", text(&out.stderr));
        assert_eq!(out.stdout, plain.stdout, "{}: still solved", p.slug());
        assert!(text(&out.stderr).contains("has no explanation"), "{}", text(&out.stderr));
    }
}

/// The first line of stderr, asserting there is exactly one.
fn one_error_line(out: &Output) -> String {
    let stderr = text(&out.stderr);
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    assert!(stderr.starts_with("error: "), "{stderr}");
    stderr
}

#[test]
fn values_that_cannot_work_are_refused_in_one_line() {
    let refusals: [(&[&str], &str); 4] = [
        (&["gen", "nim", "--size", "10000000000"], "at most 10000000"),
        (&["stress", "nim", "--cases", "0"], "at least 1 case"),
        (&["gen", "nim", "--seed", "-1"], "a seed is a whole number"),
        (&["run", "nim", "--budget", "-2", "--model"], "non-negative number of seconds"),
    ];
    for (args, says) in refusals {
        let out = grundy(args, b"");
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let line = one_error_line(&out);
        assert!(line.contains(says), "{args:?}: {line}");
        assert!(!line.contains("memory allocation") && !line.contains("-- -1"), "{line}");
    }
}

#[test]
fn run_says_what_it_read() {
    let out = grundy(&["run", "nim"], b"");
    assert_eq!(out.status.code(), Some(2));
    assert!(
        one_error_line(&out).contains("no FILE was given, so stdin was read, and it was empty")
    );
    let out = grundy(&["run", "nim", "testdata"], b"");
    assert_eq!(out.status.code(), Some(2));
    assert!(one_error_line(&out).contains("is a folder"));
}

#[test]
fn a_closed_stdout_ends_quietly() {
    let mut child = Command::new(GRUNDY)
        .args(["table", "subtraction", "--moves", "1,2", "--upto", "1000000"])
        .current_dir(workspace())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut first = [0u8; 16];
    std::io::Read::read_exact(child.stdout.as_mut().unwrap(), &mut first).unwrap();
    drop(child.stdout.take()); // as `| head -c 16` does
    let out = child.wait_with_output().unwrap();
    assert!(out.status.success(), "{:?}", out.status);
    assert_eq!(text(&out.stderr), "");
}

#[test]
fn run_by_the_model_agrees_with_the_samples_and_refuses_big_inputs() {
    for p in grundy::registry::PROBLEMS {
        let sample = workspace().join(format!("testdata/{}/sample-1.in", p.slug()));
        let Ok(expected) = std::fs::read(sample.with_extension("out")) else { continue };
        let input = std::fs::read(&sample).unwrap();
        // The model is exponential; a sample it cannot search in a second is skipped.
        let out = grundy(&["run", p.slug(), "--model", "--budget", "1"], &input);
        if out.status.success() {
            assert_eq!(text(&out.stdout), text(&expected), "{}", p.slug());
        } else {
            assert!(one_error_line(&out).contains("too large to search"), "{}", p.slug());
        }
    }
    let out = grundy(&["run", "nim", "--model", "--budget", "0.2"], b"1\n3\n1000000 999999 3\n");
    assert_eq!(out.status.code(), Some(2));
    assert!(one_error_line(&out).contains("too large to search by definition"));
}

#[test]
fn table_help_lists_every_table_and_its_options() {
    let help = text(&grundy(&["table", "--help"], b"").stdout);
    for name in ["subtraction", "octal"] {
        assert!(help.lines().any(|l| l.trim_start().starts_with(name)), "{help}");
    }
    for p in grundy::registry::PROBLEMS.iter().filter(|p| !p.table_options().is_empty()) {
        let row = format!("{}  ", p.slug());
        assert!(help.lines().any(|l| l.trim_start().starts_with(&row)), "{}: {help}", p.slug());
        assert!(help.contains(p.table_options()), "{}", p.slug());
        let table = grundy(&["table", p.slug()], b"");
        // A table with required options names them; any other draws with its defaults.
        assert!(
            table.status.success() || text(&table.stderr).contains("needs --"),
            "{}: {}",
            p.slug(),
            text(&table.stderr)
        );
    }
    let with_equals = grundy(&["table", "subtraction", "--moves=1,2", "--upto=8"], b"");
    assert!(with_equals.status.success(), "{}", text(&with_equals.stderr));
    assert!(
        text(&with_equals.stdout).contains("| 0 1 2 0 1 2 0 1 2"),
        "{}",
        text(&with_equals.stdout)
    );
}

#[test]
fn list_columns_align_by_display_width() {
    let listed = text(&grundy(&["list"], b"").stdout);
    let width = |s: &str| s.chars().map(grundy::display_width).sum::<usize>();
    // The judge column starts at one display column on every line.
    let starts: std::collections::BTreeSet<usize> = listed
        .lines()
        .map(|l| {
            let slug = l.split_whitespace().next().unwrap();
            let p = grundy::registry::PROBLEMS.iter().find(|p| p.slug() == slug).unwrap();
            width(&l[..l.rfind(p.judge()).unwrap()])
        })
        .collect();
    assert_eq!(starts.len(), 1, "{listed}");
}

/// `grundy check` judges files by the problem's checker (token by token without one): exit 0
/// accepted, 1 rejected with the reason, 2 when the judge's own files do not read.
#[test]
fn check_judges_output_files_by_the_checker() {
    let dir = scratch("check");
    let file = |name: &str, text: &[u8]| {
        let path = dir.join(name);
        std::fs::write(&path, text).unwrap();
        path.to_str().unwrap().to_string()
    };
    let input = file("in", b"5\n5 7 8 9 10\n0\n");
    let check = |output: &[u8], answer: Option<&[u8]>| {
        let mut args =
            vec!["check".to_string(), "nim-all-moves".into(), input.clone(), file("out", output)];
        args.extend(answer.map(|a| file("ans", a)));
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let out = grundy(&args, b"");
        (out.status.code(), text(&out.stdout), text(&out.stderr))
    };
    assert_eq!(check(b"Yes\n8 1\n9 0\n10 3\n", None), (Some(0), "ok\n".into(), String::new()));
    let (code, stdout, _) = check(b"Yes\n8 1\n10 3\n", None);
    assert_eq!(
        (code, stdout.as_str()),
        (
            Some(1),
            "wrong answer: test 1: the moves are out of heap order: `9 0` comes before `10 3`\n"
        )
    );
    let (code, stdout, _) = check(b"Yes\n8 1\n9 0\n10 3\n", Some(b"Yes\n8 1\n9 0\n10 3\n"));
    assert_eq!((code, stdout.as_str()), (Some(0), "ok\n"));
    let (code, stdout, _) = check(b"Yes 8", None);
    assert_eq!(code, Some(1));
    assert!(stdout.starts_with("wrong output format: "), "{stdout}");
    let (code, _, stderr) = check(b"No\n", Some(b"Perhaps"));
    assert_eq!(code, Some(2));
    assert!(stderr.starts_with("error: cannot judge: the reference answer: "), "{stderr}");
    // Without a checker, token by token.
    let nim_in = file("nim.in", b"1\n2\n1 1\n");
    let out = grundy(&["check", "nim", &nim_in, &file("nim.out", b"Yes\n")], b"");
    assert_eq!(out.status.code(), Some(1));
    assert!(
        text(&out.stdout).starts_with("wrong answer: token 1: expected `No`"),
        "{}",
        text(&out.stdout)
    );
}

/// `grundy run` plays an interactive problem against its interactor and prints the transcript.
#[test]
fn run_plays_an_interactive_problem() {
    let out = grundy(&["run", "xor-break", "--strategy", "adversarial"], b"2\n3\n13\n");
    assert!(out.status.success(), "{}", text(&out.stderr));
    let stdout = text(&out.stdout);
    assert!(
        stdout.starts_with("  < 2\n  < 3\n  > first\n  > 2 1\n  < 0 0\n  < 13\n  > second\n"),
        "{stdout}"
    );
    assert!(stdout.ends_with("ok (against the adversarial interactor)\n"), "{stdout}");
    let refused = grundy(&["run", "xor-break", "--strategy", "clever"], b"");
    assert_eq!(refused.status.code(), Some(2));
}

/// `--bin` on an interactive problem plays each case against the interactor over pipes and
/// tells the verdicts apart: a win, a loss, a stall, and a move left unflushed in a buffer.
#[test]
fn test_bin_plays_interactive_cases() {
    let data = scratch("bin-interactive-data");
    std::fs::create_dir_all(data.join("xor-break")).unwrap();
    std::fs::write(data.join("xor-break/case-1.in"), "1\n3\n").unwrap();
    std::fs::write(data.join("xor-break/case-1.out"), "first\n").unwrap();
    let scripts = [
        ("win", "read t; read n; echo first; echo 2 1; read a b", "OK"),
        ("lose", "read t; read n; echo second; read a b", "WA"),
        ("stall", "read t; read n; sleep 5", "TLE"),
    ];
    let run = |bins: &Path| {
        let args = [
            "test",
            "xor-break",
            "--bin",
            "--tl",
            "200",
            "--testdata",
            data.to_str().unwrap(),
            "--bin-dir",
            bins.to_str().unwrap(),
        ];
        text(&grundy(&args, b"").stdout)
    };
    for (name, body, verdict) in scripts {
        let bins = scratch(&format!("bin-interactive-{name}"));
        fake_binary(&bins, "xor-break", body);
        let stdout = run(&bins);
        assert!(stdout.starts_with(verdict), "{name}: {stdout}");
        assert!(stdout.contains("wall") && stdout.contains("MiB"), "{stdout}");
        if verdict != "OK" {
            assert!(stdout.contains("against the perfect interactor, the last lines:"), "{stdout}");
        }
    }
    // A real program whose moves sit in a buffer it never flushes: both sides wait.
    let bins = scratch("bin-interactive-unflushed");
    let source = bins.join("unflushed.rs");
    std::fs::write(
        &source,
        "use std::io::{BufRead, Write};\nfn main() {\n    let mut out = std::io::BufWriter::new(std::io::stdout());\n    let mut lines = std::io::stdin().lock().lines();\n    lines.next();\n    lines.next();\n    writeln!(out, \"first\\n2 1\").unwrap();\n    lines.next();\n    out.flush().unwrap();\n}\n",
    )
    .unwrap();
    let compiled =
        Command::new("rustc").arg("-o").arg(bins.join("xor-break")).arg(&source).output().unwrap();
    assert!(compiled.status.success(), "{}", text(&compiled.stderr));
    let stdout = run(&bins);
    assert!(stdout.starts_with("TLE"), "{stdout}");
    assert!(stdout.contains("< 3"), "the interactor spoke first: {stdout}");
}

#[test]
fn octal_tables_scale_write_the_sequence_and_keep_pipes_clean() {
    let dir = scratch("octal-table");
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("106.txt");
    let out = grundy(
        &["table", "octal", "--code", "0.106", "--upto", "100", "--out", file.to_str().unwrap()],
        b"",
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    // ogsolve 0.0.7 prints this checksum and these first values for `-n 100 -p 0.106`.
    assert!(text(&out.stdout).contains("checksum: 348D0127"), "{}", text(&out.stdout));
    let written = std::fs::read_to_string(&file).unwrap();
    assert!(written.starts_with("0 1 0 0 0 1 2 2 2 1 4 4 0 1 0 6 2 1 2 4 2 1 0 4 5 1 6 6"));
    assert_eq!((written.split(' ').count(), written.ends_with("3 0\n")), (101, true));
    // Beyond 2000 heaps a summary, and nothing on stderr unless asked (stderr is a pipe here).
    let big = grundy(&["table", "octal", "--code", ".16", "--upto", "600000"], b"");
    let summary = text(&big.stdout);
    assert!(summary.contains("preperiod 105351, period 149459: proven"), "{summary}");
    assert!(summary.lines().count() < 8 && big.stderr.is_empty(), "{summary}");
    let shown =
        grundy(&["table", "octal", "--code", "0.106", "--upto", "3000", "--progress", "on"], b"");
    let progress = text(&shown.stderr);
    assert!(progress.contains("3001 / 3001 heaps") && progress.contains("values/s"), "{progress}");
    assert!(progress.contains("rare (mask 0x1b)"), "{progress}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// Inside the workspace, `grundy test --bin` runs the workspace's release binaries (here the
/// release folder of a `CARGO_TARGET_DIR`), not binaries beside `grundy`: an installed
/// `grundy` tests what `cargo build --release` built.
#[test]
fn test_bin_inside_the_workspace_runs_its_release_build() {
    let data = scratch("bin-default-data");
    std::fs::create_dir_all(data.join("nim")).unwrap();
    std::fs::write(data.join("nim/case-1.in"), "2\n2\n1 1\n2\n1 0\n").unwrap();
    std::fs::write(data.join("nim/case-1.out"), "No\nYes\n").unwrap();
    let target = scratch("bin-default-target");
    std::fs::create_dir_all(target.join("release")).unwrap();
    fake_binary(&target.join("release"), "nim", "cat > /dev/null; printf 'No\\nYes\\n'");
    let out = Command::new(GRUNDY)
        .args(["test", "nim", "--bin", "--testdata", data.to_str().unwrap()])
        .current_dir(workspace())
        .env("CARGO_TARGET_DIR", &target)
        .output()
        .unwrap();
    let stdout = text(&out.stdout);
    assert!(out.status.success() && stdout.starts_with("OK"), "{stdout}{}", text(&out.stderr));
}

/// A slug one letter off gets its correction; a slug of the workspace that this `grundy` was
/// built without gets the reinstall line.
#[test]
fn unknown_slugs_get_a_correction_or_the_reinstall_line() {
    let out = grundy(&["gen", "wythof"], b"");
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).contains("did you mean `wythoff`?"), "{}", text(&out.stderr));
    let root = scratch("reinstall");
    std::fs::write(root.join("Cargo.toml"), "[workspace]\nmembers = []\n").unwrap();
    std::fs::create_dir_all(root.join("problems/demo-game")).unwrap();
    let out = Command::new(GRUNDY).args(["gen", "demo-game"]).current_dir(&root).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    let stderr = text(&out.stderr);
    assert!(stderr.contains("cargo install --locked --path crates/grundy"), "{stderr}");
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
}

/// `--upto` near 2^32 under a 2 GB address space: one line and exit 2, not an allocator abort;
/// `--out` into a missing folder is refused before the computation (well under a second).
#[test]
fn octal_tables_refuse_what_cannot_be_held_or_written_at_once() {
    let out = Command::new("sh")
        .arg("-c")
        .arg(format!("ulimit -v 2000000; exec {GRUNDY} table octal --code 0.07 --upto 4294967294"))
        .output()
        .unwrap();
    let stderr = text(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{stderr}");
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    assert!(stderr.contains("more than can be allocated"), "{stderr}");
    let missing = scratch("octal-missing").join("no/such/folder/g.txt");
    let started = std::time::Instant::now();
    let out = grundy(
        &["table", "octal", "--code", "0.07", "--upto", "4000000000", "--out"]
            .into_iter()
            .chain([missing.to_str().unwrap()])
            .collect::<Vec<_>>(),
        b"",
    );
    assert_eq!(out.status.code(), Some(2), "{}", text(&out.stderr));
    assert!(text(&out.stderr).contains("cannot write"), "{}", text(&out.stderr));
    assert!(started.elapsed() < std::time::Duration::from_secs(5), "{:?}", started.elapsed());
}
