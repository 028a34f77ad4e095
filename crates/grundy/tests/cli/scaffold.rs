//! `grundy new` in a temporary copy of the workspace: the new crate's tests pass (its sample
//! among them), its README row is written, and its dependency line in the command resolves.

use std::path::{Path, PathBuf};
use std::process::Command;

fn copy_tree(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).unwrap();
    for entry in std::fs::read_dir(from).unwrap() {
        let entry = entry.unwrap();
        let name = entry.file_name();
        if name == "target" || name == ".git" {
            continue;
        }
        let (src, dst) = (entry.path(), to.join(&name));
        if entry.file_type().unwrap().is_dir() {
            copy_tree(&src, &dst);
        } else {
            std::fs::copy(&src, &dst).unwrap();
        }
    }
}

fn run(dir: &Path, target: &Path, program: &str, args: &[&str]) -> String {
    let out = Command::new(program)
        .args(args)
        .current_dir(dir)
        .env("CARGO_TARGET_DIR", target)
        .output()
        .unwrap_or_else(|e| panic!("{program}: {e}"));
    // Indented: when a failure prints it, the inner `cargo test`'s `test result:` lines do not
    // start a line of this test's output, where `grundy suite` would count them.
    let all: String =
        format!("{}{}", String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr))
            .lines()
            .map(|line| format!("  {line}\n"))
            .collect();
    assert!(out.status.success(), "{program} {args:?} failed:\n{all}");
    all
}

/// A folder removed when the test ends, passed or failed: the copy and its build leave nothing
/// behind in `target/tmp`.
struct Removed(PathBuf);

impl Drop for Removed {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

#[test]
fn scaffolded_problem_builds_and_is_tested() {
    let workspace = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let scratch = Path::new(env!("CARGO_TARGET_TMPDIR"));
    // The shared build folder that earlier versions of this test kept between runs.
    let _ = std::fs::remove_dir_all(scratch.join("scaffold-target"));
    let folder = Removed(scratch.join(format!("scaffold-{}", std::process::id())));
    let tmp = folder.0.join("workspace");
    let _ = std::fs::remove_dir_all(&folder.0);
    std::fs::create_dir_all(&tmp).unwrap();
    for part in [
        "Cargo.toml",
        "Cargo.lock",
        "rustfmt.toml",
        "README.md",
        "crates",
        "problems",
        "testdata",
        "bench",
    ] {
        let src = workspace.join(part);
        if src.is_dir() {
            copy_tree(&src, &tmp.join(part));
        } else if src.exists() {
            std::fs::copy(&src, tmp.join(part)).unwrap();
        }
    }
    // A target folder of its own, removed with the copy. Not the workspace's: the copy's crates
    // share names with the originals, and two `judge` libraries in one deps folder break
    // rustdoc's and rustc's search for indirect dependencies.
    let target = folder.0.join("target");
    let said = run(
        &tmp,
        &target,
        env!("CARGO_BIN_EXE_grundy"),
        &["new", "demo-game", "--title", "Demo Game", "--judge", "Nowhere 1"],
    );
    assert!(said.contains("problems/demo-game/src/lib.rs"), "{said}");
    assert!(tmp.join("testdata/demo-game/sample-1.in").is_file());
    let registry = std::fs::read_to_string(tmp.join("crates/grundy/src/registry.rs")).unwrap();
    assert!(registry.contains("    &Entry::<demo_game::DemoGame>::NEW,\n"), "{registry}");
    let readme = std::fs::read_to_string(tmp.join("README.md")).unwrap();
    assert!(readme.contains("| `demo-game` | Nowhere 1 | (to write) | (to write) |\n"), "{readme}");
    run(&tmp, &target, "cargo", &["fmt", "--all", "--", "--check"]);
    let tested = run(&tmp, &target, "cargo", &["test", "-p", "demo-game"]);
    for test in [
        "samples",
        "the_closed_form_holds_on_the_largest_values",
        "odd_but_valid_formatting_is_accepted",
        // The example's player, from its words and insight alone, proven against its rules.
        "perfect_player_holds_to_the_rules",
    ] {
        assert!(tested.contains(&format!("{test} ... ok")), "{tested}");
    }
    // The registration: the dependency line resolves (the registry line has the same shape as
    // every other, and `problem_tests!` above has type-checked `DemoGame: Problem`). Checking
    // the whole command again would cost most of a minute of a cold `cargo test`.
    let tree =
        run(&tmp, &target, "cargo", &["tree", "-p", "grundy", "--depth", "1", "-e", "normal"]);
    assert!(tree.contains("demo-game v0.1.0"), "{tree}");
    // The checker and interactive skeletons build, pass their tests (the checker's program
    // and the interactor's weak strategy among them) and are formatted and lint-clean.
    let grundy = env!("CARGO_BIN_EXE_grundy");
    run(
        &tmp,
        &target,
        grundy,
        &["new", "demo-checker", "--title", "Demo", "--judge", "N 2", "--checker"],
    );
    run(
        &tmp,
        &target,
        grundy,
        &["new", "demo-play", "--title", "Demo", "--judge", "N 3", "--interactive"],
    );
    assert!(tmp.join("problems/demo-checker/src/bin/demo-checker-checker.rs").is_file());
    assert!(tmp.join("problems/demo-play/src/interactor.rs").is_file());
    run(&tmp, &target, "cargo", &["fmt", "--all", "--", "--check"]);
    let tested = run(&tmp, &target, "cargo", &["test", "-p", "demo-checker", "-p", "demo-play"]);
    for test in [
        "the_checker_names_a_wrong_answer",
        "the_checker_program_speaks_testlib",
        "a_weak_strategy_loses",
        "a_missing_flush_is_a_time_limit",
        "broken_protocol_is_refused_with_a_positioned_line",
        "fast_agrees_with_model",
    ] {
        assert!(tested.contains(&format!("{test} ... ok")), "{tested}");
    }
    run(
        &tmp,
        &target,
        "cargo",
        &[
            "clippy",
            "-p",
            "demo-checker",
            "-p",
            "demo-play",
            "--all-targets",
            "--",
            "-D",
            "warnings",
        ],
    );
    // A second `grundy new` of the same slug is refused.
    let again = Command::new(env!("CARGO_BIN_EXE_grundy"))
        .args(["new", "demo-game", "--title", "x", "--judge", "y"])
        .current_dir(&tmp)
        .output()
        .unwrap();
    assert_eq!(again.status.code(), Some(2));
}
