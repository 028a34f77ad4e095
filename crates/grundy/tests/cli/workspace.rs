//! The workspace's manifests turn test harnesses off where there are no tests to run: that
//! must never hide a test someone wrote.

use std::path::{Path, PathBuf};

/// The value of `test` in each `[lib]` / `[[bin]]` table of a manifest, with the target's path
/// (`src/lib.rs` or `src/main.rs` when the table names none).
fn harnesses(manifest: &str) -> Vec<(String, bool)> {
    let mut targets: Vec<(String, Option<String>, bool)> = Vec::new();
    for line in manifest.lines().map(str::trim) {
        if line.starts_with('[') {
            match line {
                "[lib]" => targets.push(("lib".into(), None, true)),
                "[[bin]]" => targets.push(("bin".into(), None, true)),
                _ => targets.push(("other".into(), None, true)),
            }
        } else if let Some(last) = targets.last_mut() {
            let Some((key, value)) = line.split_once('=') else { continue };
            match key.trim() {
                "test" => last.2 = value.trim() != "false",
                "path" => last.1 = Some(value.trim().trim_matches('"').to_string()),
                _ => {}
            }
        }
    }
    targets
        .into_iter()
        .filter(|(kind, ..)| kind != "other")
        .map(|(kind, path, test)| {
            let default = if kind == "lib" { "src/lib.rs" } else { "src/main.rs" };
            (path.unwrap_or_else(|| default.into()), test)
        })
        .collect()
}

fn rust_files(dir: &Path, found: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            rust_files(&path, found);
        } else if path.extension().is_some_and(|e| e == "rs") {
            found.push(path);
        }
    }
}

fn holds_a_test(file: &Path) -> bool {
    let text = std::fs::read_to_string(file).unwrap();
    text.contains("#[test]") || text.contains("#[cfg(test)]")
}

/// The files of a crate holding tests that `cargo test` would never run: all of `src/` when the
/// library has no harness, and a binary's own file when it has none.
fn unrun_tests(crate_dir: &Path) -> Vec<PathBuf> {
    let manifest = std::fs::read_to_string(crate_dir.join("Cargo.toml")).unwrap();
    let mut unrun = Vec::new();
    for (path, test) in harnesses(&manifest) {
        if test {
            continue;
        }
        let mut files = Vec::new();
        if path.ends_with("lib.rs") {
            rust_files(&crate_dir.join("src"), &mut files);
        } else {
            files.push(crate_dir.join(&path));
        }
        unrun.extend(files.into_iter().filter(|f| holds_a_test(f)));
    }
    unrun.sort();
    unrun.dedup();
    unrun
}

#[test]
fn the_manifests_are_read_as_cargo_reads_them() {
    let manifest = "[package]\nname = \"x\"\n\n[lib]\ntest = false\n\n[[bin]]\nname = \"x\"\n\
                    path = \"src/main.rs\"\ntest = false\n\n[[bin]]\nname = \"y\"\n\
                    path = \"src/bin/y.rs\"\n\n[dependencies]\ntest = \"1\"\n";
    let expected = [("src/lib.rs", false), ("src/main.rs", false), ("src/bin/y.rs", true)];
    let expected: Vec<(String, bool)> = expected.map(|(p, t)| (p.to_string(), t)).into();
    assert_eq!(harnesses(manifest), expected);
    assert_eq!(harnesses("[package]\nname = \"x\"\n"), vec![]);
}

#[test]
fn a_test_in_src_is_found_when_its_harness_is_off() {
    let dir = std::env::temp_dir().join(format!("grundy-harness-{}", std::process::id()));
    std::fs::create_dir_all(dir.join("src/deep")).unwrap();
    std::fs::write(dir.join("Cargo.toml"), "[package]\nname = \"x\"\n").unwrap();
    std::fs::write(dir.join("src/lib.rs"), "mod deep;\n").unwrap();
    std::fs::write(dir.join("src/deep/mod.rs"), "#[cfg(test)]\nmod tests {}\n").unwrap();
    assert_eq!(unrun_tests(&dir), Vec::<PathBuf>::new(), "the harness is on: the test runs");
    std::fs::write(dir.join("Cargo.toml"), "[package]\nname = \"x\"\n[lib]\ntest = false\n")
        .unwrap();
    assert_eq!(unrun_tests(&dir), vec![dir.join("src/deep/mod.rs")]);
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn no_crate_holds_a_test_that_cargo_test_skips() {
    let root = super::workspace();
    let mut crates = Vec::new();
    for group in ["crates", "problems"] {
        for entry in std::fs::read_dir(root.join(group)).unwrap() {
            let dir = entry.unwrap().path();
            if dir.join("Cargo.toml").is_file() {
                crates.push(dir);
            }
        }
    }
    assert!(crates.len() > 40, "found only {} crates", crates.len());
    let unrun: Vec<PathBuf> = crates.iter().flat_map(|c| unrun_tests(c)).collect();
    assert!(
        unrun.is_empty(),
        "these files hold tests that never run (their target has `test = false` in Cargo.toml): \
         {unrun:?}"
    );
}
