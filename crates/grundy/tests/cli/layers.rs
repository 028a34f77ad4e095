//! The invariants ARCHITECTURE.md states about the house, checked: which crate may depend on
//! which (read from `cargo metadata`), and no module imports one that imports it back.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use super::workspace;
use super::workspace::rust_files;

/// Each workspace crate (by its folder's name, which is its package's) with the workspace
/// crates it depends on: the keys of its `[dependencies]` table (normal dependencies only: a
/// crate's tests may use the workbench).
fn workspace_arrows() -> BTreeMap<String, BTreeSet<String>> {
    let root = workspace();
    let mut dirs = vec![root.join("bench")];
    for group in ["crates", "problems"] {
        for entry in std::fs::read_dir(root.join(group)).unwrap() {
            dirs.push(entry.unwrap().path());
        }
    }
    let name = |dir: &PathBuf| dir.file_name().unwrap().to_string_lossy().into_owned();
    let members: BTreeSet<String> = dirs.iter().map(name).collect();
    let mut arrows = BTreeMap::new();
    for dir in &dirs {
        let manifest = std::fs::read_to_string(dir.join("Cargo.toml")).unwrap();
        let mut deps = BTreeSet::new();
        let mut in_dependencies = false;
        for line in manifest.lines().map(str::trim) {
            if line.starts_with('[') {
                in_dependencies = line == "[dependencies]";
                continue;
            }
            let key = line.split(['=', '.', ' ']).next().unwrap_or("");
            if in_dependencies && members.contains(key) {
                deps.insert(key.to_string());
            }
        }
        arrows.insert(name(dir), deps);
    }
    arrows
}

#[test]
fn crates_depend_only_downward() {
    let arrows = workspace_arrows();
    let problems: BTreeSet<String> = std::fs::read_dir(workspace().join("problems"))
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    assert!(problems.len() >= 37 && problems.iter().all(|p| arrows.contains_key(p)));
    let allowed = |from: &str| -> &[&str] {
        match from {
            "judge" | "factor" | "bundle" => &[],
            "sg-core" => &["factor"],
            "rules" => &["sg-core"],
            "workbench" => &["sg-core", "judge"],
            "bench" | "grundy" => &["*"],
            _ => &["sg-core", "judge", "factor", "workbench"],
        }
    };
    for (from, to) in &arrows {
        let ok = allowed(from);
        for dep in to {
            assert!(
                ok.contains(&"*") || ok.contains(&dep.as_str()),
                "{from} depends on {dep}: ARCHITECTURE.md's layers forbid it"
            );
        }
    }
    // The arrows are read, not assumed away: the known ones are there.
    assert!(arrows["workbench"].contains("sg-core") && arrows["nim"].contains("judge"));
    assert!(arrows["grundy"].contains("nim") && arrows["judge"].is_empty());
}

/// The module path of a source file of a crate whose sources are in `src`.
fn module_of(src: &Path, file: &Path) -> Vec<String> {
    let relative = file.strip_prefix(src).unwrap();
    let mut parts: Vec<String> =
        relative.iter().map(|p| p.to_string_lossy().trim_end_matches(".rs").to_string()).collect();
    if matches!(parts.last().map(String::as_str), Some("mod" | "lib" | "main")) {
        parts.pop();
    }
    parts
}

/// The module paths a file's code names, outside its test modules: `crate::a::b` and
/// `super::…` paths, with `use` groups (`crate::{a, b::c}`) opened.
fn named_paths(text: &str, here: &[String]) -> Vec<Vec<String>> {
    let before_tests = text.split("#[cfg(test)]").next().unwrap_or("");
    // Comments name paths without importing them (doc links).
    let code: String = before_tests
        .lines()
        .map(|line| match line.find("//") {
            Some(at) if !line[..at].contains('"') => &line[..at],
            _ => line,
        })
        .collect::<Vec<_>>()
        .join("\n");
    let mut found = Vec::new();
    let bytes: Vec<char> = code.chars().collect();
    let ident = |c: char| c.is_alphanumeric() || c == '_';
    let mut i = 0;
    while i < bytes.len() {
        let at = |word: &str| bytes[i..].iter().take(word.len()).copied().eq(word.chars());
        // `$crate::` is a macro's path, expanded in the crates that call it.
        let starts_word = i == 0 || !(ident(bytes[i - 1]) || bytes[i - 1] == '$');
        let (base, skip) = if starts_word && at("crate::") {
            (Vec::new(), "crate::".len())
        } else if starts_word && at("super::") {
            let mut base = here.to_vec();
            let mut j = i;
            while bytes[j..].iter().take(7).copied().eq("super::".chars()) {
                base.pop();
                j += 7;
            }
            (base, j - i)
        } else {
            i += 1;
            continue;
        };
        i += skip;
        // One path, or a group of them.
        let mut path = base;
        loop {
            if bytes.get(i) == Some(&'{') {
                let end = bytes[i..].iter().position(|&c| c == '}').map_or(bytes.len(), |e| i + e);
                let group: String = bytes[i + 1..end].iter().collect();
                for item in group.split(',') {
                    let mut p = path.clone();
                    let segments = item.split("::").map(str::trim);
                    p.extend(segments.filter(|w| !w.is_empty() && *w != "self").map(String::from));
                    found.push(p);
                }
                i = end;
                break;
            }
            let start = i;
            while i < bytes.len() && ident(bytes[i]) {
                i += 1;
            }
            if i > start {
                path.push(bytes[start..i].iter().collect());
            }
            if i > start && bytes[i..].iter().take(2).copied().eq("::".chars()) {
                i += 2;
                continue;
            }
            found.push(path);
            break;
        }
    }
    found
}

/// The circles among the modules of the crate at `src`: a module imports another (names a
/// path in it) that imports it back, directly or around a longer loop. A module naming its
/// own submodules (a parent re-exporting its children's items) does not count: that is the
/// module's face, not an import.
fn module_circles(src: &Path) -> Vec<Vec<String>> {
    let mut files = Vec::new();
    rust_files(src, &mut files);
    files.retain(|f| !f.starts_with(src.join("bin")));
    let modules: BTreeMap<Vec<String>, PathBuf> =
        files.iter().map(|f| (module_of(src, f), f.clone())).collect();
    let mut edges: BTreeMap<Vec<String>, BTreeSet<Vec<String>>> = BTreeMap::new();
    for (module, file) in &modules {
        let text = std::fs::read_to_string(file).unwrap();
        for path in named_paths(&text, module) {
            // The longest prefix that is a module file.
            let Some(target) = (0..=path.len())
                .rev()
                .map(|n| path[..n].to_vec())
                .find(|p| modules.contains_key(p))
            else {
                continue;
            };
            if target != *module && !target.starts_with(module) {
                edges.entry(module.clone()).or_default().insert(target);
            }
        }
    }
    // Every cycle through each module, by depth-first search (the graphs are small).
    let mut circles = BTreeSet::new();
    for start in edges.keys() {
        let mut stack = vec![(start.clone(), vec![start.clone()])];
        while let Some((at, path)) = stack.pop() {
            for next in edges.get(&at).into_iter().flatten() {
                if next == start {
                    let mut circle = path.clone();
                    let smallest = circle.iter().enumerate().min_by_key(|(_, m)| *m).unwrap().0;
                    circle.rotate_left(smallest);
                    circles.insert(circle);
                } else if !path.contains(next) && path.len() < 8 {
                    let mut longer = path.clone();
                    longer.push(next.clone());
                    stack.push((next.clone(), longer));
                }
            }
        }
    }
    circles
        .into_iter()
        .map(|c| c.into_iter().map(|m| format!("crate::{}", m.join("::"))).collect())
        .collect()
}

#[test]
fn no_module_imports_one_that_imports_it_back() {
    let root = workspace();
    let mut crates = Vec::new();
    for group in ["crates", "problems"] {
        for entry in std::fs::read_dir(root.join(group)).unwrap() {
            let src = entry.unwrap().path().join("src");
            if src.is_dir() {
                crates.push(src);
            }
        }
    }
    assert!(crates.len() >= 44, "{} crates", crates.len());
    let mut found = Vec::new();
    for src in &crates {
        for circle in module_circles(src) {
            found.push(format!("{}: {}", src.display(), circle.join(" -> ")));
        }
    }
    assert!(found.is_empty(), "import circles:\n{}", found.join("\n"));
}

#[test]
fn a_circle_is_found() {
    let dir = std::env::temp_dir().join(format!("circle-{}", std::process::id()));
    let src = dir.join("src");
    std::fs::create_dir_all(src.join("a")).unwrap();
    std::fs::write(src.join("lib.rs"), "pub mod a;\npub mod b;\n").unwrap();
    std::fs::write(src.join("a/mod.rs"), "pub mod inner;\nuse crate::b::B;\n").unwrap();
    std::fs::write(src.join("a/inner.rs"), "use super::super::b;\n").unwrap();
    std::fs::write(src.join("b.rs"), "use crate::{a::inner::X, c};\n").unwrap();
    let circles = module_circles(&src);
    let _ = std::fs::remove_dir_all(&dir);
    assert_eq!(circles, [vec!["crate::a::inner".to_string(), "crate::b".to_string()]]);
}

/// One definition of a game: a problem states its rules (an `sg_core::Moves`, or a `Game`)
/// in `src/model.rs` alone; play, tables and explanations derive from it. The one exception
/// is a game that is the insight, not the rules: cutting-game's `normal_play`, the proper cuts
/// whose table the fast path's recurrence is checked against.
#[test]
fn a_problem_states_its_rules_in_its_model_only() {
    const INSIGHT_GAMES: [&str; 1] = ["problems/cutting-game/src/normal_play.rs"];
    let root = workspace();
    let mut found = Vec::new();
    for entry in std::fs::read_dir(root.join("problems")).unwrap() {
        let mut files = Vec::new();
        rust_files(&entry.unwrap().path().join("src"), &mut files);
        for file in files {
            let relative = file.strip_prefix(&root).unwrap().to_string_lossy().into_owned();
            if file.ends_with("model.rs") || INSIGHT_GAMES.contains(&relative.as_str()) {
                continue;
            }
            let text = std::fs::read_to_string(&file).unwrap();
            for states in ["Moves for ", "Game for ", "fn legal_moves"] {
                if text.contains(&format!("impl {states}"))
                    || text.contains(&format!("impl sg_core::{states}"))
                    || states.starts_with("fn") && text.contains(states)
                {
                    found.push(format!("{relative}: {states}"));
                }
            }
        }
    }
    assert!(found.is_empty(), "rules stated outside a model:\n{}", found.join("\n"));
}

/// The command's exit status is decided in one place: every command returns its result to
/// `main`, which maps a failure to its status; nothing inside exits the process.
#[test]
fn no_command_exits_the_process_itself() {
    let mut files = Vec::new();
    rust_files(&workspace().join("crates/grundy/src"), &mut files);
    assert!(files.len() >= 20);
    let exiting: Vec<String> = files
        .iter()
        .filter(|f| std::fs::read_to_string(f).unwrap().contains("process::exit"))
        .map(|f| f.display().to_string())
        .collect();
    assert!(exiting.is_empty(), "{exiting:?}");
}
