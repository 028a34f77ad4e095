//! The workspace's manifests turn test harnesses and doctests off where there is nothing to
//! run: that must never hide a test or a doc example someone wrote.

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

/// Every `.rs` file under `dir`, into `found`.
pub(super) fn rust_files(dir: &Path, found: &mut Vec<PathBuf>) {
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
        } else if crate_dir.join(&path).is_file() {
            // (A `[[bin]]` without a path of its own is `src/bin/NAME.rs`, not read here.)
            files.push(crate_dir.join(&path));
        }
        unrun.extend(files.into_iter().filter(|f| holds_a_test(f)));
    }
    unrun.sort();
    unrun.dedup();
    unrun
}

/// Whether the `[lib]` table of a manifest turns its doctests off.
fn doctests_off(manifest: &str) -> bool {
    let mut in_lib = false;
    for line in manifest.lines().map(str::trim) {
        if line.starts_with('[') {
            in_lib = line == "[lib]";
        } else if in_lib && line.replace(' ', "") == "doctest=false" {
            return true;
        }
    }
    false
}

/// The doc comments' code blocks in `text` that rustdoc would compile and run: a fence whose
/// info string is empty or only Rust attributes (`rust`, `no_run`, `should_panic`, …), not
/// `ignore` nor another language. Returns their line numbers.
fn runnable_doc_examples(text: &str) -> Vec<usize> {
    const RUST: [&str; 9] = [
        "rust",
        "no_run",
        "should_panic",
        "compile_fail",
        "edition2015",
        "edition2018",
        "edition2021",
        "edition2024",
        "standalone_crate",
    ];
    let mut found = Vec::new();
    let mut in_block = false;
    for (i, line) in text.lines().enumerate() {
        let line = line.trim_start();
        let Some(doc) = line.strip_prefix("///").or_else(|| line.strip_prefix("//!")) else {
            continue;
        };
        let Some(info) = doc.trim().strip_prefix("```") else { continue };
        if in_block {
            in_block = false;
            continue;
        }
        in_block = true;
        let runs = info.split([',', ' ']).filter(|t| !t.is_empty()).all(|t| RUST.contains(&t));
        if runs {
            found.push(i + 1);
        }
    }
    found
}

/// The files of a crate whose doc examples never run: all of `src/` when its `[lib]` has
/// `doctest = false`.
fn unrun_doc_examples(crate_dir: &Path) -> Vec<String> {
    let manifest = std::fs::read_to_string(crate_dir.join("Cargo.toml")).unwrap();
    if !doctests_off(&manifest) || !crate_dir.join("src").is_dir() {
        return Vec::new();
    }
    let mut files = Vec::new();
    rust_files(&crate_dir.join("src"), &mut files);
    files.sort();
    let mut unrun = Vec::new();
    for file in files {
        let text = std::fs::read_to_string(&file).unwrap();
        for line in runnable_doc_examples(&text) {
            unrun.push(format!("{}:{line}", file.display()));
        }
    }
    unrun
}

#[test]
fn doc_examples_are_told_from_other_blocks() {
    let text = "//! ```\n//! let a = 1;\n//! ```\n/// ```text\n/// 1 2\n/// ```\n\
                /// ```ignore\n/// x\n/// ```\n/// ```rust,no_run\n/// f();\n/// ```\n";
    assert_eq!(runnable_doc_examples(text), vec![1, 10]);
    assert!(doctests_off("[package]\n[lib]\ntest = false\ndoctest = false\n"));
    assert!(!doctests_off("[package]\n[lib]\n[dependencies]\ndoctest = false\n"));
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
fn no_crate_holds_a_test_or_doc_example_that_cargo_test_skips() {
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
    crates.push(root.join("bench"));
    assert!(crates.len() > 40, "found only {} crates", crates.len());
    let unrun: Vec<PathBuf> = crates.iter().flat_map(|c| unrun_tests(c)).collect();
    assert!(
        unrun.is_empty(),
        "these files hold tests that never run (their target has `test = false` in Cargo.toml): \
         {unrun:?}"
    );
    let unrun: Vec<String> = crates.iter().flat_map(|c| unrun_doc_examples(c)).collect();
    assert!(
        unrun.is_empty(),
        "these doc examples never run (their crate has `doctest = false` under [lib]): {unrun:?}"
    );
}
