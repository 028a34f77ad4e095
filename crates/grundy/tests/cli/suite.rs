//! `grundy suite` on a fake cargo (`$CARGO`, as `cargo run` sets it): the fake's output passes
//! through unchanged, its arguments follow `test --workspace`, it runs in the workspace, and
//! one total line ends the run with cargo's exit status. The real suite is never run here.

use std::process::{Command, Output};

use super::{GRUNDY, fake_binary, scratch, text, workspace};

/// Two test executables' results, one of them failed, around other lines a run prints.
const FAKE_OUTPUT: &str = "\nrunning 2 tests\ntest a ... ok\ntest b ... ok\n\ntest result: ok. 2 passed; 0 failed; 1 ignored; 0 measured; 0 filtered out; finished in 0.00s\n\n\nrunning 3 tests\ntest c ... ok\ntest d ... FAILED\n\ntest result: FAILED. 1 passed; 1 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.01s\n\n";

/// `grundy suite ARGS` with `$CARGO` a script that says where it ran and with what, then
/// prints `output` and exits with `exit`.
fn suite(name: &str, output: &str, exit: i32, args: &[&str]) -> Output {
    let dir = scratch(&format!("suite-{name}"));
    std::fs::write(dir.join("output"), output).unwrap();
    let body = format!(
        "echo \"cargo $* in $(pwd)\"\necho 'cargo compiles' >&2\ncat '{}'\nexit {exit}",
        dir.join("output").display()
    );
    fake_binary(&dir, "cargo", &body);
    let out = Command::new(GRUNDY)
        .arg("suite")
        .args(args)
        .current_dir(workspace().join("crates"))
        .env("CARGO", dir.join("cargo"))
        .output()
        .unwrap();
    let _ = std::fs::remove_dir_all(&dir);
    out
}

#[test]
fn suite_passes_cargo_test_through_and_adds_it_up() {
    let out = suite("failed", FAKE_OUTPUT, 101, &["--", "--no-fail-fast", "--", "--skip", "fuzz"]);
    let stdout = text(&out.stdout);
    let first = format!(
        "cargo test --workspace --no-fail-fast -- --skip fuzz in {}\n",
        workspace().display()
    );
    let last = "(2 test executables and doc-test runs)\nsuite: 3 passed, 1 failed, 1 skipped\n";
    assert_eq!(stdout, format!("{first}{FAKE_OUTPUT}{last}"));
    assert_eq!(text(&out.stderr), "cargo compiles\n");
    assert_eq!(out.status.code(), Some(101));
}

#[test]
fn suite_succeeds_when_cargo_does() {
    let passed = "test result: ok. 5 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out\n";
    let out = suite("passed", passed, 0, &[]);
    let stdout = text(&out.stdout);
    assert!(stdout.starts_with("cargo test --workspace in "), "{stdout}");
    assert!(
        stdout.ends_with(
            "(1 test executables and doc-test runs)\nsuite: 5 passed, 0 failed, 0 skipped\n"
        ),
        "{stdout}"
    );
    assert!(out.status.success(), "{stdout}");
    // A failed test is a failure even if cargo said otherwise.
    let out = suite("said-ok", FAKE_OUTPUT, 0, &[]);
    assert_eq!(out.status.code(), Some(1), "{}", text(&out.stdout));
}
